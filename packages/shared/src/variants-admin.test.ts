import { describe, expect, it } from 'vitest';
import {
  DesignVariantsInputSchema,
  VARIANT_TEXTS,
  rowsForOptions,
  skuFor,
  skuPrefixOf,
  type VariantTemplate,
} from './variants-admin.ts';

const TEMPLATE: VariantTemplate = {
  gram: 3,
  netWeight: null,
  purity: null,
  makingKind: null,
  making: null,
  stones: null,
  pricing: 'fixed',
  price: 2499,
  madeToOrderDays: null,
};

const row = (values: string[], gram: number, extra: object = {}) => ({
  id: gram * 10,
  sku: skuFor('P00042', values),
  values,
  gram,
  pricing: 'fixed' as const,
  price: 2000 + gram,
  stock: 3,
  madeToOrderDays: null as number | null,
  ...extra,
});

describe('the rows of a design’s options', () => {
  it('makes every combination from the design’s figures when it has no variants yet', () => {
    const rows = rowsForOptions([], [{ name: 'Size', values: ['12', '14'] }], [], TEMPLATE, 'P00042');
    expect(rows.map((one) => [one.sku, one.values, one.gram, one.price, one.stock])).toEqual([
      ['P00042-12', ['12'], 3, 2499, 0],
      ['P00042-14', ['14'], 3, 2499, 0],
    ]);
  });

  it('adds a new size in its place from the nearest size, keeping the others as they are', () => {
    const before = [{ name: 'Size', values: ['12', '14'] }];
    const after = [{ name: 'Size', values: ['12', '14', '16'] }];
    const rows = rowsForOptions(
      before,
      after,
      [row(['12'], 3.1), row(['14'], 3.4, { madeToOrderDays: 5 })],
      TEMPLATE,
      'P00042',
    );
    expect(
      rows.map((one) => [one.sku, one.gram, one.stock, one.madeToOrderDays ?? null, 'id' in one]),
    ).toEqual([
      ['P00042-12', 3.1, 3, null, true],
      ['P00042-14', 3.4, 3, 5, true],
      ['P00042-16', 3.4, 0, 5, false],
    ]);
  });

  it('adds the combinations of a new purity only, and leaves out those of a removed size', () => {
    const before = [
      { name: 'Size', values: ['12', '14'] },
      { name: 'Purity', values: ['22K'] },
    ];
    const after = [
      { name: 'Size', values: ['14'] },
      { name: 'Purity', values: ['22K', '18K'] },
    ];
    const rows = rowsForOptions(before, after, [row(['12', '22K'], 3), row(['14', '22K'], 4)], TEMPLATE, 'R');
    expect(rows.map((one) => [one.sku, one.gram])).toEqual([
      ['P00042-14-22K', 4],
      ['R-14-18K', 4],
    ]);
  });

  it('refuses a SKU twice, a value no option has and an option named twice, in words', () => {
    const refusal = (body: object) =>
      DesignVariantsInputSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    const options = [{ name: 'Size', values: ['12', '14'] }];
    expect(refusal({ options, variants: [row(['12'], 3), { ...row(['14'], 4), sku: 'P00042-12' }] })).toEqual(
      [VARIANT_TEXTS.skuRepeated('P00042-12')],
    );
    expect(refusal({ options, variants: [row(['13'], 3)] })).toEqual([
      VARIANT_TEXTS.valueUnknown('Size', '13'),
    ]);
    expect(
      refusal({ options: [...options, { name: 'size', values: ['1'] }], variants: [row(['12', '1'], 3)] }),
    ).toEqual([VARIANT_TEXTS.optionNameRepeated('size')]);
  });

  it('names a new variant like its neighbours: the design’s SKUs before their values', () => {
    expect(skuPrefixOf([{ sku: 'D179-14-22K', values: ['14', '22K'] }], 'P00179')).toBe('D179');
    expect(skuPrefixOf([{ sku: 'RING-A', values: ['14'] }], 'P00179')).toBe('P00179');
    expect(skuFor('D179', ['16 in', '22K'])).toBe('D179-16IN-22K');
  });
});
