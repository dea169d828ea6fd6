import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  CustomizationType,
  ItemType,
  Material,
  PeopleCategory,
  SortOption,
} from '@shop/shared/catalogue';
import { rupeesToPaise } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import { products, productVariants, type ProductVariantRow } from '../../db/schema.ts';
import type { CatalogueRow } from './product-json.ts';
import { isVocabularyWord } from './search-terms.ts';

export interface ProductFilter {
  peopleCategory?: PeopleCategory | undefined;
  itemType?: ItemType | undefined;
  productCategory?: string | undefined;
  material?: Material | undefined;
  customization?: CustomizationType | undefined;
  minPriceRupees?: number | undefined;
  maxPriceRupees?: number | undefined;
  /**
   * Whether a piece is in stock; with `size`, whether that size is (true: a variant of it in
   * stock; false: none in stock, made to order).
   */
  inStock?: boolean | undefined;
  /** A value of the design's size option that can be bought: in stock or made to order. */
  size?: string | undefined;
  /** A variant's SKU, matched without regard to case: the design selling it. */
  sku?: string | undefined;
  /** Words that must each begin a word of the product's search document. */
  words?: readonly string[] | undefined;
}

export interface ProductPage {
  rows: CatalogueRow[];
  total: number;
}

/** The document's words as the search index holds them ('simple': no stemming, no stop words). */
const SEARCH_WORDS = sql`to_tsvector('simple', ${products.searchDocument})`;

/**
 * Every word must begin a word of the document: "pend" finds pendants, and "men" does not
 * find "women". Words are letters and digits only (see search-terms.ts), and the query
 * travels as a bound parameter.
 */
function wordPrefixQuery(words: readonly string[]): SQL {
  return sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
}

// Everything but the search document, which no answer needs.
const { searchDocument: _searchDocument, ...catalogueColumns } = getTableColumns(products);

function conditions(filter: ProductFilter): SQL | undefined {
  const when = <T>(value: T | undefined, condition: (value: T) => SQL) =>
    value === undefined ? undefined : condition(value);
  return and(
    // An archived piece has left the storefront: no listing, search or page shows it.
    isNull(products.archivedAt),
    when(filter.peopleCategory, (value) => eq(products.peopleCategory, value)),
    when(filter.itemType, (value) => eq(products.itemType, value)),
    when(filter.productCategory, (value) => eq(products.productCategory, value)),
    when(filter.material, (value) => eq(products.material, value)),
    when(filter.customization, (value) => arrayContains(products.customizationTypes, [value])),
    priceCondition(filter),
    when(filter.size === undefined ? filter.inStock : undefined, (value) => eq(products.inStock, value)),
    when(filter.size, (size) => {
      const offered = arrayContains(products.sizesOffered, [size]);
      const inStock = arrayContains(products.sizesInStock, [size]);
      if (filter.inStock === undefined) return offered;
      return filter.inStock ? inStock : sql`${offered} AND NOT ${inStock}`;
    }),
    when(
      filter.sku,
      (sku) => sql`EXISTS (SELECT 1 FROM unnest(${products.skus}) AS sku WHERE lower(sku) = lower(${sku}))`,
    ),
    when(
      filter.words?.length ? filter.words : undefined,
      (words) => sql`${SEARCH_WORDS} @@ ${wordPrefixQuery(words)}`,
    ),
  );
}

/**
 * A design is in a price range when its price is, or the price of any variant its price comes
 * from (`variant_prices`, empty for a design without options, whose price is its own).
 */
function priceCondition(filter: ProductFilter): SQL | undefined {
  if (filter.minPriceRupees === undefined && filter.maxPriceRupees === undefined) return undefined;
  const low = filter.minPriceRupees === undefined ? 0 : rupeesToPaise(filter.minPriceRupees);
  const high = filter.maxPriceRupees === undefined ? 2_147_483_647 : rupeesToPaise(filter.maxPriceRupees);
  return sql`(${products.pricePaise} BETWEEN ${low} AND ${high} OR EXISTS (SELECT 1 FROM unnest(${products.variantPrices}) AS price WHERE price BETWEEN ${low} AND ${high}))`;
}

const FEATURED = [desc(products.rating), desc(products.reviews), asc(products.id)];

function ordering(sortBy: SortOption, relevanceTo: string | undefined): SQL[] {
  switch (sortBy) {
    case 'alpha-asc':
      return [asc(products.name), asc(products.id)];
    case 'alpha-desc':
      return [desc(products.name), asc(products.id)];
    case 'price-asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price-desc':
      return [desc(products.pricePaise), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'featured':
      // With a search term, "featured" means the best match first: the closer the name is
      // to what was typed, the higher; among equals, the best rated. The English name only:
      // pg_trgm reads Tamil and Devanagari letters as letters only in a database whose
      // LC_CTYPE knows them, and the embedded one's is C, so a Tamil or Hindi search is in
      // rating order on every database alike.
      return relevanceTo
        ? [desc(sql`word_similarity(${relevanceTo}, lower(${products.name}))`), ...FEATURED]
        : FEATURED;
  }
}

/**
 * The catalogue's answer in SQL. Shoppers are answered from the index (catalogue-index.ts),
 * which must find the same pieces in the same order: catalogue-index.test.ts compares the two.
 */
export async function findProducts(
  db: Database,
  filter: ProductFilter,
  sortBy: SortOption,
  paging: { limit: number; offset: number },
): Promise<ProductPage> {
  const where = conditions(filter);
  const relevanceTo = filter.words?.length ? filter.words.join(' ') : undefined;
  const rows = await db
    .select(catalogueColumns)
    .from(products)
    .where(where)
    .orderBy(...ordering(sortBy, relevanceTo))
    .limit(paging.limit)
    .offset(paging.offset);
  // A short first page is the whole result; otherwise counting separately is much cheaper
  // than a window count, which would read every matching row in full.
  const isWholeResult = paging.offset === 0 && rows.length < paging.limit;
  const total = isWholeResult ? rows.length : await countProducts(db, where);
  return { rows, total };
}

async function countProducts(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .where(where);
  return row?.total ?? 0;
}

export async function findProductById(db: Database, id: number): Promise<CatalogueRow | undefined> {
  const [row] = await db
    .select(catalogueColumns)
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)));
  return row;
}

/** A design's variants in their order. */
export async function findVariantsOf(db: Database, productId: number): Promise<ProductVariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

/** Ids of the catalogue's products, lowest first: an index-only read, however large the catalogue. */
export async function findProductIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Every word of the catalogue's full-text index with the number of products using it, as
 * PostgreSQL counts them; the index's own vocabulary must be this one.
 */
export async function catalogueWords(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ word: sql<string>`word`, uses: sql<number>`ndoc`.mapWith(Number) })
    .from(
      sql`ts_stat(${`SELECT to_tsvector('simple', search_document) FROM products WHERE archived_at IS NULL`})`,
    );
  return new Map(rows.filter((row) => isVocabularyWord(row.word)).map((row) => [row.word, row.uses]));
}

/** A piece as the in-process index keeps it: its row, the words of its document, its version. */
export interface IndexRow extends CatalogueRow {
  /**
   * The row version's transaction (`xmin`): a row that is written again gets another, so
   * comparing versions finds the pieces that changed without reading every row in full.
   */
  version: string;
  /** `createdAt` to the microsecond, as "newest" order compares it. */
  createdMicros: number;
  /** The lexemes of `to_tsvector('simple', search_document)`: the words search matches. */
  words: string[];
}

const VERSION = sql<string>`xmin::text`;

/** How many pieces the storefront shows: what the index holds once it is read. */
export async function countShownPieces(db: Database): Promise<number> {
  const [row] = await db.select({ pieces: count() }).from(products).where(isNull(products.archivedAt));
  return row?.pieces ?? 0;
}

/** The version of every piece on the storefront, to tell which changed since the index was read. */

export async function readPieceVersions(db: Database): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: products.id, version: VERSION })
    .from(products)
    .where(isNull(products.archivedAt));
  return new Map(rows.map((row) => [row.id, row.version]));
}

/** The pieces on the storefront (all of them, or those of `ids`) as the index keeps them. */
export async function readIndexRows(db: Database, ids?: readonly number[]): Promise<IndexRow[]> {
  return db
    .select({
      ...catalogueColumns,
      version: VERSION,
      createdMicros: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`.mapWith(
        Number,
      ),
      words: sql<string[]>`tsvector_to_array(${SEARCH_WORDS})`,
    })
    .from(products)
    .where(and(isNull(products.archivedAt), ids ? inArray(products.id, [...ids]) : undefined));
}

/**
 * Each piece's place in alphabetical order, equal names sharing one: PostgreSQL's collation
 * decides, so the index sorts names as the database would.
 */
export async function readNameRanks(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({
      id: products.id,
      rank: sql<number>`dense_rank() over (order by ${products.name})`.mapWith(Number),
    })
    .from(products)
    .where(isNull(products.archivedAt));
  return new Map(rows.map((row) => [row.id, row.rank]));
}
