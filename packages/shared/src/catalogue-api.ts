/**
 * Contracts of the catalogue calls: the queries they accept, with the messages a person
 * reads when a value is wrong, and the answers they give. Answers are strict objects: the
 * server refuses to send a field its contract does not name, so the API's document
 * (`GET /api/openapi.json`) names every field sent.
 */
import { HealthChecksSchema } from './health.ts';
import { LANGUAGES } from './languages.ts';
import { z } from 'zod';
import { plainText } from './text.ts';
import { PriceBreakupSchema } from './pricing.ts';
import { PURITIES } from './pricing-labels.ts';
import {
  ALL_PRODUCT_CATEGORIES,
  CUSTOMIZATION_TYPES,
  HOME_FETCH_LIMIT,
  ITEM_TYPES,
  LAST_LISTING_PAGE,
  MATERIALS,
  MAX_LIMIT,
  MAX_PRICE_FILTER_RUPEES,
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_TERM_LENGTH,
  PAGE_SIZE,
  PEOPLE_CATEGORIES,
  PEOPLE_CATEGORY_ALIASES,
  SORT_OPTIONS,
  searchText,
} from './catalogue.ts';

const MAX_PAGE = 100_000;

/** A query value as it arrives: one string (a repeated parameter arrives as a list and is refused). */
function queryString(field: string) {
  return z.string({ error: `${field} must be given once, as text` });
}

function wholeNumber(field: string, min: number, max: number, unit = '') {
  const message = `${field} must be a whole number${unit} from ${min} to ${max}`;
  return queryString(field)
    .trim()
    .regex(/^\d{1,12}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

/** A page size: at least 1; anything above `max` is cut down to `max`. */
function limit(max: number) {
  const message = `limit must be a whole number of 1 or more (at most ${max} are sent)`;
  return queryString('limit')
    .trim()
    .regex(/^\d{1,12}$/, message)
    .transform(Number)
    .refine((value) => value >= 1, message)
    .transform((value) => Math.min(value, max));
}

/**
 * One of a fixed list, matched without regard to case; '' and 'all' mean "no filter".
 * `aliases` maps other words shoppers use onto the list.
 */
function choice<T extends string>(
  field: string,
  values: readonly T[],
  aliases: Readonly<Record<string, T>> = {},
) {
  const byKey = new Map<string, T>(values.map((value) => [value.toLowerCase(), value]));
  for (const [alias, value] of Object.entries(aliases)) byKey.set(alias, value);
  return queryString(field)
    .trim()
    .transform((raw, context): T | undefined => {
      const key = raw.toLowerCase();
      if (key === '' || key === 'all') return undefined;
      const value = byKey.get(key);
      if (value === undefined) {
        context.addIssue({
          code: 'custom',
          message: `${field} must be one of: all, ${values.join(', ')}`,
        });
        return z.NEVER;
      }
      return value;
    })
    .optional();
}

/** What a shopper searches for, at most MAX_SEARCH_TERM_LENGTH characters typed and as search reads them. */
function searchTerm() {
  return (
    plainText('The search', { error: 'q must be given once, as text' })
      .trim()
      // What was typed is checked first: it bounds the work of writing it out.
      .max(MAX_SEARCH_TERM_LENGTH, {
        error: `q must be at most ${MAX_SEARCH_TERM_LENGTH} characters`,
        abort: true,
      })
      .refine(
        (q) => searchText(q).length <= MAX_SEARCH_TERM_LENGTH,
        `q must be at most ${MAX_SEARCH_TERM_LENGTH} characters once each symbol is written out in letters (㎉ is "kcal")`,
      )
      .default('')
  );
}

/** A value of a design's size option ("14"); '' means any size. */
const size = () =>
  plainText('The size', { error: 'size must be given once, as text' })
    .trim()
    .max(MAX_SIZE_LENGTH, `size must be at most ${MAX_SIZE_LENGTH} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();
const MAX_SIZE_LENGTH = 20;

const price = (field: string) => wholeNumber(field, 0, MAX_PRICE_FILTER_RUPEES, ' of rupees').optional();

const sortBy = queryString('sortBy')
  .trim()
  .toLowerCase()
  .pipe(z.enum(SORT_OPTIONS, { error: `sortBy must be one of: ${SORT_OPTIONS.join(', ')}` }))
  .default('featured');

function priceRangeIsOrdered(query: { minPrice?: number | undefined; maxPrice?: number | undefined }) {
  return query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
}
const PRICE_ORDER_MESSAGE = {
  message: 'minPrice must not be more than maxPrice',
  path: ['minPrice'],
};

export const AllProductsQuerySchema = z.object({
  limit: limit(MAX_LIMIT).default(HOME_FETCH_LIMIT),
});
export type AllProductsQuery = z.infer<typeof AllProductsQuerySchema>;

export const SearchQuerySchema = z
  .object({
    q: searchTerm(),
    page: wholeNumber('page', 1, MAX_PAGE).default(1),
    limit: limit(MAX_SEARCH_LIMIT).default(PAGE_SIZE),
    peopleCategory: choice('peopleCategory', PEOPLE_CATEGORIES, PEOPLE_CATEGORY_ALIASES),
    productCategory: choice('productCategory', ALL_PRODUCT_CATEGORIES),
    category: choice('category', ITEM_TYPES),
    productType: choice('productType', MATERIALS),
    customOption: choice('customOption', CUSTOMIZATION_TYPES),
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    inStock: choice('inStock', ['true', 'false']),
    /** A size that can be bought; with inStock=true, one in stock (decision 0046). */
    size: size(),
    sortBy,
  })
  .refine(priceRangeIsOrdered, PRICE_ORDER_MESSAGE);
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SuggestionsQuerySchema = z.object({
  q: searchTerm(),
  /** The page's language: suggestions are labelled in it where the catalogue has the words. */
  lang: z.enum(LANGUAGES, { error: `lang is one of ${LANGUAGES.join(', ')}` }).default('en'),
});
export type SuggestionsQuery = z.infer<typeof SuggestionsQuerySchema>;

/**
 * One suggestion: a piece (its page) or a kind of piece (a search for it). `path` is where the
 * storefront goes when the shopper picks it, so both apps agree on the link.
 */
export const SuggestionSchema = z.strictObject({
  kind: z.enum(['piece', 'category']),
  label: z.string(),
  path: z.string(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;
export const SuggestionsAnswerSchema = z.strictObject({ suggestions: z.array(SuggestionSchema) });
export type SuggestionsAnswer = z.infer<typeof SuggestionsAnswerSchema>;

export const CategoryParamsSchema = z.object({
  peopleCategory: choice('category', PEOPLE_CATEGORIES, PEOPLE_CATEGORY_ALIASES).pipe(
    z.enum(PEOPLE_CATEGORIES, { error: `category must be one of: ${PEOPLE_CATEGORIES.join(', ')}` }),
  ),
});

/** A people category's filters and sort, for its whole list and for one page of it. */
const CATEGORY_CHOICES = z.object({
  productCategory: choice('productCategory', ALL_PRODUCT_CATEGORIES),
  productType: choice('productType', MATERIALS),
  minPrice: price('minPrice'),
  maxPrice: price('maxPrice'),
  sortBy,
});

/** A type listing's filters and sort, for its whole list and for one page of it. */
const TYPE_CHOICES = z.object({
  minPrice: price('minPrice'),
  maxPrice: price('maxPrice'),
  customizationType: choice('customizationType', CUSTOMIZATION_TYPES),
  /** As search's: a size that can be bought, in stock with inStock=true. */
  size: size(),
  inStock: choice('inStock', ['true', 'false']),
  sortBy,
});

export const CategoryListingQuerySchema = CATEGORY_CHOICES.extend({
  limit: limit(MAX_LIMIT).default(MAX_LIMIT),
}).refine(priceRangeIsOrdered, PRICE_ORDER_MESSAGE);
export type CategoryListingQuery = z.infer<typeof CategoryListingQuerySchema>;

export const TypeListingQuerySchema = TYPE_CHOICES.refine(priceRangeIsOrdered, PRICE_ORDER_MESSAGE);
export type TypeListingQuery = z.infer<typeof TypeListingQuerySchema>;

/**
 * A listing's page: any page after the last is the last (LAST_LISTING_PAGE, or fewer when
 * fewer pieces match), so pages past it are one answer, kept once.
 */
const listingPage = () =>
  wholeNumber('page', 1, 999_999_999_999)
    .transform((page) => Math.min(page, LAST_LISTING_PAGE))
    .default(1);

/**
 * One page of a people category's listing (`GET /api/products/category/{people}/page`): the
 * category call's filters and sort, and the page.
 */
export const CategoryPageQuerySchema = CATEGORY_CHOICES.extend({ page: listingPage() }).refine(
  priceRangeIsOrdered,
  PRICE_ORDER_MESSAGE,
);
export type CategoryPageQuery = z.infer<typeof CategoryPageQuerySchema>;

/** One page of a type listing (`GET /api/{women|men|kids}-{rings|bracelets|pendants}/page`). */
export const TypePageQuerySchema = TYPE_CHOICES.extend({ page: listingPage() }).refine(
  priceRangeIsOrdered,
  PRICE_ORDER_MESSAGE,
);
export type TypePageQuery = z.infer<typeof TypePageQuerySchema>;

export const ProductIdParamsSchema = z.object({
  id: queryString('id')
    .trim()
    .regex(/^\d{1,9}$/, 'A product id is a whole number, such as /api/products/501'),
});

/** A design's own words in one language: those staff gave, each only when given. */
export const ProductWordsSchema = z.strictObject({
  name: z.string().optional(),
  description: z.string().optional(),
});
export type ProductWords = z.infer<typeof ProductWordsSchema>;

/** A product as every catalogue call sends it; `price` and `originalPrice` are in rupees. */
export const ProductSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  discount: z.number().int(),
  isNew: z.boolean(),
  images: z.array(z.string()),
  /** The picture a listing's card shows (the owner's choice, see product-pictures.ts). */
  image: z.string(),
  /** The plain piece among `images` the engraving preview writes on, or null. */
  engravingTemplate: z.string().nullable(),
  category: z.enum(ITEM_TYPES),
  productCategory: z.string(),
  peopleCategory: z.enum(PEOPLE_CATEGORIES),
  productType: z.enum(MATERIALS),
  /** Its metal's fineness (pricing.ts), which the product page states. */
  purity: z.enum(PURITIES),
  gram: z.number(),
  /** Where the piece was made, which the product page states (product-page.ts). */
  countryOfOrigin: z.string(),
  inStock: z.boolean(),
  /**
   * How many pieces are left when few are (below FEW_LEFT_BELOW in catalogue.ts), else null:
   * the shop tells shoppers 'Only 2 left' without publishing its whole stock.
   */
  stockLeft: z.number().int().nullable(),
  rating: z.number(),
  reviews: z.number().int(),
  customOption: z.string().nullable(),
  customizationType: z.enum(CUSTOMIZATION_TYPES).nullable(),
  customizationTypes: z.array(z.strictObject({ id: z.enum(CUSTOMIZATION_TYPES), name: z.string() })),
  createdAt: z.string(),
  /**
   * Whether the design's variants differ in price (variants.ts): `price` is then its lowest
   * variant's, and its card reads "from ₹…".
   */
  priceVaries: z.boolean().optional(),
  /**
   * Only for a design with none in stock whose variants can be made to order: the fewest
   * extra days, and its card reads "Made to order" where it would read "Out of Stock".
   */
  madeToOrderDays: z.number().int().optional(),
  /** Only in a search for a variant's SKU: that variant, which the card's link opens. */
  variantSku: z.string().optional(),
  /**
   * Only for a design staff named or described in Tamil or Hindi: those words, which that
   * language's pages show (product-words.ts); English is `name` and `description`.
   */
  translations: z
    .strictObject({ ta: ProductWordsSchema.optional(), hi: ProductWordsSchema.optional() })
    .optional(),
});
export type Product = z.infer<typeof ProductSchema>;

export const AllProductsAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  products: z.array(ProductSchema),
});
export type AllProductsAnswer = z.infer<typeof AllProductsAnswerSchema>;

export const SearchAnswerSchema = z.strictObject({
  products: z.array(ProductSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The sizes the designs found can be bought in, for the size filter; only when some have sizes. */
  sizes: z.array(z.string()).optional(),
});
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;

/**
 * One page of a listing, as a listing page shows it: its PAGE_SIZE pieces, the page (a page past
 * the end is the last), and how many pieces the listing holds: what the whole listing's call
 * would send, so at most MAX_LIMIT.
 */
export const ListingPageAnswerSchema = z.strictObject({
  products: z.array(ProductSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The sizes its designs can be bought in, for the size filter; only when some design has sizes. */
  sizes: z.array(z.string()).optional(),
});
export type ListingPageAnswer = z.infer<typeof ListingPageAnswerSchema>;

export const CategoryListingAnswerSchema = z.array(ProductSchema);
export type CategoryListingAnswer = z.infer<typeof CategoryListingAnswerSchema>;

export const TypeListingAnswerSchema = z.strictObject({
  success: z.literal(true),
  products: z.array(ProductSchema),
  message: z.string(),
});
export type TypeListingAnswer = z.infer<typeof TypeListingAnswerSchema>;

/**
 * A piece on its own page: listings show one price, the product page also explains it. The
 * browser imports only the types of this module, so its schemas stay out of the first
 * visit's JavaScript (decision 0008).
 */
/** A design's option: its name and values in order ("Size": 6…24). */
export const ProductOptionSchema = z.strictObject({ name: z.string(), values: z.array(z.string()) });

/**
 * A variant as its design's page shows it: its values in the options' order, its label
 * ("Size 14, 22K"), price (rupees) and breakup, weights and purity, and whether it is in stock
 * (`stockLeft` when few are), made to order with its extra days, or neither.
 */
export const ProductVariantSchema = z.strictObject({
  sku: z.string(),
  values: z.array(z.string()),
  label: z.string(),
  price: z.number(),
  priceBreakup: PriceBreakupSchema,
  gram: z.number(),
  netWeightMg: z.number().int().nullable(),
  purity: z.enum(PURITIES),
  inStock: z.boolean(),
  stockLeft: z.number().int().nullable(),
  madeToOrderDays: z.number().int().nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariantSchema>;

export const ProductDetailSchema = ProductSchema.extend({
  priceBreakup: PriceBreakupSchema,
  /** The design's options, none for a design of one piece; its variants, one for each combination it is made in. */
  options: z.array(ProductOptionSchema).optional(),
  variants: z.array(ProductVariantSchema).optional(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export const ProductAnswerSchema = z.strictObject({ success: z.literal(true), product: ProductDetailSchema });
export type ProductAnswer = z.infer<typeof ProductAnswerSchema>;

/**
 * A call done, and what it says: `GET /api/test` (the server answers at all), a sign-out, a
 * reset mail asked for, a contact message sent.
 */
export const MessageAnswerSchema = z.strictObject({ success: z.literal(true), message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

export const HealthAnswerSchema = z.strictObject({
  ok: z.literal(true),
  db: z.enum(['embedded', 'postgres']),
  /** The database's writes, the disk, the backups' age and the mail (health.ts). */
  checks: HealthChecksSchema.optional(),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;

/**
 * `GET /api/health` when the shop cannot serve (503): still starting (reading its catalogue),
 * or its database cannot write (a full disk). A load balancer or a monitor reads the status; the
 * message says to a person what is happening and what to do.
 */
export const HEALTH_TROUBLES = ['starting', 'cannot-write', 'attention'] as const;
export const HealthTroubleSchema = z.strictObject({
  ok: z.literal(false),
  status: z.enum(HEALTH_TROUBLES),
  message: z.string(),
});
export type HealthTrouble = z.infer<typeof HealthTroubleSchema>;

/** What every refused or failed call answers: a 4xx with a message a person can act on, or a 500. */
export const ErrorAnswerSchema = z.strictObject({ success: z.literal(false), message: z.string() });
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;
