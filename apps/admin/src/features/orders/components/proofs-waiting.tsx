import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PROOF_TEXTS } from '@shop/shared/proofs';
import { Alert } from '@shop/ui/alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { proofsWaitingQuery } from '../api/proof-calls.ts';

/** The Today page's orders whose proof waits for the customer's decision, the oldest first. */
export function ProofsWaiting() {
  const { data, error } = useQuery(proofsWaitingQuery());
  return (
    <section
      aria-labelledby="proofs-waiting-title"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="proofs-waiting-title" className="text-lg font-semibold">
        {PROOF_TEXTS.waitingOrdersHeading}
      </h2>
      <Alert message={error?.message} />
      {data &&
        (data.orders.length === 0 ? (
          <p className="text-sm text-stone-700">{PROOF_TEXTS.noWaitingOrders}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {data.orders.map((order) => (
              <li key={order.orderId} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2 text-sm">
                <Link
                  to={`/orders/${order.orderId}`}
                  className="font-mono font-semibold text-brand-700 underline"
                >
                  {order.reference}
                </Link>
                <span>{order.customerName}</span>
                <span className="text-stone-600">sent {formatDateTime(order.since)}</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
