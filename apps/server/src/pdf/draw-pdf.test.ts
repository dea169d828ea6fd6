/**
 * What a reader finds in a PDF the shop draws: mixed Latin, Tamil, Devanagari, digits, ₹ and
 * emoji read back as typed, each in a face embedded in the file; right-aligned amounts end at
 * their column's edge; a long Tamil word stays inside its column; what no face has is left out.
 */
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensurePoppler, pdffonts, pdftotext, pdfWords } from '../test-support/poppler.ts';
import { drawPdf } from './draw-pdf.ts';

const MARGIN = 40;

beforeAll(() => {
  ensurePoppler();
});

/**
 * The characters each glyph the PDF draws stands for, as its fonts' ToUnicode maps give them
 * (hex, such as `25cc`): what the page shows, not the text a reader copies from it, which the
 * documents keep as typed beside the glyphs.
 */
function drawnCharacters(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)];
  return streams.flatMap(([, data = '']) => {
    let text: string;
    try {
      text = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      return [];
    }
    if (!text.includes('beginbfrange')) return [];
    return [...text.matchAll(/<([0-9a-f]{4,})>/g)].map(([, hex = '']) => hex);
  });
}

const draw = (drawing: (doc: PDFKit.PDFDocument) => void) =>
  drawPdf({ title: 'Test', margin: MARGIN }, drawing);

describe('a PDF the shop draws', () => {
  it('reads back a line of Latin, Tamil, Devanagari, digits, ₹ and emoji as typed, each in its face', async () => {
    const line = 'Meena சுந்தரம் க்ஷ ஸ்ரீ கொ, प्रिया क्ष त्र श्र कि र्क ₹1,030.00 🎂👨‍👩‍👧';
    const pdf = await draw((doc) => {
      doc.font('regular').fontSize(11).text(line, { width: 400 });
      doc.font('bold').text('தடித்த प्रिया', { width: 400 });
    });
    expect(await pdftotext(pdf)).toBe(`${line} தடித்த प्रिया`);
    const fonts = (await pdffonts(pdf)).map(({ name, embedded, subset }) => [name, embedded && subset]);
    expect(fonts).toEqual(
      expect.arrayContaining([
        ['DejaVuSans', true],
        ['NotoSansTamil-Regular', true],
        ['NotoSansDevanagari-Regular', true],
        ['NotoEmoji-Regular', true],
        ['NotoSansTamil-Bold', true],
        ['NotoSansDevanagari-Bold', true],
      ]),
    );
  });

  it('ends right-aligned amounts, in whatever script they are labelled, at their column’s edge', async () => {
    const right = MARGIN + 150;
    const pdf = await draw((doc) => {
      for (const amount of ['₹22,876.54', 'மதுரை ₹343.15', 'दिल्ली ₹0.17']) {
        doc.font('regular').fontSize(9).text(amount, MARGIN, doc.y, { width: 150, align: 'right' });
      }
    });
    const words = await pdfWords(pdf);
    const amounts = words.filter((word) => word.text.startsWith('₹'));
    expect(amounts.map((word) => word.text)).toEqual(['₹22,876.54', '₹343.15', '₹0.17']);
    for (const amount of amounts) expect(amount.xMax).toBeCloseTo(right, 0);
  });

  it('wraps a long Tamil word inside its column, between letters', async () => {
    const word = 'திருவனந்தபுரம்'.repeat(6);
    const pdf = await draw((doc) => {
      doc.font('regular').fontSize(9).text(word, MARGIN, MARGIN, { width: 120 });
    });
    const words = await pdfWords(pdf);
    expect(words.length).toBeGreaterThan(1);
    expect(words.map((each) => each.text).join('')).toBe(word);
    for (const each of words) {
      expect(each.xMin).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(each.xMax).toBeLessThanOrEqual(MARGIN + 120 + 0.5);
    }
  });

  it('leaves out a character no face has, and the space it would leave', async () => {
    const pdf = await draw((doc) => {
      doc.font('regular').fontSize(11).text('Happy birthday 你好 அம்மா 🦕', { width: 400 });
    });
    expect(await pdftotext(pdf)).toBe('Happy birthday அம்மா 🦕');
  });

  it('reads and shapes every letter after another document drew the accented letters built of them', async () => {
    // DejaVu draws é with e's outline inside, and Noto draws आ and ऑ with अ's: the first
    // document's subset reads those glyphs by themselves. The next document must still know
    // them as e and अ, or a reader finds no e in it, and अंगूठी ("ring") is drawn with its
    // anusvara on a dotted circle.
    await draw((doc) => doc.font('regular').fontSize(11).text('Café आज ऑर्डर', { width: 400 }));
    const pdf = await draw((doc) => doc.font('regular').fontSize(11).text('Rupees Ten अंगूठी', { width: 400 }));
    expect(await pdftotext(pdf)).toBe('Rupees Ten अंगूठी');
    const drawn = drawnCharacters(pdf);
    expect(drawn).toContain('0905');
    expect(drawn).not.toContain('25cc');
  });

  it('refuses a text option its own lines would lose', async () => {
    await expect(draw((doc) => doc.text('Justified', { align: 'justify' }))).rejects.toThrow(/justify/);
    await expect(draw((doc) => doc.text('Underlined', { underline: true }))).rejects.toThrow(/underline/);
  });
});
