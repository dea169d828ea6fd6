import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { STATEMENT_TEXTS, type StatementLine } from '@shop/shared/remittance-statement';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { formatPaise } from '../../../lib/format.ts';
import { recordRemittanceStatement } from '../api/courier-calls.ts';

const OUTCOME_LOOK: Record<StatementLine['outcome'], string> = {
  recorded: 'text-emerald-800',
  recorded_before: 'text-stone-600',
  refused: 'text-rose-800',
};

/**
 * The courier's remittance statement, uploaded as its CSV: the shop records each line whose AWB
 * is one of its delivered parcels paid on delivery, and says of every line what became of it,
 * the ones to look at first.
 */
export function RemittanceStatement() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | undefined>();
  const mutation = useMutation({
    mutationFn: async (chosen: File) => recordRemittanceStatement(await chosen.text()),
    // The cash owed, the orders and their pages all change with the remittances recorded.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const answer = mutation.data;
  const lines = answer
    ? [...answer.lines].sort((a, b) => Number(b.outcome === 'refused') - Number(a.outcome === 'refused'))
    : [];
  return (
    <form
      noValidate
      aria-label={STATEMENT_TEXTS.heading}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) mutation.mutate(file);
      }}
    >
      <p className="text-sm text-stone-700">{STATEMENT_TEXTS.explain}</p>
      <label className="block text-sm font-medium">
        {STATEMENT_TEXTS.file}
        <input
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block w-full text-sm"
          onChange={(event) => {
            mutation.reset();
            setFile(event.target.files?.[0]);
          }}
        />
      </label>
      <Alert message={mutation.error?.message} />
      <button type="submit" className={PRIMARY_BUTTON} disabled={!file || mutation.isPending}>
        {mutation.isPending ? 'Recording…' : STATEMENT_TEXTS.submit}
      </button>
      {answer && (
        <div role="status" className="space-y-1">
          <p className="font-medium">{STATEMENT_TEXTS.recorded(answer.recorded)}</p>
          <ul className="divide-y divide-stone-200 text-sm">
            {lines.map((line) => (
              <li key={line.line} className="py-1.5">
                <span className="text-stone-600">Line {line.line}</span> ·{' '}
                <span className="font-mono [overflow-wrap:anywhere]">{line.awb || '—'}</span>
                {line.order && (
                  <>
                    {' · '}
                    <Link to={`/orders/${line.order.id}`} className="font-medium text-brand-700 underline">
                      {line.order.reference}
                    </Link>
                  </>
                )}
                {line.amountPaise !== null && ` · ${formatPaise(line.amountPaise)}`}
                <span className={`block ${OUTCOME_LOOK[line.outcome]}`}>{line.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
