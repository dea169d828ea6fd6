import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderReference } from '@shop/shared/checkout';
import { COUPON_TEXTS } from '@shop/shared/coupons';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { ORDER_STATUS_NAMES } from '@shop/shared/order-lifecycle';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation-texts';
import type { Customization } from '@shop/shared/personalisation';
import { CUSTOMER_REFUND_TEXTS, REFUND_STATUS_NAMES } from '@shop/shared/refund-texts';
import { GIFT_TEXTS } from '@shop/shared/gift-texts';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { Spinner } from '@shop/ui/spinner.tsx';
import { fetchCustomerOrder } from '../api/order-calls.ts';
import { OrderAfterSale } from './order-after-sale.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { OrderItem } from './order-item.tsx';
import { OrderProgress, waitingStep } from './order-progress.tsx';
import { OrderTracking } from './order-tracking.tsx';

const PLACED = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

const ON_DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const day = (moment: string) => ON_DAY.format(new Date(moment));

/**
 * The order's totals as paid, and after refunds each refund with its day and whether it has
 * reached the customer, then what they paid in the end: what was paid, less the refunds made.
 * A refund on its way is not taken off yet, and is said to be coming.
 */
function Totals({ order }: { order: CustomerOrder }) {
  const row = 'flex justify-between gap-3';
  return (
    <>
      <dl className="mt-2 space-y-1 border-t border-brand-100 pt-2 text-sm">
        <div className={row}>
          <dt>Subtotal</dt>
          <dd>{rupees(order.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt>Shipping</dt>
          <dd>{rupees(order.shipping)}</dd>
        </div>
        {order.couponCode !== undefined && order.discount !== undefined && (
          <div className={row}>
            <dt>{COUPON_TEXTS.discountLine(order.couponCode)}</dt>
            <dd>−{rupees(order.discount)}</dd>
          </div>
        )}
        <div className={`${row} font-semibold`}>
          <dt>Total paid</dt>
          <dd>{rupees(order.total)}</dd>
        </div>
        {order.refunds.map((refund, index) => {
          const processed = refund.status === 'processed';
          return (
            <div key={`${refund.askedAt}-${index}`} className={row}>
              <dt>
                <span className="block">
                  {processed && refund.processedAt
                    ? CUSTOMER_REFUND_TEXTS.refundedOn(day(refund.processedAt))
                    : CUSTOMER_REFUND_TEXTS.askedOn(day(refund.askedAt))}
                </span>
                <span className={`block text-xs ${processed ? 'text-emerald-800' : 'text-amber-900'}`}>
                  {REFUND_STATUS_NAMES[refund.status]}
                </span>
              </dt>
              <dd className={processed ? 'text-stone-900' : 'text-stone-600'}>
                {processed ? '−' : ''}
                {formatPaise(refund.amountPaise)}
              </dd>
            </div>
          );
        })}
        {order.refunds.length > 0 && (
          <div className={`${row} border-t border-brand-100 pt-1 font-semibold`}>
            <dt>{CUSTOMER_REFUND_TEXTS.paidInTheEnd}</dt>
            <dd>{formatPaise(order.paidInTheEndPaise)}</dd>
          </div>
        )}
      </dl>
      {order.refundsOnTheirWayPaise > 0 && (
        <p className="mt-1 text-sm text-stone-600">
          {CUSTOMER_REFUND_TEXTS.onTheirWay(order.refundsOnTheirWayPaise)}
        </p>
      )}
    </>
  );
}

/** What the page shows above or below the order, drawn by another feature (a proof, a complaint). */
type RenderAfterOrder = (order: CustomerOrder) => ReactNode;

function OrderDetails({
  token,
  order,
  renderPersonalisation,
  renderFirst,
  renderAfter,
}: {
  token: string;
  order: CustomerOrder;
  renderPersonalisation: (customization: Customization) => ReactNode;
  renderFirst: RenderAfterOrder | undefined;
  renderAfter: RenderAfterOrder | undefined;
}) {
  const { customer } = order;
  const personalised = order.items.some((item) => item.customization);
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">
          Order <span className="font-mono">{orderReference(order.orderId)}</span>
        </h1>
        <p className="mt-1 text-stone-700">
          Placed {PLACED.format(new Date(order.paidAt ?? order.createdAt))}
        </p>
      </header>

      {renderFirst?.(order)}

      <Panel title="Where your order is">
        <p className="mb-3 text-xl font-semibold text-stone-900">
          {waitingStep(order) ?? ORDER_STATUS_NAMES[order.status]}
        </p>
        <OrderProgress order={order} headingLevel={2} />
        {(order.status === 'shipped' || order.status === 'delivered') && (
          <OrderTracking token={token} orderId={order.orderId} />
        )}
        {personalised && order.expectedDelivery && (
          <p className="mt-3 text-sm text-stone-600">{PERSONALISATION_TEXTS.extraDays}</p>
        )}
      </Panel>

      <Panel title="Pieces">
        <ul className="divide-y divide-brand-100">
          {order.items.map((item, index) => (
            <OrderItem
              key={index}
              item={item}
              pictureSize={64}
              renderPersonalisation={renderPersonalisation}
            />
          ))}
        </ul>
        <Totals order={order} />
      </Panel>

      <OrderDocuments token={token} order={order} />

      <OrderAfterSale token={token} order={order} />

      <Panel title="Delivery address">
        <address className="text-sm not-italic text-stone-800">
          {[
            customer.name,
            customer.address,
            [customer.city, customer.zipCode].filter(Boolean).join(' '),
            customer.state,
          ]
            .filter(Boolean)
            .map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
        </address>
      </Panel>
      {order.gift && (
        <Panel title={GIFT_TEXTS.heading}>
          <p className="text-sm font-medium text-stone-900">
            {order.gift.wrap ? GIFT_TEXTS.wrapped : GIFT_TEXTS.notWrapped}
          </p>
          {order.gift.message ? (
            <figure className="mt-2">
              <figcaption className="text-sm text-stone-600">{GIFT_TEXTS.messageHeading}</figcaption>
              <blockquote className="mt-1 whitespace-pre-wrap border-l-4 border-brand-200 pl-3 text-stone-800 [overflow-wrap:anywhere]">
                {order.gift.message}
              </blockquote>
            </figure>
          ) : (
            <p className="mt-2 text-sm text-stone-600">{GIFT_TEXTS.noMessage}</p>
          )}
        </Panel>
      )}
      {renderAfter?.(order)}
    </div>
  );
}

/** A customer's order on a page of its own: where it stands, its pieces and where it goes. */
export function CustomerOrderPage({
  token,
  orderId,
  renderPersonalisation,
  renderFirst,
  renderAfter,
}: {
  token: string;
  orderId: string;
  renderPersonalisation: (customization: Customization) => ReactNode;
  /** What the customer must decide, drawn by another feature (a proof), above the order. */
  renderFirst?: RenderAfterOrder;
  renderAfter?: RenderAfterOrder;
}) {
  const query = useQuery({
    queryKey: ['customer-order', token, orderId],
    queryFn: () => fetchCustomerOrder(token, orderId),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-10">
      <Link
        to="/profile?tab=orders"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline"
      >
        All my orders
      </Link>
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading your order" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="py-6 text-center">
          <h1 className="text-2xl font-semibold text-brand-900">Order not shown</h1>
          <p className="mt-2 text-stone-800">{query.error.message}</p>
          <button type="button" onClick={() => void query.refetch()} className={`${SECONDARY_BUTTON} mt-4`}>
            Try again
          </button>
        </div>
      ) : (
        <OrderDetails
          token={token}
          order={query.data.order}
          renderPersonalisation={renderPersonalisation}
          renderFirst={renderFirst}
          renderAfter={renderAfter}
        />
      )}
    </div>
  );
}
