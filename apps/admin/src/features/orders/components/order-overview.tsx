import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Takings } from '@shop/shared/admin-orders';
import { ORDER_STATUS_NAMES } from '@shop/shared/order-lifecycle';
import { Alert } from '@shop/ui/alert.tsx';
import { formatPaise } from '../../../lib/format.ts';
import { orderOverviewQuery } from '../api/order-calls.ts';

function TakingsCard({ title, takings }: { title: string; takings: Takings }) {
  return (
    <section aria-label={title} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-sm font-medium text-stone-600">{title}</h2>
      <p className="mt-1 text-2xl font-semibold">{formatPaise(takings.takingsPaise)}</p>
      <p className="text-sm text-stone-700">
        {takings.orders === 1 ? '1 paid order' : `${takings.orders} paid orders`}
      </p>
    </section>
  );
}

/** Today's and this month's takings, and the orders waiting at each step, each a link to them. */
export function OrderOverview() {
  const { data, error } = useQuery(orderOverviewQuery());
  if (error) return <Alert message={error.message} />;
  if (!data) return <p className="text-stone-600">Loading today’s figures…</p>;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TakingsCard title="Takings today" takings={data.today} />
        <TakingsCard title="Takings this month" takings={data.thisMonth} />
      </div>
      <section aria-labelledby="waiting-title" className="rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="waiting-title" className="mb-3 text-lg font-semibold">
          Orders waiting
        </h2>
        <ul className="grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {Object.entries(data.waiting).map(([status, count]) => (
            <li key={status}>
              <Link
                to={`/orders?status=${status}`}
                className="block rounded-lg border border-stone-200 px-3 py-2 hover:bg-stone-50"
              >
                <span className="block text-2xl font-semibold">{count}</span>
                <span className="text-sm text-stone-700">
                  {ORDER_STATUS_NAMES[status as keyof typeof data.waiting]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
