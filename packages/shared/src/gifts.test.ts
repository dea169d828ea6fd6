import { describe, expect, it } from 'vitest';
import { characterCount, GIFT_TEXTS } from './gift-texts.ts';
import { GiftSchema } from './gifts.ts';
import { plainTextMessage } from './text.ts';

describe('a gift message', () => {
  it('is counted as a person counts characters', () => {
    expect(characterCount('Kavi')).toBe(4);
    expect(characterCount('🎂')).toBe(1);
    expect(characterCount('👨‍👩‍👧')).toBe(1);
    expect(characterCount('நன்றி')).toBe(3);
    expect(characterCount('é')).toBe(1);
  });

  it('takes 200 characters and refuses 201, saying how many it has', () => {
    expect(GiftSchema.parse({ message: '🎂'.repeat(200), wrap: true })).toEqual({
      message: '🎂'.repeat(200),
      wrap: true,
    });
    const refused = GiftSchema.safeParse({ message: 'a'.repeat(201), wrap: false });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([GIFT_TEXTS.tooLong(201)]);
  });

  it('keeps line breaks as one kind, makes a tab a space and trims the ends', () => {
    expect(GiftSchema.parse({ message: '  Dear Amma,\r\nlove\tKavi\r ', wrap: false }).message).toBe(
      'Dear Amma,\nlove Kavi',
    );
  });

  it('refuses control characters, direction overrides and broken characters, and takes none for an empty message', () => {
    for (const message of [
      'bell\u0007',
      'nul\u0000',
      'esc\u001b[0m',
      'del\u007f',
      'c1\u0085',
      'Happy \u202eyadhtrib\u202c Amma',
      'isolated \u2067text\u2069',
      '\ud800Amma',
    ]) {
      const refused = GiftSchema.safeParse({ message, wrap: false });
      expect(refused.error?.issues[0]?.message, JSON.stringify(message)).toBe(
        plainTextMessage('Gift message'),
      );
    }
    expect(GiftSchema.parse({ wrap: true })).toEqual({ message: '', wrap: true });
  });
});
