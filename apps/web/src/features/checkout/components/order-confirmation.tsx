import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Printer, ReceiptText, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { linePricePaise } from '@shop/shared/cart';
import { DEFAULT_COUNTRY } from '@shop/shared/checkout';
import { formatPaise } from '@shop/shared/money';
import type { Customization } from '@shop/shared/personalisation';
import { SHOP_NAME } from '@shop/shared/shop';
import { SHOP_STORE } from '@shop/shared/shop-store';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import type { PaidOrder } from '../hooks/use-checkout.ts';
import { useSavedOrder } from '../hooks/use-saved-order.ts';
import { countryText, historyNoticeText } from '../checkout-words.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';

/**
 * The order confirmation after payment: the pieces, their personalisation, the address and
 * the totals, with 'Print Order' and 'Continue Shopping', and the order details overlay. The
 * order is saved once, as soon as this view opens. `order-print` tells the print style sheet
 * (index.css) to print this order alone. Its words are `CHECKOUT_TEXTS`' and `COUPON_TEXTS`',
 * in the page's language.
 */
export function OrderConfirmation({
  token,
  order,
  onClose,
  renderPersonalisation,
}: {
  token: string;
  order: PaidOrder;
  /** Closing the confirmation goes back to the (now empty) cart. */
  onClose: () => void;
  renderPersonalisation: (customization: Customization) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const { customer, totals } = order;
  const personalised = order.lines.some((line) => line.customization);
  const saved = useSavedOrder(token, order);
  const { orderId, paymentId } = order;
  const code = totals.couponCode;
  return (
    <div className="order-print mx-auto max-w-4xl px-4 py-6 sm:py-10">
      {/* On paper the shop's name and address head the order; on screen the header does. */}
      <p className="mb-6 hidden border-b border-brand-100 pb-3 print:block">
        <span className="block font-display text-2xl font-semibold text-brand-900">{SHOP_NAME}</span>
        <span className="text-sm text-stone-700">
          {SHOP_STORE.streetAddress}, {SHOP_STORE.locality} {SHOP_STORE.postalCode} · {SHOP_STORE.phone} ·{' '}
          {SHOP_STORE.email}
        </span>
      </p>
      <div className="flex items-start gap-2">
        <p
          role="status"
          className="flex flex-1 items-center gap-2 rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          <Trans>Payment successful! Your order has been placed.</Trans>
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Close order confirmation`}
          className="rounded-full p-3 text-stone-600 hover:bg-brand-100 print:hidden"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-3xl font-semibold text-brand-900">
        <Trans>Order confirmation</Trans>
      </h1>
      <p className="mt-1 text-stone-700">
        <Trans>
          Order <span className="font-mono">{orderId}</span> · payment{' '}
          <span className="font-mono">{paymentId}</span>
        </Trans>
      </p>
      <p role="status" className="mt-1 min-h-6 text-sm text-stone-700">
        {saved}
      </p>
      {order.historyNotice && (
        <p
          role="alert"
          className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {historyNoticeText(i18n, order.historyNotice)}
        </p>
      )}

      <table className="mt-6 w-full text-left text-sm sm:text-base">
        <caption className="sr-only">
          <Trans>Pieces in this order</Trans>
        </caption>
        <thead className="border-b border-brand-100 text-stone-700">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              <Trans>Piece</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              <Trans>Price</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              <Trans>Qty</Trans>
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              <Trans>Total</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {order.lines.map((line) => {
            const price = linePricePaise(line);
            const sizeText = (size: string) => t`Size ${size}`;
            return (
              <tr key={line.cartIdentifier} className="align-top">
                <td className="py-3 pr-2">
                  <span className="font-medium text-stone-900">{line.name}</span>
                  <span className="block text-sm text-stone-600">
                    {[line.variant, line.size && sizeText(line.size)].filter(Boolean).join(' · ')}
                  </span>
                </td>
                <td className="px-2 py-3 text-right">{price === undefined ? '—' : formatPaise(price)}</td>
                <td className="px-2 py-3 text-right">{line.quantity}</td>
                <td className="py-3 pl-2 text-right font-medium">
                  {price === undefined ? '—' : formatPaise(price * line.quantity)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <section aria-labelledby="confirmation-customisation" className="mt-8">
        <h2 id="confirmation-customisation" className="text-xl font-semibold text-brand-900">
          <Trans>Customisation</Trans>
        </h2>
        {personalised ? (
          <ul className="mt-3 space-y-3">
            {order.lines.map(
              (line) =>
                line.customization && (
                  <li key={line.cartIdentifier}>
                    <p className="font-medium text-stone-900">{line.name}</p>
                    {renderPersonalisation(line.customization)}
                  </li>
                ),
            )}
          </ul>
        ) : (
          <p className="mt-2 text-stone-700">
            <Trans>No customization for this order</Trans>
          </p>
        )}
        {personalised && (
          <p className="mt-3 text-sm text-stone-700">
            <Trans>Customised pieces need 5 to 7 additional business days.</Trans>
          </p>
        )}
      </section>

      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="confirmation-address">
          <h2 id="confirmation-address" className="text-xl font-semibold text-brand-900">
            <Trans>Shipping address</Trans>
          </h2>
          <address className="mt-2 not-italic text-stone-800">
            {customer.name}
            <br />
            {customer.address}
            <br />
            {customer.city}, {customer.state} {customer.zipCode}
            <br />
            {countryText(i18n, customer.country ?? DEFAULT_COUNTRY)}
            <br />
            {customer.email} · {customer.phone}
          </address>
        </section>
        <section aria-labelledby="confirmation-summary">
          <h2 id="confirmation-summary" className="text-xl font-semibold text-brand-900">
            <Trans>Order summary</Trans>
          </h2>
          <dl className="mt-2 space-y-1">
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Subtotal</Trans>
              </dt>
              <dd>{formatPaise(totals.subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Shipping</Trans>
              </dt>
              <dd>{formatPaise(totals.shipping)}</dd>
            </div>
            {code !== undefined && totals.discount !== undefined && (
              <div className="flex justify-between gap-4">
                <dt>{t`Discount (${code})`}</dt>
                <dd>−{formatPaise(totals.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between gap-4 border-t border-brand-100 pt-2 font-semibold">
              <dt>
                <Trans>Total paid</Trans>
              </dt>
              <dd>{formatPaise(totals.total)}</dd>
            </div>
          </dl>
        </section>
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row print:hidden">
        <button type="button" onClick={() => setDetailsOpen(true)} className={SECONDARY_BUTTON}>
          <ReceiptText aria-hidden="true" className="size-4" />
          <Trans>Order details</Trans>
        </button>
        <button type="button" onClick={() => window.print()} className={SECONDARY_BUTTON}>
          <Printer aria-hidden="true" className="size-4" />
          <Trans>Print Order</Trans>
        </button>
        <Link to="/" className={PRIMARY_BUTTON}>
          <Trans>Continue Shopping</Trans>
        </Link>
      </div>
      <OrderDetailsDialog
        open={detailsOpen}
        onClose={() => setDetailsOpen(false)}
        order={order}
        saved={saved}
        renderPersonalisation={renderPersonalisation}
      />
    </div>
  );
}
