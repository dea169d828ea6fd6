import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { FONT_LABELS, FONT_SIZE, PRODUCT_FONTS } from '@shop/shared/personalisation';
import { ENGRAVING_FONT_FACES } from '../engraving-fonts.ts';
import type { PersonalisationValues } from '../product-personalisation.ts';
import { guidanceText } from '../personalisation-words.ts';

/**
 * The words to engrave with the piece's limit, its advice and a live count, the four fonts
 * (each name written in its own font) and the size slider with its value. `preview` sits
 * under the words, so it stays in sight while the shopper types and picks a font.
 */
export function EngravingOptions({
  register,
  values,
  limit,
  preview,
}: {
  register: UseFormRegister<PersonalisationValues>;
  values: Pick<PersonalisationValues, 'text' | 'font' | 'fontSize'>;
  limit: { max: number; guidance: string };
  preview?: ReactNode;
}) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div className="mt-4 space-y-5">
      <div>
        <label htmlFor={`${id}-text`} className="block text-sm font-medium text-stone-800">
          <Trans>Text to engrave</Trans>
        </label>
        <input
          id={`${id}-text`}
          type="text"
          maxLength={limit.max}
          autoComplete="off"
          aria-describedby={`${id}-guidance ${id}-count`}
          {...register('text')}
          className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 focus:border-brand-700"
        />
        <p className="mt-1 flex justify-between gap-3 text-sm text-stone-600">
          <span id={`${id}-guidance`}>{guidanceText(i18n, limit.guidance)}</span>
          <span id={`${id}-count`} className="shrink-0 tabular-nums">
            <span className="sr-only">
              <Trans>Characters used:</Trans>{' '}
            </span>
            {values.text.length}/{limit.max}
          </span>
        </p>
        {preview}
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-stone-800">
          <Trans>Font</Trans>
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {PRODUCT_FONTS.map((font) => {
            const face = ENGRAVING_FONT_FACES[font];
            return (
              <label
                key={font}
                className="flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-2 ring-1 ring-stone-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
              >
                <input type="radio" value={font} {...register('font')} className="accent-brand-700" />
                <span
                  className="text-xl text-stone-900"
                  style={{ fontFamily: face.family, fontWeight: face.weight }}
                >
                  {FONT_LABELS[font]}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor={`${id}-size`} className="text-sm font-medium text-stone-800">
            <Trans>Font size</Trans>
          </label>
          <output htmlFor={`${id}-size`} className="text-sm tabular-nums text-stone-700">
            {values.fontSize} px
          </output>
        </div>
        <input
          id={`${id}-size`}
          type="range"
          min={FONT_SIZE.min}
          max={FONT_SIZE.max}
          step={FONT_SIZE.step}
          {...register('fontSize', { valueAsNumber: true })}
          className="mt-2 block w-full accent-brand-700"
        />
      </div>
    </div>
  );
}
