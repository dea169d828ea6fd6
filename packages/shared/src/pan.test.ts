import { describe, expect, it } from 'vitest';
import { PAN_MESSAGES, panRequired, PanSchema } from './pan.ts';

const messageOf = (typed: unknown) => PanSchema.safeParse(typed).error?.issues[0]?.message;

describe('the buyer’s PAN', () => {
  it('is asked for from an order total of ₹2,00,000', () => {
    expect(panRequired(1_99_999_99)).toBe(false);
    expect(panRequired(2_00_000_00)).toBe(true);
    expect(panRequired(3_50_000_00)).toBe(true);
  });

  it('accepts five letters, four digits and a letter', () => {
    expect(PanSchema.parse('ABCDE1234F')).toBe('ABCDE1234F');
  });

  it('upper-cases what is typed in lower case, and drops spaces', () => {
    expect(PanSchema.parse('abcde1234f')).toBe('ABCDE1234F');
    expect(PanSchema.parse(' abcde 1234 f ')).toBe('ABCDE1234F');
  });

  it('refuses other shapes with a message that shows the right one', () => {
    for (const wrong of [
      'ABCD1234F',
      'ABCDE12345',
      '1BCDE1234F',
      'ABCDE1234FG',
      'ABCDE-234F',
      'ABCDE123ÄF',
    ]) {
      expect(messageOf(wrong), wrong).toBe(PAN_MESSAGES.invalid);
    }
    expect(messageOf(1234)).toBe(PAN_MESSAGES.invalid);
  });

  it('refuses an empty one as missing', () => {
    expect(messageOf('  ')).toBe(PAN_MESSAGES.required);
  });
});
