import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { orderReference } from '@shop/shared/checkout';
import { orderPagePath } from '@shop/shared/pages';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { cashOnDeliveryWords } from '../checkout-words.ts';
import type { PlacedOrder } from '../hooks/use-checkout.ts';

/**
 * An order to be paid on delivery, just placed: it is made and sent once its customer confirms
 * it on its page, by the time the server gave, so the page says so and leads there
 * (`CASH_ON_DELIVERY_TEXTS`). The time is India's, written in the page's language.
 */
export function OrderPlacedOnDelivery({ order }: { order: PlacedOrder }) {
  const { i18n } = useLingui();
  const words = cashOnDeliveryWords(i18n);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const reference = orderReference(order.orderId);
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:py-10">
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl bg-emerald-50 p-4 font-medium text-emerald-900 ring-1 ring-emerald-200"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span className="min-w-0">{words.placed}</span>
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-semibold text-brand-900 sm:text-3xl">
        <Trans>
          Order <span className="font-mono">{reference}</span>
        </Trans>
      </h1>
      <p className="mt-3 font-semibold text-stone-900">{words.confirmBy(order.confirmBy)}</p>
      <p className="mt-1 text-stone-800">{words.dueOnDelivery(order.totalPaise)}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={orderPagePath(order.orderId)} className={PRIMARY_BUTTON}>
          {words.openOrder}
        </Link>
        <Link to="/" className={SECONDARY_BUTTON}>
          <Trans>Continue Shopping</Trans>
        </Link>
      </div>
    </div>
  );
}
