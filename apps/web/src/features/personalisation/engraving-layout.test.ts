import { describe, expect, it } from 'vitest';
import { ENGRAVING_AREAS } from '@shop/shared/engraving-templates';
import { layoutEngraving, type MeasureText } from './engraving-layout.ts';

/** Every letter `width` px wide at the measuring size, reaching 70 px up and 20 px down. */
const lettersOf =
  (width: number): MeasureText =>
  (text) => ({ width: Array.from(text).length * width, ascent: 70, descent: 20 });
const evenLetters = lettersOf(50);

const ring = ENGRAVING_AREAS.ring;
const side = 640;
const centre = { x: ring.centerX * side, y: ring.centerY * side };

describe('the engraving preview on a ring', () => {
  it('sets the letters along the band, symmetric around its middle, tops towards the centre', () => {
    const layout = layoutEngraving(ring, 'ANNA', evenLetters, 40, side);
    expect(layout.shrunk).toBe(false);
    expect(layout.fontPx).toBe(40);
    expect(layout.runs.map((run) => run.text)).toEqual(['A', 'N', 'N', 'A']);

    const [first, second, third, fourth] = layout.runs;
    // Left to right across the picture.
    expect(first!.x).toBeLessThan(second!.x);
    expect(second!.x).toBeLessThan(centre.x);
    expect(third!.x).toBeGreaterThan(centre.x);
    expect(fourth!.x).toBeGreaterThan(third!.x);
    // Mirror images around the band's middle: same height, same lean the other way.
    expect(first!.x - centre.x).toBeCloseTo(centre.x - fourth!.x, 6);
    expect(first!.y).toBeCloseTo(fourth!.y, 6);
    expect(first!.angle).toBeCloseTo(-fourth!.angle, 6);
    expect(second!.angle).toBeCloseTo(-third!.angle, 6);
    // The band curves up at its ends: outer letters sit higher and lean outwards.
    expect(first!.y).toBeLessThan(second!.y);
    expect(first!.angle).toBeGreaterThan(second!.angle);
    expect(second!.angle).toBeGreaterThan(0);

    for (const run of layout.runs) {
      const distance = Math.hypot(run.x - centre.x, run.y - centre.y);
      // On one circle, just outside the band's middle line (the ink is centred on it).
      expect(distance).toBeCloseTo(Math.hypot(first!.x - centre.x, first!.y - centre.y), 6);
      expect(distance).toBeGreaterThan(ring.radius * side);
      expect(distance).toBeLessThan((ring.radius + ring.bandHeight / 2) * side);
      // Its top points at the centre: the letter's up direction, turned by its angle.
      const up = { x: Math.sin((run.angle * Math.PI) / 180), y: -Math.cos((run.angle * Math.PI) / 180) };
      const toCentre = { x: (centre.x - run.x) / distance, y: (centre.y - run.y) / distance };
      expect(up.x).toBeCloseTo(toCentre.x, 6);
      expect(up.y).toBeCloseTo(toCentre.y, 6);
    }
  });

  it('stays within the arc of the band', () => {
    const layout = layoutEngraving(ring, 'FOREVER1', evenLetters, 30, side);
    const limit = Math.abs(ring.startAngle - ring.endAngle) / 2;
    for (const run of layout.runs) expect(Math.abs(run.angle)).toBeLessThan(limit);
  });

  it('draws long text smaller so that it stays on the band', () => {
    const layout = layoutEngraving(ring, 'WWWWWWWW', lettersOf(80), 60, side);
    expect(layout.shrunk).toBe(true);
    expect(layout.fontPx).toBeLessThan(60);
    const arcLength = ring.radius * side * ((Math.abs(ring.startAngle - ring.endAngle) * Math.PI) / 180);
    expect((8 * 80 * layout.fontPx) / 100).toBeLessThanOrEqual(arcLength);
    const spread = layout.runs.at(0)!.angle - layout.runs.at(-1)!.angle;
    expect(spread).toBeLessThan(Math.abs(ring.startAngle - ring.endAngle));
  });

  it('scales the chosen size with the picture shown', () => {
    const full = layoutEngraving(ring, 'AB', evenLetters, 40, 640);
    const phone = layoutEngraving(ring, 'AB', evenLetters, 40, 320);
    expect(phone.fontPx).toBe(20);
    expect(phone.runs[0]!.x).toBeCloseTo(full.runs[0]!.x / 2, 6);
    expect(phone.runs[0]!.angle).toBeCloseTo(full.runs[0]!.angle, 6);
  });

  it('keeps the spacing the whole word measures (kerning, joined script letters)', () => {
    // "AV" kerned: 80 wide together though each letter alone is 50.
    const kerned: MeasureText = (text) => ({
      width: text === 'AV' ? 80 : Array.from(text).length * 50,
      ascent: 70,
      descent: 20,
    });
    const layout = layoutEngraving(ring, 'AV', kerned, 40, side);
    const [a, v] = layout.runs;
    const apart = Math.hypot(v!.x - a!.x, v!.y - a!.y);
    // Centres 40 units apart on the baseline (20 + 20) at 40 px: about 16 px, not 20.
    expect(apart).toBeGreaterThan(15);
    expect(apart).toBeLessThan(16.5);
  });
});

describe('the engraving preview on a flat face', () => {
  it('centres the text in the pendant box, upright', () => {
    const box = ENGRAVING_AREAS.pendant;
    const layout = layoutEngraving(box, 'Meera', evenLetters, 20, side);
    expect(layout.runs).toEqual([
      {
        text: 'Meera',
        x: (box.x + box.width / 2) * side,
        // The ink (70 up, 20 down at 100 px) is centred: the baseline sits 10 px lower at 20 px.
        y: (box.y + box.height / 2) * side + 5,
        angle: 0,
      },
    ]);
    expect(layout.shrunk).toBe(false);
  });

  it('shrinks a long name to the width of the bracelet bar', () => {
    const box = ENGRAVING_AREAS.bracelet;
    const layout = layoutEngraving(box, 'Happy Birthday!', evenLetters, 40, side);
    expect(layout.shrunk).toBe(true);
    expect((15 * 50 * layout.fontPx) / 100).toBeLessThanOrEqual(box.width * side);
  });

  it('shrinks tall letters to the height of the bracelet bar', () => {
    const box = ENGRAVING_AREAS.bracelet;
    const layout = layoutEngraving(box, 'Jo', evenLetters, 60, side);
    expect(layout.shrunk).toBe(true);
    expect((90 * layout.fontPx) / 100).toBeLessThanOrEqual(box.height * side);
  });
});
