import { useId, type ReactNode } from 'react';
import { Printer, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { linePricePaise } from '@shop/shared/cart';
import {
  DEFAULT_COUNTRY,
  ORDER_DEFAULTS,
  PAYMENT_PROVIDER_NAME,
  sizeAndVariant,
} from '@shop/shared/checkout';
import { formatPaise } from '@shop/shared/money';
import type { Customization } from '@shop/shared/personalisation';
import { ModalDialog } from '@shop/ui/modal-dialog.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import type { PaidOrder } from '../hooks/use-checkout.ts';
import { countryText, orderDefaultText } from '../checkout-words.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4">
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * The order details overlay: who ordered, where it goes, how it was paid, each piece with
 * its personalisation, and whether the order was saved. Printing prints the order
 * confirmation behind it, which holds the same order (index.css).
 */
export function OrderDetailsDialog({
  open,
  onClose,
  order,
  saved,
  renderPersonalisation,
}: {
  open: boolean;
  onClose: () => void;
  order: PaidOrder;
  saved: string | undefined;
  renderPersonalisation: (customization: Customization) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { customer } = order;
  const section = 'mt-5 border-t border-brand-100 pt-4';
  const heading = 'text-lg font-semibold text-brand-900';
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby={headingId}
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-5 shadow-xl backdrop:bg-brand-900/60 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-semibold text-brand-900">
          <Trans>Order details</Trans>
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Close order details`}
          className="-m-2 rounded-full p-2 text-stone-600 hover:bg-brand-50"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p role="status" className="mt-1 min-h-6 text-sm text-stone-700">
        {saved}
      </p>

      <section aria-labelledby={`${headingId}-customer`} className={section}>
        <h3 id={`${headingId}-customer`} className={heading}>
          <Trans>Customer information</Trans>
        </h3>
        <dl className="mt-2 space-y-1 text-sm">
          <Field label={t`Name`}>{customer.name}</Field>
          <Field label={t`Email`}>{customer.email}</Field>
          <Field label={t`Phone`}>{customer.phone}</Field>
        </dl>
      </section>

      <section aria-labelledby={`${headingId}-address`} className={section}>
        <h3 id={`${headingId}-address`} className={heading}>
          <Trans>Shipping address</Trans>
        </h3>
        <address className="mt-2 text-sm not-italic text-stone-900">
          {customer.address}
          <br />
          {customer.city}, {customer.state} {customer.zipCode}
          <br />
          {countryText(i18n, customer.country ?? DEFAULT_COUNTRY)}
        </address>
      </section>

      <section aria-labelledby={`${headingId}-payment`} className={section}>
        <h3 id={`${headingId}-payment`} className={heading}>
          <Trans>Payment information</Trans>
        </h3>
        <dl className="mt-2 space-y-1 text-sm">
          <Field label={t`Transaction id`}>
            <span className="font-mono">{order.paymentId}</span>
          </Field>
          <Field label={t`Status`}>{orderDefaultText(i18n, ORDER_DEFAULTS.paymentStatus)}</Field>
          <Field label={t`Method`}>{PAYMENT_PROVIDER_NAME}</Field>
          <Field label={t`Total paid`}>{formatPaise(order.totals.total)}</Field>
        </dl>
      </section>

      <section aria-labelledby={`${headingId}-items`} className={section}>
        <h3 id={`${headingId}-items`} className={heading}>
          <Trans>Order items</Trans>
        </h3>
        <ul className="mt-2 divide-y divide-brand-100">
          {order.lines.map((line) => {
            const price = linePricePaise(line);
            const { size, variant } = sizeAndVariant(line);
            const kind = orderDefaultText(i18n, variant);
            const sized = orderDefaultText(i18n, size);
            return (
              <li key={line.cartIdentifier} className="flex gap-3 py-3">
                <img
                  src={line.image}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-lg bg-brand-50 object-cover"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-stone-900">{line.name}</p>
                  <p className="text-stone-600">{t`${kind} · Size ${sized}`}</p>
                  <p className="text-stone-700">
                    {price === undefined ? '—' : formatPaise(price)} × {line.quantity} ={' '}
                    <span className="font-medium">
                      {price === undefined ? '—' : formatPaise(price * line.quantity)}
                    </span>
                  </p>
                  {line.customization ? (
                    renderPersonalisation(line.customization)
                  ) : (
                    <p className="mt-1 text-stone-600">
                      <Trans>No customization for this order</Trans>
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row-reverse">
        <button type="button" onClick={onClose} className={PRIMARY_BUTTON}>
          <Trans>Close</Trans>
        </button>
        <button type="button" onClick={() => window.print()} className={SECONDARY_BUTTON}>
          <Printer aria-hidden="true" className="size-4" />
          <Trans>Print Order</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}
