import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Clock, MapPin, Phone } from 'lucide-react';
import { RING_SIZE_GUIDE_PATH } from '@shop/shared/page-paths';
import { POLICY_IDS, policyPath } from '@shop/shared/policy-pages';
import { SHOP_NAME } from '@shop/shared/shop';
import { SHOP_STORE, SOCIAL_LINKS } from '@shop/shared/shop-store';
import { LanguageSwitch } from './language-switch.tsx';
import { FOOTER_CATEGORIES, FOOTER_QUICK_LINKS, type NavLink } from './navigation.ts';
import { POLICIES_MESSAGE, POLICY_TITLE_MESSAGES, RING_SIZE_GUIDE_MESSAGE } from './policy-names.ts';

export default function Footer() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-display text-2xl font-semibold text-white">
            {SHOP_NAME}
          </h2>
          <p className="mt-3 text-sm leading-relaxed">
            <Trans>
              Velli and thangam are Tamil for silver and gold. Since our first bench in Madurai we have made
              hallmarked jewellery by hand, and engraved it with the names, dates and fingerprints our
              customers hold dear.
            </Trans>
          </p>
        </section>
        <FooterLinks id="footer-quick-links" title={t`Quick links`} links={FOOTER_QUICK_LINKS} />
        <FooterLinks id="footer-categories" title={t`Categories`} links={FOOTER_CATEGORIES} />
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="font-semibold text-white">
            <Trans>Visit us</Trans>
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {SHOP_STORE.streetAddress}, {SHOP_STORE.locality} {SHOP_STORE.postalCode}, {SHOP_STORE.region}
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${SHOP_STORE.phoneE164}`} className="hover:text-white hover:underline">
                {SHOP_STORE.phone}
              </a>
            </p>
            <p className="flex gap-2">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {/* In the page's language; other hours set in shop-store.ts show as written. */}
              {SHOP_STORE.timings === 'All days 10:00 am to 9:30 pm'
                ? t`All days 10:00 am to 9:30 pm`
                : SHOP_STORE.timings}
            </p>
          </address>
          <h3 className="mt-5 text-sm font-semibold text-white">
            <Trans>Follow us</Trans>
          </h3>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="hover:text-white hover:underline"
                >
                  {social.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <LanguageSwitch className="flex justify-center border-t border-white/10 px-4 py-3 text-white" />
      <nav aria-label={i18n._(POLICIES_MESSAGE)} className="border-t border-white/10 px-4 py-4">
        <ul className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
          {POLICY_IDS.map((policyId) => (
            <li key={policyId}>
              <Link to={policyPath(policyId)} className="hover:text-white hover:underline">
                {i18n._(POLICY_TITLE_MESSAGES[policyId])}
              </Link>
            </li>
          ))}
          <li>
            <Link to={RING_SIZE_GUIDE_PATH} className="hover:text-white hover:underline">
              {i18n._(RING_SIZE_GUIDE_MESSAGE)}
            </Link>
          </li>
        </ul>
      </nav>
      {/* Room under the last line for the chat bubble, which floats over the page's foot until lg. */}
      <p className="border-t border-white/10 px-4 pb-24 pt-4 text-center text-xs lg:pb-4">
        <Trans>
          © {year} {SHOP_NAME}. BIS hallmarked silver and gold, made in India. Prices include all taxes.
        </Trans>
      </p>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly NavLink[] }) {
  const { i18n } = useI18n();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white hover:underline">
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
