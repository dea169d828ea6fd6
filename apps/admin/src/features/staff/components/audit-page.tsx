import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';

import {
  AUDIT_ACTION_NAMES,
  AUDIT_SUBJECT_NAMES,
  AUDIT_SUBJECT_TYPES,
  AuditListQuerySchema,
  type AuditEntry,
} from '@shop/shared/staff';
import { useListAddress } from '../../../lib/list-address';
import { FIELD, FormAlert } from '../../../components/form';
import { DateRangeFields, ListCount, ListPager, ListTable } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format';
import { auditQuery, staffListQuery } from '../api/staff-calls';
import { useStaffSession } from '../staff-session';
import { OwnerOnly } from './owner-only';

/** A value of the log as a person reads it: yes/no, dates in India's time, words as they are. */
function readable(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** Each field that changed: `name: before → after`, or only the new value for something new. */
function Change({ entry }: { entry: AuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <dl className="space-y-0.5 text-sm">
      {fields.map((field) => (
        <div key={field} className="wrap-anywhere">
          <dt className="inline font-medium">{field}: </dt>
          <dd className="inline">
            {entry.before && field in entry.before && (
              <>
                <span className="text-stone-600 line-through decoration-stone-400">
                  {readable(entry.before[field])}
                </span>
                {' → '}
              </>
            )}
            <span>{entry.after && field in entry.after ? readable(entry.after[field]) : 'removed'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

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
    cell: (cell) => <Change entry={cell.row.original} />,
  }),
];

const NO_ENTRIES: AuditEntry[] = [];
const WIDE_FIELD = `w-full sm:w-auto ${FIELD}`;

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

      <FormAlert message={parsed.success ? error?.message : parsed.error.issues[0]?.message} />
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
export function AuditPage() {
  const { member } = useStaffSession();
  return (
    <OwnerOnly member={member} title="Audit log">
      <AuditLog />
    </OwnerOnly>
  );
}
