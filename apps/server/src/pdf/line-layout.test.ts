/**
 * Lines of a paragraph in several faces: words move whole to the next line, the spaces at a
 * line's end take no room, and a word wider than its column breaks between two letters as a
 * reader sees them, never between a Tamil or Devanagari consonant and its vowel sign.
 */
import { describe, expect, it } from 'vitest';
import { layOutLines, type Line, type Piece } from './line-layout.ts';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Every letter as a reader sees it, a space too, is 10 points wide. */
const measure = (piece: Piece<string>) => [...graphemes.segment(piece.text)].length * 10;

const style = 'regular';
const textOf = (line: Line<string>) => line.fragments.map((fragment) => fragment.text).join('');

describe('the lines of a paragraph', () => {
  it('moves a word that does not fit to the next line, and lets the spaces at a line’s end overhang', () => {
    const lines = layOutLines(
      [
        { script: 'latin', style, text: 'Meena ' },
        { script: 'tamil', style, text: 'சுந்தரம் மதுரை' },
      ],
      // 'Meena சுந்தரம்' is 6 + 5 clusters: 110 points, the space after it outside.
      110,
      measure,
    );
    expect(lines.map(textOf)).toEqual(['Meena சுந்தரம்', 'மதுரை']);
    expect(lines[0]!.width).toBe(110);
    expect(lines[0]!.fragments.map(({ script, x, width }) => [script, x, width])).toEqual([
      ['latin', 0, 60],
      ['tamil', 60, 50],
    ]);
  });

  it('breaks a word wider than its column between clusters, none parted from its vowel sign', () => {
    const word = 'திருவனந்தபுரம்'.repeat(3);
    const lines = layOutLines([{ script: 'tamil', style, text: word }], 40, measure);
    expect(lines.map(textOf).join('')).toBe(word);
    for (const line of lines) {
      expect(line.width).toBeLessThanOrEqual(40);
      // A line never starts with a vowel sign or a pulli cut from its consonant.
      expect(textOf(line)).toMatch(/^\P{M}/u);
    }
    const hindi = layOutLines([{ script: 'devanagari', style, text: 'प्रार्थना'.repeat(4) }], 30, measure);
    for (const line of hindi) expect(textOf(line)).toMatch(/^\P{M}/u);
  });

  it('keeps an emoji whole when it must break one', () => {
    const lines = layOutLines([{ script: 'emoji', style, text: '👨‍👩‍👧🎂🎂' }], 10, measure);
    expect(lines.map(textOf)).toEqual(['👨‍👩‍👧', '🎂', '🎂']);
  });

  it('is one empty line for a paragraph of spaces or of nothing', () => {
    expect(layOutLines([{ script: 'latin', style, text: '   ' }], 100, measure)).toEqual([
      { fragments: [], width: 0 },
    ]);
    expect(layOutLines([], 100, measure)).toEqual([{ fragments: [], width: 0 }]);
  });
});
