import { useQuery } from '@tanstack/react-query';
import { ATTENTION_STEPS, COURIER_TEXTS } from '@shop/shared/couriers';
import { fetchOrderTracking } from '../api/order-calls.ts';

/** Times in India's, as the shop and its mails give them. */
const STEP_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * The courier's steps of a shipped order, each with its time, as its tracking webhooks told
 * the shop; a parcel not delivered or coming back is said plainly. Nothing for an order
 * shipped by hand.
 */
export function OrderTracking({ token, orderId }: { token: string; orderId: string }) {
  const { data } = useQuery({
    queryKey: ['customer-order-tracking', token, orderId],
    queryFn: () => fetchOrderTracking(token, orderId),
  });
  if (!data || data.tracking.length === 0) return null;
  return (
    <div className="mt-3 text-sm">
      <h2 className="font-semibold text-stone-900">{COURIER_TEXTS.trackingHeading}</h2>
      <ol
        aria-label={COURIER_TEXTS.trackingHeading}
        className="mt-1 space-y-1 border-l-2 border-brand-100 pl-3"
      >
        {data.tracking.map((entry) => {
          const trouble = ATTENTION_STEPS.includes(entry.step);
          return (
            <li key={`${entry.step}-${entry.at}`}>
              <span className={trouble ? 'font-semibold text-rose-900' : 'font-medium text-stone-900'}>
                {entry.title}
              </span>{' '}
              <span className="text-stone-600">
                <time dateTime={entry.at}>{STEP_TIME.format(new Date(entry.at))}</time>
              </span>
              {trouble && (
                <span className="block text-stone-800">{COURIER_TEXTS.notDeliveredToCustomer}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
