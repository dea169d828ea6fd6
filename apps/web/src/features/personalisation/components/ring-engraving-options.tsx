import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FONT_LABELS, RING_PAGE_FONTS, RING_PAGE_MAX_LENGTH } from '@shop/shared/personalisation';
import { ENGRAVING_FONT_FACES } from '../engraving-fonts.ts';
import type { RingFont } from '../ring-product.ts';
import { PERSONALISATION_MESSAGES } from '../personalisation-words.ts';

/** The ring page's engraving: a message of up to 20 characters and one of three fonts. */
export function RingEngravingOptions({
  text,
  font,
  onTextChange,
  onFontChange,
}: {
  text: string;
  font: RingFont;
  onTextChange: (text: string) => void;
  onFontChange: (font: RingFont) => void;
}) {
  const { i18n } = useLingui();
  const inputId = useId();
  const used = text.length;
  const max = RING_PAGE_MAX_LENGTH;
  const counterId = useId();
  const fontName = useId();
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor={inputId} className="block font-medium text-stone-900">
          <Trans>Your engraving</Trans>
        </label>
        <input
          id={inputId}
          type="text"
          value={text}
          maxLength={RING_PAGE_MAX_LENGTH}
          placeholder={i18n._(PERSONALISATION_MESSAGES.ringPlaceholder)}
          autoComplete="off"
          aria-describedby={counterId}
          // A pasted message longer than the ring takes is cut, as typing stops at the limit.
          onChange={(event) => onTextChange(event.target.value.slice(0, RING_PAGE_MAX_LENGTH))}
          className="mt-1 w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base placeholder:text-stone-500 focus:border-brand-700"
        />
        <p id={counterId} className="mt-1 text-sm text-stone-600">
          <Trans>
            {used}/{max} characters
          </Trans>
        </p>
      </div>

      <fieldset>
        <legend className="font-medium text-stone-900">
          <Trans>Font style</Trans>
        </legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {RING_PAGE_FONTS.map((option) => {
            const face = ENGRAVING_FONT_FACES[option];
            return (
              <label
                key={option}
                className="flex min-h-14 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white px-2 py-2 text-center text-stone-900 hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-100 has-checked:ring-1 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
              >
                <input
                  type="radio"
                  name={fontName}
                  value={option}
                  checked={font === option}
                  onChange={() => onFontChange(option)}
                  className="sr-only"
                />
                <span
                  className="text-2xl leading-none"
                  style={{ fontFamily: face.family, fontWeight: face.weight }}
                >
                  {FONT_LABELS[option]}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
