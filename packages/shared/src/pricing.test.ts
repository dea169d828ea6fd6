import { describe, expect, it } from 'vitest';
import {
  fixedPriceBreakup,
  formatBasisPoints,
  formatWeightMg,
  gramsTextToMg,
  MissingRateError,
  priceFromRate,
} from './pricing.ts';

describe('a piece priced from the metal rate', () => {
  it('adds metal, a percentage making charge and hallmarking, then 3 % GST on the whole, rounded once to the rupee', () => {
    // 22K at ₹6,500/g, 5.250 g, making 12 %, hallmarking ₹45.
    const breakup = priceFromRate(
      {
        purity: 'gold-916',
        netWeightMg: 5250,
        making: { kind: 'percent', basisPoints: 1200 },
        stonesPaise: 0,
        hallmarkingPaise: 4500,
      },
      { 'gold-916': 650_000 },
    );
    expect(breakup).toMatchObject({
      metalPaise: 3_412_500, // ₹34,125.00
      makingPaise: 409_500, // ₹4,095.00
      taxablePaise: 3_826_500, // ₹38,265.00
      gstPaise: 114_795, // ₹1,147.95
      totalPaise: 3_941_300, // ₹39,412.95 → ₹39,413
      roundOffPaise: 5,
    });
  });

  it('charges making per gram and adds stones, keeping paise exact until the total', () => {
    // 18K at ₹5,321.50/g, 3.456 g, making ₹650/g, stones ₹1,500.
    const breakup = priceFromRate(
      {
        purity: 'gold-750',
        netWeightMg: 3456,
        making: { kind: 'per_gram', paisePerGram: 65_000 },
        stonesPaise: 150_000,
        hallmarkingPaise: 0,
      },
      { 'gold-750': 532_150 },
    );
    // Metal ₹18,391.104, making ₹2,246.40, GST ₹664.12512: total ₹22,801.62912 → ₹22,802.
    expect(breakup).toMatchObject({
      metalPaise: 1_839_110,
      makingPaise: 224_640,
      taxablePaise: 2_213_750,
      gstPaise: 66_413,
      totalPaise: 2_280_200,
      roundOffPaise: 37,
    });
  });

  it('rounds a silver piece down to the rupee when the paise are under 50', () => {
    // 925 silver at ₹92.40/g, 12 g, making ₹15/g: ₹1,288.80 + GST ₹38.664 = ₹1,327.464 → ₹1,327.
    const breakup = priceFromRate(
      {
        purity: 'silver-925',
        netWeightMg: 12_000,
        making: { kind: 'per_gram', paisePerGram: 1500 },
        stonesPaise: 0,
        hallmarkingPaise: 0,
      },
      { 'silver-925': 9240 },
    );
    expect(breakup).toMatchObject({
      metalPaise: 110_880,
      makingPaise: 18_000,
      gstPaise: 3866,
      totalPaise: 132_700,
      roundOffPaise: -46,
    });
  });

  it('rounds half a rupee up', () => {
    // 1 g of fine silver at ₹50/g with no making: ₹50 + GST ₹1.50 = ₹51.50 → ₹52.
    const breakup = priceFromRate(
      {
        purity: 'silver-999',
        netWeightMg: 1000,
        making: { kind: 'percent', basisPoints: 0 },
        stonesPaise: 0,
        hallmarkingPaise: 0,
      },
      { 'silver-999': 5000 },
    );
    expect(breakup).toMatchObject({ taxablePaise: 5000, gstPaise: 150, totalPaise: 5200, roundOffPaise: 50 });
  });

  it('cannot be priced without the day’s rate of its purity', () => {
    expect(() =>
      priceFromRate(
        {
          purity: 'gold-585',
          netWeightMg: 1000,
          making: { kind: 'percent', basisPoints: 0 },
          stonesPaise: 0,
          hallmarkingPaise: 0,
        },
        { 'gold-916': 650_000 },
      ),
    ).toThrow(MissingRateError);
  });
});

describe('a piece at a fixed price', () => {
  it('carries its 3 % GST inside the price', () => {
    expect(fixedPriceBreakup(1_030_000)).toEqual({
      kind: 'fixed',
      taxablePaise: 1_000_000,
      gstPaise: 30_000,
      roundOffPaise: 0,
      totalPaise: 1_030_000,
    });
    // ₹1,767.50: taxable ₹1,716.02, GST ₹51.48.
    expect(fixedPriceBreakup(176_750)).toMatchObject({ taxablePaise: 171_602, gstPaise: 5148 });
  });

  it('states GST as 3 % of its value, and the paisa that leaves over the price as rounding', () => {
    // ₹40 holds ₹38.83 of value; 3 % of it is ₹1.1649, so ₹1.16, and ₹0.01 of rounding.
    expect(fixedPriceBreakup(40_00)).toEqual({
      kind: 'fixed',
      taxablePaise: 38_83,
      gstPaise: 1_16,
      roundOffPaise: 1,
      totalPaise: 40_00,
    });
  });
});

describe('weights and shares', () => {
  it('read grams to 3 decimals as milligrams and refuse anything else', () => {
    expect(gramsTextToMg('5.25')).toBe(5250);
    expect(gramsTextToMg('12')).toBe(12_000);
    expect(gramsTextToMg('0.001')).toBe(1);
    expect(gramsTextToMg('1.2345')).toBeUndefined();
    expect(gramsTextToMg('-1')).toBeUndefined();
    expect(gramsTextToMg('abc')).toBeUndefined();
  });

  it('are written the way a breakup shows them', () => {
    expect(formatWeightMg(5250)).toBe('5.250 g');
    expect(formatBasisPoints(1250)).toBe('12.5 %');
    expect(formatBasisPoints(1200)).toBe('12 %');
  });
});
