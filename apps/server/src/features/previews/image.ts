/**
 * The picture of a shared preview that chat apps and social networks show beside its link
 * (Open Graph's 1200 × 630): the piece's picture with the engraving written where the
 * product page writes it, and beside it the piece's name, the words and, when the shopper
 * allowed it, the uploaded picture. Drawn with sharp from an SVG overlay.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { ENGRAVING_FONT_FACES } from '@shop/shared/engraving-fonts';
import {
  ENGRAVING_AREAS,
  ENGRAVING_TEXT_COLOURS,
  type EngravingArea,
} from '@shop/shared/engraving-templates';
import { FONT_LABELS, FONT_SIZE } from '@shop/shared/personalisation';
import { PREVIEW_TEXTS, type SharedEngraving, type SharedUploadKind } from '@shop/shared/previews';
import { SHOP_NAME } from '@shop/shared/shop';
import { escapeMarkup } from '../../plugins/markup.ts';

export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;
const SIDE = 630;
const PANEL_X = SIDE + 50;
const BACKGROUND = '#faf6ef';
const INK = '#3d2510';

export interface PreviewDrawing {
  productName: string;
  category: string;
  productType: 'Gold' | 'Silver';
  /** The piece's picture (its engraving template when it has one), or undefined when it cannot be read. */
  picture: Buffer | undefined;
  /** Whether `picture` is the engraving template, so the words go on its engraving area. */
  onTemplate: boolean;
  engraving: SharedEngraving | null;
  uploads: { kind: SharedUploadKind; picture: Buffer | undefined }[];
}

function fontAttributes(engraving: SharedEngraving): string {
  const face = ENGRAVING_FONT_FACES[engraving.font];
  return `font-family="${escapeMarkup(face.family.replaceAll("'", ''))}" font-weight="${face.weight}"`;
}

/** The words on the template's engraving area, as the product page's canvas places them. */
function engravingOnPicture(
  area: EngravingArea,
  engraving: SharedEngraving,
  colours: { fill: string; shine: string },
) {
  const letters = Math.max(1, Array.from(engraving.text).length);
  const text = escapeMarkup(engraving.text);
  const font = fontAttributes(engraving);
  if (area.kind === 'box') {
    const size = Math.min(
      area.height * SIDE * 0.6 * (engraving.fontSize / FONT_SIZE.max),
      (area.width * SIDE) / (letters * 0.6),
    );
    const x = (area.x + area.width / 2) * SIDE;
    const y = (area.y + area.height / 2) * SIDE;
    return `<g ${font} font-size="${size.toFixed(1)}" text-anchor="middle" dominant-baseline="central">
      <text x="${x}" y="${(y + size * 0.04).toFixed(1)}" fill="${colours.shine}" opacity="0.9">${text}</text>
      <text x="${x}" y="${y}" fill="${colours.fill}" opacity="0.86">${text}</text></g>`;
  }
  // The band's lowest point, where it faces the viewer: the words run straight across it
  // (the SVG renderer draws no text along a path).
  const radius = area.radius * SIDE;
  const arcLength = (radius * Math.abs(area.startAngle - area.endAngle) * Math.PI) / 180;
  const size = Math.min(
    area.bandHeight * SIDE * 0.8 * (engraving.fontSize / FONT_SIZE.max),
    arcLength / (letters * 0.6),
  );
  const x = area.centerX * SIDE;
  const y = area.centerY * SIDE + radius;
  return `<g ${font} font-size="${size.toFixed(1)}" text-anchor="middle" dominant-baseline="central">
      <text x="${x}" y="${(y + size * 0.04).toFixed(1)}" fill="${colours.shine}" opacity="0.9">${text}</text>
      <text x="${x}" y="${y.toFixed(1)}" fill="${colours.fill}" opacity="0.86">${text}</text></g>`;
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

const UPLOAD_NAMES: Readonly<Record<SharedUploadKind, string>> = {
  fingerprint: 'A fingerprint was added',
  picture: 'A picture was added',
  pdf: 'A PDF was added',
};

/** The preview's picture as PNG. */
export async function drawPreviewImage(drawing: PreviewDrawing): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  let piece: Buffer | undefined;
  if (drawing.picture) {
    try {
      piece = await sharp(drawing.picture).resize(SIDE, SIDE, { fit: 'cover' }).png().toBuffer();
    } catch {
      piece = undefined;
    }
  }
  if (piece) layers.push({ input: piece, left: 0, top: 0 });

  const area =
    drawing.onTemplate &&
    (drawing.category === 'ring' || drawing.category === 'pendant' || drawing.category === 'bracelet')
      ? ENGRAVING_AREAS[drawing.category]
      : undefined;
  const onPiece =
    piece && area && drawing.engraving
      ? engravingOnPicture(area, drawing.engraving, ENGRAVING_TEXT_COLOURS[drawing.productType])
      : '';

  const rows: string[] = [];
  let y = 90;
  rows.push(
    `<text x="${PANEL_X}" y="${y}" font-size="26" fill="#8a6a3a" font-family="serif">${escapeMarkup(SHOP_NAME)}</text>`,
  );
  y += 70;
  for (const line of wrap(drawing.productName, 20)) {
    rows.push(
      `<text x="${PANEL_X}" y="${y}" font-size="40" font-weight="600" fill="${INK}" font-family="serif">${escapeMarkup(line)}</text>`,
    );
    y += 54;
  }
  if (drawing.engraving) {
    y += 30;
    rows.push(
      `<text x="${PANEL_X}" y="${y}" font-size="26" fill="#6b5a44" font-family="sans-serif">${escapeMarkup(PREVIEW_TEXTS.engravedWith)} (${escapeMarkup(FONT_LABELS[drawing.engraving.font])})</text>`,
    );
    y += 80;
    rows.push(
      `<text x="${PANEL_X}" y="${y}" font-size="64" fill="${INK}" ${fontAttributes(drawing.engraving)}>${escapeMarkup(drawing.engraving.text)}</text>`,
    );
    y += 30;
  }
  const shown = drawing.uploads.filter((upload) => upload.picture !== undefined);
  for (const upload of drawing.uploads.filter((each) => each.picture === undefined)) {
    y += 50;
    rows.push(
      `<text x="${PANEL_X}" y="${y}" font-size="28" fill="#6b5a44" font-family="sans-serif">${escapeMarkup(UPLOAD_NAMES[upload.kind])}</text>`,
    );
  }
  y += 30;
  let left = PANEL_X;
  // Above the closing line, or not at all.
  const thumb = Math.min(200, PREVIEW_IMAGE.height - 90 - y);
  for (const upload of shown) {
    if (!upload.picture || thumb < 80 || left + thumb > PREVIEW_IMAGE.width) continue;
    try {
      const input = await sharp(upload.picture).resize(thumb, thumb, { fit: 'cover' }).png().toBuffer();
      layers.push({ input, left, top: y });
      left += thumb + 20;
    } catch {
      // A picture sharp cannot read is left out; the words still say what the piece is.
    }
  }

  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_IMAGE.width}" height="${PREVIEW_IMAGE.height}">
    ${piece ? '' : `<rect width="${SIDE}" height="${SIDE}" fill="#efe4d2"/>`}
    <g>${onPiece}</g>
    <rect x="${PANEL_X - 20}" y="40" width="4" height="${PREVIEW_IMAGE.height - 80}" fill="#e6d5b8"/>
    ${rows.join('\n    ')}
    <text x="${PANEL_X}" y="${PREVIEW_IMAGE.height - 40}" font-size="24" fill="#8a6a3a" font-family="sans-serif">${escapeMarkup(PREVIEW_TEXTS.personaliseOwn)}</text>
  </svg>`;
  return sharp({
    create: { width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height, channels: 3, background: BACKGROUND },
  })
    .composite([...layers, { input: Buffer.from(overlay), left: 0, top: 0 }])
    .png()
    .toBuffer();
}
