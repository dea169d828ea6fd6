/**
 * The lines of a paragraph whose runs are drawn in several faces. pdfkit breaks the lines of a
 * text in one font only, so the shop's documents break theirs here: where Unicode allows a
 * break (UAX #14, the rule pdfkit itself follows), and a word wider than its column between
 * two letters as a reader sees them (grapheme clusters), so a Tamil or Devanagari letter is
 * never parted from its vowel sign and an emoji never cut in two.
 */
import LineBreaker from 'linebreak';
import type { Script } from './script-runs.ts';

/** Text in one face and style. */
export interface Piece<Style> {
  script: Script;
  style: Style;
  text: string;
}

/** A piece placed on its line: `x` from the line's start. */
export interface Fragment<Style> extends Piece<Style> {
  x: number;
  width: number;
}

export interface Line<Style> {
  fragments: Fragment<Style>[];
  /** From the first letter to the last, without the spaces after it. */
  width: number;
}

/** The advance of a piece drawn as it is. */
export type Measure<Style> = (piece: Piece<Style>) => number;

/** Widths are sums of floating-point advances: a line that fits to a thousandth of a point fits. */
const EPSILON = 0.001;
const TRAILING_SPACE = /\s+$/u;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Adjacent pieces of one face and style joined, as they are drawn. */
function joined<Style>(pieces: readonly Piece<Style>[]): Piece<Style>[] {
  const result: Piece<Style>[] = [];
  for (const piece of pieces) {
    const last = result.at(-1);
    if (last && last.script === piece.script && last.style === piece.style) last.text += piece.text;
    else if (piece.text) result.push({ ...piece });
  }
  return result;
}

/** Without the spaces at its end, which a line does not draw. */
function trimmed<Style>(pieces: readonly Piece<Style>[]): Piece<Style>[] {
  const result = [...pieces];
  for (let last = result.pop(); last; last = result.pop()) {
    const text = last.text.replace(TRAILING_SPACE, '');
    if (text) {
      result.push({ ...last, text });
      break;
    }
  }
  return result;
}

function widthOf<Style>(pieces: readonly Piece<Style>[], measure: Measure<Style>): number {
  return joined(pieces).reduce((sum, piece) => sum + measure(piece), 0);
}

/** The stretches of a paragraph between two places a line may break, each with its spaces. */
function words<Style>(pieces: readonly Piece<Style>[]): Piece<Style>[][] {
  const text = pieces.map((piece) => piece.text).join('');
  const breaker = new LineBreaker(text);
  const result: Piece<Style>[][] = [];
  let index = 0;
  let offset = 0;
  let position = 0;
  for (let found = breaker.nextBreak(); found; found = breaker.nextBreak()) {
    const word: Piece<Style>[] = [];
    for (let piece = pieces[index]; piece && position < found.position; piece = pieces[index]) {
      const taken = Math.min(piece.text.length - offset, found.position - position);
      word.push({ ...piece, text: piece.text.slice(offset, offset + taken) });
      position += taken;
      offset += taken;
      if (offset === piece.text.length) {
        index += 1;
        offset = 0;
      }
    }
    if (word.length > 0) result.push(word);
  }
  return result;
}

/** A word too wide for a line: as many of its clusters as fit (one at least), and the rest. */
function cut<Style>(
  word: readonly Piece<Style>[],
  room: number,
  measure: Measure<Style>,
): [Piece<Style>[], Piece<Style>[]] {
  const clusters = word.flatMap((piece) =>
    [...graphemes.segment(piece.text)].map(({ segment }) => ({ ...piece, text: segment })),
  );
  const fits = (count: number) => widthOf(trimmed(clusters.slice(0, count)), measure) <= room + EPSILON;
  // Guessed from the word's width, then moved a cluster at a time.
  const total = widthOf(clusters, measure);
  let count = Math.min(clusters.length, Math.max(1, Math.floor((clusters.length * room) / total)));
  while (count > 1 && !fits(count)) count -= 1;
  while (count < clusters.length && fits(count + 1)) count += 1;
  return [joined(clusters.slice(0, count)), joined(clusters.slice(count))];
}

function placed<Style>(pieces: readonly Piece<Style>[], measure: Measure<Style>): Line<Style> {
  let x = 0;
  const fragments = joined(trimmed(pieces)).map((piece) => {
    const width = measure(piece);
    const fragment = { ...piece, x, width };
    x += width;
    return fragment;
  });
  return { fragments, width: x };
}

/**
 * A paragraph (no line break in it) in lines at most `width` wide. A paragraph of spaces alone
 * is one empty line, as pdfkit draws it.
 */
export function layOutLines<Style>(
  pieces: readonly Piece<Style>[],
  width: number,
  measure: Measure<Style>,
): Line<Style>[] {
  const lines: Piece<Style>[][] = [];
  let line: Piece<Style>[] = [];
  let used = 0;
  for (let word of words(pieces)) {
    for (;;) {
      const visible = widthOf(trimmed(word), measure);
      if (used + visible <= width + EPSILON) {
        line.push(...word);
        used += widthOf(word, measure);
        break;
      }
      if (line.length > 0) {
        lines.push(line);
        line = [];
        used = 0;
        continue;
      }
      const [head, rest] = cut(word, width, measure);
      lines.push(head);
      word = rest;
      if (word.length === 0) break;
    }
  }
  if (line.length > 0 || lines.length === 0) lines.push(line);
  return lines.map((each) => placed(each, measure));
}
