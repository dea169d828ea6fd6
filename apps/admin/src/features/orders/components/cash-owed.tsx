import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import { STATEMENT_TEXTS } from '@shop/shared/remittance-statement';
import { formatDateTime, formatPaise } from '../../../lib/format.ts';
import { orderOverviewQuery } from '../api/order-calls.ts';

/**
 * The cash couriers collected on delivered orders and have not remitted yet, and the orders
 * delivered long enough ago to chase, and the way to record a courier's remittance statement.
 * Nothing while nothing is owed; the overview's own figures show its loading and its failure.
 */
export function CashOwed() {
  const { data } = useQuery(orderOverviewQuery());
  const cashOwed = data?.cashOwed;
  if (!cashOwed || cashOwed.orders === 0) return null;
  return (
    <section
      aria-labelledby="cash-owed-title"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="cash-owed-title" className="text-lg font-semibold">
        {CASH_ON_DELIVERY_TEXTS.cashOwedByCouriers(cashOwed.owedPaise, cashOwed.orders)}
      </h2>
      {cashOwed.overdue.length > 0 && (
        <>
          <h3 className="font-medium">{CASH_ON_DELIVERY_TEXTS.remittanceOverdue}</h3>
          <ul className="divide-y divide-amber-200">
            {cashOwed.overdue.map((order) => (
              <li key={order.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2">
                <Link to={`/orders/${order.id}`} className="font-medium text-brand-700 underline">
                  {order.reference}
                </Link>
                <span className="text-sm font-medium">{formatPaise(order.totalPaise)}</span>
                <span className="text-sm text-stone-600">delivered {formatDateTime(order.deliveredAt)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Link to="/remittances" className="inline-block font-medium text-brand-700 underline">
        {STATEMENT_TEXTS.heading}
      </Link>
    </section>
  );
}
