/**
 * The faces the shop's PDFs are drawn in, regular and bold: DejaVu Sans (Latin, digits, ₹),
 * Noto Sans Tamil, Noto Sans Devanagari and Noto Emoji, TrueType files from npm packages
 * (docs/decisions/0038-pdfs-in-indian-scripts.md). Each file is read and
 * parsed once per process, when a document first needs it: fontkit keeps what it has decoded
 * of a font (glyphs, its shaping tables) for every document after.
 */
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { drawnCodePoints, type Covers, type Script } from './script-runs.ts';

export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
const FILES: Readonly<Record<Script, Readonly<Record<Weight, string>>>> = {
  latin: {
    regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
    bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  },
  tamil: {
    regular: '@expo-google-fonts/noto-sans-tamil/400Regular/NotoSansTamil_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-tamil/700Bold/NotoSansTamil_700Bold.ttf',
  },
  devanagari: {
    regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
  },
  emoji: {
    regular: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
    bold: '@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf',
  },
};

export interface Face {
  /** The name a document knows the face by. */
  key: string;
  font: Font;
  /** Above and below the baseline, and the gap after a line, for a size of 1. */
  ascent: number;
  descent: number;
  lineGap: number;
}

type Fontkit = typeof fontkit;

export interface Faces {
  face(script: Script, weight: Weight): Face;
  /** Whether the face of that script and weight draws every character of a cluster. */
  covers(weight: Weight): Covers;
}

function facesOf(fontkitModule: Fontkit): Faces {
  const opened = new Map<string, Face>();
  const face = (script: Script, weight: Weight): Face => {
    const key = `${script}-${weight}`;
    let found = opened.get(key);
    if (!found) {
      const font = fontkitModule.openSync(require.resolve(FILES[script][weight]));
      // A .ttf holds one font; only a collection (.ttc) would need a name to pick one.
      if (!('layout' in font)) throw new Error(`${FILES[script][weight]} is a font collection`);
      // fontkit keeps each glyph it has made with the characters it was made for: the shaper
      // knows a letter from a sign by them, and a reader copies them. A document's subset makes
      // the glyphs others are built of (é holds e, Noto's आ holds अ) without characters, so every
      // later document would draw e as nothing a reader finds, and अं as a sign without a
      // letter, on a dotted circle. Made first from the font's own characters, each keeps them;
      // a compatibility character (the ligature ﬀ) is left to the shaping that makes it from
      // its letters, which names them.
      for (const codePoint of font.characterSet) {
        const character = String.fromCodePoint(codePoint);
        if (character.normalize('NFKC') === character) font.glyphForCodePoint(codePoint);
      }
      found = {
        key,
        font,
        ascent: font.ascent / font.unitsPerEm,
        descent: font.descent / font.unitsPerEm,
        lineGap: font.lineGap / font.unitsPerEm,
      };
      opened.set(key, found);
    }
    return found;
  };
  const covers =
    (weight: Weight): Covers =>
    (script, cluster) => {
      const { font } = face(script, weight);
      return drawnCodePoints(cluster).every((codePoint) => font.hasGlyphForCodePoint(codePoint));
    };
  return { face, covers };
}

let faces: Promise<Faces> | undefined;

/** fontkit and the faces, loaded with the first document rather than at start. */
export function loadFaces(): Promise<Faces> {
  faces ??= import('fontkit').then(facesOf);
  return faces;
}
