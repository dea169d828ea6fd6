/**
 * Writes the fonts the shop cuts from its Noto faces (src/fonts/), regular and semibold, with
 * their shaping kept (the layout closure), so every conjunct of the letters kept is drawn
 * whole. Run again when a name changes or a face is updated: `npm run fonts`.
 *
 * - The language switch's names: the letters of "தமிழ்" and "हिन्दी" alone. Every page shows
 *   both names, and a page in another script would otherwise fetch a whole font (15 to 54 KB)
 *   for one word, or draw boxes on a phone without that script.
 * - Hindi's text face: the Devanagari block (U+0900 to U+097F) alone. The published face also
 *   holds the Vedic signs and the extended block's cantillation marks, which Hindi does not
 *   use; without them each weight is a fifth smaller (50 to 40 KB), and on a Hindi page the
 *   two weights are most of what the phone downloads after the JavaScript.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '@shop/shared/languages';

const require = createRequire(import.meta.url);
const OUT = path.join(import.meta.dirname, '..', 'src', 'fonts');

const FACES = {
  ta: { package: '@fontsource/noto-sans-tamil', file: 'noto-sans-tamil-tamil' },
  hi: { package: '@fontsource/noto-sans-devanagari', file: 'noto-sans-devanagari-devanagari' },
} as const;

function lettersBetween(first: number, last: number): string {
  return Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join('');
}

/** The Devanagari block, the joiners that choose a conjunct's form, and the dotted circle a lone vowel sign sits on. */
const HINDI_LETTERS = `${lettersBetween(0x0900, 0x097f)}\u200c\u200d\u25cc`;

const CUTS = [
  { name: 'language-name-ta', face: FACES.ta, letters: LANGUAGE_NAMES.ta },
  { name: 'language-name-hi', face: FACES.hi, letters: LANGUAGE_NAMES.hi },
  { name: 'noto-sans-devanagari-hindi', face: FACES.hi, letters: HINDI_LETTERS },
] as const;

for (const cut of CUTS) {
  for (const weight of [400, 600]) {
    const source = require.resolve(`${cut.face.package}/files/${cut.face.file}-${weight}-normal.woff2`);
    const subset = await subsetFont(await fs.readFile(source), cut.letters, { targetFormat: 'woff2' });
    const target = path.join(OUT, `${cut.name}-${weight}.woff2`);
    await fs.writeFile(target, subset);
    console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes`);
  }
}
