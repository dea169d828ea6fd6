import { describe, expect, it } from 'vitest';
import { HUID_TEXTS, HuidSchema } from './hallmark.ts';

describe('a HUID', () => {
  it('is 6 letters and digits, upper-cased as typed', () => {
    expect(HuidSchema.parse('AB12C3')).toBe('AB12C3');
    expect(HuidSchema.parse(' ab12 c3 ')).toBe('AB12C3');
    expect(HuidSchema.parse('123456')).toBe('123456');
  });

  it('is cleared by an empty value', () => {
    expect(HuidSchema.parse('  ')).toBeNull();
  });

  it('refuses other shapes with a message', () => {
    for (const wrong of ['AB12C', 'AB12C34', 'AB-2C3', 'ÄB12C3']) {
      expect(HuidSchema.safeParse(wrong).error?.issues[0]?.message, wrong).toBe(HUID_TEXTS.invalid);
    }
  });
});
