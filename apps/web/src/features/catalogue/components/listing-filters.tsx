import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import type { SortOption } from '@shop/shared/catalogue';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { parsePriceInput, type PriceBounds, type PriceRange } from '../listing-rules.ts';

/** The bar above a listing: filter drop-downs on the left, the sort menu on the right. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    // On a phone the filters sit two to a row; the price panel opens across the whole bar.
    <div className="relative mb-6 grid grid-cols-2 items-end gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:flex sm:flex-wrap">
      {children}
    </div>
  );
}

/**
 * 'Price Range': a drop-down with a slider for each end and two number inputs. Typed values
 * are whole rupees; anything else counts as 0.
 */
export function PriceRangeFilter({
  value,
  bounds,
  onChange,
}: {
  value: PriceRange;
  bounds: PriceBounds;
  onChange: (range: PriceRange) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const labelId = useId();
  const summaryId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(
    open,
    useCallback(() => setOpen(false), []),
    containerRef,
    buttonRef,
  );
  const { t } = useLingui();
  const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));
  const summary =
    value.min <= 0 && value.max >= bounds.max
      ? t`Any price`
      : `${rupees(value.min)} – ${value.max >= bounds.max ? `${rupees(bounds.max)}+` : rupees(value.max)}`;

  return (
    <div className="flex flex-col sm:relative" ref={containerRef}>
      <span id={labelId} className="text-xs font-medium text-stone-700">
        {t`Price Range`}
      </span>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-labelledby={`${labelId} ${summaryId}`}
        onClick={() => setOpen((current) => !current)}
        className="mt-1 flex items-center justify-between gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm hover:border-brand-600"
      >
        <span id={summaryId} className="truncate">
          {summary}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-3 top-full z-20 mt-2 rounded-xl bg-white p-4 shadow-lg ring-1 ring-stone-200 sm:inset-x-auto sm:left-0 sm:w-72"
      >
        <RangeSlider
          label={t`Minimum price`}
          value={value.min}
          bounds={bounds}
          onChange={(min) => onChange({ min, max: Math.max(min, value.max) })}
        />
        <RangeSlider
          label={t`Maximum price`}
          value={value.max}
          bounds={bounds}
          onChange={(max) => onChange({ min: Math.min(value.min, max), max })}
        />
        <div className="mt-3 grid grid-cols-2 gap-3">
          <NumberInput label={t`Min (₹)`} value={value.min} onChange={(min) => onChange({ ...value, min })} />
          <NumberInput label={t`Max (₹)`} value={value.max} onChange={(max) => onChange({ ...value, max })} />
        </div>
      </div>
    </div>
  );
}

function RangeSlider({
  label,
  value,
  bounds,
  onChange,
}: {
  label: string;
  value: number;
  bounds: PriceBounds;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="mb-2">
      <label htmlFor={id} className="flex justify-between text-xs text-stone-700">
        <span>{label}</span>
        <span>{formatPaise(rupeesToPaise(Math.min(value, bounds.max)))}</span>
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={bounds.max}
        step={bounds.step}
        value={Math.min(value, bounds.max)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand-700"
      />
    </div>
  );
}

function NumberInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-xs text-stone-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(event) => onChange(parsePriceInput(event.target.value))}
        className="mt-1 w-full rounded-lg border border-stone-300 px-2 py-1.5 text-sm"
      />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled drop-down of choices (category, material, personalisation). */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-xs font-medium text-stone-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm hover:border-brand-600"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * 'Size', where the listing has designs sold in sizes: any size, or one of them (in stock or
 * made to order), and then whether that size must be in stock. A size chosen stays offered
 * while other filters leave no design in it, so it can be taken back.
 */
export function SizeFilter({
  sizes,
  size,
  inStock,
  onChange,
}: {
  sizes: readonly string[];
  size: string;
  inStock: boolean;
  onChange: (size: string, inStock: boolean) => void;
}) {
  const checkboxId = useId();
  const { t } = useLingui();
  const offered = size === '' || sizes.includes(size) ? sizes : [...sizes, size];
  if (offered.length === 0) return null;
  return (
    <>
      <SelectFilter
        label={t`Size`}
        value={size}
        options={[{ value: '', label: t`Any size` }, ...offered.map((value) => ({ value, label: value }))]}
        onChange={(next) => onChange(next, inStock)}
      />
      {size !== '' && (
        <div className="flex items-center gap-2 self-center pt-5 sm:pt-4">
          <input
            id={checkboxId}
            type="checkbox"
            checked={inStock}
            onChange={(event) => onChange(size, event.target.checked)}
            className="size-5 accent-brand-700"
          />
          <label htmlFor={checkboxId} className="text-sm text-stone-800">
            {t`In stock in this size`}
          </label>
        </div>
      )}
    </>
  );
}

/**
 * The sort menu's choices, in the specification's words in English (`SORT_LABELS` in
 * packages/shared, which listing-filters.test.tsx holds these to) and in the shop's languages.
 */
export const SORT_MESSAGES: Readonly<Record<SortOption, MessageDescriptor>> = {
  featured: msg`Featured`,
  'alpha-asc': msg`Alphabetically, A-Z`,
  'alpha-desc': msg`Alphabetically, Z-A`,
  'price-asc': msg`Price, low to high`,
  'price-desc': msg`Price, high to low`,
  newest: msg`Newest First`,
};

export function SortSelect({
  value,
  options,
  onChange,
}: {
  value: SortOption;
  options: readonly SortOption[];
  onChange: (value: SortOption) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="sm:ml-auto">
      <SelectFilter
        label={t`Sort by`}
        value={value}
        options={options.map((option) => ({ value: option, label: t(SORT_MESSAGES[option]) }))}
        onChange={(next) => onChange(options.find((option) => option === next) ?? 'featured')}
      />
    </div>
  );
}
