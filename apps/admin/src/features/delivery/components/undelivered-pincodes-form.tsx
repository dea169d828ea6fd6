import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DELIVERY_CHECK_TEXTS } from '@shop/shared/delivery';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextAreaField } from '@shop/ui/text-field.tsx';
import { saveUndeliveredPincodes, undeliveredPincodesQuery } from '../api/delivery-calls.ts';

/** The starts the owner typed, one per word: spaces, commas and new lines part them. */
const prefixesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The owner's list of the pincodes the shop does not deliver to, by their starts. */
export function UndeliveredPincodesForm() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(undeliveredPincodesQuery());
  // What the owner typed; until they type, the stored list.
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const text = typed ?? (data ? data.prefixes.join(' ') : '');
  const save = useMutation({
    mutationFn: saveUndeliveredPincodes,
    onSuccess: (answer) => {
      queryClient.setQueryData(undeliveredPincodesQuery().queryKey, answer);
      setTyped(undefined);
    },
  });
  return (
    <div className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">{DELIVERY_CHECK_TEXTS.settingsHeading}</h2>
      <p className="text-sm text-stone-700">{DELIVERY_CHECK_TEXTS.settingsExplained}</p>
      <Alert message={error?.message} />
      {save.isSuccess && (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          {DELIVERY_CHECK_TEXTS.settingsSaved}
        </p>
      )}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(prefixesOf(text));
        }}
      >
        <TextAreaField
          label={DELIVERY_CHECK_TEXTS.settingsLabel}
          rows={3}
          inputMode="numeric"
          placeholder="79 744"
          value={text}
          onChange={(event) => {
            save.reset();
            setTyped(event.target.value);
          }}
        />
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending || !data}>
          {DELIVERY_CHECK_TEXTS.settingsSave}
        </button>
      </form>
      <Alert message={save.error?.message} />
    </div>
  );
}
