/**
 * Contracts of the back office's options and variants: a design's options and the grid of its
 * variants as staff write them (the grid, the API and a CSV's variant rows are checked by the
 * same schema), the grid's answer, and the rule that makes the rows of new option values.
 * Prices are in rupees, weights in grams, as the piece's form has them; the server prices a
 * variant at the day's rate (variant-pricing.ts).
 */
import { z } from 'zod';
import { ErrorAnswerSchema } from './catalogue-api.ts';
import { PRODUCT_LIMITS, unguardedCsvCell } from './catalogue-admin.ts';
import { MAX_PRICE_FILTER_RUPEES } from './catalogue.ts';
import {
  MAKING_CHARGE_KINDS,
  PRICING_KINDS,
  PURITIES,
  PURITY_LABELS,
  gramsTextToMg,
  type MakingChargeKind,
  type PricingKind,
  type Purity,
} from './pricing.ts';
import { plainText } from './text.ts';
import { MAX_OPTIONS, MAX_OPTION_VALUES, SKU_PATTERN, type ProductOption } from './variants.ts';

export { SKU_PATTERN };
export const OPTION_NAME_LENGTH = 30;
export const OPTION_VALUE_LENGTH = 30;
export const MAX_MADE_TO_ORDER_DAYS = 365;
/** A design's grid holds at most this many variants (three options of many values are a lot). */
export const MAX_VARIANTS = 200;

export const VARIANT_TEXTS = {
  optionsCount: `A design has one to ${MAX_OPTIONS} options, such as Size, Purity or Length`,
  optionName: `Name the option in up to ${OPTION_NAME_LENGTH} characters, such as Size`,
  optionNameRepeated: (name: string) => `The option ${name} is named twice`,
  optionValues: `An option has one to ${MAX_OPTION_VALUES} values`,
  optionValue: `A value is up to ${OPTION_VALUE_LENGTH} characters, such as 14, 22K or 18 in`,
  optionValueRepeated: (name: string, value: string) => `${name} lists ${value} twice`,
  variantsCount: `A design has one to ${MAX_VARIANTS} variants`,
  sku: 'A SKU is 1 to 40 letters, digits, dots, dashes, underscores or slashes, starting with a letter or digit',
  skuRepeated: (sku: string) => `The SKU ${sku} is on two variants`,
  skuTaken: (sku: string, productId: number) => `The SKU ${sku} belongs to piece #${productId}`,
  values: 'Each variant has one value of each option, in the options’ order',
  valueUnknown: (name: string, value: string) => `${value} is no value of ${name}`,
  combinationRepeated: (label: string) => `Two variants are ${label}`,
  gram: `Enter the gross weight in grams, more than 0 and at most ${PRODUCT_LIMITS.gram}`,
  netWeight: `Enter the net metal weight in grams, more than 0 and at most ${PRODUCT_LIMITS.gram}, with at most three decimals`,
  netWeightRequired: 'A variant priced from the day’s rate needs its net metal weight',
  netAboveGross: 'The net metal weight is at most the gross weight',
  price: `Enter the price in rupees, more than 0 and at most ${MAX_PRICE_FILTER_RUPEES}, with at most two digits of paise`,
  priceRequired: 'A variant at a fixed price needs its price',
  making: 'Enter the making charge: rupees per gram, or a percentage, from 0, with at most two decimals',
  makingKind: 'Choose the making charge: rupees per gram or a percentage of the metal value',
  makingBoth: 'Give the making charge with its kind, or leave both empty for the design’s',
  stones: `Enter the stones and other charges in rupees, from 0 to ${MAX_PRICE_FILTER_RUPEES}, with at most two digits of paise, or leave it empty for the design’s`,
  purity: (material: string, purities: readonly Purity[]) =>
    `Choose a purity of ${material.toLowerCase()}: ${purities.map((purity) => PURITY_LABELS[purity]).join(', ')}, or leave it empty for the design’s`,
  stock: `Enter how many are in stock: a whole number from 0 to ${PRODUCT_LIMITS.stock}`,
  madeToOrderDays: `Made to order takes 0 to ${MAX_MADE_TO_ORDER_DAYS} extra days, or leave it empty if it is not`,
  unknownVariant: (id: number) => `The variant ${id} is not one of this design’s; reload the page`,
  heldByUnpaidOrder: (label: string, order: string) =>
    `${label} cannot be removed: order ${order} waits for its payment. Set its stock to 0 and clear made to order to stop selling it.`,
  saved: 'The options and variants are saved.',
  archived: 'An archived piece cannot change its variants; restore it first.',
} as const;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const grams = (message: string) =>
  z.number({ error: message }).positive(message).max(PRODUCT_LIMITS.gram, message);

export const VariantOptionSchema = z.strictObject({
  name: plainText('Option', { error: VARIANT_TEXTS.optionName })
    .trim()
    .min(1, VARIANT_TEXTS.optionName)
    .max(OPTION_NAME_LENGTH, VARIANT_TEXTS.optionName),
  values: z
    .array(
      plainText('Value', { error: VARIANT_TEXTS.optionValue })
        .trim()
        .min(1, VARIANT_TEXTS.optionValue)
        .max(OPTION_VALUE_LENGTH, VARIANT_TEXTS.optionValue),
      { error: VARIANT_TEXTS.optionValues },
    )
    .min(1, VARIANT_TEXTS.optionValues)
    .max(MAX_OPTION_VALUES, VARIANT_TEXTS.optionValues),
});

/** One row of the grid as staff write it; `id` names a variant the design has, none a new one. */
export const VariantInputSchema = z
  .strictObject({
    id: z.number().int().positive().optional(),
    sku: z
      .string({ error: VARIANT_TEXTS.sku })
      .trim()
      .regex(SKU_PATTERN, VARIANT_TEXTS.sku)
      .transform((sku) => sku.toUpperCase()),
    values: z.array(plainText('Value', { error: VARIANT_TEXTS.values }).trim(), {
      error: VARIANT_TEXTS.values,
    }),
    /** Gross weight, which the page and the invoice state. */
    gram: grams(VARIANT_TEXTS.gram),
    netWeight: grams(VARIANT_TEXTS.netWeight)
      .refine((value) => gramsTextToMg(String(value)) !== undefined, VARIANT_TEXTS.netWeight)
      .nullable()
      .default(null),
    /** Null: the design's purity. */
    purity: z
      .enum(PURITIES, { error: VARIANT_TEXTS.purity('the design', PURITIES) })
      .nullable()
      .default(null),
    /** Both null: the design's making charge. */
    makingKind: z.enum(MAKING_CHARGE_KINDS, { error: VARIANT_TEXTS.makingKind }).nullable().default(null),
    making: z
      .number({ error: VARIANT_TEXTS.making })
      .min(0, VARIANT_TEXTS.making)
      .max(MAX_PRICE_FILTER_RUPEES, VARIANT_TEXTS.making)
      .refine(hasAtMostTwoDecimals, VARIANT_TEXTS.making)
      .nullable()
      .default(null),
    /** Stones and other charges in rupees; null: the design's. */
    stones: z
      .number({ error: VARIANT_TEXTS.stones })
      .min(0, VARIANT_TEXTS.stones)
      .max(MAX_PRICE_FILTER_RUPEES, VARIANT_TEXTS.stones)
      .refine(hasAtMostTwoDecimals, VARIANT_TEXTS.stones)
      .nullable()
      .default(null),
    pricing: z.enum(PRICING_KINDS, { error: 'Choose fixed or rate' }),
    /** Typed for a variant at a fixed price; the server works out a rate-priced one's. */
    price: z
      .number({ error: VARIANT_TEXTS.price })
      .positive(VARIANT_TEXTS.price)
      .max(MAX_PRICE_FILTER_RUPEES, VARIANT_TEXTS.price)
      .refine(hasAtMostTwoDecimals, VARIANT_TEXTS.price)
      .nullable()
      .default(null),
    stock: z
      .number({ error: VARIANT_TEXTS.stock })
      .int(VARIANT_TEXTS.stock)
      .min(0, VARIANT_TEXTS.stock)
      .max(PRODUCT_LIMITS.stock, VARIANT_TEXTS.stock),
    madeToOrderDays: z
      .number({ error: VARIANT_TEXTS.madeToOrderDays })
      .int(VARIANT_TEXTS.madeToOrderDays)
      .min(0, VARIANT_TEXTS.madeToOrderDays)
      .max(MAX_MADE_TO_ORDER_DAYS, VARIANT_TEXTS.madeToOrderDays)
      .nullable()
      .default(null),
  })
  .superRefine((variant, context) => {
    if (variant.pricing === 'fixed' && variant.price === null) {
      context.addIssue({ code: 'custom', path: ['price'], message: VARIANT_TEXTS.priceRequired });
    }
    if (variant.pricing === 'rate' && variant.netWeight === null) {
      context.addIssue({ code: 'custom', path: ['netWeight'], message: VARIANT_TEXTS.netWeightRequired });
    }
    if (variant.netWeight !== null && variant.netWeight > variant.gram) {
      context.addIssue({ code: 'custom', path: ['netWeight'], message: VARIANT_TEXTS.netAboveGross });
    }
    if ((variant.makingKind === null) !== (variant.making === null)) {
      context.addIssue({ code: 'custom', path: ['making'], message: VARIANT_TEXTS.makingBoth });
    }
  });
export type VariantInput = z.output<typeof VariantInputSchema>;
export type VariantInputFields = z.input<typeof VariantInputSchema>;

/** Where a problem of a design's options and variants is: `options.1.values`, `variants.3.sku`. */
function issueAt(context: z.RefinementCtx, path: (string | number)[], message: string) {
  context.addIssue({ code: 'custom', path, message });
}

/** A design's options and every variant it is made in, as the grid saves them at once. */
export const DesignVariantsInputSchema = z
  .strictObject({
    options: z
      .array(VariantOptionSchema, { error: VARIANT_TEXTS.optionsCount })
      .min(1, VARIANT_TEXTS.optionsCount)
      .max(MAX_OPTIONS, VARIANT_TEXTS.optionsCount),
    variants: z
      .array(VariantInputSchema, { error: VARIANT_TEXTS.variantsCount })
      .min(1, VARIANT_TEXTS.variantsCount)
      .max(MAX_VARIANTS, VARIANT_TEXTS.variantsCount),
  })
  .superRefine(({ options, variants }, context) => {
    const names = new Set<string>();
    options.forEach((option, index) => {
      const key = option.name.toLowerCase();
      if (names.has(key))
        issueAt(context, ['options', index, 'name'], VARIANT_TEXTS.optionNameRepeated(option.name));
      names.add(key);
      const values = new Set<string>();
      for (const value of option.values) {
        if (values.has(value.toLowerCase()))
          issueAt(
            context,
            ['options', index, 'values'],
            VARIANT_TEXTS.optionValueRepeated(option.name, value),
          );
        values.add(value.toLowerCase());
      }
    });
    const skus = new Set<string>();
    const combinations = new Set<string>();
    variants.forEach((variant, index) => {
      if (skus.has(variant.sku))
        issueAt(context, ['variants', index, 'sku'], VARIANT_TEXTS.skuRepeated(variant.sku));
      skus.add(variant.sku);
      if (variant.values.length !== options.length) {
        issueAt(context, ['variants', index, 'values'], VARIANT_TEXTS.values);
        return;
      }
      const unknown = variant.values.findIndex((value, at) => !options[at]?.values.includes(value));
      if (unknown >= 0) {
        const option = options[unknown];
        issueAt(
          context,
          ['variants', index, 'values'],
          VARIANT_TEXTS.valueUnknown(option?.name ?? '', variant.values[unknown] ?? ''),
        );
        return;
      }
      const key = JSON.stringify(variant.values);
      if (combinations.has(key))
        issueAt(
          context,
          ['variants', index, 'values'],
          VARIANT_TEXTS.combinationRepeated(variant.values.join(', ')),
        );
      combinations.add(key);
    });
  });
export type DesignVariantsInput = z.output<typeof DesignVariantsInputSchema>;
export type DesignVariantsInputFields = z.input<typeof DesignVariantsInputSchema>;

/** A variant as the back office reads it: as staff write it, with its label and its price now. */
export const AdminVariantSchema = z.strictObject({
  id: z.number().int(),
  sku: z.string(),
  values: z.array(z.string()),
  label: z.string(),
  gram: z.number(),
  netWeight: z.number().nullable(),
  purity: z.enum(PURITIES).nullable(),
  makingKind: z.enum(MAKING_CHARGE_KINDS).nullable(),
  making: z.number().nullable(),
  /** In rupees; null: the design's. */
  stones: z.number().nullable(),
  pricing: z.enum(PRICING_KINDS),
  /** In rupees: typed for a fixed price, the day's for a rate-priced variant. */
  price: z.number(),
  stock: z.number().int(),
  madeToOrderDays: z.number().int().nullable(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

export const DesignVariantsAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  /** None for a design of one piece, whose one variant is the design's own row. */
  options: z.array(z.strictObject({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(AdminVariantSchema),
});
export type DesignVariantsAnswer = z.infer<typeof DesignVariantsAnswerSchema>;

/** A refusal of the grid: the message, and each problem's place (`variants.3.sku`). */
export const DesignVariantsRefusalSchema = ErrorAnswerSchema.extend({
  problems: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});

/** What a new row starts from: the nearest variant's figures, or the design's. */
export interface VariantTemplate {
  gram: number;
  netWeight: number | null;
  purity: Purity | null;
  makingKind: MakingChargeKind | null;
  making: number | null;
  stones: number | null;
  pricing: PricingKind;
  price: number | null;
  madeToOrderDays: number | null;
}

/** A SKU for a new combination: the design's prefix and the values, e.g. `R42-14-22K`. */
export function skuFor(prefix: string, values: readonly string[]): string {
  const parts = [prefix, ...values.map((value) => value.replace(/[^A-Za-z0-9.]+/g, ''))].filter(
    (part) => part !== '',
  );
  return parts.join('-').toUpperCase().slice(0, 40);
}

/**
 * The part of a design's SKUs before their values ("D179" of "D179-14"), so a new variant's SKU
 * reads like its neighbours'; `fallback` when no SKU ends with its values.
 */
export function skuPrefixOf(
  rows: readonly { sku: string; values: readonly string[] }[],
  fallback: string,
): string {
  for (const row of rows) {
    const tail = skuFor('', row.values);
    const sku = row.sku.toUpperCase();
    if (row.values.length > 0 && sku.length > tail.length + 1 && sku.endsWith(`-${tail}`)) {
      return sku.slice(0, -(tail.length + 1));
    }
  }
  return fallback;
}

/** Every combination of the options' values, in their order (the first option slowest). */
export function combinationsOf(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}

/**
 * The grid's rows once the options changed from `before` to `options`: each variant kept whose
 * values are still the options', in the options' order, and a new row for each combination
 * with a value that is new (every combination when there were no rows), with the figures of
 * the variant nearest to it (the most values in common, the earlier first) or the template's,
 * no stock and a SKU of its own. A removed value's variants are left out: saving removes them.
 */
export function rowsForOptions<V extends VariantInputFields>(
  before: readonly ProductOption[],
  options: readonly ProductOption[],
  rows: readonly V[],
  template: VariantTemplate,
  skuPrefix: string,
): (V | VariantInputFields)[] {
  const kept = rows.filter(
    (row) =>
      row.values.length === options.length &&
      row.values.every((value, index) => options[index]?.values.includes(value)),
  );
  const isNew = (values: readonly string[]) =>
    kept.length === 0 || values.some((value, index) => !before[index]?.values.includes(value));
  const taken = new Set(rows.map((row) => row.sku.toUpperCase()));
  return combinationsOf(options).flatMap((values): (V | VariantInputFields)[] => {
    const own = kept.find((row) => row.values.every((value, index) => value === values[index]));
    if (own) return [own];
    if (!isNew(values)) return [];
    // The nearest variant: the most values in common, then the values closest in order (size
    // 16 takes after size 14 rather than size 6), the earlier first.
    const distance = (row: V) =>
      row.values.reduce((sum, value, index) => {
        const own = options[index]?.values ?? [];
        return sum + Math.abs(own.indexOf(value) - own.indexOf(values[index] ?? ''));
      }, 0);
    let nearest: V | undefined;
    let best = { common: -1, distance: Infinity };
    for (const row of kept) {
      const common = row.values.filter((value, index) => value === values[index]).length;
      const far = distance(row);
      if (common > best.common || (common === best.common && far < best.distance)) {
        nearest = row;
        best = { common, distance: far };
      }
    }
    const base = skuFor(skuPrefix, values);
    let sku = base;
    for (let tries = 2; taken.has(sku); tries += 1) sku = `${base.slice(0, 36)}-${tries}`;
    taken.add(sku);
    const from = nearest ?? template;
    return [
      {
        sku,
        values,
        gram: from.gram,
        netWeight: from.netWeight ?? null,
        purity: from.purity ?? null,
        makingKind: from.makingKind ?? null,
        making: from.making ?? null,
        stones: from.stones ?? null,
        pricing: from.pricing,
        price: from.price ?? null,
        stock: 0,
        madeToOrderDays: from.madeToOrderDays ?? null,
      },
    ];
  });
}

/**
 * A design's variants in the CSV, one row a variant as spreadsheets of shops have them: the
 * design's columns (PRODUCT_CSV_COLUMNS) on its first row, with the options' names; the
 * values and the variant's columns on every row; the rows after the first leave `name`
 * empty (and `id` empty or the design's). A SKU the design has names that variant; a new
 * SKU adds one; a variant of the design the file does not list is removed. A design whose
 * first row names no option keeps its variants as they are. The export has these columns
 * only while some design has options.
 */
export const VARIANT_CSV_COLUMNS = [
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'sku',
  'variantGram',
  'variantNetWeight',
  'variantPurity',
  'variantMakingKind',
  'variantMaking',
  'variantStones',
  'variantPricing',
  'variantPrice',
  'variantStock',
  'variantMadeToOrderDays',
] as const;
export type VariantCsvColumn = (typeof VARIANT_CSV_COLUMNS)[number];

export const VARIANT_CSV_TEXTS = {
  noDesignAbove:
    'A row without a name is a variant of the design on the row above, which must name its options.',
  otherDesign: (id: string) =>
    `A row without a name belongs to the design above; the id ${id} is another piece’s.`,
  optionNameLater: 'Name the options on the design’s first row only.',
  optionsOfVariantsOnly: 'A design named on this row has no options: leave the variant’s columns empty.',
} as const;

/** The options' names on a design's first row, in order, up to the first empty one. */
export function csvOptionNames(row: Partial<Record<VariantCsvColumn, string>>): string[] {
  const names = [row.option1Name, row.option2Name, row.option3Name].map((name) =>
    unguardedCsvCell(name ?? '').trim(),
  );
  const end = names.indexOf('');
  return end === -1 ? names : names.slice(0, end);
}

/** Whether a row holds anything of a variant. */
export function csvHasVariant(row: Partial<Record<VariantCsvColumn, string>>): boolean {
  return VARIANT_CSV_COLUMNS.some((column) => (row[column] ?? '').trim() !== '');
}

function csvCellNumber(cell: string): number | string | null {
  const plain = cell.trim().replace(/[,\s₹]/g, '');
  if (plain === '') return null;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : cell;
}

/** A variant row's cells as the grid's row, before VariantInputSchema checks it. */
export function csvRowToVariant(
  row: Partial<Record<VariantCsvColumn, string>>,
  optionCount: number,
): Record<string, unknown> {
  const cell = (column: VariantCsvColumn) => unguardedCsvCell(row[column] ?? '').trim();
  const values = [cell('option1Value'), cell('option2Value'), cell('option3Value')].slice(0, optionCount);
  const pricing = cell('variantPricing').toLowerCase() || 'fixed';
  return {
    sku: cell('sku'),
    values,
    gram: csvCellNumber(cell('variantGram')),
    netWeight: csvCellNumber(cell('variantNetWeight')),
    purity: cell('variantPurity').toLowerCase() || null,
    makingKind: cell('variantMakingKind').toLowerCase() || null,
    making: csvCellNumber(cell('variantMaking')),
    stones: csvCellNumber(cell('variantStones')),
    pricing,
    price: pricing === 'rate' ? null : csvCellNumber(cell('variantPrice')),
    stock: csvCellNumber(cell('variantStock')),
    madeToOrderDays: csvCellNumber(cell('variantMadeToOrderDays')),
  };
}
