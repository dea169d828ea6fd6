import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_ORDER_PAGE_SIZES,
  ADMIN_ORDER_TEXTS,
  AdminOrderListQuerySchema,
  type AdminOrderSummary,
} from '@shop/shared/admin-orders';
import { ORDER_STATUSES, ORDER_STATUS_NAMES } from '@shop/shared/order-lifecycle';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { FILTER_FIELD } from '@shop/ui/text-field.tsx';
import { DateRangeFields, ListCount, ListPager, ListTable } from '../../components/list-table.tsx';
import { orderListQuery } from '../../features/orders/api/order-calls.ts';
import { StatusBadge } from '../../features/orders/components/status-badge.tsx';
import { formatDateTime, formatPaise } from '../../lib/format.ts';
import { useListAddress } from '../../lib/list-address.ts';

const column = createColumnHelper<AdminOrderSummary>();

const COLUMNS = [
  column.accessor('reference', {
    header: 'Order',
    cell: (cell) => (
      <Link
        to={`/orders/${cell.row.original.id}`}
        className="font-mono font-semibold text-brand-700 underline"
      >
        {cell.getValue()}
      </Link>
    ),
  }),
  column.accessor('createdAt', { header: 'Placed', cell: (cell) => formatDateTime(cell.getValue()) }),
  column.accessor('customerName', {
    header: 'Customer',
    cell: (cell) => (
      <>
        <span className="block font-medium">{cell.getValue() || 'Erased'}</span>
        <span className="block text-sm text-stone-600">{cell.row.original.customerEmail}</span>
        <span className="block text-sm text-stone-600">{cell.row.original.customerPhone}</span>
      </>
    ),
  }),
  column.accessor('pieces', {
    header: 'Pieces',
    cell: (cell) => (
      <>
        {cell.getValue()}
        {cell.row.original.personalised && (
          <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs text-brand-900">Personalised</span>
        )}
      </>
    ),
  }),
  column.accessor('totalPaise', { header: 'Total', cell: (cell) => formatPaise(cell.getValue()) }),
  column.accessor('status', { header: 'Status', cell: (cell) => <StatusBadge status={cell.getValue()} /> }),
];

const NO_ORDERS: AdminOrderSummary[] = [];

/** Every order of the shop, newest first, with filters and search kept in the address. */
export default function OrdersRoute() {
  const { searchParams, change } = useListAddress();
  const parsed = AdminOrderListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : { page: 1, limit: 25 };
  const { data, error, isFetching } = useQuery(orderListQuery(query));
  const [search, setSearch] = useState(searchParams.get('q') ?? '');

  // The app is not built with React Compiler, whose memoising this library's API would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.orders ?? NO_ORDERS,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
  });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    change({ q: search.trim() });
  };

  return (
    <section aria-labelledby="orders-title" className="space-y-4">
      <h1 id="orders-title" className="text-2xl font-semibold">
        Orders
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={submitSearch} className="flex gap-2">
          <label className="sr-only" htmlFor="order-search">
            Search orders
          </label>
          <input
            id="order-search"
            type="search"
            className={`${FILTER_FIELD} w-56`}
            placeholder="Reference, name, e-mail, phone"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className={PRIMARY_BUTTON}>
            Search
          </button>
        </form>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Status</span>
          <select
            className={FILTER_FIELD}
            value={query.status ?? ''}
            onChange={(event) => change({ status: event.target.value })}
          >
            <option value="">All</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_NAMES[status]}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields from={query.from} to={query.to} onChange={change} />
      </div>

      <Alert message={parsed.success ? error?.message : parsed.error.issues[0]?.message} />
      {data && <ListCount total={data.total} one="order" many="orders" updating={isFetching} />}

      <ListTable
        table={table}
        minWidth="min-w-[44rem]"
        empty={data?.orders.length === 0 ? ADMIN_ORDER_TEXTS.noOrders : undefined}
      />

      {data && (
        <ListPager
          label="Pages of orders"
          page={data.page}
          totalPages={data.totalPages}
          onPage={(page) => change({ page: String(page) })}
          words={{ previous: 'Newer', next: 'Older' }}
          sizes={{
            options: ADMIN_ORDER_PAGE_SIZES,
            limit: query.limit,
            onLimit: (limit) => change({ limit }),
          }}
        />
      )}
    </section>
  );
}
