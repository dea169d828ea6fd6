import { COUPON_TEXTS } from '@shop/shared/coupons';
import type { ReactNode } from 'react';
import type { AdminOrder, AdminOrderEvent, AdminOrderRefundEvent } from '@shop/shared/admin-orders';
import { ORDER_STATUS_NAMES } from '@shop/shared/order-lifecycle';
import { proofStepText } from '@shop/shared/proofs';
import { REFUND_TEXTS } from '@shop/shared/refunds';
import { formatDateTime, formatPaise } from '../../../lib/format.ts';
import { GiftAndPacking } from './gift-and-packing.tsx';
import { HuidForm } from './huid-form.tsx';
import { OrderCashOnDelivery } from './order-cash-on-delivery.tsx';
import { OrderEnding, RefundList } from './order-ending.tsx';
import { TaxDocuments } from './tax-documents.tsx';
import { OrderSteps } from './order-steps.tsx';
import { PersonalisationView } from './personalisation-view.tsx';
import { StatusBadge } from './status-badge.tsx';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-stone-600">{term}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const REFUND_EVENT_TEXTS: Record<AdminOrderRefundEvent['refund'], (amount: string) => string> = {
  requested: (amount) => `Refund of ${amount} asked for`,
  pending: (amount) => `Refund of ${amount} on its way`,
  processed: (amount) => `Refund of ${amount} processed`,
  failed: (amount) => `Refund of ${amount} failed`,
  'made-at-provider': (amount) => `Refund of ${amount} made in the payment provider’s dashboard`,
};

/** An event's title and the line below it (a reason, a change asked, the piece proved). */
function timelineText(event: AdminOrderEvent, severalProved: boolean): { title: string; detail?: string } {
  if ('refund' in event) return { title: REFUND_EVENT_TEXTS[event.refund](formatPaise(event.amountPaise)) };
  if ('proof' in event) return proofStepText(event, 'staff', severalProved);
  return { title: ORDER_STATUS_NAMES[event.status], ...(event.note && { detail: event.note }) };
}

/** A line another part of the back office adds to the timeline: a message sent to the customer. */
export interface ExtraTimelineEntry {
  key: string;
  at: string;
  title: string;
  detail?: string;
  /** Something went wrong that staff must see (a message not delivered). */
  warning?: boolean;
}

interface TimelineLine extends ExtraTimelineEntry {
  waiting?: boolean;
  by?: string | null;
}

function Timeline({
  timeline,
  extra,
}: {
  timeline: AdminOrder['timeline'];
  extra: readonly ExtraTimelineEntry[];
}) {
  const severalProved =
    new Set(timeline.flatMap((event) => ('proof' in event && 'name' in event ? [event.name] : []))).size > 1;
  const own = timeline.map((event): TimelineLine => {
    const { title, detail } = timelineText(event, severalProved);
    return {
      key: `${title}-${event.at}`,
      at: event.at,
      title,
      ...(detail && { detail }),
      waiting: 'proof' in event && event.proof === 'waiting',
      by: 'by' in event ? event.by : null,
    };
  });
  // The order's own steps keep their order; each added line goes in at its time (a stable sort).
  const lines = [...own, ...extra].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className="space-y-2 text-sm">
      {lines.map((line: TimelineLine) => {
        const { key, at, title, detail, warning, waiting, by } = line;
        return (
          <li key={key} aria-current={waiting ? 'step' : undefined}>
            <span
              className={
                waiting
                  ? 'font-semibold text-amber-900'
                  : warning
                    ? 'font-semibold text-rose-800'
                    : 'font-medium'
              }
            >
              {title}
            </span>{' '}
            <span className="text-stone-600">
              {waiting ? `since ${formatDateTime(at)}` : formatDateTime(at)}
              {by && ` · ${by}`}
            </span>
            {detail && (
              <span
                className={`block [overflow-wrap:anywhere] ${warning ? 'text-rose-800' : 'text-stone-700'}`}
              >
                {detail}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One order, with everything the bench needs to make it and the desk needs to answer for it.
 * `mayRefund`: the signed-in member is the owner, whose alone refunds are.
 */
export function OrderDetails({
  order,
  mayRefund,
  proofs,
  moreTimeline = [],
  timelineLink,
  shipping,
}: {
  order: AdminOrder;
  mayRefund: boolean;
  /** The courier's box, beside the manual shipping step. */
  shipping?: ReactNode;
  /** The proofs panel, beside the next step it may hold up. */
  proofs?: ReactNode;
  /** Lines of the timeline kept elsewhere: the messages sent to the customer on WhatsApp. */
  moreTimeline?: readonly ExtraTimelineEntry[];
  /** Under the timeline: where the conversation those messages belong to goes on. */
  timelineLink?: ReactNode;
}) {
  const { customer } = order;
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          Order <span className="font-mono">{order.reference}</span>
        </h1>
        <StatusBadge status={order.status} />
        {order.refundAmounts.refundedPaise > 0 && order.status !== 'refunded' && (
          <span className="text-sm font-semibold text-rose-900">
            {REFUND_TEXTS.refundedOf(order.refundAmounts.refundedPaise, order.refundAmounts.paidPaise)}
          </span>
        )}
        <p className="w-full text-sm text-stone-600">
          Placed {formatDateTime(order.createdAt)}
          {order.paidAt && ` · paid ${formatDateTime(order.paidAt)}`}
        </p>
      </header>

      <OrderSteps order={order} />
      {shipping}
      {proofs}
      <OrderCashOnDelivery order={order} />
      <OrderEnding order={order} mayRefund={mayRefund} />

      <Panel title="Pieces">
        <ul className="divide-y divide-stone-100">
          {order.lines.map((line) => (
            <li key={line.position} className="grid gap-4 py-3 sm:grid-cols-[5rem_1fr_16rem]">
              <img
                src={line.image}
                alt=""
                className="size-20 rounded-lg border border-stone-200 object-cover"
              />
              <div>
                <p className="font-medium">{line.name}</p>
                <p className="text-sm text-stone-600">
                  {line.quantity} × {formatPaise(line.unitPricePaise)}
                  {line.size && ` · size ${line.size}`}
                  {line.variant && ` · ${line.variant}`}
                </p>
                {line.customization && (
                  <div className="mt-3">
                    <PersonalisationView customization={line.customization} />
                  </div>
                )}
                <HuidForm order={order} line={line} />
              </div>
              <p className="font-medium sm:text-right">{formatPaise(line.unitPricePaise * line.quantity)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-stone-200 pt-3">
          <Facts
            facts={[
              ['Subtotal', formatPaise(order.subtotalPaise)],
              ['Shipping', formatPaise(order.shippingPaise)],
              ...(order.coupon
                ? [
                    [
                      COUPON_TEXTS.discountLine(order.coupon.code),
                      `−${formatPaise(order.coupon.discountPaise)}`,
                    ] as [string, string],
                  ]
                : []),
              ['Total', <strong key="total">{formatPaise(order.totalPaise)}</strong>],
            ]}
          />
        </div>
      </Panel>

      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Customer and delivery">
          {order.customerErasedAt && (
            <p className="mb-2 text-sm text-amber-900">
              The customer deleted their account on {formatDateTime(order.customerErasedAt)}: only what the
              tax invoice needs is kept.
            </p>
          )}
          <Facts
            facts={[
              ['Name', customer.name],
              ['E-mail', customer.email && <a href={`mailto:${customer.email}`}>{customer.email}</a>],
              ['Phone', customer.phone && <a href={`tel:+91${customer.phone}`}>{customer.phone}</a>],
              ['Address', [customer.address, customer.city, customer.zipCode].filter(Boolean).join(', ')],
              ['State', customer.state],
              ['Country', customer.country],
            ]}
          />
        </Panel>
        <GiftAndPacking order={order} />
        <Panel title="Timeline">
          {order.timeline.length === 0 && moreTimeline.length === 0 ? (
            <p className="text-sm text-stone-600">Nothing has happened since the order was placed.</p>
          ) : (
            <Timeline timeline={order.timeline} extra={moreTimeline} />
          )}
          {timelineLink && <p className="mt-3 text-sm">{timelineLink}</p>}
          {order.shipment && (
            <div className="mt-3 border-t border-stone-200 pt-3">
              <Facts
                facts={[
                  ['Courier', order.shipment.courier],
                  ['Tracking number', <span className="font-mono">{order.shipment.trackingNumber}</span>],
                  [
                    'Tracking link',
                    order.shipment.trackingUrl && (
                      <a
                        href={order.shipment.trackingUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="underline"
                      >
                        {order.shipment.trackingUrl}
                      </a>
                    ),
                  ],
                ]}
              />
            </div>
          )}
        </Panel>
        <Panel title="Payment">
          <Facts
            facts={[
              ['Provider order', <span className="font-mono">{order.providerOrderId}</span>],
              ['Payment', <span className="font-mono">{order.paymentId}</span>],
              ['Order id', <span className="font-mono">{order.id}</span>],
            ]}
          />
          {order.refunds.length > 0 && (
            <div className="mt-3 border-t border-stone-200 pt-3">
              <h3 className="mb-1 font-semibold">Refunds</h3>
              <RefundList order={order} mayRefund={mayRefund} />
            </div>
          )}
          <TaxDocuments order={order} />
        </Panel>
      </div>
    </div>
  );
}
