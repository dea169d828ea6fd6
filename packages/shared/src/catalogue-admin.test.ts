import { describe, expect, it } from 'vitest';
import {
  PRODUCT_TEXTS,
  ProductInputSchema,
  ratePricingOf,
  type ProductInputFields,
} from './catalogue-admin.ts';

const RING: ProductInputFields = {
  name: 'Kolam Band',
  description: 'An 18K gold band with a kolam pattern.',
  peopleCategory: 'women',
  productCategory: 'Ring',
  productType: 'Gold',
  purity: 'gold-750',
  gram: 3.5,
  pricing: 'rate',
  price: null,
  originalPrice: null,
  netWeight: 3.125,
  makingKind: 'percent',
  making: 12.5,
  stones: 1250.5,
  hallmarking: 45,
  isNew: false,
  stock: 2,
  customizationTypes: [],
};

const problems = (fields: Partial<ProductInputFields>) => {
  const checked = ProductInputSchema.safeParse({ ...RING, ...fields });
  return checked.success ? [] : checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the product form’s pricing', () => {
  it('turns a rate-priced piece as typed into milligrams, basis points and paise', () => {
    const checked = ProductInputSchema.parse(RING);
    expect(ratePricingOf(checked)).toEqual({
      purity: 'gold-750',
      netWeightMg: 3_125,
      making: { kind: 'percent', basisPoints: 1_250 },
      stonesPaise: 125_050,
      hallmarkingPaise: 4_500,
    });
    expect(ratePricingOf({ ...checked, making: 650, makingKind: 'per_gram' })?.making).toEqual({
      kind: 'per_gram',
      paisePerGram: 65_000,
    });
    expect(ratePricingOf({ ...checked, netWeight: null })).toBeUndefined();
  });

  it('names what a rate-priced piece lacks, and refuses a price before a discount', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ netWeight: null, making: null })).toEqual([
      ['netWeight', PRODUCT_TEXTS.netWeight],
      ['making', PRODUCT_TEXTS.making],
    ]);
    expect(problems({ netWeight: 2.0005 })).toEqual([['netWeight', PRODUCT_TEXTS.netWeight]]);
    expect(problems({ making: 1200 })).toEqual([['making', PRODUCT_TEXTS.makingPercentTooHigh]]);
    expect(problems({ originalPrice: 30000 })).toEqual([
      ['originalPrice', PRODUCT_TEXTS.originalPriceWithRate],
    ]);
    expect(problems({ purity: 'silver-925' })).toEqual([['purity', PRODUCT_TEXTS.purity('Gold')]]);
  });

  it('asks a piece at a fixed price for its price, and nothing of the rate', () => {
    expect(problems({ pricing: 'fixed', netWeight: null, makingKind: null, making: null })).toEqual([
      ['price', PRODUCT_TEXTS.priceRequired],
    ]);
    expect(problems({ pricing: 'fixed', price: 24999, originalPrice: 29999, netWeight: null })).toEqual([]);
  });
});
