import { ExternalLink } from 'lucide-react';
import type { CustomerOrder, CustomerOrderEvent } from '@shop/shared/checkout-api';
import { DELIVERY_TEXTS } from '@shop/shared/delivery';
import { ORDER_STATUS_NAMES } from '@shop/shared/order-lifecycle';
import { proofStepText } from '@shop/shared/proofs';

/** Times in India's, as the shop and its mails give them. */
const EVENT_TIME = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** An event's title and the line below it: what a cancellation refunded, a change asked, the piece proved. */
function eventText(event: CustomerOrderEvent, severalProved: boolean): { title: string; detail?: string } {
  if ('proof' in event) return proofStepText(event, 'customer', severalProved);
  return { title: ORDER_STATUS_NAMES[event.status], ...(event.detail && { detail: event.detail }) };
}

/** The step the order waits on, when it waits for a proof or for the customer's decision on one. */
export function waitingStep(order: CustomerOrder) {
  const waiting = order.timeline.filter((event) => 'proof' in event && event.proof === 'waiting');
  const [first] = waiting;
  if (!first) return undefined;
  // The customer's decision first: it is what they can do something about.
  const yours = waiting.find((event) => 'version' in event && event.version !== null);
  return eventText(yours ?? first, false).title;
}

/**
 * Where an order stands, as the shop's staff see it (their names for the statuses): when it
 * should arrive or arrived, the courier and tracking link once shipped, and each step so far.
 */
export function OrderProgress({ order, headingLevel }: { order: CustomerOrder; headingLevel: 2 | 4 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const { shipment } = order;
  const severalProved =
    new Set(order.timeline.flatMap((event) => ('proof' in event && 'name' in event ? [event.name] : [])))
      .size > 1;
  return (
    <div className="space-y-3 text-sm">
      {order.deliveredOn ? (
        <p className="font-semibold text-emerald-900">{DELIVERY_TEXTS.delivered(order.deliveredOn)}</p>
      ) : order.expectedAfterApproval ? (
        <p className="font-semibold text-brand-900">
          {DELIVERY_TEXTS.afterApproval(order.expectedAfterApproval)}
        </p>
      ) : (
        order.expectedDelivery && (
          <p className="font-semibold text-brand-900">
            {DELIVERY_TEXTS.expected(order.expectedDelivery)}
            {order.expectedFromApproval && (
              <span className="block text-sm font-normal text-stone-600">{DELIVERY_TEXTS.fromApproval}</span>
            )}
          </p>
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
            {order.timeline.map((event) => {
              const { title, detail } = eventText(event, severalProved);
              const waiting = 'proof' in event && event.proof === 'waiting';
              return (
                <li key={`${title}-${event.at}`} aria-current={waiting ? 'step' : undefined}>
                  <span className={waiting ? 'font-semibold text-amber-900' : 'font-medium text-stone-900'}>
                    {title}
                  </span>{' '}
                  {!waiting && (
                    <span className="text-stone-600">
                      <time dateTime={event.at}>{EVENT_TIME.format(new Date(event.at))}</time>
                    </span>
                  )}
                  {detail && <span className="block text-stone-800 [overflow-wrap:anywhere]">{detail}</span>}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
}
