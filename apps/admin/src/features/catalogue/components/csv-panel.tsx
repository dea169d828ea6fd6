import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { PRODUCT_CSV_COLUMNS } from '@shop/shared/catalogue-admin';
import { VARIANT_CSV_COLUMNS } from '@shop/shared/variants-admin';
import { Alert } from '@shop/ui/alert.tsx';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { downloadCatalogueCsv, importCatalogueCsv } from '../api/product-calls.ts';

/** The catalogue as a spreadsheet: export it, change it, import it back. */
export function CsvPanel() {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const exporting = useMutation({ mutationFn: downloadCatalogueCsv });
  const importing = useMutation({
    mutationFn: importCatalogueCsv,
    onSuccess: (answer) => {
      if (answer.success) void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = '';
    },
  });
  const result = importing.data;
  return (
    <section
      aria-labelledby="csv-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="csv-title" className="text-lg font-semibold">
        Spreadsheet (CSV)
      </h2>
      <p className="text-sm text-stone-700">
        Export the catalogue, change prices and stock in a spreadsheet, and import it back. A row with an id
        changes that piece; a row without one adds a piece. If any row has a problem, nothing is imported.
        Columns: <span className="font-mono">{PRODUCT_CSV_COLUMNS.join(', ')}</span>.
      </p>
      <p className="text-sm text-stone-700">
        A design with options has one row a variant: its own columns on the first, and on every row the
        variant’s <span className="font-mono">{VARIANT_CSV_COLUMNS.join(', ')}</span>; the rows after the
        first leave the name empty.
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={QUIET_BUTTON}
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          <Download aria-hidden className="size-4" />
          Export CSV
        </button>
        <label className={`${QUIET_BUTTON} cursor-pointer focus-within:ring-2 focus-within:ring-brand-700`}>
          <Upload aria-hidden className="size-4" />
          {importing.isPending ? 'Importing…' : 'Import CSV'}
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            disabled={importing.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) importing.mutate(file);
            }}
          />
        </label>
      </div>
      <Alert message={exporting.error?.message ?? importing.error?.message} />
      {result?.success && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          {result.message}
        </p>
      )}
      {result && !result.success && (
        <div
          role="alert"
          className="space-y-2 rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900"
        >
          <p className="font-medium">{result.message}</p>
          {result.problems.length > 0 && (
            <ul className="list-disc space-y-1 pl-5">
              {result.problems.slice(0, 50).map((problem) => (
                <li key={`${problem.line}-${problem.field}-${problem.message}`}>
                  Row {problem.line}, {problem.field}: {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
