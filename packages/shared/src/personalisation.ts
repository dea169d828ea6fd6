/**
 * Personalising a piece: the fonts, lengths and sizes of an engraving, the texts of the
 * screens, and how a personalisation given in any of its older shapes is read for a preview.
 * The personalisation a cart line carries is checked in personalisation-schema.ts: zod is loaded
 * only by the pages that check one.
 */
import type { ItemType } from './catalogue.ts';
import type { Customization } from './personalisation-schema.ts';
import { PDF_MIME_TYPE, fileUrl } from './files.ts';

export type { Customization } from './personalisation-schema.ts';

/** Fonts of the product page's engraving (default script) and of the ring page (default script). */
export const PRODUCT_FONTS = ['script', 'serif', 'modern', 'handwritten'] as const;
export const RING_PAGE_FONTS = ['script', 'block', 'roman'] as const;
export const ENGRAVING_FONTS = ['script', 'serif', 'modern', 'handwritten', 'block', 'roman'] as const;
export type EngravingFont = (typeof ENGRAVING_FONTS)[number];
export const DEFAULT_FONT: EngravingFont = 'script';

export const FONT_LABELS: Readonly<Record<EngravingFont, string>> = {
  script: 'Script',
  serif: 'Serif',
  modern: 'Modern',
  handwritten: 'Handwritten',
  block: 'Block',
  roman: 'Roman',
};

/** The product page's font size slider, in CSS pixels of the preview. */
export const FONT_SIZE = { min: 20, max: 60, step: 1, default: 40 } as const;

/** Longest engraving on the product page by kind of piece, and the advice shown beside it. */
const ENGRAVING_LIMITS: Readonly<Partial<Record<ItemType, { max: number; guidance: string }>>> = {
  ring: { max: 8, guidance: 'Best with 3-8 characters on a ring' },
  pendant: { max: 10, guidance: 'Best with 5-10 characters on a pendant' },
  bracelet: { max: 15, guidance: 'Up to 15 characters on a bracelet' },
};
const OTHER_PIECE_LIMIT = { max: 15, guidance: 'Up to 15 characters' };

export function engravingLimit(itemType: ItemType | string): { max: number; guidance: string } {
  return ENGRAVING_LIMITS[itemType as ItemType] ?? OTHER_PIECE_LIMIT;
}

/** The ring personalisation page takes a longer message than the product page. */
export const RING_PAGE_MAX_LENGTH = 20;

/** Longest engraving any screen takes: what a stored personalisation may carry. */
export const LONGEST_ENGRAVING = RING_PAGE_MAX_LENGTH;

/** A size written by the shopper behind 'Add size' (free text: ring size 14, 7 inch, …). */
export const SIZE_MAX_LENGTH = 40;

export { ADDED_TO_CART_MS, PERSONALISATION_TEXTS } from './personalisation-texts.ts';

/**
 * A picture of the upload small enough for the browser's storage (a JPEG data URL), the
 * file's address, or the placeholder left when storage was full. The file itself stays on
 * the server under its fileId.
 */
export const FILE_DATA_PLACEHOLDER = '[kept on the server]';
export const THUMBNAIL_MAX_CHARS = 48_000;
/** The uploads a personalisation names: what an order must keep on the server. */
export function personalisationFileIds(customization: Customization | undefined): string[] {
  switch (customization?.type) {
    case 'fingerprint':
    case 'image':
    case 'pdf':
      return [customization.fileId];
    case 'combined':
      return [customization.file.fileId, ...(customization.image ? [customization.image.fileId] : [])];
    default:
      return [];
  }
}

/** What the cart tells apart: one line per product, personalisation, variant and size. */
export function personalisationIdentity(customization: Customization | undefined): string {
  if (!customization) return '';
  switch (customization.type) {
    case 'engraving':
      return `engraving:${customization.customName}:${customization.selectedFont}:${customization.fontSize}`;
    case 'fingerprint':
    case 'image':
    case 'pdf':
      return `${customization.type}:${customization.fileId}`;
    case 'combined':
      return `combined:${customization.text.content}:${customization.text.font}:${customization.text.fontSize}:${customization.file.fileId}:${customization.image?.fileId ?? ''}`;
    case 'text':
      return `text:${customization.text}`;
  }
}

// ---------------------------------------------------------------------------------------
// Reading a personalisation for a preview: stored carts, older orders and other shops' data
// give it as JSON text, as a picture's address or base64, or as words.

export type PersonalisationView =
  | { kind: 'none' }
  | { kind: 'engraving'; text: string; font: EngravingFont; fontSize: number }
  | { kind: 'picture'; label: 'Fingerprint' | 'Image'; src: string; name?: string }
  | { kind: 'pdf'; href: string; name?: string }
  | { kind: 'text'; text: string; format?: string; style?: string }
  | {
      kind: 'combined';
      text: string;
      font: EngravingFont;
      fontSize: number;
      file?: { kind: 'picture'; src: string; name: string } | { kind: 'pdf'; href: string; name: string };
      /** The second upload area's picture. */
      picture?: { src: string; name: string };
    };

/** base64 of a picture starts with the encoding of the format's signature. */
const BASE64_PICTURE_PREFIXES: readonly (readonly [string, string])[] = [
  ['/9j/', 'image/jpeg'],
  ['iVBORw0KGgo', 'image/png'],
  ['R0lGOD', 'image/gif'],
  ['Qk', 'image/bmp'],
  ['UklGR', 'image/webp'],
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bWwg', 'image/svg+xml'],
];
const PICTURE_EXTENSION = /\.(jpe?g|png|gif|bmp|webp|svg)(\?.*)?$/i;
const BASE64_TEXT = /^[A-Za-z0-9+/]+={0,2}$/;

/** A picture's address for a personalisation given as a bare string, or undefined when it is words. */
export function pictureSource(value: string): string | undefined {
  const text = value.trim();
  if (/^data:image\//i.test(text) || /^https?:\/\//i.test(text)) return text;
  if (text.startsWith('/') && PICTURE_EXTENSION.test(text)) return text;
  if (PICTURE_EXTENSION.test(text) && !/\s/.test(text)) return text;
  if (text.length >= 16 && BASE64_TEXT.test(text)) {
    const mime = BASE64_PICTURE_PREFIXES.find(([prefix]) => text.startsWith(prefix))?.[1];
    if (mime) return `data:${mime};base64,${text}`;
  }
  return undefined;
}

function fontOf(value: unknown): EngravingFont {
  return ENGRAVING_FONTS.find((font) => font === value) ?? DEFAULT_FONT;
}

function sizeOf(value: unknown): number {
  // Number(null) and Number('') are 0, which would shrink a missing size to the smallest.
  const size = typeof value === 'number' || (typeof value === 'string' && value.trim()) ? Number(value) : NaN;
  return Number.isFinite(size) ? Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, size)) : FONT_SIZE.default;
}

function storedFileSource(fileData: unknown, fileId: unknown): string | undefined {
  if (typeof fileData === 'string' && fileData !== FILE_DATA_PLACEHOLDER && fileData.trim()) {
    const src = pictureSource(fileData);
    if (src) return src;
  }
  return typeof fileId === 'string' && fileId ? fileUrl(fileId) : undefined;
}

/** A PDF's address: the server's copy, a web address or a PDF data URL; never the placeholder or a script. */
function pdfSource(fileData: unknown, fileId: unknown): string | undefined {
  if (typeof fileId === 'string' && fileId) return fileUrl(fileId);
  const text = textOf(fileData);
  return text && /^(https?:\/\/|\/(?![/\\])|data:application\/pdf[;,])/i.test(text) ? text : undefined;
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function objectView(value: Record<string, unknown>): PersonalisationView {
  const type = value.type;
  // The ring personalisation page's engraving: { text, fontStyle }.
  const engraved = textOf(value.customName) ?? (type !== 'text' ? textOf(value.text) : undefined);
  if (type === 'engraving' || (type === undefined && engraved)) {
    return engraved
      ? {
          kind: 'engraving',
          text: engraved,
          font: fontOf(value.selectedFont ?? value.fontStyle),
          fontSize: sizeOf(value.fontSize),
        }
      : { kind: 'none' };
  }
  if (type === 'fingerprint' || type === 'image') {
    const src = storedFileSource(value.fileData, value.fileId);
    if (!src) return { kind: 'none' };
    const name = textOf(value.uploadedFile);
    return {
      kind: 'picture',
      label: type === 'fingerprint' ? 'Fingerprint' : 'Image',
      src,
      ...(name ? { name } : {}),
    };
  }
  if (type === 'pdf') {
    const href = pdfSource(value.fileData, value.fileId);
    if (!href) return { kind: 'none' };
    const name = textOf(value.uploadedFile);
    return { kind: 'pdf', href, ...(name ? { name } : {}) };
  }
  if (type === 'text') {
    const text = textOf(value.text);
    if (!text) return { kind: 'none' };
    const options = (typeof value.textOptions === 'object' && value.textOptions) || {};
    const { format, style } = options as Record<string, unknown>;
    return {
      kind: 'text',
      text,
      ...(typeof format === 'string' ? { format } : {}),
      ...(typeof style === 'string' ? { style } : {}),
    };
  }
  if (type === 'combined') {
    const text = (typeof value.text === 'object' && value.text ? value.text : {}) as Record<string, unknown>;
    const file = (typeof value.file === 'object' && value.file ? value.file : {}) as Record<string, unknown>;
    const content = textOf(text.content) ?? '';
    const name = textOf(file.name) ?? 'Your file';
    const isPdf = file.type === PDF_MIME_TYPE;
    const src = isPdf
      ? typeof file.fileId === 'string' && file.fileId
        ? fileUrl(file.fileId)
        : undefined
      : storedFileSource(file.data, file.fileId);
    const image = (typeof value.image === 'object' && value.image ? value.image : {}) as Record<
      string,
      unknown
    >;
    const pictureSrc = storedFileSource(image.data, image.fileId);
    if (!content && !src) return { kind: 'none' };
    return {
      kind: 'combined',
      text: content,
      font: fontOf(text.font),
      fontSize: sizeOf(text.fontSize),
      ...(src ? { file: isPdf ? { kind: 'pdf', href: src, name } : { kind: 'picture', src, name } } : {}),
      ...(pictureSrc ? { picture: { src: pictureSrc, name: textOf(image.name) ?? 'Your picture' } } : {}),
    };
  }
  return { kind: 'none' };
}

/**
 * How to show a personalisation, whatever shape it arrives in: a string is read as JSON first;
 * otherwise it is a picture when it is a data or http(s) address, names a picture file, or
 * is base64 of a picture (its type read from the first characters); anything else is words.
 */
export function viewPersonalisation(value: unknown): PersonalisationView {
  if (value === null || value === undefined) return { kind: 'none' };
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return { kind: 'none' };
    try {
      const parsed: unknown = JSON.parse(text);
      // A JSON string holds the words or picture itself, without its quotes.
      if ((typeof parsed === 'object' && parsed !== null) || typeof parsed === 'string') {
        return viewPersonalisation(parsed);
      }
    } catch {
      // Not JSON: a picture or words.
    }
    const src = pictureSource(text);
    return src ? { kind: 'picture', label: 'Image', src } : { kind: 'text', text };
  }
  if (typeof value === 'object' && !Array.isArray(value)) return objectView(value as Record<string, unknown>);
  return { kind: 'none' };
}
