import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ATTENTION_STEPS } from '@shop/shared/couriers';
import { fetchOrderTracking } from '../api/order-calls.ts';
import { momentText, TRACKING_STEP_MESSAGES } from '../order-words.ts';

/** Times in India's, as the shop and its mails give them. */
const STEP_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};

/** `COURIER_TEXTS.trackingHeading`. */
const TRACKING_HEADING = msg`Tracking`;

/**
 * The courier's steps of a shipped order, each with its time, as its tracking webhooks told
 * the shop; a parcel not delivered or coming back is said plainly. Nothing for an order
 * shipped by hand.
 */
export function OrderTracking({ token, orderId }: { token: string; orderId: string }) {
  const { i18n, t } = useLingui();
  const { data } = useQuery({
    queryKey: ['customer-order-tracking', token, orderId],
    queryFn: () => fetchOrderTracking(token, orderId),
  });
  if (!data || data.tracking.length === 0) return null;
  const heading = i18n._(TRACKING_HEADING);
  return (
    <div className="mt-3 text-sm">
      <h2 className="font-semibold text-stone-900">{heading}</h2>
      <ol aria-label={heading} className="mt-1 space-y-1 border-l-2 border-brand-100 pl-3">
        {data.tracking.map((entry) => {
          const trouble = ATTENTION_STEPS.includes(entry.step);
          return (
            <li key={`${entry.step}-${entry.at}`}>
              <span className={trouble ? 'font-semibold text-rose-900' : 'font-medium text-stone-900'}>
                {i18n._(TRACKING_STEP_MESSAGES[entry.step])}
              </span>{' '}
              <span className="text-stone-600">
                <time dateTime={entry.at}>{momentText(i18n, entry.at, STEP_TIME)}</time>
              </span>
              {trouble && (
                <span className="block text-stone-800">{t`We will call you to arrange the delivery, or write to us on the contact page.`}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
