import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { orderReference } from '@shop/shared/checkout';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import type { Customization } from '@shop/shared/personalisation';
import { orderPagePath } from '@shop/shared/pages';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { Spinner } from '@shop/ui/spinner.tsx';
import { fetchCustomerOrders } from '../api/order-calls.ts';
import { OrderItem } from './order-item.tsx';
import { OrderProgress } from './order-progress.tsx';
import { cashOnDeliveryWords, localeOf, ORDER_STATUS_MESSAGES, totalsWords } from '../order-words.ts';
import { dueOnDelivery, shownInOrders, unpaidOnDelivery } from '../paid-on-delivery.ts';
const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

/**
 * The profile's "Orders" tab: the customer's orders as the server keeps them, newest first,
 * each with where it stands and a link to its own page.
 */
export function CustomerOrders({
  token,
  renderPersonalisation,
}: {
  token: string;
  renderPersonalisation: (customization: Customization) => ReactNode;
}) {
  const { i18n, t } = useLingui();
  const query = useQuery({ queryKey: ['customer-orders', token], queryFn: () => fetchCustomerOrders(token) });
  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label={t`Loading your orders`} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="py-4 text-center">
        <p className="text-stone-800">{t`Your orders could not be loaded: ${query.error.message}`}</p>
        <button type="button" onClick={() => void query.refetch()} className={`${SECONDARY_BUTTON} mt-3`}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  // An order never paid (the payment window was closed, the payment failed, or the shop
  // cancelled it first) is no order to the shopper; one to be paid on delivery is, once placed.
  const orders = query.data.orders.filter(shownInOrders);
  if (orders.length === 0) {
    return (
      <div className="py-4 text-center">
        <p className="text-stone-800">
          <Trans>You have not placed an order yet.</Trans>
        </p>
        <Link to="/" className={`${PRIMARY_BUTTON} mt-4`}>
          <Trans>Start shopping</Trans>
        </Link>
      </div>
    );
  }
  const words = totalsWords(i18n);
  const onDelivery = cashOnDeliveryWords(i18n);
  const orderDate = new Intl.DateTimeFormat(localeOf(i18n), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.orderId} className="rounded-xl p-4 ring-1 ring-brand-100">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-semibold text-brand-900">
              <Link to={orderPagePath(order.orderId)} className="underline">
                <Trans>
                  Order <span className="font-mono">{orderReference(order.orderId)}</span>
                </Trans>
              </Link>
            </h3>
            <p className="text-sm text-stone-700">
              {orderDate.format(new Date(order.paidAt ?? order.createdAt))} ·{' '}
              <span className="font-semibold text-stone-900">
                {i18n._(ORDER_STATUS_MESSAGES[order.status])}
              </span>
            </p>
          </div>
          <div className="mt-3">
            <OrderProgress order={order} headingLevel={4} />
          </div>
          <ul className="mt-3 divide-y divide-brand-100">
            {order.items.map((item, index) => (
              <OrderItem
                key={index}
                item={item}
                pictureSize={48}
                renderPersonalisation={renderPersonalisation}
              />
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-brand-100 pt-2 font-semibold">
            <span>{unpaidOnDelivery(order) ? onDelivery.total : words.totalPaid}</span>
            <span>{rupees(order.total)}</span>
          </p>
          {dueOnDelivery(order) && (
            <p className="text-sm font-semibold text-amber-950">
              {onDelivery.dueOnDelivery(rupeesToPaise(order.total))}
            </p>
          )}
          {order.refunds.length > 0 && (
            <p className="flex justify-between text-sm text-stone-800">
              <span>{words.paidInTheEnd}</span>
              <span>{formatPaise(order.paidInTheEndPaise)}</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
