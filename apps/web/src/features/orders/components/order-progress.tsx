import { ExternalLink } from 'lucide-react';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { DELIVERY_TEXTS } from '@shop/shared/delivery';
import { ORDER_STATUS_NAMES } from '@shop/shared/order-lifecycle';

/** Times in India's, as the shop and its mails give them. */
const EVENT_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * Where an order stands, as the shop's staff see it (their names for the statuses): when it
 * should arrive or arrived, the courier and tracking link once shipped, and each step so far.
 */
export function OrderProgress({ order, headingLevel }: { order: CustomerOrder; headingLevel: 2 | 4 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const { shipment } = order;
  return (
    <div className="space-y-3 text-sm">
      {order.deliveredOn ? (
        <p className="font-semibold text-emerald-900">{DELIVERY_TEXTS.delivered(order.deliveredOn)}</p>
      ) : (
        order.expectedDelivery && (
          <p className="font-semibold text-brand-900">{DELIVERY_TEXTS.expected(order.expectedDelivery)}</p>
        )
      )}
      {shipment && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-stone-600">Courier</dt>
          <dd className="text-stone-900">{shipment.courier}</dd>
          <dt className="text-stone-600">Tracking number</dt>
          <dd className="font-mono text-stone-900">{shipment.trackingNumber}</dd>
          {shipment.trackingUrl && (
            <>
              <dt className="text-stone-600">Tracking</dt>
              <dd>
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
                >
                  Track your parcel
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
      {order.timeline.length > 0 && (
        <div>
          <Heading className="font-semibold text-stone-900">Timeline</Heading>
          <ol className="mt-1 space-y-1 border-l-2 border-brand-100 pl-3">
            {order.timeline.map((event) => (
              <li key={`${event.status}-${event.at}`}>
                <span className="font-medium text-stone-900">{ORDER_STATUS_NAMES[event.status]}</span>{' '}
                <span className="text-stone-600">
                  <time dateTime={event.at}>{EVENT_TIME.format(new Date(event.at))}</time>
                </span>
                {event.detail && <span className="block text-stone-800">{event.detail}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
