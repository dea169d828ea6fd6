/**
 * Contracts of the back office's catalogue: a piece as staff write it (the form, the API and
 * each row of a CSV import are checked by the same schema), the list's filters, and the CSV
 * columns. Field names are the storefront's (catalogue-api.ts); prices are in rupees there
 * too, with paise at most.
 */
import { z } from 'zod';
import { plainText } from './text.ts';
import {
  CUSTOMIZATION_TYPES,
  ITEM_TYPES,
  MATERIALS,
  MAX_PRICE_FILTER_RUPEES,
  PEOPLE_CATEGORIES,
  PRODUCT_CATEGORIES,
  type ItemType,
  type PeopleCategory,
} from './catalogue.ts';
import { ErrorAnswerSchema, ProductOptionSchema, ProductSchema } from './catalogue-api.ts';
import {
  DEFAULT_PURITY,
  MAKING_CHARGE_KINDS,
  PRICING_KINDS,
  PURITIES,
  PURITY_LABELS,
  gramsTextToMg,
  puritiesOf,
  type MakingChargeKind,
  type Purity,
  type RatePricing,
} from './pricing.ts';
import {
  COUNTRY_OF_ORIGIN_LENGTH,
  COUNTRY_OF_ORIGIN_PATTERN,
  DEFAULT_COUNTRY_OF_ORIGIN,
} from './product-page.ts';

export const PRODUCT_LIMITS = {
  nameLength: 120,
  descriptionLength: 2000,
  gram: 10_000,
  stock: 100_000,
} as const;

export const PRODUCT_TEXTS = {
  nameRequired: 'Enter the piece’s name',
  nameTooLong: `A name is at most ${PRODUCT_LIMITS.nameLength} characters`,
  descriptionRequired: 'Describe the piece',
  descriptionTooLong: `A description is at most ${PRODUCT_LIMITS.descriptionLength} characters`,
  nameInLanguageTooLong: (language: string) =>
    `A ${language} name is at most ${PRODUCT_LIMITS.nameLength} characters`,
  descriptionInLanguageTooLong: (language: string) =>
    `A ${language} description is at most ${PRODUCT_LIMITS.descriptionLength} characters`,
  peopleCategory: `Choose who the piece is for: ${PEOPLE_CATEGORIES.join(', ')}`,
  productCategory: (people: string) =>
    `Choose a category of ${people}: ${categoryNames(people as PeopleCategory).join(', ')}`,
  productType: `Choose the metal: ${MATERIALS.join(' or ')}`,
  gram: `Enter the weight in grams, more than 0 and at most ${PRODUCT_LIMITS.gram}`,
  price: `Enter the price in rupees, more than 0 and at most ${MAX_PRICE_FILTER_RUPEES}, with at most two digits of paise`,
  originalPrice:
    'The price before the discount is in rupees, with at most two digits of paise, or left empty',
  originalPriceBelowPrice: 'The price before the discount must not be below the price',
  purity: (material: string) =>
    `Choose the purity of ${material.toLowerCase()}: ${puritiesOfName(material)
      .map((purity) => PURITY_LABELS[purity])
      .join(', ')}`,
  pricing: 'Choose how the piece is priced: fixed or rate',
  priceRequired: 'Enter the price in rupees of a piece at a fixed price',
  netWeight: `Enter the net metal weight in grams, more than 0 and at most ${PRODUCT_LIMITS.gram}, with at most three decimals`,
  makingKind: 'Choose the making charge: rupees per gram or a percentage of the metal value',
  making: 'Enter the making charge: rupees per gram, or a percentage, from 0, with at most two decimals',
  makingPercentTooHigh: 'A making charge is at most 1000 % of the metal value',
  stones: 'Enter the stones and other charges in rupees, 0 or more, with at most two digits of paise',
  hallmarking: 'Enter the hallmarking charge in rupees, 0 or more, with at most two digits of paise',
  originalPriceWithRate:
    'A piece priced from the metal rate has no price before a discount: its price moves with the rate. Leave it empty.',
  stock: `Enter how many pieces are in stock: a whole number from 0 to ${PRODUCT_LIMITS.stock}`,
  countryOfOriginRequired: `Enter the country the piece was made in, such as ${DEFAULT_COUNTRY_OF_ORIGIN}`,
  countryOfOriginLength: `A country of origin is ${COUNTRY_OF_ORIGIN_LENGTH.min} to ${COUNTRY_OF_ORIGIN_LENGTH.max} characters`,
  countryOfOriginLetters:
    'Write the country of origin in letters, with a space or hyphen between words, such as Sri Lanka or Timor-Leste',
  customizationTypes: `Personalisation is any of: ${CUSTOMIZATION_TYPES.join(', ')}`,
  notFound: 'There is no piece with this id.',
  created: 'The piece is in the catalogue.',
  saved: 'The piece is saved.',
  archived: 'The piece is archived: it has left the storefront, and its orders keep it.',
  restored: 'The piece is back in the storefront.',
  noProducts: 'No pieces match.',
} as const;

function puritiesOfName(material: string): Purity[] {
  return material === 'Gold' || material === 'Silver' ? puritiesOf(material) : [...PURITIES];
}

export const MAKING_CHARGE_LABELS: Readonly<Record<MakingChargeKind, string>> = {
  per_gram: 'Rupees per gram',
  percent: 'Percentage of the metal value',
};

function categoryNames(people: PeopleCategory): string[] {
  return (PRODUCT_CATEGORIES[people] ?? []).map((category) => category.name);
}

/** The kind of piece a product category of a people category is ('Ring' of women: a ring). */
export function itemTypeOf(people: PeopleCategory, productCategory: string): ItemType | undefined {
  return PRODUCT_CATEGORIES[people].find((category) => category.name === productCategory)?.itemType;
}

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const rupees = (message: string) =>
  z
    .number({ error: message })
    .positive(message)
    .max(MAX_PRICE_FILTER_RUPEES, message)
    .refine(hasAtMostTwoDecimals, message);

/** An amount in rupees that may be nothing at all (stones, hallmarking, making). */
const charge = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(MAX_PRICE_FILTER_RUPEES, message)
    .refine(hasAtMostTwoDecimals, message);

const MAX_MAKING_PERCENT = 1000;

/**
 * A design's name or description in Tamil or Hindi: optional ('' for none, and its pages show
 * the English), kept in Unicode's composed form, as search reads what shoppers type
 * (catalogue.ts searchText), so a vowel sign typed in two parts still finds it.
 */
function wordsInLanguage(field: string, limit: number, tooLong: string, lines: boolean) {
  return plainText(field, { lines })
    .trim()
    .max(limit, tooLong)
    .transform((text) => text.normalize('NFC'))
    .default('');
}

/**
 * A piece as staff write it. The kind of piece (`category`) follows from the product
 * category, so it is not written; rating, reviews and pictures are not staff's to type here.
 */
export const ProductInputSchema = z
  .object({
    name: plainText('Name', { error: PRODUCT_TEXTS.nameRequired })
      .trim()
      .min(1, PRODUCT_TEXTS.nameRequired)
      .max(PRODUCT_LIMITS.nameLength, PRODUCT_TEXTS.nameTooLong),
    description: plainText('Description', { lines: true, error: PRODUCT_TEXTS.descriptionRequired })
      .trim()
      .min(1, PRODUCT_TEXTS.descriptionRequired)
      .max(PRODUCT_LIMITS.descriptionLength, PRODUCT_TEXTS.descriptionTooLong),
    nameTa: wordsInLanguage(
      'Tamil name',
      PRODUCT_LIMITS.nameLength,
      PRODUCT_TEXTS.nameInLanguageTooLong('Tamil'),
      false,
    ),
    nameHi: wordsInLanguage(
      'Hindi name',
      PRODUCT_LIMITS.nameLength,
      PRODUCT_TEXTS.nameInLanguageTooLong('Hindi'),
      false,
    ),
    descriptionTa: wordsInLanguage(
      'Tamil description',
      PRODUCT_LIMITS.descriptionLength,
      PRODUCT_TEXTS.descriptionInLanguageTooLong('Tamil'),
      true,
    ),
    descriptionHi: wordsInLanguage(
      'Hindi description',
      PRODUCT_LIMITS.descriptionLength,
      PRODUCT_TEXTS.descriptionInLanguageTooLong('Hindi'),
      true,
    ),
    peopleCategory: z.enum(PEOPLE_CATEGORIES, { error: PRODUCT_TEXTS.peopleCategory }),
    productCategory: z.string({ error: PRODUCT_TEXTS.productCategory('women') }).trim(),
    productType: z.enum(MATERIALS, { error: PRODUCT_TEXTS.productType }),
    gram: z
      .number({ error: PRODUCT_TEXTS.gram })
      .positive(PRODUCT_TEXTS.gram)
      .max(PRODUCT_LIMITS.gram, PRODUCT_TEXTS.gram),
    purity: z.enum(PURITIES, { error: PRODUCT_TEXTS.purity('Gold or Silver') }),
    pricing: z.enum(PRICING_KINDS, { error: PRODUCT_TEXTS.pricing }).default('fixed'),
    /** Typed by staff for a piece at a fixed price; worked out by the server for a rate-priced one. */
    price: rupees(PRODUCT_TEXTS.price).nullable(),
    originalPrice: rupees(PRODUCT_TEXTS.originalPrice).nullable(),
    /** Net metal weight in grams, to the milligram: what the rate is paid for. */
    netWeight: z
      .number({ error: PRODUCT_TEXTS.netWeight })
      .positive(PRODUCT_TEXTS.netWeight)
      .max(PRODUCT_LIMITS.gram, PRODUCT_TEXTS.netWeight)
      .refine((grams) => gramsTextToMg(String(grams)) !== undefined, PRODUCT_TEXTS.netWeight)
      .nullable()
      .default(null),
    makingKind: z.enum(MAKING_CHARGE_KINDS, { error: PRODUCT_TEXTS.makingKind }).nullable().default(null),
    /** Rupees per gram, or a percentage of the metal value, as `makingKind` says. */
    making: charge(PRODUCT_TEXTS.making).nullable().default(null),
    stones: charge(PRODUCT_TEXTS.stones).default(0),
    hallmarking: charge(PRODUCT_TEXTS.hallmarking).default(0),
    isNew: z.boolean({ error: 'Say whether the piece is new' }),
    stock: z
      .number({ error: PRODUCT_TEXTS.stock })
      .int(PRODUCT_TEXTS.stock)
      .min(0, PRODUCT_TEXTS.stock)
      .max(PRODUCT_LIMITS.stock, PRODUCT_TEXTS.stock),
    /** Where the piece was made, which its page states; India unless staff name another. */
    countryOfOrigin: z
      .string({ error: PRODUCT_TEXTS.countryOfOriginRequired })
      .trim()
      .min(1, { error: PRODUCT_TEXTS.countryOfOriginRequired, abort: true })
      .min(COUNTRY_OF_ORIGIN_LENGTH.min, { error: PRODUCT_TEXTS.countryOfOriginLength, abort: true })
      .max(COUNTRY_OF_ORIGIN_LENGTH.max, { error: PRODUCT_TEXTS.countryOfOriginLength, abort: true })
      .regex(COUNTRY_OF_ORIGIN_PATTERN, PRODUCT_TEXTS.countryOfOriginLetters)
      .default(DEFAULT_COUNTRY_OF_ORIGIN),
    customizationTypes: z
      .array(z.enum(CUSTOMIZATION_TYPES, { error: PRODUCT_TEXTS.customizationTypes }), {
        error: PRODUCT_TEXTS.customizationTypes,
      })
      .transform((types) => [...new Set(types)]),
  })
  .superRefine((piece, context) => {
    if (!itemTypeOf(piece.peopleCategory, piece.productCategory)) {
      context.addIssue({
        code: 'custom',
        path: ['productCategory'],
        message: PRODUCT_TEXTS.productCategory(piece.peopleCategory),
      });
    }
    if (!piece.purity.startsWith(`${piece.productType.toLowerCase()}-`)) {
      context.addIssue({
        code: 'custom',
        path: ['purity'],
        message: PRODUCT_TEXTS.purity(piece.productType),
      });
    }
    if (piece.pricing === 'fixed') {
      if (piece.price === null) {
        context.addIssue({ code: 'custom', path: ['price'], message: PRODUCT_TEXTS.priceRequired });
      } else if (piece.originalPrice !== null && piece.originalPrice < piece.price) {
        context.addIssue({
          code: 'custom',
          path: ['originalPrice'],
          message: PRODUCT_TEXTS.originalPriceBelowPrice,
        });
      }
      return;
    }
    if (piece.netWeight === null) {
      context.addIssue({ code: 'custom', path: ['netWeight'], message: PRODUCT_TEXTS.netWeight });
    }
    if (piece.makingKind === null) {
      context.addIssue({ code: 'custom', path: ['makingKind'], message: PRODUCT_TEXTS.makingKind });
    }
    if (piece.making === null) {
      context.addIssue({ code: 'custom', path: ['making'], message: PRODUCT_TEXTS.making });
    } else if (piece.makingKind === 'percent' && piece.making > MAX_MAKING_PERCENT) {
      context.addIssue({ code: 'custom', path: ['making'], message: PRODUCT_TEXTS.makingPercentTooHigh });
    }
    if (piece.originalPrice !== null) {
      context.addIssue({
        code: 'custom',
        path: ['originalPrice'],
        message: PRODUCT_TEXTS.originalPriceWithRate,
      });
    }
  });
export type ProductInput = z.output<typeof ProductInputSchema>;
/** What the form holds before it is checked. */
export type ProductInputFields = z.input<typeof ProductInputSchema>;

/**
 * What a rate-priced piece's price is made from, in paise, milligrams and basis points; undefined
 * while a field the price needs is missing.
 */
export function ratePricingOf(
  piece: Pick<ProductInput, 'purity' | 'netWeight' | 'makingKind' | 'making' | 'stones' | 'hallmarking'>,
): RatePricing | undefined {
  const netWeightMg = piece.netWeight === null ? undefined : gramsTextToMg(String(piece.netWeight));
  if (netWeightMg === undefined || piece.makingKind === null || piece.making === null) return undefined;
  const making =
    piece.makingKind === 'per_gram'
      ? { kind: piece.makingKind, paisePerGram: Math.round(piece.making * 100) }
      : { kind: piece.makingKind, basisPoints: Math.round(piece.making * 100) };
  return {
    purity: piece.purity,
    netWeightMg,
    making,
    stonesPaise: Math.round(piece.stones * 100),
    hallmarkingPaise: Math.round(piece.hallmarking * 100),
  };
}

/** A piece as the back office reads it: the storefront's JSON, its count and whether it is archived. */
export const AdminProductSchema = ProductSchema.extend({
  stock: z.number().int(),
  archivedAt: z.string().nullable(),
  pricing: z.enum(PRICING_KINDS),
  netWeight: z.number().nullable(),
  makingKind: z.enum(MAKING_CHARGE_KINDS).nullable(),
  making: z.number().nullable(),
  stones: z.number(),
  hallmarking: z.number(),
  /** The design's options: none for a piece of one variant; its price and stock are then its variants' (variants-admin.ts). */
  options: z.array(ProductOptionSchema),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductAnswerSchema = z.strictObject({
  success: z.literal(true),
  /** What the page says after a change; empty when the piece is only read. */
  message: z.string(),
  product: AdminProductSchema,
});
export type AdminProductAnswer = z.infer<typeof AdminProductAnswerSchema>;

export const ADMIN_PRODUCT_PAGE_SIZES = [25, 50, 100] as const;

/** The list's stock filter: enough, few left (below FEW_LEFT_BELOW) or none. */
export const STOCK_FILTERS = ['in', 'few', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const STOCK_FILTER_LABELS: Record<StockFilter, string> = {
  in: 'In stock',
  few: 'Few left',
  out: 'Out of stock',
};

export const ARCHIVE_FILTERS = ['active', 'archived', 'all'] as const;
export type ArchiveFilter = (typeof ARCHIVE_FILTERS)[number];

/** `none` finds the pieces sold as they are. */
export const PERSONALISATION_FILTERS = [...CUSTOMIZATION_TYPES, 'none'] as const;

export const AdminProductListQuerySchema = z.object({
  q: plainText('The search').trim().max(100, 'Search for at most 100 characters').optional(),
  peopleCategory: z.enum(PEOPLE_CATEGORIES, { error: PRODUCT_TEXTS.peopleCategory }).optional(),
  category: z.enum(ITEM_TYPES, { error: `Choose a type: ${ITEM_TYPES.join(', ')}` }).optional(),
  productType: z.enum(MATERIALS, { error: PRODUCT_TEXTS.productType }).optional(),
  stock: z.enum(STOCK_FILTERS, { error: `Choose the stock: ${STOCK_FILTERS.join(', ')}` }).optional(),
  customization: z
    .enum(PERSONALISATION_FILTERS, {
      error: `Choose a personalisation: ${PERSONALISATION_FILTERS.join(', ')}`,
    })
    .optional(),
  archived: z.enum(ARCHIVE_FILTERS, { error: 'Choose active, archived or all' }).default('active'),
  page: z.coerce.number().int().min(1, 'The page starts at 1').max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine(
      (limit) => (ADMIN_PRODUCT_PAGE_SIZES as readonly number[]).includes(limit),
      'Show 25, 50 or 100 a page',
    )
    .default(25),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

export const AdminProductListAnswerSchema = z.strictObject({
  success: z.literal(true),
  products: z.array(AdminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminProductListAnswer = z.infer<typeof AdminProductListAnswerSchema>;

/** Pieces still in the collection with fewer than FEW_LEFT_BELOW left, fewest first. */
export const LowStockAnswerSchema = z.strictObject({
  success: z.literal(true),
  products: z.array(z.strictObject({ id: z.number().int(), name: z.string(), stock: z.number().int() })),
  total: z.number().int(),
});
export type LowStockAnswer = z.infer<typeof LowStockAnswerSchema>;

/**
 * The catalogue as a spreadsheet: one row a piece, these columns in this order. `id` is
 * empty for a new piece; `customizationTypes` are separated by `|`; yes/no columns take
 * yes, no, true or false. `pricing` is fixed or rate: a fixed piece has its `price`; a
 * rate-priced one its `netWeight` in grams, `makingKind` (per_gram or percent) and `making`,
 * and its `price` cell is read as nothing (the server works it out from the day's rate). An
 * empty `purity` is its metal's usual one. An empty `countryOfOrigin` is India.
 */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'description',
  'peopleCategory',
  'productCategory',
  'productType',
  'gram',
  'price',
  'originalPrice',
  'isNew',
  'stock',
  'customizationTypes',
  'archived',
  'purity',
  'pricing',
  'netWeight',
  'makingKind',
  'making',
  'stones',
  'hallmarking',
  'countryOfOrigin',
  'nameTa',
  'nameHi',
  'descriptionTa',
  'descriptionHi',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * Columns a file may leave out, as files exported before them do: a piece without an id is new,
 * without `archived` stays as it is, and without the pricing columns is at a fixed price and of
 * its metal's usual purity (pricing.ts DEFAULT_PURITY), and without `countryOfOrigin` is made in
 * India (product-page.ts DEFAULT_COUNTRY_OF_ORIGIN), and without the Tamil and Hindi words shows
 * the English ones on every page.
 */
export const OPTIONAL_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  'id',
  'archived',
  'purity',
  'pricing',
  'netWeight',
  'makingKind',
  'making',
  'stones',
  'hallmarking',
  'countryOfOrigin',
  'nameTa',
  'nameHi',
  'descriptionTa',
  'descriptionHi',
];

/** One problem of an import: the spreadsheet's row number (the header is row 1) and the column. */
export const CsvProblemSchema = z.strictObject({
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type CsvProblem = z.infer<typeof CsvProblemSchema>;

export const CsvImportAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type CsvImportAnswer = z.infer<typeof CsvImportAnswerSchema>;

/** A refused import: the error answer with every problem found, so none is left to find later. */
export const CsvImportRefusalSchema = ErrorAnswerSchema.extend({ problems: z.array(CsvProblemSchema) });
export type CsvImportRefusal = z.infer<typeof CsvImportRefusalSchema>;

export const CSV_TEXTS = {
  empty: 'The file holds no rows of pieces.',
  notCsv: 'Send the CSV file as text/csv.',
  missingColumns: (columns: string[]) => `The header row lacks the columns ${columns.join(', ')}.`,
  refused: (count: number) =>
    `Nothing was imported: ${count === 1 ? 'one row has a problem' : `${count} problems were found`}. Correct the file and import it again.`,
  unknownId: (id: string) => `There is no piece with id ${id}; leave the id empty to add a new piece.`,
  repeatedId: (id: string) => `The id ${id} appears on an earlier row too.`,
  badId: 'An id is a whole number, or empty for a new piece.',
  yesNo: 'Write yes or no.',
  number: 'Write a number, such as 1250 or 1250.50.',
  imported: (created: number, updated: number) =>
    `Imported: ${created} new ${created === 1 ? 'piece' : 'pieces'}, ${updated} updated.`,
  tooManyRows: (max: number) => `A file holds at most ${max} rows.`,
} as const;

export const MAX_CSV_ROWS = 20_000;

/**
 * A cell a spreadsheet would run as a formula: one that starts with = + - @, a tab or a
 * carriage return, whatever lines follow. The export writes it with a leading apostrophe, and
 * so a cell that starts with apostrophes before one of those gets one more; the import takes
 * one off again (unguardedCsvCell), so an exported file imports unchanged.
 */
export const CSV_FORMULA_CELL = /^'*[=+\-@\t\r]/;

/** A cell as it was before the export guarded it. */
export function unguardedCsvCell(cell: string): string {
  return cell.startsWith("'") && CSV_FORMULA_CELL.test(cell) ? cell.slice(1) : cell;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** A CSV cell as a number; a cell that is no number stays text, for the schema to refuse. */
function csvNumber(cell: string): number | string {
  const plain = cell.replace(/[,\s₹]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : cell;
}

function csvYesNo(cell: string): boolean | string {
  const key = cell.trim().toLowerCase();
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return cell;
}

/**
 * A CSV row's cells as the piece they describe, before ProductInputSchema checks it; a cell
 * that cannot be read keeps its text so the schema names the column.
 */
export function csvRowToFields(row: Partial<Record<ProductCsvColumn, string>>): {
  fields: Record<string, unknown>;
  archived: boolean | string;
} {
  const cell = (column: ProductCsvColumn) => unguardedCsvCell(row[column] ?? '');
  const originalPrice = cell('originalPrice').trim();
  const pricing = cell('pricing').trim().toLowerCase() || 'fixed';
  const optionalNumber = (column: ProductCsvColumn) => {
    const text = cell(column).trim();
    return text === '' ? null : csvNumber(text);
  };
  const customizationTypes = cell('customizationTypes')
    .split('|')
    .map((type) => type.trim().toLowerCase())
    .filter((type) => type !== '');
  return {
    fields: {
      name: cell('name'),
      description: cell('description'),
      peopleCategory: cell('peopleCategory').trim().toLowerCase(),
      productCategory: cell('productCategory'),
      productType: capitalised(cell('productType').trim()),
      purity: cell('purity').trim().toLowerCase() || defaultPurityOf(cell('productType')),
      gram: csvNumber(cell('gram')),
      pricing,
      price: pricing === 'rate' ? null : csvNumber(cell('price')),
      netWeight: optionalNumber('netWeight'),
      makingKind: cell('makingKind').trim().toLowerCase() || null,
      making: optionalNumber('making'),
      stones: optionalNumber('stones') ?? 0,
      hallmarking: optionalNumber('hallmarking') ?? 0,
      originalPrice: originalPrice === '' ? null : csvNumber(originalPrice),
      isNew: csvYesNo(cell('isNew')),
      stock: csvNumber(cell('stock')),
      customizationTypes,
      countryOfOrigin: cell('countryOfOrigin').trim() || DEFAULT_COUNTRY_OF_ORIGIN,
      nameTa: cell('nameTa'),
      nameHi: cell('nameHi'),
      descriptionTa: cell('descriptionTa'),
      descriptionHi: cell('descriptionHi'),
    },
    archived: csvYesNo(cell('archived')),
  };
}

function defaultPurityOf(material: string): string {
  const metal = capitalised(material.trim());
  return metal === 'Gold' || metal === 'Silver' ? DEFAULT_PURITY[metal] : '';
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}
