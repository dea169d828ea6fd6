import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_SUBJECT_NAMES,
  AUDIT_SUBJECT_TYPES,
  AuditListQuerySchema,
  type AuditEntry,
} from '@shop/shared/staff';
import { Alert } from '@shop/ui/alert.tsx';
import { FILTER_FIELD } from '@shop/ui/text-field.tsx';
import { DateRangeFields, ListCount, ListPager, ListTable } from '../../components/list-table.tsx';
import { auditQuery, staffListQuery } from '../../features/staff/api/staff-calls.ts';
import { AuditChange } from '../../features/staff/components/audit-change.tsx';
import { OwnerOnly } from '../../features/staff/components/owner-only.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useListAddress } from '../../lib/list-address.ts';

const column = createColumnHelper<AuditEntry>();

const COLUMNS = [
  column.accessor('at', { header: 'When', cell: (cell) => formatDateTime(cell.getValue()) }),
  column.accessor((entry) => entry.staff.name, {
    id: 'who',
    header: 'Who',
    cell: (cell) => (
      <>
        <span className="block font-medium">{cell.getValue()}</span>
        <span className="block text-sm break-all text-stone-600">{cell.row.original.staff.email}</span>
      </>
    ),
  }),
  column.accessor('action', {
    header: 'What',
    cell: (cell) => (
      <>
        <span className="block">{AUDIT_ACTION_NAMES[cell.getValue()] ?? cell.getValue()}</span>
        <span className="block font-mono text-xs break-all text-stone-500">
          {cell.row.original.subject.type} {cell.row.original.subject.id}
        </span>
      </>
    ),
  }),
  column.display({
    id: 'change',
    header: 'Before → after',
    cell: (cell) => <AuditChange entry={cell.row.original} />,
  }),
];

const NO_ENTRIES: AuditEntry[] = [];
const WIDE_FIELD = `w-full sm:w-auto ${FILTER_FIELD}`;

function AuditLog() {
  const { searchParams, change } = useListAddress();
  const parsed = AuditListQuerySchema.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const { data, error, isFetching } = useQuery(auditQuery(query));
  const staff = useQuery(staffListQuery()).data?.staff ?? [];

  // The app is not built with React Compiler, whose memoising this library's API would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.entries ?? NO_ENTRIES,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-2xl font-semibold">
        Audit log
      </h1>
      <div className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <label className="text-sm">
          <span className="mb-1 block font-medium">Who</span>
          <select
            className={WIDE_FIELD}
            value={query.staffId ?? ''}
            onChange={(event) => change({ staffId: event.target.value })}
          >
            <option value="">Everyone</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">Kind</span>
          <select
            className={WIDE_FIELD}
            value={query.subjectType ?? ''}
            onChange={(event) => change({ subjectType: event.target.value })}
          >
            <option value="">All</option>
            {AUDIT_SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {AUDIT_SUBJECT_NAMES[type]}
              </option>
            ))}
          </select>
        </label>
        <DateRangeFields from={query.from} to={query.to} fieldClass={WIDE_FIELD} onChange={change} />
      </div>

      <Alert message={parsed.success ? error?.message : parsed.error.issues[0]?.message} />
      {data && <ListCount total={data.total} one="change" many="changes" updating={isFetching} />}

      {/* On a phone each entry is a card of its own; from sm up, a table's columns. */}
      <ListTable table={table} stacked empty={data?.entries.length === 0 ? 'No changes match.' : undefined} />

      {data && (
        <ListPager
          label="Pages of the audit log"
          page={data.page}
          totalPages={data.totalPages}
          onPage={(page) => change({ page: String(page) })}
          words={{ previous: 'Newer', next: 'Older' }}
        />
      )}
    </section>
  );
}

/** What the back office changed: who, what, when, before → after. The owner's alone. */
export default function AuditRoute() {
  const { member } = useStaffSession();
  return (
    <OwnerOnly member={member} title="Audit log">
      <AuditLog />
    </OwnerOnly>
  );
}
