import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { orderReference } from '@shop/shared/checkout';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import type { Customization } from '@shop/shared/personalisation';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/text-field.tsx';
import { fetchCustomerOrders } from '../api/payment-calls.ts';
import { isPaidStatus } from '@shop/shared/order-lifecycle';

const ORDER_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

/** The profile's "Orders" tab: the customer's orders as the server keeps them, newest first. */
export function CustomerOrders({
  token,
  renderCustomization,
}: {
  token: string;
  renderCustomization: (customization: Customization) => ReactNode;
}) {
  const query = useQuery({ queryKey: ['customer-orders', token], queryFn: () => fetchCustomerOrders(token) });
  if (query.isPending) {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Loading your orders" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="py-4 text-center">
        <p className="text-stone-800">Your orders could not be loaded: {query.error.message}</p>
        <button type="button" onClick={() => void query.refetch()} className={`${SECONDARY_BUTTON} mt-3`}>
          Try again
        </button>
      </div>
    );
  }
  // An order never paid (the payment window was closed, or the payment failed) is no order to the shopper.
  const orders = query.data.orders.filter((order) => isPaidStatus(order.status));
  if (orders.length === 0) {
    return (
      <div className="py-4 text-center">
        <p className="text-stone-800">You have not placed an order yet.</p>
        <Link to="/" className={`${PRIMARY_BUTTON} mt-4`}>
          Start shopping
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.orderId} className="rounded-xl p-4 ring-1 ring-brand-100">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 className="font-semibold text-brand-900">
              Order <span className="font-mono">{orderReference(order.orderId)}</span>
            </h3>
            <p className="text-sm text-stone-700">
              {ORDER_DATE.format(new Date(order.paidAt ?? order.createdAt))} · Paid
            </p>
          </div>
          <ul className="mt-3 divide-y divide-brand-100">
            {order.items.map((item, index) => (
              <li key={index} className="flex gap-3 py-2 text-sm">
                <img
                  src={item.image}
                  alt=""
                  width={48}
                  height={48}
                  className="size-12 shrink-0 rounded-lg bg-brand-50 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-medium wrap-anywhere text-stone-900">{item.name}</p>
                  <p className="text-stone-600">
                    {[item.variant, item.size && `Size ${item.size}`, `Qty ${item.quantity}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {item.customization && renderCustomization(item.customization)}
                </div>
                <p className="shrink-0 font-medium">{rupees(item.total)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-brand-100 pt-2 font-semibold">
            <span>Total paid</span>
            <span>{rupees(order.total)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
