/**
 * Which face draws each part of a text, with the faces the shop's PDFs embed: Latin, digits,
 * ₹ and punctuation in DejaVu Sans, Tamil and Devanagari in Noto with the spaces between their
 * words, emoji in Noto Emoji, and what no face has left out with no space hanging around it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFaces } from './faces.ts';
import { scriptRuns, type Covers } from './script-runs.ts';

let covers: Covers;
beforeAll(async () => {
  covers = (await loadFaces()).covers('regular');
});

const runsOf = (text: string) => scriptRuns(text, covers).map(({ script, text }) => [script, text]);

describe('the runs of a text', () => {
  it('keeps a sentence of one script, its spaces and punctuation, in one run, shaped as one', () => {
    expect(runsOf('அம்மாவுக்கு பிறந்தநாள் வாழ்த்துகள்')).toEqual([['tamil', 'அம்மாவுக்கு பிறந்தநாள் வாழ்த்துகள்']]);
    expect(runsOf('जन्मदिन की शुभकामनाएँ, दीदी!')).toEqual([['devanagari', 'जन्मदिन की शुभकामनाएँ, दीदी!']]);
    // The danda, which DejaVu lacks, stays with the Hindi it ends.
    expect(runsOf('नई दिल्ली।')).toEqual([['devanagari', 'नई दिल्ली।']]);
  });

  it('draws Latin, digits and the rupee sign in DejaVu Sans among Tamil and Hindi', () => {
    expect(runsOf('Meena சுந்தரம் प्रिया ₹1,030.00')).toEqual([
      ['latin', 'Meena '],
      ['tamil', 'சுந்தரம் '],
      ['devanagari', 'प्रिया '],
      ['latin', '₹1,030.00'],
    ]);
    expect(runsOf('14, தெற்கு மாசி வீதி, மதுரை 625001')).toEqual([
      ['latin', '14, '],
      ['tamil', 'தெற்கு மாசி வீதி, மதுரை '],
      ['latin', '625001'],
    ]);
  });

  it('draws emoji in Noto Emoji, a family or a flag as one, and text-style symbols in DejaVu', () => {
    expect(runsOf('வாழ்த்துகள் 🎂')).toEqual([
      ['tamil', 'வாழ்த்துகள் '],
      ['emoji', '🎂'],
    ]);
    expect(runsOf('👨‍👩‍👧🇮🇳❤️')).toEqual([['emoji', '👨‍👩‍👧🇮🇳❤️']]);
    expect(runsOf('© ❤︎')).toEqual([['latin', '© ❤︎']]);
  });

  it('leaves out what no face has, and a space with it where it stood between two', () => {
    expect(runsOf('Happy birthday 你好 Amma')).toEqual([['latin', 'Happy birthday Amma']]);
    expect(runsOf('Happy birthday 你好')).toEqual([['latin', 'Happy birthday']]);
    expect(runsOf('你好 Amma')).toEqual([['latin', 'Amma']]);
    expect(runsOf('Amma你好!')).toEqual([['latin', 'Amma!']]);
    expect(runsOf('你好')).toEqual([]);
  });
});
