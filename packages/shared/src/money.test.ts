import { describe, expect, it } from 'vitest';
import { discountPercent, formatPaise, paiseToRupees, rupeeTextToPaise, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('keeps rupee amounts exact when turned into paise and back', () => {
    expect(rupeesToPaise(1767)).toBe(176_700);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(176_700)).toBe(1767);
  });

  it('shows prices with the Indian grouping a shopper expects', () => {
    expect(formatPaise(10_000_000)).toBe('₹1,00,000');
    expect(formatPaise(450_000)).toBe('₹4,500');
    expect(formatPaise(176_750)).toBe('₹1,767.50');
  });

  it('gives the saving as a whole percent and none when the old price is not higher', () => {
    expect(discountPercent(176_700, 212_000)).toBe(17);
    expect(discountPercent(100_000, 100_000)).toBe(0);
    expect(discountPercent(100_000, null)).toBe(0);
  });

  it('reads a price written with thousands separators, and refuses text that is no price', () => {
    expect(rupeeTextToPaise('18,500')).toBe(1_850_000);
    expect(rupeeTextToPaise('4,500')).toBe(450_000);
    expect(rupeeTextToPaise('1,00,000')).toBe(10_000_000);
    expect(rupeeTextToPaise('₹1,767.50')).toBe(176_750);
    expect(rupeeTextToPaise('')).toBeUndefined();
    expect(rupeeTextToPaise('4,500 approx')).toBeUndefined();
    expect(rupeeTextToPaise('-4,500')).toBeUndefined();
  });
});
