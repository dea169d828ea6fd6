import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

/** Words with the conjuncts, reph, nukta and vowel signs a Hindi shopper meets. */
const HINDI_WORDS = [
  'हिन्दी',
  'क्षत्रिय',
  'श्री',
  'द्व्य',
  'ज्ञान',
  'पुष्पांजलि',
  'सोने',
  'की',
  'अँगूठी',
  'हृदय',
  'कृष्ण',
  'ट्रक',
  'स्त्री',
  'ज़ेवर',
  'फ़ैशन',
  'कंगन',
  'मंगलसूत्र',
  'चाँदी',
  'ॐ',
  'ऋषि',
  'प्रद्युम्न',
  'श्रृंगार',
  'कर्ण',
  'अर्द्ध',
  '₹१२,३४५',
  'ड़',
  'ढ़ोलक',
  'इ़',
  'द्ध',
  'ह्म',
  'ट्ठ',
];

async function asTrueType(file: string): Promise<Uint8Array> {
  // The fonts are WOFF2; HarfBuzz reads the plain font, which subset-font writes from it.
  let everyLetter = '';
  for (let letter = 0x0900; letter <= 0x097f; letter += 1) everyLetter += String.fromCodePoint(letter);
  return subsetFont(await fs.readFile(file), `${everyLetter}\u200c\u200d\u25cc`, {
    targetFormat: 'truetype',
  });
}

/** How HarfBuzz sets a word: each glyph's cluster, advance and offsets, not its number in the file. */
function shaped(font: hb.Font, word: string): string {
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer
    .getGlyphInfos()
    .map((glyph, index) => {
      const position = positions[index];
      return `${glyph.cluster}:${glyph.codepoint === 0 ? 'missing' : 'drawn'}:${position?.xAdvance}/${position?.xOffset}/${position?.yOffset}`;
    })
    .join(' ');
}

describe('the shop’s cut of Noto Sans Devanagari', () => {
  for (const weight of [400, 600]) {
    it(`sets every Hindi word as the published face does, at weight ${weight}`, async () => {
      const published = require.resolve(
        `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
      );
      const cut = path.join(import.meta.dirname, `noto-sans-devanagari-hindi-${weight}.woff2`);
      const fontOf = async (file: string) => new hb.Font(new hb.Face(new hb.Blob(await asTrueType(file))));
      const [fromPublished, fromCut] = [await fontOf(published), await fontOf(cut)];
      for (const word of HINDI_WORDS) {
        const devanagari = [...word].filter((letter) => /\p{Script=Devanagari}/u.test(letter)).join('');
        const ours = shaped(fromCut, devanagari);
        expect(ours, word).toBe(shaped(fromPublished, devanagari));
        expect(ours, `${word} has a letter the face lacks`).not.toContain('missing');
      }
      expect((await fs.stat(cut)).size).toBeLessThan(0.85 * (await fs.stat(published)).size);
    });
  }
});
