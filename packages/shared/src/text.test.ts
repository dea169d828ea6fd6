import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  findForbiddenCharacter,
  isPlainText,
  plainText,
  plainTextMessage,
  plainTextProblem,
  withoutForbiddenCharacters,
} from './text.ts';

// Written with escapes so what each holds can be seen here.
const TAMIL_THANKS = 'நன்றி'; // NA NNA VIRAMA RA I
const TAMIL_WITH_ZWNJ = 'க\u0bcd\u200cஷ'; // the joiners Tamil's conjuncts need
const HINDI_WITH_ZWJ = 'क्\u200dष अम्मा'; // a half form with ZWJ
const HINDI_WITH_ZWNJ = 'क्\u200cष';

describe('the text rule', () => {
  it('keeps Tamil, Hindi, emoji, accents and the joiners and direction marks they need', () => {
    for (const text of [
      TAMIL_THANKS,
      TAMIL_WITH_ZWNJ,
      HINDI_WITH_ZWJ,
      HINDI_WITH_ZWNJ,
      'Amma ❤️ 👨‍👩‍👧',
      'Café — “quoted” ₹1,499',
      'left\u200emark and right\u200fmark',
      'שלום Amma',
      '',
    ]) {
      expect(findForbiddenCharacter(text), JSON.stringify(text)).toBeUndefined();
      expect(findForbiddenCharacter(text, { lines: true }), JSON.stringify(text)).toBeUndefined();
    }
  });

  it('refuses U+0000 and every other C0 and C1 control, and DEL, on one line', () => {
    for (let unit = 0; unit < 0x20; unit += 1) {
      expect(findForbiddenCharacter(`a${String.fromCharCode(unit)}b`)).toEqual({
        index: 1,
        codeUnit: unit,
        kind: 'control',
      });
    }
    for (let unit = 0x7f; unit <= 0x9f; unit += 1) {
      expect(findForbiddenCharacter(`ab${String.fromCharCode(unit)}`)).toEqual({
        index: 2,
        codeUnit: unit,
        kind: 'control',
      });
    }
    expect(isPlainText('\u00a0non-breaking space')).toBe(true);
  });

  it('keeps line breaks and tabs only where the field takes lines, and a lone CR nowhere', () => {
    for (const text of ['Dear Amma,\nlove', 'Dear Amma,\r\nlove', 'a\tb', 'one\n\ntwo\r\n\r\n']) {
      expect(isPlainText(text, { lines: true }), JSON.stringify(text)).toBe(true);
      expect(isPlainText(text), JSON.stringify(text)).toBe(false);
    }
    expect(findForbiddenCharacter('one\rtwo', { lines: true })).toEqual({
      index: 3,
      codeUnit: 0x0d,
      kind: 'control',
    });
    expect(findForbiddenCharacter('end\r', { lines: true })?.kind).toBe('control');
    expect(findForbiddenCharacter('a\n\u000bb', { lines: true })).toEqual({
      index: 2,
      codeUnit: 0x0b,
      kind: 'control',
    });
  });

  it('refuses unpaired surrogates, first or last or alone, and keeps pairs', () => {
    expect(findForbiddenCharacter('\ud800Amma')).toEqual({ index: 0, codeUnit: 0xd800, kind: 'broken' });
    expect(findForbiddenCharacter('\udc00x')).toEqual({ index: 0, codeUnit: 0xdc00, kind: 'broken' });
    expect(findForbiddenCharacter('Amma\udbff')).toEqual({ index: 4, codeUnit: 0xdbff, kind: 'broken' });
    expect(findForbiddenCharacter('\ud83d\ude00\ude00')).toEqual({
      index: 2,
      codeUnit: 0xde00,
      kind: 'broken',
    });
    expect(findForbiddenCharacter('\ud83d\ud83d\ude00')).toEqual({
      index: 0,
      codeUnit: 0xd83d,
      kind: 'broken',
    });
    expect(isPlainText('\ud83d\ude00 and 𝒜')).toBe(true);
  });

  it('refuses the bidi embeddings, overrides and isolates everywhere', () => {
    const controls = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const unit of controls) {
      const text = `Happy ${String.fromCharCode(unit)}yadhtrib`;
      expect(findForbiddenCharacter(text)).toEqual({ index: 6, codeUnit: unit, kind: 'direction' });
      expect(findForbiddenCharacter(text, { lines: true })?.kind).toBe('direction');
    }
    // Their neighbours are ordinary characters.
    for (const unit of [0x2029, 0x202f, 0x2065, 0x206a])
      expect(isPlainText(String.fromCharCode(unit))).toBe(true);
  });

  it('takes out what it refuses, for text kept before it', () => {
    expect(withoutForbiddenCharacters('Happy \u202eyadhtrib\u202c Amma')).toBe('Happy yadhtrib Amma');
    expect(withoutForbiddenCharacters('Dear\r\nAmma\u2066\u0007', { lines: true })).toBe('Dear\r\nAmma');
    expect(withoutForbiddenCharacters(TAMIL_WITH_ZWNJ)).toBe(TAMIL_WITH_ZWNJ);
  });
});

describe('a field under the rule', () => {
  const description = plainText('Description', { lines: true, error: 'Describe it' }).trim().min(5).max(20);

  it('is a zod string the contract bounds as before', () => {
    expect(description.parse('  a ring  ')).toBe('a ring');
    expect(description.parse(`${HINDI_WITH_ZWJ}\n${TAMIL_THANKS}`)).toBe(
      `${HINDI_WITH_ZWJ}\n${TAMIL_THANKS}`,
    );
    expect(description.safeParse('abc').success).toBe(false);
    expect(description.safeParse(5).error?.issues[0]?.message).toBe('Describe it');
  });

  it('refuses each class with one sentence that names the field, as its first issue', () => {
    const sentence = plainTextMessage('Description');
    expect(sentence).toBe(
      'Description contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.',
    );
    for (const text of ['Broken\u0000parcel', '\ud800Amma', 'x\u202eabc', '\u0007bell', '\u0085']) {
      const refused = description.safeParse(text);
      expect(refused.error?.issues[0]?.message, JSON.stringify(text)).toBe(sentence);
    }
  });

  it('keeps its lines only when asked', () => {
    const name = plainText('Your name').trim().max(100);
    expect(name.safeParse('Meena\nIyer').error?.issues[0]?.message).toBe(plainTextMessage('Your name'));
    expect(name.parse('Meena Iyer')).toBe('Meena Iyer');
    expect(z.object({ name: name.optional() }).parse({})).toEqual({});
  });

  it('is the same rule for text read outside a contract', () => {
    expect(plainTextProblem('Name', 'Ring\u0000')).toBe(plainTextMessage('Name'));
    expect(plainTextProblem('Name', 'Ring')).toBeUndefined();
  });
});
