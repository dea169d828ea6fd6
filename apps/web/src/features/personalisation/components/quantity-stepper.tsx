import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { MAX_LINE_QUANTITY } from '@shop/shared/cart';

/** How many of the piece: at least 1, and no more than one cart line holds. */
export function QuantityStepper({
  value,
  onChange,
}: {
  value: number;
  onChange: (quantity: number) => void;
}) {
  const labelId = useId();
  const { t } = useLingui();
  return (
    <div>
      <span id={labelId} className="block text-sm font-medium text-stone-700">
        <Trans>Quantity</Trans>
      </span>
      <div
        className="mt-1 inline-flex items-center rounded-lg bg-white ring-1 ring-stone-300"
        role="group"
        aria-labelledby={labelId}
      >
        <button
          type="button"
          aria-label={t`Decrease quantity`}
          disabled={value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
          className="p-2.5 disabled:opacity-40"
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <span className="min-w-10 text-center font-semibold" aria-live="polite">
          {value}
        </span>
        <button
          type="button"
          aria-label={t`Increase quantity`}
          disabled={value >= MAX_LINE_QUANTITY}
          onClick={() => onChange(Math.min(MAX_LINE_QUANTITY, value + 1))}
          className="p-2.5 disabled:opacity-40"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
