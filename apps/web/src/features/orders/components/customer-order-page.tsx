import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderReference } from '@shop/shared/checkout';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import type { Customization } from '@shop/shared/personalisation';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { Spinner } from '@shop/ui/spinner.tsx';
import { fetchCustomerOrder } from '../api/order-calls.ts';
import { OrderAfterSale } from './order-after-sale.tsx';
import { OrderConfirmOnDelivery } from './order-confirm-on-delivery.tsx';
import { OrderDocuments } from './order-documents.tsx';
import { OrderItem } from './order-item.tsx';
import { OrderProgress, waitingStep } from './order-progress.tsx';
import { OrderTracking } from './order-tracking.tsx';
import { dueOnDelivery, unpaidOnDelivery } from '../paid-on-delivery.ts';
import {
  cashOnDeliveryWords,
  giftWords,
  momentText,
  ORDER_STATUS_MESSAGES,
  totalsWords,
} from '../order-words.ts';

const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The order's totals as paid, with the fee of paying on delivery and, until then, what is to be
 * paid at the door; and after refunds each refund with its day and whether it has
 * reached the customer, then what they paid in the end: what was paid, less the refunds made.
 * A refund on its way is not taken off yet, and is said to be coming.
 */
function Totals({ order }: { order: CustomerOrder }) {
  const { i18n } = useLingui();
  const words = totalsWords(i18n);
  const onDelivery = cashOnDeliveryWords(i18n);
  const cashOnDelivery = order.paymentMethod === 'cash_on_delivery';
  const day = (moment: string) => momentText(i18n, moment, { dateStyle: 'medium' });
  const row = 'flex justify-between gap-3';
  return (
    <>
      <dl className="mt-2 space-y-1 border-t border-brand-100 pt-2 text-sm">
        <div className={row}>
          <dt>{words.subtotal}</dt>
          <dd>{rupees(order.subtotal)}</dd>
        </div>
        <div className={row}>
          <dt>{words.shipping}</dt>
          <dd>{rupees(order.shipping)}</dd>
        </div>
        {order.couponCode !== undefined && order.discount !== undefined && (
          <div className={row}>
            <dt>{words.discountLine(order.couponCode)}</dt>
            <dd>−{rupees(order.discount)}</dd>
          </div>
        )}
        {cashOnDelivery && order.cashOnDeliveryFee !== undefined && (
          <div className={row}>
            <dt>{onDelivery.fee}</dt>
            {/* A long label in Tamil or Hindi wraps; the amount stays whole. */}
            <dd className="shrink-0 whitespace-nowrap">{rupees(order.cashOnDeliveryFee)}</dd>
          </div>
        )}
        <div className={`${row} font-semibold`}>
          <dt>{unpaidOnDelivery(order) ? onDelivery.total : words.totalPaid}</dt>
          <dd>{rupees(order.total)}</dd>
        </div>
        {order.refunds.map((refund, index) => {
          const processed = refund.status === 'processed';
          return (
            <div key={`${refund.askedAt}-${index}`} className={row}>
              <dt>
                <span className="block">
                  {processed && refund.processedAt
                    ? words.refundedOn(day(refund.processedAt))
                    : words.askedOn(day(refund.askedAt))}
                </span>
                <span className={`block text-xs ${processed ? 'text-emerald-800' : 'text-amber-900'}`}>
                  {words.refundStatus(refund.status)}
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
            <dt>{words.paidInTheEnd}</dt>
            <dd>{formatPaise(order.paidInTheEndPaise)}</dd>
          </div>
        )}
      </dl>
      {dueOnDelivery(order) && (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-200">
          {onDelivery.dueOnDelivery(rupeesToPaise(order.total))}
        </p>
      )}
      {order.refundsOnTheirWayPaise > 0 && (
        <p className="mt-1 text-sm text-stone-600">
          {order.paymentMethod === 'cash_on_delivery'
            ? words.onTheirWayByTransfer(order.refundsOnTheirWayPaise)
            : words.onTheirWay(order.refundsOnTheirWayPaise)}
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
  const { i18n, t } = useLingui();
  const gift = giftWords(i18n);
  const { customer } = order;
  const reference = orderReference(order.orderId);
  const placed = momentText(i18n, order.paidAt ?? order.createdAt, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const personalised = order.items.some((item) => item.customization);
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-brand-900 sm:text-3xl">
          <Trans>
            Order <span className="font-mono">{reference}</span>
          </Trans>
        </h1>
        <p className="mt-1 text-stone-700">
          <Trans>Placed {placed}</Trans>
        </p>
      </header>

      <OrderConfirmOnDelivery token={token} order={order} />

      {renderFirst?.(order)}

      <Panel title={t`Where your order is`}>
        <p className="mb-3 text-xl font-semibold text-stone-900">
          {waitingStep(i18n, order) ?? i18n._(ORDER_STATUS_MESSAGES[order.status])}
        </p>
        <OrderProgress order={order} headingLevel={2} />
        {(order.status === 'shipped' || order.status === 'delivered') && (
          <OrderTracking token={token} orderId={order.orderId} />
        )}
        {personalised && order.expectedDelivery && (
          <p className="mt-3 text-sm text-stone-600">{t`Customised pieces need 5 to 7 additional business days.`}</p>
        )}
      </Panel>

      <Panel title={t`Pieces`}>
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

      <Panel title={t`Delivery address`}>
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
        <Panel title={gift.heading}>
          <p className="text-sm font-medium text-stone-900">
            {order.gift.wrap ? gift.wrapped : gift.notWrapped}
          </p>
          {order.gift.message ? (
            <figure className="mt-2">
              <figcaption className="text-sm text-stone-600">{gift.messageHeading}</figcaption>
              <blockquote className="mt-1 whitespace-pre-wrap border-l-4 border-brand-200 pl-3 text-stone-800 [overflow-wrap:anywhere]">
                {order.gift.message}
              </blockquote>
            </figure>
          ) : (
            <p className="mt-2 text-sm text-stone-600">{gift.noMessage}</p>
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
  const { t } = useLingui();
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
        <Trans>All my orders</Trans>
      </Link>
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t`Loading your order`} />
        </div>
      ) : query.isError ? (
        <div role="alert" className="py-6 text-center">
          <h1 className="text-2xl font-semibold text-brand-900">
            <Trans>Order not shown</Trans>
          </h1>
          <p className="mt-2 text-stone-800">{query.error.message}</p>
          <button type="button" onClick={() => void query.refetch()} className={`${SECONDARY_BUTTON} mt-4`}>
            <Trans>Try again</Trans>
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
