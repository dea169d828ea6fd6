import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { PURITIES, PURITY_LABELS } from '@shop/shared/pricing';
import { RATE_TEXTS, type MetalRateEntry } from '@shop/shared/pricing-admin';
import { Alert } from '@shop/ui/alert.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { metalRatesQuery } from '../../features/pricing/api/rate-calls.ts';
import { RatesForm } from '../../features/pricing/components/rates-form.tsx';
import { useStaffSession } from '../../features/staff/staff-session.tsx';
import { formatDateTime, formatPaise } from '../../lib/format.ts';

const column = createColumnHelper<MetalRateEntry>();
const HISTORY_COLUMNS = [
  column.accessor('setAt', { header: 'Set', cell: (cell) => formatDateTime(cell.getValue()) }),
  column.accessor('purity', { header: 'Purity', cell: (cell) => PURITY_LABELS[cell.getValue()] }),
  column.accessor('ratePaisePerGram', {
    header: 'Rate per gram',
    cell: (cell) => formatPaise(cell.getValue()),
  }),
  column.accessor('setBy', { header: 'By', cell: (cell) => cell.getValue() ?? 'Not recorded' }),
];

/**
 * The day's metal rates: each purity's current rate and when it was set, and every change
 * before. Everyone on the staff reads the rates; only the owner enters them.
 */
export default function RatesRoute() {
  const canSetRates = useStaffSession().member?.role === 'owner';
  const { data, error } = useQuery(metalRatesQuery());
  // The app is not built with React Compiler, whose memoising this library's API would defeat.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: data?.history ?? [],
    columns: HISTORY_COLUMNS,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <section aria-labelledby="rates-title" className="space-y-6">
      <h1 id="rates-title" className="text-2xl font-semibold">
        Metal rates
      </h1>
      <Alert message={error?.message} />
      {data && (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {PURITIES.map((purity) => {
            const current = data.current[purity];
            return (
              <li key={purity} className="rounded-xl border border-stone-200 bg-white p-4">
                <p className="text-sm text-stone-700">{PURITY_LABELS[purity]}</p>
                <p className="text-xl font-semibold">
                  {current ? `${formatPaise(current.ratePaisePerGram)}/g` : 'No rate yet'}
                </p>
                {current && (
                  <p className="text-sm text-stone-600">
                    Set {formatDateTime(current.setAt)}
                    {current.setBy ? ` by ${current.setBy}` : ''}
                  </p>
                )}
                <p className="text-sm text-stone-600">
                  {RATE_TEXTS.pieces({
                    pieces: data.ratePricedPieces[purity],
                    variants: data.ratePricedVariants[purity],
                  })}{' '}
                  priced from it
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {data && canSetRates && <RatesForm answer={data} />}
      {data && !canSetRates && <p className="text-sm text-stone-700">Only the owner enters the rates.</p>}
      <section aria-labelledby="history-title" className="space-y-2">
        <h2 id="history-title" className="text-lg font-semibold">
          Changes
        </h2>
        <ListTable
          table={table}
          stacked
          empty={data?.history.length === 0 ? 'No rate set yet.' : undefined}
        />
      </section>
    </section>
  );
}
