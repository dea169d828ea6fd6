import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import {
  ADMIN_COMPLAINT_TEXTS,
  COMPLAINT_FILTERS,
  COMPLAINT_FILTER_NAMES,
  COMPLAINT_TOPIC_LABELS,
  ComplaintListQuerySchema,
  complaintAge,
  type AdminComplaintSummary,
} from '@shop/shared/complaints';
import { Alert } from '@shop/ui/alert.tsx';
import { FILTER_FIELD } from '@shop/ui/text-field.tsx';
import { ListCount, ListPager, ListTable } from '../../components/list-table.tsx';
import { complaintListQuery } from '../../features/complaints/api/complaint-calls.ts';
import { ComplaintStatusBadge, UrgencyNote } from '../../features/complaints/components/complaint-status.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useListAddress } from '../../lib/list-address.ts';

const column = createColumnHelper<AdminComplaintSummary>();

function columns(now: Date) {
  return [
    column.accessor('ticket', {
      header: 'Ticket',
      cell: (cell) => (
        <Link
          to={`/complaints/${cell.row.original.id}`}
          className="font-mono font-semibold text-brand-700 underline"
        >
          {cell.getValue()}
        </Link>
      ),
    }),
    column.accessor('name', {
      header: 'From',
      cell: (cell) => (
        <>
          <span className="block font-medium">{cell.getValue()}</span>
          <span className="block text-sm text-stone-600">{cell.row.original.email}</span>
        </>
      ),
    }),
    column.accessor('topic', {
      header: 'About',
      cell: (cell) => (
        <>
          {COMPLAINT_TOPIC_LABELS[cell.getValue()]}
          {cell.row.original.orderReference && (
            <span className="block font-mono text-sm text-stone-600">{cell.row.original.orderReference}</span>
          )}
        </>
      ),
    }),
    column.accessor('createdAt', {
      header: 'Age',
      cell: (cell) => (
        <span title={formatDateTime(cell.getValue())}>
          {cell.row.original.resolvedAt
            ? `Raised ${formatDateTime(cell.getValue())}`
            : complaintAge(new Date(cell.getValue()), now)}
        </span>
      ),
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (cell) => (
        <>
          <ComplaintStatusBadge status={cell.getValue()} />
          <UrgencyNote complaint={cell.row.original} now={now} />
        </>
      ),
    }),
  ];
}

const NO_COMPLAINTS: AdminComplaintSummary[] = [];

/** Every complaint: the unresolved first, the oldest of them first; then the resolved ones. */
export default function ComplaintsRoute() {
  const { searchParams, change } = useListAddress();
  const parsed = ComplaintListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : ComplaintListQuerySchema.parse({});
  const { data, error, isFetching } = useQuery(complaintListQuery(query));

  // The app is not built with React Compiler, whose memoising this library's API would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.complaints ?? NO_COMPLAINTS,
    columns: columns(new Date()),
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <section aria-labelledby="complaints-title" className="space-y-4">
      <h1 id="complaints-title" className="text-2xl font-semibold">
        Complaints
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="mb-1 block font-medium">Show</span>
          <select
            className={FILTER_FIELD}
            value={query.show}
            onChange={(event) => change({ show: event.target.value === 'all' ? '' : event.target.value })}
          >
            {COMPLAINT_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {COMPLAINT_FILTER_NAMES[filter]}
              </option>
            ))}
          </select>
        </label>
        {data && (
          <p className="text-sm text-stone-700">
            {data.unresolved === 1 ? '1 complaint is open.' : `${data.unresolved} complaints are open.`}
          </p>
        )}
      </div>
      <Alert message={parsed.success ? error?.message : parsed.error.issues[0]?.message} />
      {data && <ListCount total={data.total} one="complaint" many="complaints" updating={isFetching} />}
      <ListTable
        table={table}
        stacked
        empty={data?.complaints.length === 0 ? ADMIN_COMPLAINT_TEXTS.noComplaints : undefined}
      />
      {data && data.totalPages > 1 && (
        <ListPager
          label="Pages of complaints"
          page={data.page}
          totalPages={data.totalPages}
          onPage={(page) => change({ page: String(page) })}
          words={{ previous: 'Previous', next: 'Next' }}
        />
      )}
    </section>
  );
}
