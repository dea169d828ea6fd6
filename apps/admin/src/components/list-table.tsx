import { flexRender, type Table } from '@tanstack/react-table';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { Pager } from '@shop/ui/pager.tsx';
import { FILTER_FIELD } from '@shop/ui/text-field.tsx';

/**
 * A back-office list's table (orders, pieces, the audit log), drawn from a TanStack table.
 * Wide lists scroll sideways on a phone; `stacked` lists turn each row into a card there.
 */
export function ListTable<Row>({
  table,
  empty,
  minWidth = '',
  stacked = false,
}: {
  table: Table<Row>;
  /** Said in place of rows when none match; nothing while the first answer is awaited. */
  empty: string | undefined;
  /** A Tailwind min-width class for a list that scrolls sideways, such as `min-w-[44rem]`. */
  minWidth?: string;
  stacked?: boolean;
}) {
  return (
    <div className={`rounded-xl border border-stone-200 bg-white ${stacked ? '' : 'overflow-x-auto'}`}>
      <table className={`w-full text-left ${minWidth}`}>
        <thead
          className={`border-b border-stone-200 bg-stone-100 text-sm ${stacked ? 'sr-only sm:not-sr-only sm:table-header-group' : ''}`}
        >
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-semibold">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={`border-b border-stone-100 align-top last:border-0 ${stacked ? 'block py-2 sm:table-row sm:py-0' : ''}`}
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={stacked ? 'block px-3 py-1 wrap-anywhere sm:table-cell sm:py-2' : 'px-3 py-2'}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {empty !== undefined && <p className="px-3 py-6 text-center text-stone-600">{empty}</p>}
    </div>
  );
}

/** The pages of a list, and how many rows a page shows when `sizes` are given. */
export function ListPager({
  sizes,
  ...pager
}: {
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** The steps' words: 'Newer' and 'Older' for what is listed newest first. */
  words: { previous: string; next: string };
  sizes?: { options: readonly number[]; limit: number; onLimit: (limit: string) => void };
}) {
  return (
    <Pager {...pager} className="flex flex-wrap items-center gap-3" buttonClassName={QUIET_BUTTON}>
      {sizes && (
        <label className="ml-auto text-sm">
          Show{' '}
          <select
            className={FILTER_FIELD}
            value={sizes.limit}
            onChange={(event) => sizes.onLimit(event.target.value)}
          >
            {sizes.options.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>{' '}
          a page
        </label>
      )}
    </Pager>
  );
}

/** How many rows the list's filters match, e.g. '1 order' or '24 orders', while a new answer loads. */
export function ListCount({
  total,
  one,
  many,
  updating,
}: {
  total: number;
  one: string;
  many: string;
  updating: boolean;
}) {
  return (
    <p aria-live="polite" className="text-sm text-stone-700">
      {total === 1 ? `1 ${one}` : `${total} ${many}`}
      {updating ? ' · updating…' : ''}
    </p>
  );
}

/** A list's From and To day filters, as `YYYY-MM-DD` in the list's address. */
export function DateRangeFields({
  from,
  to,
  fieldClass = FILTER_FIELD,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  fieldClass?: string;
  onChange: (change: { from: string } | { to: string }) => void;
}) {
  return (
    <>
      <label className="text-sm">
        <span className="mb-1 block font-medium">From</span>
        <input
          type="date"
          className={fieldClass}
          value={from ?? ''}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium">To</span>
        <input
          type="date"
          className={fieldClass}
          value={to ?? ''}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </label>
    </>
  );
}
