import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_NOTICE_MS, linePricePaise, type CartLine, type CartTotals } from '@shop/shared/cart';
import { formatPaise } from '@shop/shared/money';
import type { CouponBox } from '../hooks/use-coupon.ts';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './cart-styles.ts';

/**
 * Subtotal, shipping and total, a promo code, the checkout button and the way back to the shop,
 * in `CART_TEXTS`' and `COUPON_TEXTS`' words.
 */
export function CartSummary({
  lines,
  totals,
  coupon,
  checkout,
  onLogin,
}: {
  lines: readonly CartLine[];
  /** With an applied code, the server's discount and total. */
  totals: CartTotals;
  coupon: CouponBox;
  /** A signed-in shopper's checkout (the checkout feature); a guest is asked to sign in. */
  checkout: ReactNode;
  onLogin: () => void;
}) {
  const { t } = useLingui();
  const code = totals.couponCode;
  const unpriced = lines.some((line) => linePricePaise(line) === undefined);
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:p-6 lg:sticky lg:top-20"
    >
      <h2 id="cart-summary-heading" className="text-xl font-semibold text-brand-900">
        <Trans>Order summary</Trans>
      </h2>
      <dl className="mt-4 space-y-2">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">
            <Trans>Subtotal</Trans>
          </dt>
          <dd className="font-medium">{formatPaise(totals.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">
            <Trans>Shipping</Trans>
          </dt>
          <dd className="font-medium">{formatPaise(totals.shipping)}</dd>
        </div>
        {code !== undefined && totals.discount !== undefined && (
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>{t`Discount (${code})`}</dt>
            <dd className="font-medium">−{formatPaise(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-brand-100 pt-3 text-lg">
          <dt className="font-semibold">
            <Trans>Total</Trans>
          </dt>
          <dd className="font-semibold text-brand-900">{formatPaise(totals.total)}</dd>
        </div>
      </dl>
      <p className="mt-1 text-sm text-stone-600">
        <Trans>Prices include all taxes.</Trans>
      </p>
      {unpriced && (
        <p className="mt-2 text-sm text-stone-700">
          <Trans>Pieces priced on request are not in the total.</Trans>
        </p>
      )}
      <PromoCode coupon={coupon} />
      <div className="mt-6">{checkout ?? <GuestCheckout onLogin={onLogin} />}</div>
      <Link to="/" className={`${SECONDARY_BUTTON} mt-3 w-full`}>
        <Trans>Continue Shopping</Trans>
      </Link>
    </section>
  );
}

/** The promo code box: the code is applied by the server, whose refusal shows under the box. */
function PromoCode({ coupon }: { coupon: CouponBox }) {
  const [code, setCode] = useState('');
  const inputId = useId();
  const messageId = useId();
  const { t } = useLingui();
  const { applied, refusal, pending } = coupon;
  const appliedCode = applied?.code;
  return (
    <form
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        coupon.apply(code);
      }}
    >
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        <Trans>Promo code</Trans>
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={messageId}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 py-2.5"
        />
        <button type="submit" className={SECONDARY_BUTTON} disabled={pending}>
          {pending ? t`Applying…` : t`Apply`}
        </button>
      </div>
      <div id={messageId} role="status" className="mt-1 min-h-5 text-sm">
        {refusal ? (
          <p className="text-rose-800">{refusal}</p>
        ) : appliedCode !== undefined ? (
          <p className="flex flex-wrap items-center gap-2 text-emerald-800">
            {t`Coupon ${appliedCode} applied.`}
            <button
              type="button"
              onClick={() => {
                coupon.remove();
                setCode('');
              }}
              className="font-medium underline"
            >
              <Trans>Remove</Trans>
            </button>
          </p>
        ) : null}
      </div>
    </form>
  );
}

/**
 * A guest's checkout asks them to sign in: the notice stays 3 seconds, and longer while the
 * keyboard is inside it, so it never vanishes under the shopper's focus.
 */
function GuestCheckout({ onLogin }: { onLogin: () => void }) {
  const navigate = useNavigate();
  // 0 while hidden; each press counts up, so pressing again gives the notice its full time.
  const [shown, setShown] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const focusInside = useRef(false);
  const expired = useRef(false);

  useEffect(() => {
    if (shown === 0) return;
    expired.current = false;
    const timer = setTimeout(() => {
      if (focusInside.current) expired.current = true;
      else setShown(0);
    }, LOGIN_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const hide = () => {
    focusInside.current = false;
    setShown(0);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => setShown((count) => count + 1)}
        className={PRIMARY_BUTTON}
      >
        <Trans>Login to Checkout</Trans>
      </button>
      <div
        role="alert"
        onFocus={() => {
          focusInside.current = true;
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget)) return;
          focusInside.current = false;
          if (expired.current) setShown(0);
        }}
      >
        {shown > 0 && (
          <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <p className="font-medium">
              <Trans>Please log in to complete your purchase</Trans>
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => {
                  onLogin();
                  void navigate('/login');
                }}
                className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-900"
              >
                <Trans>Go to Login</Trans>
              </button>
              <button
                type="button"
                onClick={() => {
                  hide();
                  button.current?.focus();
                }}
                className="rounded-lg px-3 py-2 text-sm font-medium text-stone-800 hover:bg-amber-100"
              >
                <Trans>Cancel</Trans>
              </button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
