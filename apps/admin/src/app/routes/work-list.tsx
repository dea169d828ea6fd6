import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { ADMIN_ORDER_TEXTS } from '@shop/shared/admin-orders';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { workListQuery } from '../../features/orders/api/order-calls.ts';
import { WorkListEntry } from '../../features/orders/components/work-list-entry.tsx';

/**
 * The bench's work list: paid orders whose pieces still need making, the one paid longest ago
 * first, with each personalisation as it is to be made. Printed, it is the list alone, one
 * order to a block that no page break cuts.
 */
export default function WorkListRoute() {
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
      <Alert message={error?.message} />
      {data && count === 0 && <p className="text-stone-700">{ADMIN_ORDER_TEXTS.workListEmpty}</p>}
      <div className="space-y-4">
        {data?.orders.map((order) => (
          <WorkListEntry key={order.id} order={order} />
        ))}
      </div>
    </div>
  );
}
