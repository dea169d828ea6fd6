import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_RETURN_WINDOW_DAYS, MIN_RETURN_WINDOW_DAYS } from '@shop/shared/return-window';
import { RETURN_TEXTS } from '@shop/shared/returns';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { returnWindowQuery, saveReturnWindow } from '../api/return-calls.ts';

/** The owner's setting of how many days after delivery customers may ask for a return. */
export function ReturnWindowForm() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(returnWindowQuery());
  // What the owner typed; until they type, the stored window.
  const [typed, setDays] = useState<string | undefined>(undefined);
  const days = typed ?? (data ? String(data.days) : '');
  const save = useMutation({
    mutationFn: saveReturnWindow,
    onSuccess: (answer) => queryClient.setQueryData(returnWindowQuery().queryKey, answer),
  });
  return (
    <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{RETURN_TEXTS.windowHeading}</h2>
      <p className="text-sm text-stone-700">{RETURN_TEXTS.windowExplained}</p>
      <Alert message={error?.message} />
      {save.isSuccess && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          {RETURN_TEXTS.windowSaved}
        </p>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(Number(days));
        }}
      >
        <div className="w-40">
          <TextField
            label={RETURN_TEXTS.windowLabel}
            type="number"
            inputMode="numeric"
            min={MIN_RETURN_WINDOW_DAYS}
            max={MAX_RETURN_WINDOW_DAYS}
            value={days}
            onChange={(event) => {
              save.reset();
              setDays(event.target.value);
            }}
          />
        </div>
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending || !data}>
          {RETURN_TEXTS.windowSave}
        </button>
      </form>
      <Alert message={save.error?.message} />
    </div>
  );
}
