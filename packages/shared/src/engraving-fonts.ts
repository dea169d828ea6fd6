import type { EngravingFont } from './personalisation.ts';

/**
 * The CSS font of each engraving font, as engraving-fonts.css beside this file declares it:
 * the storefront's preview and the back office's order page show an engraving alike.
 */
export const ENGRAVING_FONT_FACES: Readonly<Record<EngravingFont, { family: string; weight: number }>> = {
  script: { family: "'Great Vibes', cursive", weight: 400 },
  serif: { family: "'Cormorant Garamond', serif", weight: 600 },
  modern: { family: "'Montserrat', sans-serif", weight: 500 },
  handwritten: { family: "'Caveat', cursive", weight: 500 },
  block: { family: "'Bebas Neue', sans-serif", weight: 400 },
  roman: { family: "'Cinzel', serif", weight: 500 },
};
