import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { deliveryWords, eventWords, momentText } from '../order-words.ts';

/** Times in India's, as the shop and its mails give them. */
const EVENT_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * The step the order waits on, when it waits for a proof or for the customer's decision on one,
 * in the page's language.
 */
export function waitingStep(i18n: I18n, order: CustomerOrder) {
  const waiting = order.timeline.filter((event) => 'proof' in event && event.proof === 'waiting');
  const [first] = waiting;
  if (!first) return undefined;
  // The customer's decision first: it is what they can do something about.
  const yours = waiting.find((event) => 'version' in event && event.version !== null);
  return eventWords(i18n, yours ?? first, false).title;
}

/**
 * Where an order stands, as the shop's staff see it (their names for the statuses): when it
 * should arrive or arrived, the courier and tracking link once shipped, and each step so far.
 */
export function OrderProgress({ order, headingLevel }: { order: CustomerOrder; headingLevel: 2 | 4 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const { i18n } = useLingui();
  const delivery = deliveryWords(i18n);
  const { shipment } = order;
  const severalProved =
    new Set(order.timeline.flatMap((event) => ('proof' in event && 'name' in event ? [event.name] : [])))
      .size > 1;
  return (
    <div className="space-y-3 text-sm">
      {order.deliveredOn ? (
        <p className="font-semibold text-emerald-900">{delivery.delivered(order.deliveredOn)}</p>
      ) : order.expectedAfterApproval ? (
        <p className="font-semibold text-brand-900">{delivery.afterApproval(order.expectedAfterApproval)}</p>
      ) : (
        order.expectedDelivery && (
          <p className="font-semibold text-brand-900">
            {delivery.expected(order.expectedDelivery)}
            {order.expectedFromApproval && (
              <span className="block text-sm font-normal text-stone-600">{delivery.fromApproval}</span>
            )}
          </p>
        )
      )}
      {shipment && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-stone-600">
            <Trans>Courier</Trans>
          </dt>
          <dd className="text-stone-900">{shipment.courier}</dd>
          <dt className="text-stone-600">
            <Trans>Tracking number</Trans>
          </dt>
          <dd className="font-mono text-stone-900">{shipment.trackingNumber}</dd>
          {shipment.trackingUrl && (
            <>
              <dt className="text-stone-600">
                <Trans>Tracking</Trans>
              </dt>
              <dd>
                <a
                  href={shipment.trackingUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
                >
                  <Trans>Track your parcel</Trans>
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
      {order.timeline.length > 0 && (
        <div>
          <Heading className="font-semibold text-stone-900">
            <Trans>Timeline</Trans>
          </Heading>
          <ol className="mt-1 space-y-1 border-l-2 border-brand-100 pl-3">
            {order.timeline.map((event) => {
              const { title, detail } = eventWords(i18n, event, severalProved);
              const waiting = 'proof' in event && event.proof === 'waiting';
              return (
                <li key={`${title}-${event.at}`} aria-current={waiting ? 'step' : undefined}>
                  <span className={waiting ? 'font-semibold text-amber-900' : 'font-medium text-stone-900'}>
                    {title}
                  </span>{' '}
                  {!waiting && (
                    <span className="text-stone-600">
                      <time dateTime={event.at}>{momentText(i18n, event.at, EVENT_TIME)}</time>
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
