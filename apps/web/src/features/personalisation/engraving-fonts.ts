import { ENGRAVING_FONT_FACES } from '@shop/shared/engraving-fonts';
import type { EngravingFont } from '@shop/shared/personalisation';
import '@shop/shared/engraving-fonts.css';

export { ENGRAVING_FONT_FACES };

/** A CSS `font` shorthand for canvas drawing and for `document.fonts.load`. */
export function engravingFont(font: EngravingFont, sizePx: number): string {
  const face = ENGRAVING_FONT_FACES[font];
  return `${face.weight} ${sizePx}px ${face.family}`;
}
