import type { EngravingFont } from '@shop/shared/personalisation';
import './engraving-fonts.css';

/** The CSS font of each engraving font, as the stylesheet beside this file declares it. */
export const ENGRAVING_FONT_FACES: Readonly<Record<EngravingFont, { family: string; weight: number }>> = {
  script: { family: "'Great Vibes', cursive", weight: 400 },
  serif: { family: "'Cormorant Garamond', serif", weight: 600 },
  modern: { family: "'Montserrat', sans-serif", weight: 500 },
  handwritten: { family: "'Caveat', cursive", weight: 500 },
  block: { family: "'Bebas Neue', sans-serif", weight: 400 },
  roman: { family: "'Cinzel', serif", weight: 500 },
};

/** A CSS `font` shorthand for canvas drawing and for `document.fonts.load`. */
export function engravingFont(font: EngravingFont, sizePx: number): string {
  const face = ENGRAVING_FONT_FACES[font];
  return `${face.weight} ${sizePx}px ${face.family}`;
}
