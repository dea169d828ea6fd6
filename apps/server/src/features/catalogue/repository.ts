import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  isNull,
  lte,
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
import { products } from '../../db/schema.ts';
import type { CatalogueRow } from './product-json.ts';

export interface ProductFilter {
  peopleCategory?: PeopleCategory | undefined;
  itemType?: ItemType | undefined;
  productCategory?: string | undefined;
  material?: Material | undefined;
  customization?: CustomizationType | undefined;
  minPriceRupees?: number | undefined;
  maxPriceRupees?: number | undefined;
  inStock?: boolean | undefined;
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
    when(filter.minPriceRupees, (value) => gte(products.pricePaise, rupeesToPaise(value))),
    when(filter.maxPriceRupees, (value) => lte(products.pricePaise, rupeesToPaise(value))),
    when(filter.inStock, (value) => eq(products.inStock, value)),
    when(
      filter.words?.length ? filter.words : undefined,
      (words) => sql`${SEARCH_WORDS} @@ ${wordPrefixQuery(words)}`,
    ),
  );
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
      // to what was typed, the higher; among equals, the best rated.
      return relevanceTo
        ? [desc(sql`word_similarity(${relevanceTo}, lower(${products.name}))`), ...FEATURED]
        : FEATURED;
  }
}

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

/** Every word of the catalogue's search index with the number of products using it. */
export async function catalogueWords(db: Database): Promise<Map<string, number>> {
  const rows = await db
    .select({ word: sql<string>`word`, uses: sql<number>`ndoc`.mapWith(Number) })
    .from(
      sql`ts_stat(${`SELECT to_tsvector('simple', search_document) FROM products WHERE archived_at IS NULL`})`,
    );
  // Only words a shopper's query can contain (see searchWords): letters and digits.
  return new Map(rows.filter((row) => /^[a-z0-9]{2,}$/.test(row.word)).map((row) => [row.word, row.uses]));
}
