import type { MessageDescriptor } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { LanguageSwitch } from './language-switch.tsx';
import { ChevronDown, Heart, Menu, Search, ShoppingBag, X } from 'lucide-react';
import { SHOP_NAME } from '@shop/shared/shop';
import { ModalDialog } from '@shop/ui/modal-dialog.tsx';
import { useStoredCartCount } from '../../features/cart/hooks/use-stored-cart-count.ts';
import { preloadSearchForm, SearchOverlay } from '../../features/catalogue/components/search-overlay.tsx';
import { AccountMenu } from './account-menu.tsx';
import { DropDown, ICON_BUTTON, TOP_LINK, useOpenOnThisPage } from './drop-down.tsx';
import { CONTACT_LINK, JEWELLERY_GROUPS, SHOP_BY_CATEGORY, type NavLink } from './navigation.ts';

/** The fixed header's height; the layout's spacer keeps the page below it. */
export const HEADER_HEIGHT_CLASS = 'h-16';
/**
 * Fixed at the top of the screen, below a demo shop's ribbon: its `top` is the ribbon's height
 * (`.site-header` in index.css). `children` show just below it, over the page.
 */
export function Header({ children }: { children?: ReactNode }) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useOpenOnThisPage();
  const menuId = useId();
  const { t } = useLingui();

  return (
    <header className="site-header fixed inset-x-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur">
      <div className={`mx-auto flex ${HEADER_HEIGHT_CLASS} max-w-6xl items-center gap-1 px-2 sm:px-4`}>
        <button
          type="button"
          className={`${ICON_BUTTON} lg:hidden`}
          aria-label={t`Open menu`}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Logo />
        <DesktopNavigation />
        <div className="ml-auto flex items-center">
          <LanguageSwitch className="mr-2 hidden text-brand-900 lg:block" />
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={t`Search`}
            aria-haspopup="dialog"
            onPointerEnter={preloadSearchForm}
            onFocus={preloadSearchForm}
            onClick={() => setSearchOpen(true)}
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          <AccountMenu />
          <Link to="/wishlist" className={ICON_BUTTON} aria-label={t`Wishlist`}>
            <Heart aria-hidden="true" className="size-5" />
          </Link>
          <CartLink />
        </div>
      </div>
      <SearchOverlay open={searchOpen} onClose={() => setSearchOpen(false)} />
      <MobileMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} />
      {children}
    </header>
  );
}

function Logo() {
  return (
    <Link
      to="/"
      className="flex items-baseline gap-1 px-1 font-display text-xl font-semibold text-brand-900 sm:text-2xl"
    >
      {SHOP_NAME}
    </Link>
  );
}

function CartLink() {
  const count = useStoredCartCount();
  const { t } = useLingui();
  return (
    <Link
      to="/cart"
      className={ICON_BUTTON}
      aria-label={t({
        message: plural(count, { 0: 'Cart, empty', one: 'Cart, # piece', other: 'Cart, # pieces' }),
      })}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute right-0.5 top-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-semibold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

function DesktopNavigation() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <nav aria-label={t`Main`} className="ml-4 hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <RouterNavLink to="/" end className={TOP_LINK}>
            <Trans>Home</Trans>
          </RouterNavLink>
        </li>
        <li>
          <DropDown label={t`Shop by category`}>
            <LinkList links={SHOP_BY_CATEGORY} />
          </DropDown>
        </li>
        <li>
          <DropDown label={t`Jewellery`} wide>
            <div className="grid grid-cols-3 gap-6">
              {JEWELLERY_GROUPS.map((group) => (
                <LinkGroup key={group.label.id} label={group.label} links={group.links} />
              ))}
            </div>
          </DropDown>
        </li>
        <li>
          <RouterNavLink to={CONTACT_LINK.to} className={TOP_LINK}>
            {i18n._(CONTACT_LINK.label)}
          </RouterNavLink>
        </li>
      </ul>
    </nav>
  );
}

function LinkList({ links }: { links: readonly NavLink[] }) {
  const { i18n } = useI18n();
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="block rounded-lg px-2 py-1.5 text-sm text-stone-800 hover:bg-brand-100 hover:text-brand-900"
          >
            {i18n._(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkGroup({ label, links }: { label: MessageDescriptor; links: readonly NavLink[] }) {
  const headingId = useId();
  const { i18n } = useI18n();
  return (
    <div>
      <p id={headingId} className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-brand-700">
        {i18n._(label)}
      </p>
      <div aria-labelledby={headingId} role="group">
        <LinkList links={links} />
      </div>
    </div>
  );
}

/** The phone's menu: a drawer over the page, which stops scrolling behind it while open. */
function MobileMenu({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <ModalDialog
      id={id}
      open={open}
      onClose={onClose}
      aria-label={t`Menu`}
      className="m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-brand-900/50"
    >
      <div className="flex items-center justify-between border-b border-brand-100 px-3 py-2">
        <Logo />
        <button type="button" className={ICON_BUTTON} aria-label={t`Close menu`} onClick={onClose}>
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      {/* A link to the page already open changes no address, so a link click itself closes the menu. */}
      <nav
        aria-label={t`Main`}
        className="px-3 py-4"
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) onClose();
        }}
      >
        <ul className="space-y-1">
          <li>
            <Link to="/" className="block rounded-lg px-2 py-2 font-medium hover:bg-brand-100">
              <Trans>Home</Trans>
            </Link>
          </li>
          <li>
            <MobileSection label={t`Shop by category`}>
              <LinkList links={SHOP_BY_CATEGORY} />
            </MobileSection>
          </li>
          <li>
            <MobileSection label={t`Jewellery`}>
              <div className="space-y-3">
                {JEWELLERY_GROUPS.map((group) => (
                  <LinkGroup key={group.label.id} label={group.label} links={group.links} />
                ))}
              </div>
            </MobileSection>
          </li>
          <li>
            <Link to={CONTACT_LINK.to} className="block rounded-lg px-2 py-2 font-medium hover:bg-brand-100">
              {i18n._(CONTACT_LINK.label)}
            </Link>
          </li>
        </ul>
      </nav>
      <LanguageSwitch className="border-t border-brand-100 px-4 py-3 text-brand-900" />
    </ModalDialog>
  );
}

function MobileSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details className="group rounded-lg">
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-2 py-2 font-medium hover:bg-brand-100">
        {label}
        <ChevronDown aria-hidden="true" className="size-4 transition group-open:rotate-180" />
      </summary>
      <div className="pb-2 pl-2">{children}</div>
    </details>
  );
}
