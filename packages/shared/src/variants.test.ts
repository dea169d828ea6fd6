import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  canOrder,
  openingVariant,
  valueSelectable,
  variantLabel,
  variantOfChoice,
} from './variants.ts';

const OPTIONS = [
  { name: 'Size', values: ['12', '14', '16'] },
  { name: 'Purity', values: ['18K', '22K'] },
];
const variant = (
  sku: string,
  values: string[],
  price: number,
  stock: number,
  madeToOrderDays: number | null = null,
) => ({
  sku,
  values,
  price,
  stock,
  madeToOrderDays,
});
const VARIANTS = [
  variant('R-12-22', ['12', '22K'], 30_000, 1),
  variant('R-14-22', ['14', '22K'], 32_000, 0, 10),
  variant('R-16-22', ['16', '22K'], 34_000, 0),
  variant('R-14-18', ['14', '18K'], 25_000, 2),
];

describe('a variant', () => {
  it('is named by its measures with their option and its words alone', () => {
    expect(variantLabel(OPTIONS, ['14', '22K'])).toBe('Size 14, 22K');
    expect(variantLabel([{ name: 'Length', values: ['16 in'] }], ['16 in'])).toBe('Length 16 in');
    expect(variantLabel([], [])).toBe('');
  });

  it('is in stock, made to order with its extra days, or unavailable', () => {
    expect(availabilityOf({ stock: 2, madeToOrderDays: 10 })).toEqual({ kind: 'in-stock', stock: 2 });
    expect(availabilityOf({ stock: 0, madeToOrderDays: 10 })).toEqual({
      kind: 'made-to-order',
      extraDays: 10,
    });
    expect(availabilityOf({ stock: 0, madeToOrderDays: null })).toEqual({ kind: 'unavailable' });
    expect(canOrder({ stock: 1, madeToOrderDays: null }, 2)).toBe(false);
    expect(canOrder({ stock: 1, madeToOrderDays: 5 }, 2)).toBe(true);
  });

  it('is found by the choices made, and a value no buyable variant has cannot be picked', () => {
    expect(variantOfChoice(VARIANTS, ['14', '18K'])?.sku).toBe('R-14-18');
    expect(variantOfChoice(VARIANTS, ['16', '18K'])).toBeUndefined();
    expect(valueSelectable(VARIANTS, [undefined, '22K'], 0, '16')).toBe(false);
    expect(valueSelectable(VARIANTS, [undefined, '22K'], 0, '14')).toBe(true);
    expect(valueSelectable(VARIANTS, ['12', undefined], 1, '18K')).toBe(false);
  });

  it('opens on the one the address names, else the cheapest that can be bought', () => {
    expect(openingVariant(VARIANTS, 'r-16-22')?.sku).toBe('R-16-22');
    expect(openingVariant(VARIANTS, null)?.sku).toBe('R-14-18');
    expect(openingVariant(VARIANTS, 'NOPE')?.sku).toBe('R-14-18');
  });
});
