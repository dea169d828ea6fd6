import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_ORDER_TEXTS, type WorkListOrder } from '@shop/shared/admin-orders';
import { FormAlert, PRIMARY_BUTTON } from '../../../components/form';
import { formatDateTime } from '../../../lib/format';
import { workListQuery } from '../api/order-calls';
import { PersonalisationView } from './personalisation-view';
import { StatusBadge } from './status-badge';

/** One order on the bench: a block of its own, never cut across two printed pages. */
function WorkListEntry({ order }: { order: WorkListOrder }) {
  const headingId = `work-list-${order.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="break-inside-avoid rounded-xl border border-stone-200 bg-white p-4 print:rounded-none print:border-x-0 print:border-t-0 print:border-b-2 print:border-stone-400 print:px-0"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          <Link to={`/orders/${order.id}`} className="underline print:no-underline">
            Order <span className="font-mono">{order.reference}</span>
          </Link>
        </h2>
        <StatusBadge status={order.status} />
        <p className="w-full text-sm text-stone-600">
          Paid {formatDateTime(order.paidAt)}
          {order.customerName && ` · ${order.customerName}`}
        </p>
      </header>
      <ul className="mt-3 divide-y divide-stone-100">
        {order.lines.map((line) => (
          <li key={line.position} className="grid gap-3 py-3 sm:grid-cols-[4rem_1fr] print:grid-cols-1">
            <img
              src={line.image}
              alt=""
              className="size-16 rounded-lg border border-stone-200 object-cover print:hidden"
            />
            <div>
              <p className="font-medium">
                {line.quantity} × {line.name}
              </p>
              <p className="text-sm text-stone-600">
                {[line.size && `size ${line.size}`, line.variant].filter(Boolean).join(' · ') ||
                  'No size given'}
              </p>
              <div className="mt-2">
                {line.customization ? (
                  <PersonalisationView customization={line.customization} />
                ) : (
                  <p className="text-sm text-stone-600">No personalisation: made as shown.</p>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}

/**
 * The bench's work list: paid orders whose pieces still need making, the one paid longest ago
 * first, with each personalisation as it is to be made. Printed, it is the list alone, one
 * order to a block that no page break cuts.
 */
export function WorkListPage() {
  const { data, error, isPending } = useQuery(workListQuery());
  const count = data?.orders.length ?? 0;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Work list</h1>
          {data && (
            <p className="text-sm text-stone-600">
              {count} {count === 1 ? 'order' : 'orders'} to make, the oldest payment first
              {data.more && ' (the oldest 200; more wait after them)'}
            </p>
          )}
        </div>
        <button type="button" className={`${PRIMARY_BUTTON} print:hidden`} onClick={() => window.print()}>
          <Printer aria-hidden className="size-4" />
          Print
        </button>
      </div>
      {isPending && <p className="text-stone-600">Loading the work list…</p>}
      <FormAlert message={error?.message} />
      {data && count === 0 && <p className="text-stone-700">{ADMIN_ORDER_TEXTS.workListEmpty}</p>}
      <div className="space-y-4">
        {data?.orders.map((order) => (
          <WorkListEntry key={order.id} order={order} />
        ))}
      </div>
    </div>
  );
}
