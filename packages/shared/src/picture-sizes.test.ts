import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './catalogue.ts';
import {
  CARD_IMAGE_SIZES,
  CARD_LAYOUT,
  GALLERY_IMAGE_SIZES,
  GALLERY_LAYOUT,
  PREVIEW_IMAGE_SIZES,
  PREVIEW_LAYOUT,
  slotWidth,
  widthFor,
} from './picture-sizes.ts';

/** The width a browser reads from a `sizes` text on a screen `viewport` pixels wide. */
function sizesWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const match = /^(?:\(min-width: (\d+)px\)\s+)?(.+)$/.exec(entry.trim());
    if (!match) throw new Error(`Unreadable sizes entry: ${entry}`);
    const [, minWidth, length = ''] = match;
    if (minWidth !== undefined && viewport < Number(minWidth)) continue;
    const fixed = /^(\d+)px$/.exec(length);
    if (fixed) return Number(fixed[1]);
    const calc = /^calc\(\(?100vw - (\d+)px\)?(?: \/ (\d+))?\)$/.exec(length);
    if (!calc) throw new Error(`Unreadable length: ${length}`);
    return (viewport - Number(calc[1])) / Number(calc[2] ?? 1);
  }
  throw new Error(`No sizes entry matches ${viewport} px: ${sizes}`);
}

/** The file of a card's srcset a screen needs, through the card's own `sizes`. */
function cardFile(viewport: number, density: number): number {
  return widthFor(sizesWidth(CARD_IMAGE_SIZES, viewport), density);
}

describe('product picture sizes', () => {
  it('a 412 px phone at 1.75 (Lighthouse’s phone) fetches a card’s 720 file, not the 960 one', () => {
    expect(slotWidth(CARD_LAYOUT, 412)).toBe(380);
    expect(cardFile(412, 1.75)).toBe(720);
    expect(cardFile(412, 2)).toBe(960);
  });

  it('a 360 px phone gets 640 at 1.75 and 2 pixels per point, 960 at 3', () => {
    expect(cardFile(360, 1.75)).toBe(640);
    expect(cardFile(360, 2)).toBe(720);
    expect(cardFile(360, 3)).toBe(960);
  });

  it('a desktop card is a third of the content: 480 on a plain screen, 960 on a sharp one', () => {
    expect(slotWidth(CARD_LAYOUT, 1440)).toBeCloseTo(362.7, 1);
    expect(cardFile(1440, 1)).toBe(480);
    expect(cardFile(1440, 2)).toBe(960);
  });

  it('the product page’s picture fills a phone and half the desktop content', () => {
    expect(widthFor(sizesWidth(GALLERY_IMAGE_SIZES, 412), 1.75)).toBe(720);
    expect(slotWidth(GALLERY_LAYOUT, 1440)).toBe(544);
    expect(widthFor(sizesWidth(GALLERY_IMAGE_SIZES, 1440), 1)).toBe(640);
  });

  it.each([
    ['card', CARD_LAYOUT, CARD_IMAGE_SIZES],
    ['gallery', GALLERY_LAYOUT, GALLERY_IMAGE_SIZES],
    ['preview', PREVIEW_LAYOUT, PREVIEW_IMAGE_SIZES],
  ] as const)('the %s sizes text gives the layout’s width at every screen width', (_, layout, sizes) => {
    for (let viewport = 320; viewport <= 1600; viewport += 1) {
      // The widest screens' width is rounded up to a whole pixel.
      const over = sizesWidth(sizes, viewport) - slotWidth(layout, viewport);
      expect(over, `${viewport} px`).toBeGreaterThanOrEqual(0);
      expect(over, `${viewport} px`).toBeLessThan(1);
    }
  });

  it('a picture’s srcset offers every width, so each of these can be chosen', () => {
    expect(imageSrcSet('/images/catalogue/v1/ring-gold-1-640.webp')).toBe(
      [320, 480, 640, 720, 960]
        .map((width) => `/images/catalogue/v1/ring-gold-1-${width}.webp ${width}w`)
        .join(', '),
    );
  });
});
