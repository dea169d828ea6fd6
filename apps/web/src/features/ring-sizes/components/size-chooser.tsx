import { useId, useState } from 'react';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import {
  ringSizeForCircumference,
  ringSizeForDiameter,
  sizeToChoose,
  type RingSize,
} from '@shop/shared/ring-sizes';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { ringSizeWords } from '../ring-size-words.ts';

/** A size the ring is made in, and the address of its page in that size. */
export interface SizeOfRing {
  size: string;
  /** In stock or made to order. */
  selectable: boolean;
  to: string;
}

const FIELD =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30';

/** What a measure typed in millimetres reads as: a number above 0, or nothing. */
function millimetres(text: string): number | undefined {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The guide opened from a ring's page: the shopper measures (a thread around the finger, or
 * across a ring that fits) or picks one of the sizes the ring is made in, and a link takes them
 * back to the ring in that size.
 */
export function SizeChooser({
  name,
  back,
  sizes,
}: {
  name: string;
  /** The page the guide was opened from, as it was. */
  back: string;
  sizes: readonly SizeOfRing[];
}) {
  const words = ringSizeWords(useLingui().i18n);
  const id = useId();
  const [chosen, setChosen] = useState<string | undefined>();
  const [measured, setMeasured] = useState<{ ring: RingSize | undefined; chosen: string | undefined }>();
  const selectable = sizes.filter((size) => size.selectable).map((size) => size.size);
  const measure = (text: string, sizeOf: (mm: number) => RingSize | undefined) => {
    const mm = millimetres(text);
    if (mm === undefined) {
      setMeasured(undefined);
      return;
    }
    const ring = sizeOf(mm);
    const choice = ring ? sizeToChoose(ring.size, selectable) : undefined;
    setMeasured({ ring, chosen: choice });
    if (choice !== undefined) setChosen(choice);
  };
  const target = sizes.find((size) => size.size === chosen);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-brand-100 print:hidden"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900 [overflow-wrap:anywhere]">
        {words.chooseHeading(name)}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-stone-700">{words.chooseIntro}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-medium text-stone-800">
          {words.circumferenceLabel}
          <input
            type="text"
            inputMode="decimal"
            className={FIELD}
            onChange={(event) => measure(event.target.value, ringSizeForCircumference)}
          />
        </label>
        <label className="block text-sm font-medium text-stone-800">
          {words.diameterLabel}
          <input
            type="text"
            inputMode="decimal"
            className={FIELD}
            onChange={(event) => measure(event.target.value, ringSizeForDiameter)}
          />
        </label>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-stone-800">
        {measured &&
          (measured.ring ? words.measuredSize(measured.ring.size, measured.chosen) : words.outsideTable)}
      </p>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-stone-800">{words.sizesLabel(name)}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {sizes.map((size) => (
            <button
              key={size.size}
              type="button"
              aria-pressed={chosen === size.size}
              disabled={!size.selectable}
              onClick={() => setChosen(size.size)}
              className="min-h-11 min-w-11 rounded-lg bg-white px-3 text-sm font-medium text-stone-900 ring-1 ring-stone-300 hover:ring-brand-700 aria-pressed:bg-brand-100 aria-pressed:ring-2 aria-pressed:ring-brand-700 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 disabled:line-through"
            >
              {size.size}
            </button>
          ))}
        </div>
      </fieldset>
      <Link
        to={target ? target.to : back}
        className={`mt-4 inline-flex max-w-full [overflow-wrap:anywhere] ${PRIMARY_BUTTON}`}
      >
        {target ? words.backToInSize(name, target.size) : words.backTo(name)}
      </Link>
    </section>
  );
}

/** The guide opened from another page of the shop: only the way back. */
export function BackFromGuide({ back }: { back: string }) {
  const words = ringSizeWords(useLingui().i18n);
  return (
    <p className="mt-4 print:hidden">
      <Link
        to={back}
        className="font-medium text-brand-900 underline underline-offset-2 hover:text-brand-700"
      >
        {words.back}
      </Link>
    </p>
  );
}
