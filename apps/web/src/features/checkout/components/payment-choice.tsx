import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@shop/shared/cash-on-delivery';
import { cashOnDeliveryWords } from '../checkout-words.ts';
import type { CashOnDeliveryChoice } from '../hooks/use-cash-on-delivery-offer.ts';

/**
 * 'Pay online now' or 'Pay on delivery', online first, once the server has answered for the
 * pincode typed (`CASH_ON_DELIVERY_TEXTS`). Offered, paying at the door says its fee and the
 * total the courier collects; not offered for this order, its choice is there but cannot be
 * taken, with the server's reason under it. A shop that does not take it shows nothing.
 */
export function PaymentChoiceFields({
  offer,
  method,
  onChange,
}: {
  offer: CashOnDeliveryChoice;
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  const { i18n } = useLingui();
  const words = cashOnDeliveryWords(i18n);
  const detailsId = useId();
  const legendId = useId();
  if (offer.status === 'none' || offer.status === 'asking') return null;
  const offered = offer.status === 'offered';
  const radio = 'mt-1 size-4 shrink-0 accent-brand-700';
  return (
    <fieldset role="radiogroup" aria-labelledby={legendId} className="space-y-2">
      <legend id={legendId} className="mb-2 font-semibold text-stone-900">
        {words.choice}
      </legend>
      <label className="flex items-start gap-2 text-stone-900">
        <input
          type="radio"
          name="payment-method"
          value="online"
          className={radio}
          checked={method === 'online' || !offered}
          onChange={() => onChange('online')}
        />
        <span>{words.online}</span>
      </label>
      <div>
        <label className={`flex items-start gap-2 ${offered ? 'text-stone-900' : 'text-stone-500'}`}>
          <input
            type="radio"
            name="payment-method"
            value="cash_on_delivery"
            className={radio}
            checked={offered && method === 'cash_on_delivery'}
            disabled={!offered}
            aria-describedby={detailsId}
            onChange={() => onChange('cash_on_delivery')}
          />
          <span>{words.onDelivery}</span>
        </label>
        <p id={detailsId} className="ml-6 text-sm text-stone-700 [overflow-wrap:anywhere]">
          {offered ? (
            <>
              <span className="block">{words.offered(offer.feePaise)}</span>
              <span className="block font-medium text-stone-900">
                {words.dueOnDelivery(offer.totalPaise)}
              </span>
            </>
          ) : (
            words.reason(offer.reason)
          )}
        </p>
      </div>
    </fieldset>
  );
}
