import type { EngravingArea } from '@shop/shared/engraving-templates';

/** The slider's sizes are pixels on a picture this wide; a smaller picture gets smaller letters. */
export const PREVIEW_REFERENCE_SIDE = 640;

/** Font size at which `measure` is asked: ink scales with the size, so one measure serves all. */
export const MEASURE_SIZE = 100;

/** Ink of a text at MEASURE_SIZE px: its advance and how far it reaches above and below the baseline. */
export interface InkMetrics {
  width: number;
  ascent: number;
  descent: number;
}
export type MeasureText = (text: string) => InkMetrics;

/** Some metal stays polished around the letters, as an engraver leaves it. */
const WIDTH_USED = 0.9;
const HEIGHT_USED = 0.85;

/** A piece of text drawn at (x, y) on its baseline, centred on x, turned by `angle` degrees. */
export interface EngravingRun {
  text: string;
  x: number;
  y: number;
  angle: number;
}

export interface EngravingLayout {
  /** The font size drawn, in pixels of the displayed picture. */
  fontPx: number;
  /** The text was made smaller than the shopper chose so that it stays on the metal. */
  shrunk: boolean;
  runs: EngravingRun[];
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/**
 * Where each letter of an engraving goes on a template picture `side` pixels wide, at the
 * shopper's `fontSize` (pixels at PREVIEW_REFERENCE_SIDE). A flat face gets the text centred
 * in its box in one run. A ring's band gets one run per letter along the arc, centred on the
 * band's middle, each turned so its top faces the circle's centre, as letters cut along the
 * band would stand. Text that does not fit the metal is drawn smaller until it does.
 */
export function layoutEngraving(
  area: EngravingArea,
  text: string,
  measure: MeasureText,
  fontSize: number,
  side: number,
): EngravingLayout {
  const ink = measure(text);
  const wanted = (fontSize * side) / PREVIEW_REFERENCE_SIDE;
  const perPx = 1 / MEASURE_SIZE;
  const inkHeight = (ink.ascent + ink.descent) * perPx;

  if (area.kind === 'box') {
    const fontPx = fitted(wanted, ink.width * perPx, inkHeight, area.width * side, area.height * side);
    const scale = fontPx * perPx;
    // The ink, not the em box, is centred: a script capital reaches far above the baseline.
    const baseline = (area.y + area.height / 2) * side + ((ink.ascent - ink.descent) * scale) / 2;
    return {
      fontPx,
      shrunk: fontPx < wanted,
      runs: [{ text, x: (area.x + area.width / 2) * side, y: baseline, angle: 0 }],
    };
  }

  const radius = area.radius * side;
  const arcLength = radius * radians(Math.abs(area.startAngle - area.endAngle));
  const fontPx = fitted(wanted, ink.width * perPx, inkHeight, arcLength, area.bandHeight * side);
  const scale = fontPx * perPx;
  // Letters stand on a circle a little outside the band's middle line, so their ink is centred on it.
  const baselineRadius = radius + ((ink.ascent - ink.descent) * scale) / 2;
  const middle = (area.startAngle + area.endAngle) / 2;
  const total = ink.width * scale;
  const centreX = area.centerX * side;
  const centreY = area.centerY * side;
  const letters = Array.from(text);
  const runs: EngravingRun[] = [];
  let before = 0;
  letters.forEach((letter, index) => {
    // Each letter's advance as the whole word measures it, so kerning and joins keep their spacing.
    const upTo = measure(letters.slice(0, index + 1).join('')).width * scale;
    const along = (before + upTo) / 2;
    before = upTo;
    // The start angle is the left end: moving along the text walks towards the end angle.
    const direction = Math.sign(area.endAngle - area.startAngle) || 1;
    const angle = middle + direction * degrees((along - total / 2) / baselineRadius);
    runs.push({
      text: letter,
      x: centreX + baselineRadius * Math.cos(radians(angle)),
      y: centreY + baselineRadius * Math.sin(radians(angle)),
      // Upright at the bottom of the circle (90 degrees), leaning with the band elsewhere.
      angle: angle - 90,
    });
  });
  return { fontPx, shrunk: fontPx < wanted, runs };
}

/** The wanted size, or the largest size at which the ink fits the room, whichever is smaller. */
function fitted(wanted: number, widthPerPx: number, heightPerPx: number, room: number, height: number) {
  const byWidth = widthPerPx > 0 ? (room * WIDTH_USED) / widthPerPx : wanted;
  const byHeight = heightPerPx > 0 ? (height * HEIGHT_USED) / heightPerPx : wanted;
  return Math.min(wanted, byWidth, byHeight);
}
