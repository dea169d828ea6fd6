import { useEffect, useRef, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartLine, CartTotals } from '@shop/shared/cart';
import type { Customization } from '@shop/shared/personalisation';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCart } from '../hooks/use-cart.ts';
import { totalsWithCoupon, useCoupon } from '../hooks/use-coupon.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartSummary } from './cart-summary.tsx';
import { ClearCart } from './clear-cart.tsx';
import { EmptyCart } from './empty-cart.tsx';

export interface CartPageProps {
  title: string;
  signedIn: boolean;
  /** The signed-in shopper's session, sent with a promo code so their own uses count. */
  token?: string | undefined;
  /** Called before a guest is sent to sign in, so that they come back to the cart. */
  onLogin: () => void;
  /** The preview of a line's personalisation (the personalisation feature draws it). */
  renderPersonalisation: (customization: Customization) => ReactNode;
  /** A signed-in shopper's checkout for these lines (the checkout feature draws it). */
  renderCheckout?: ((lines: readonly CartLine[], totals: CartTotals) => ReactNode) | undefined;
}

/** `/cart`: the lines, their totals and the way to checkout. */
export function CartPage({
  title,
  signedIn,
  token,
  onLogin,
  renderPersonalisation,
  renderCheckout,
}: CartPageProps) {
  const { t } = useLingui();
  const { lines, totals: cartTotals, updateQuantity, removeItem, clearCart } = useCart();
  const coupon = useCoupon(lines, token);
  const totals = totalsWithCoupon(cartTotals, coupon.applied);
  const pieces = totals.pieces;
  // The cart lives in the browser: the server's page, and the browser's first render of it,
  // show where the lines will be rather than an empty cart.
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes its focused button with it, and clearing takes the dialog: the
  // keyboard continues from the heading once the page shows the change.
  const focusAfterChange = useRef(false);
  const focusHeading = () => {
    focusAfterChange.current = true;
  };
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    heading.current?.focus();
  }, [lines]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-brand-900 sm:text-4xl">
            {title}
          </h1>
          {lines.length > 0 && (
            <p className="mt-1 text-stone-700">
              {t({ message: plural(pieces, { one: '# piece', other: '# pieces' }) })}
            </p>
          )}
        </div>
        {lines.length > 0 && (
          <ClearCart
            onClear={() => {
              clearCart();
              focusHeading();
            }}
          />
        )}
      </div>
      {!hydrated ? (
        // Keyed, so the lines come as new elements rather than this one moved and grown: the
        // browser counts a moved element as a layout shift, a new one not.
        <div
          key="loading"
          className="mt-6 h-48 animate-pulse rounded-2xl bg-brand-50"
          role="status"
          aria-label={t`Loading your cart`}
        />
      ) : lines.length === 0 ? (
        <EmptyCart signedIn={signedIn} onLogin={onLogin} />
      ) : (
        <div
          key="lines"
          className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <section aria-labelledby="cart-lines-heading">
            <h2 id="cart-lines-heading" className="sr-only">
              <Trans>Pieces in your cart</Trans>
            </h2>
            <ul className="divide-y divide-brand-100 rounded-2xl bg-white ring-1 ring-brand-100">
              {lines.map((line) => (
                <CartLineItem
                  key={line.cartIdentifier}
                  line={line}
                  customization={line.customization && renderPersonalisation(line.customization)}
                  onQuantity={(quantity) => updateQuantity(line.cartIdentifier, quantity)}
                  onRemove={() => {
                    removeItem(line.cartIdentifier);
                    focusHeading();
                  }}
                />
              ))}
            </ul>
          </section>
          <CartSummary
            lines={lines}
            totals={totals}
            coupon={coupon}
            checkout={signedIn ? renderCheckout?.(lines, totals) : undefined}
            onLogin={onLogin}
          />
        </div>
      )}
    </div>
  );
}
