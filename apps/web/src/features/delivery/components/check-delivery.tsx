import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PackageCheck } from 'lucide-react';
import { DELIVERY_CHECK_TEXTS, isPincode } from '@shop/shared/delivery';
import type { DeliveryEstimateAnswer } from '@shop/shared/delivery-api';
import { Alert } from '@shop/ui/alert.tsx';
import { SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { INPUT_CLASS } from '@shop/ui/text-field.tsx';
import { VARIANT_TEXTS } from '@shop/shared/variants';
import { deliveryEstimateQuery, rememberPincode, storedPincode } from '../api/delivery-estimate.ts';

/**
 * 'Check delivery' on a piece's page: the shopper's pincode gives the days the piece would
 * arrive if paid today, and the later days personalised. The pincode is remembered, so the
 * next piece is checked as soon as its page opens. The product page loads this lazily and
 * only in the browser, where the stored pincode is.
 */
export default function CheckDelivery({
  productId,
  extraDays = null,
}: {
  productId: string;
  /** The chosen variant is made to order: the days it adds. */
  extraDays?: number | null;
}) {
  const id = useId();
  const [typed, setTyped] = useState(storedPincode);
  // The pincode last checked; a stored one is checked at once.
  const [checked, setChecked] = useState(() => (isPincode(typed) ? typed : ''));
  const [mistake, setMistake] = useState('');
  const query = useQuery({ ...deliveryEstimateQuery(productId, checked), enabled: checked !== '' });
  const answer = query.data;
  const { t } = useLingui();

  const check = () => {
    const pincode = typed.trim();
    if (!isPincode(pincode)) {
      setMistake(DELIVERY_CHECK_TEXTS.malformedPincode);
      return;
    }
    setMistake('');
    setChecked(pincode);
    rememberPincode(pincode);
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 font-semibold text-brand-900">
        <PackageCheck aria-hidden="true" className="size-5" /> {t`Check delivery`}
      </h2>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor={`${id}-pincode`} className="mb-1 block text-sm font-medium text-stone-800">
            {t`Your pincode`}
          </label>
          <input
            id={`${id}-pincode`}
            className={INPUT_CLASS}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="560001"
            value={typed}
            aria-invalid={mistake ? true : undefined}
            aria-describedby={mistake ? `${id}-mistake` : undefined}
            onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <button type="submit" className={SECONDARY_BUTTON} disabled={query.isFetching}>
          {query.isFetching ? t`Checking…` : t`Check`}
        </button>
      </form>
      {mistake && (
        <p id={`${id}-mistake`} className="mt-2 text-sm text-rose-700">
          {mistake}
        </p>
      )}
      <div aria-live="polite">
        {!mistake && answer && <Estimate answer={answer} />}
        {!mistake && answer?.delivers && extraDays !== null && (
          <p className="mt-1 text-sm font-medium text-amber-900">{VARIANT_TEXTS.madeToOrder(extraDays)}</p>
        )}
      </div>
      {!mistake && query.isError && (
        <Alert className="mt-3" message={query.error.message || DELIVERY_CHECK_TEXTS.loadFailed} />
      )}
    </section>
  );
}

function Estimate({ answer }: { answer: DeliveryEstimateAnswer }) {
  if (!answer.delivers) {
    return <p className="mt-3 text-sm font-medium text-amber-900">{answer.message}</p>;
  }
  return (
    <div className="mt-3 space-y-1 text-sm text-stone-800">
      <p className="font-medium text-emerald-900">
        {answer.personalised
          ? DELIVERY_CHECK_TEXTS.withoutPersonalisation(answer.pincode, answer.plain)
          : DELIVERY_CHECK_TEXTS.plain(answer.pincode, answer.plain)}
      </p>
      {answer.personalised && <p>{DELIVERY_CHECK_TEXTS.personalised(answer.personalised)}</p>}
      <p className="text-stone-600">{DELIVERY_CHECK_TEXTS.paidToday}</p>
    </div>
  );
}
