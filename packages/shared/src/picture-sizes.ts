/**
 * How wide the storefront draws a product picture, at each screen width: the `sizes` the
 * browser reads to choose a file of `imageSrcSet` before it has laid out the page. A `sizes`
 * wider than the picture makes a phone fetch a larger file than its screen shows; narrower,
 * a blurred one. The layouts below are the pages' own (their Tailwind classes are named
 * beside each), and `slotWidth` computes the same width the `sizes` text gives, so both
 * can be checked against the page as a browser draws it.
 */
import { PRODUCT_IMAGE_WIDTHS } from './catalogue.ts';

export interface PictureLayout {
  /** The page's padding on both sides together, in CSS pixels. */
  inset: number;
  /** The widest the content gets, inside the padding (Tailwind's `max-w-*` counts the padding in). */
  maxWidth: number;
  /** From each screen width up (the first from 0), how many pictures stand side by side, and the gap between them. */
  columns: readonly { from: number; count: number; gap: number }[];
}

/**
 * A listing's cards (ProductGrid): `max-w-6xl px-4`, then `repeat(auto-fill, minmax(min(220px,
 * 100%), 1fr))` with `gap-4`, and cards of at least 280 px from `md` (768 px). So one card a
 * row up to 487 px, two from 488 (2 × 220 + 16 + 32), three from 724, two again at 768
 * (280 px each), three from 904; the content stops growing at 1,152, three cards of 363 px.
 */
export const CARD_LAYOUT: PictureLayout = {
  inset: 32,
  maxWidth: 1120,
  columns: [
    { from: 0, count: 1, gap: 0 },
    { from: 488, count: 2, gap: 16 },
    { from: 724, count: 3, gap: 16 },
    { from: 768, count: 2, gap: 16 },
    { from: 904, count: 3, gap: 16 },
  ],
};

/** The product page's large picture (ProductLayout): `max-w-6xl px-4`, two columns with `gap-8` from `lg`. */
export const GALLERY_LAYOUT: PictureLayout = {
  inset: 32,
  maxWidth: 1120,
  columns: [
    { from: 0, count: 1, gap: 0 },
    { from: 1024, count: 2, gap: 32 },
  ],
};

/** A shared preview's picture (SharedPreviewView): `max-w-5xl px-4`, two columns with `gap-10` from `lg`. */
export const PREVIEW_LAYOUT: PictureLayout = {
  inset: 32,
  maxWidth: 992,
  columns: [
    { from: 0, count: 1, gap: 0 },
    { from: 1024, count: 2, gap: 40 },
  ],
};

function columnsAt(layout: PictureLayout, viewport: number) {
  let active = layout.columns[0] ?? { from: 0, count: 1, gap: 0 };
  for (const rule of layout.columns) if (viewport >= rule.from) active = rule;
  return active;
}

/** The picture's width in CSS pixels on a screen `viewport` pixels wide. */
export function slotWidth(layout: PictureLayout, viewport: number): number {
  const { count, gap } = columnsAt(layout, viewport);
  const content = Math.min(viewport - layout.inset, layout.maxWidth);
  return (content - gap * (count - 1)) / count;
}

/** The `sizes` text of a layout: the widest screens first, as the browser reads the first that matches. */
export function pictureSizes(layout: PictureLayout): string {
  const widest = layout.maxWidth + layout.inset;
  const parts: string[] = [];
  const rules = [...layout.columns].sort((a, b) => b.from - a.from);
  let capped = false;
  for (const rule of rules) {
    const fixed = `${Math.ceil(slotWidth(layout, Math.max(rule.from, widest)))}px`;
    if (rule.from >= widest) {
      parts.push(`(min-width: ${rule.from}px) ${fixed}`);
      capped = true;
      continue;
    }
    if (!capped) parts.push(`(min-width: ${widest}px) ${fixed}`);
    capped = true;
    const minus = layout.inset + rule.gap * (rule.count - 1);
    const width =
      rule.count === 1 ? `calc(100vw - ${minus}px)` : `calc((100vw - ${minus}px) / ${rule.count})`;
    parts.push(rule.from > 0 ? `(min-width: ${rule.from}px) ${width}` : width);
  }
  return parts.join(', ');
}

export const CARD_IMAGE_SIZES = pictureSizes(CARD_LAYOUT);
export const GALLERY_IMAGE_SIZES = pictureSizes(GALLERY_LAYOUT);
export const PREVIEW_IMAGE_SIZES = pictureSizes(PREVIEW_LAYOUT);

/**
 * The file a screen needs for a picture `slot` CSS pixels wide at `density` device pixels
 * per CSS pixel: the narrowest that covers it, else the widest there is. Browsers may take
 * one step smaller when the screen's density is nearer it (Chromium does), never a larger one.
 */
export function widthFor(slot: number, density: number): number {
  const needed = slot * density;
  return PRODUCT_IMAGE_WIDTHS.find((width) => width >= needed) ?? Math.max(...PRODUCT_IMAGE_WIDTHS);
}
