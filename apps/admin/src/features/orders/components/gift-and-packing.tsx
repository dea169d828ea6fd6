import { useMutation } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import type { AdminOrder } from '@shop/shared/admin-orders';
import { GIFT_TEXTS } from '@shop/shared/gift-texts';
import { PACKING_SLIP_TEXTS } from '@shop/shared/packing-slip';
import { Alert } from '@shop/ui/alert.tsx';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { downloadPackingSlip } from '../api/order-calls.ts';

/**
 * The gift an order is sent as (its message as the customer typed it, and whether to wrap it),
 * and the packing slip for the parcel, which names no price: a paid order's only.
 */
export function GiftAndPacking({ order }: { order: AdminOrder }) {
  const download = useMutation({ mutationFn: () => downloadPackingSlip(order.id) });
  const { gift } = order;
  return (
    <section aria-label="Gift and packing" className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">Gift and packing</h2>
      {gift ? (
        <div className="space-y-2 text-sm">
          <p className="font-medium">{GIFT_TEXTS.giftMark(gift)}</p>
          {gift.message ? (
            <figure>
              <figcaption className="text-stone-600">{GIFT_TEXTS.messageHeading}</figcaption>
              <blockquote className="mt-1 border-l-4 border-brand-200 pl-3 whitespace-pre-wrap [overflow-wrap:anywhere]">
                {gift.message}
              </blockquote>
            </figure>
          ) : (
            <p className="text-stone-600">{GIFT_TEXTS.noMessage}</p>
          )}
        </div>
      ) : (
        <p className="text-sm text-stone-600">Not a gift.</p>
      )}
      {order.paymentId && (
        <div className="mt-3 border-t border-stone-200 pt-3">
          <p className="mb-2 text-sm text-stone-600">{PACKING_SLIP_TEXTS.hint}</p>
          <button
            type="button"
            className={QUIET_BUTTON}
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            <Printer aria-hidden className="size-4" />
            {PACKING_SLIP_TEXTS.download}
          </button>
          <Alert message={download.error?.message} />
        </div>
      )}
    </section>
  );
}
