import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { rupeeTextToPaise } from '@shop/shared/money';
import { PURITIES, PURITY_LABELS, type Purity } from '@shop/shared/pricing';
import {
  MetalRatesBodySchema,
  repricedBy,
  RATE_TEXTS,
  type MetalRatesAnswer,
  type MetalRatesBody,
} from '@shop/shared/pricing-admin';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { metalRatesQuery, saveMetalRates } from '../api/rate-calls.ts';

type Typed = Partial<Record<Purity, string>>;

/** The typed rates as the API takes them; a cell that is no amount stays text for the schema to name. */
function bodyOf(typed: Typed): unknown {
  const rates: Record<string, number | string> = {};
  for (const purity of PURITIES) {
    const text = (typed[purity] ?? '').trim();
    if (text === '') continue;
    const paise = rupeeTextToPaise(text);
    rates[purity] = paise === undefined ? text : paise / 100;
  }
  return { rates };
}

/** The owner's form: one field a purity; saving says first how many pieces it reprices. */
export function RatesForm({ answer }: { answer: MetalRatesAnswer }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<Typed>({});
  const [pending, setPending] = useState<MetalRatesBody>();
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const save = useMutation({
    mutationFn: saveMetalRates,
    onSuccess: (saved) => {
      queryClient.setQueryData(metalRatesQuery().queryKey, saved);
      // Every rate-priced piece of these purities has a new price.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      setTyped({});
      setPending(undefined);
      setNotice(saved.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    const checked = MetalRatesBodySchema.safeParse(bodyOf(typed));
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? RATE_TEXTS.noneGiven);
      return;
    }
    setProblem(undefined);
    setPending(checked.data);
  };
  const purities = pending ? PURITIES.filter((purity) => pending.rates[purity] !== undefined) : [];
  const repriced = repricedBy(answer, purities);
  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">Enter today’s rates</h2>
      <p className="text-sm text-stone-700">Rupees per gram. Leave a purity empty to keep its rate.</p>
      {notice && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      <Alert message={problem ?? save.error?.message} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PURITIES.map((purity) => (
          <TextField
            key={purity}
            label={`${PURITY_LABELS[purity]} (₹/g)`}
            inputMode="decimal"
            value={typed[purity] ?? ''}
            placeholder={
              answer.current[purity] ? String(answer.current[purity].ratePaisePerGram / 100) : undefined
            }
            onChange={(event) => {
              setPending(undefined);
              setTyped({ ...typed, [purity]: event.target.value });
            }}
          />
        ))}
      </div>
      {pending ? (
        <div role="alertdialog" aria-label="Confirm the new rates" className="space-y-3">
          <p>
            Save {purities.length === 1 ? 'this rate' : `these ${purities.length} rates`}?{' '}
            {RATE_TEXTS.willReprice(purities.length, repriced)}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={PRIMARY_BUTTON}
              disabled={save.isPending}
              onClick={() => save.mutate(pending)}
            >
              {save.isPending ? 'Saving…' : 'Confirm'}
            </button>
            <button type="button" className={QUIET_BUTTON} onClick={() => setPending(undefined)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className={PRIMARY_BUTTON}>
          Save rates
        </button>
      )}
    </form>
  );
}
