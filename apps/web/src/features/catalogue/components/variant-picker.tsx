import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import type { ProductVariant } from '@shop/shared/catalogue-api';
import { RING_SIZE_TEXTS, ringSizeGuideFrom } from '@shop/shared/ring-sizes';
import {
  VARIANT_TEXTS,
  isSizeOption,
  valueSelectable,
  variantOfPick,
  type ProductOption,
} from '@shop/shared/variants';
import { stockOf } from '../chosen-variant.ts';

/**
 * A design's options, each value a button: the chosen one pressed, one that no variant in
 * stock or made to order has (with the other choices kept) disabled. Picking one names the
 * variant of the new choices, or the first that can be bought with that value.
 */
export function VariantPicker({
  options,
  variants,
  chosenSku,
  isRing,
  onChoose,
}: {
  options: readonly ProductOption[];
  variants: readonly ProductVariant[];
  chosenSku: string;
  isRing: boolean;
  onChoose: (sku: string) => void;
}) {
  const id = useId();
  // The guide links back to this page with the size the shopper finds there.
  const location = useLocation();
  const stocked = variants.map(stockOf);
  const chosen = stocked.find((variant) => variant.sku === chosenSku);
  const choice = chosen?.values ?? options.map(() => undefined);
  const pick = (index: number, value: string) => {
    const next = variantOfPick(stocked, choice, index, value);
    if (next) onChoose(next.sku);
  };
  return (
    <div className="mt-6 space-y-4">
      {options.map((option, index) => (
        <fieldset key={option.name} aria-describedby={`${id}-${index}`}>
          <legend className="text-sm font-medium text-stone-800">
            {option.name}
            {choice[index] !== undefined && (
              <span id={`${id}-${index}`} className="font-normal text-stone-600">
                : {choice[index]}
              </span>
            )}
          </legend>
          {isRing && isSizeOption(option) && (
            <Link
              to={ringSizeGuideFrom(`${location.pathname}${location.search}`)}
              className="text-sm font-medium text-brand-900 underline underline-offset-2 hover:text-brand-700"
            >
              {RING_SIZE_TEXTS.findYourSize}
            </Link>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            {option.values.map((value) => {
              const pressed = choice[index] === value;
              const selectable = valueSelectable(stocked, choice, index, value);
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={pressed}
                  disabled={!selectable}
                  aria-label={
                    selectable
                      ? `${option.name} ${value}`
                      : `${option.name} ${value}, ${VARIANT_TEXTS.unavailable}`
                  }
                  onClick={() => pick(index, value)}
                  className="min-h-11 min-w-11 rounded-lg bg-white px-3 text-sm font-medium text-stone-900 ring-1 ring-stone-300 hover:ring-brand-700 aria-pressed:bg-brand-50 aria-pressed:ring-2 aria-pressed:ring-brand-700 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 disabled:line-through"
                >
                  {value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
