/**
 * Writes the fonts of the language switch's names (src/fonts/): the letters of "தமிழ்" and
 * "हिन्दी" cut from the shop's Noto Sans Tamil and Noto Sans Devanagari, regular and semibold,
 * with their shaping kept so the conjunct of हिन्दी is drawn whole. Every page shows both
 * names, and a page in another script would otherwise fetch a whole font (15 to 54 KB) for one
 * word, or draw boxes on a phone without that script. Run again when a name changes:
 * `npm run fonts:language-names`.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '@shop/shared/languages';

const require = createRequire(import.meta.url);
const OUT = path.join(import.meta.dirname, '..', 'src', 'fonts');

const FACES = [
  { language: 'ta', package: '@fontsource/noto-sans-tamil', file: 'noto-sans-tamil-tamil' },
  { language: 'hi', package: '@fontsource/noto-sans-devanagari', file: 'noto-sans-devanagari-devanagari' },
] as const;

for (const face of FACES) {
  for (const weight of [400, 600]) {
    const source = require.resolve(`${face.package}/files/${face.file}-${weight}-normal.woff2`);
    const subset = await subsetFont(await fs.readFile(source), LANGUAGE_NAMES[face.language], {
      targetFormat: 'woff2',
    });
    const target = path.join(OUT, `language-name-${face.language}-${weight}.woff2`);
    await fs.writeFile(target, subset);
    console.log(`${path.relative(process.cwd(), target)}: ${subset.length} bytes`);
  }
}
