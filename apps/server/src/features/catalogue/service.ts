/**
 * The catalogue's answers. Search and every listing are answered from the in-process index
 * (catalogue-index.ts, decision 0021), which follows the database: `followChange` (app.ts
 * wires it to the database's announcement, decision 0017) reads what changed and makes a
 * new index current. Each answer is also serialised once and kept, with its compressed
 * forms, for CATALOGUE_CACHE_SECONDS or until a new index is current: a 1,000-piece listing
 * costs more to serialise and compress than to find. Product pages read their piece from
 * the database, kept for the same period.
 */
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  MAX_LIMIT,
  PAGE_SIZE,
  type PeopleCategory,
  type SortOption,
  type TYPE_LISTINGS,
} from '@shop/shared/catalogue';
import type {
  AllProductsAnswer,
  AllProductsQuery,
  CategoryListingAnswer,
  CategoryListingQuery,
  CategoryPageQuery,
  ListingPageAnswer,
  Product,
  ProductAnswer,
  SearchAnswer,
  SearchQuery,
  SuggestionsAnswer,
  SuggestionsQuery,
  TypeListingAnswer,
  TypeListingQuery,
  TypePageQuery,
  ProductDetail,
} from '@shop/shared/catalogue-api';
import { fixedPriceBreakup } from '@shop/shared/pricing';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { PreparedJson } from '../../plugins/prepared-json.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { createLiveIndex } from './live-index.ts';
import { toProductJson, toVariantJson } from './product-json.ts';
import {
  countShownPieces,
  findProductById,
  findVariantsOf,
  findProductIds,
  type ProductFilter,
} from './repository.ts';
import { correctWord, searchWords } from './search-terms.ts';
import { suggestionsFor } from './suggestions.ts';

export type TypeListing = (typeof TYPE_LISTINGS)[number];

const productNotFound = (id: string) =>
  new HttpError(404, `There is no product with id ${id}. It may have been removed from the catalogue.`);

const CACHE_ENTRIES = 2000;
// Large answers (a thousand products) count for more, so the cache stays near this size.
const CACHE_BYTES = 64 * 1024 * 1024;

export interface CatalogueServiceOptions {
  cacheSeconds: number;
  log?: Pick<FastifyBaseLogger, 'error'> | undefined;
  /**
   * What the shop shows changed: at the change signal (a piece's own page) and again once a new
   * index is current (listings and search). Whatever else the shop keeps of the catalogue, such
   * as rendered pages, is forgotten here.
   */
  onShownChange?: (() => void) | undefined;
}

export function createCatalogueService(db: Database, options: CatalogueServiceOptions) {
  // `fetch` reads each answer once however many shoppers ask for it at the same moment,
  // and once an answer is older than the cache period the previous one is still sent while
  // a fresh one is read, so no shopper waits for the database on a busy listing.
  const answers =
    options.cacheSeconds > 0
      ? new LRUCache<string, PreparedJson, () => Promise<unknown>>({
          max: CACHE_ENTRIES,
          maxSize: CACHE_BYTES,
          sizeCalculation: (body) => body.size,
          ttl: options.cacheSeconds * 1000,
          allowStale: true,
          // A read under way when the cache is emptied still answers its shopper, but is not
          // kept: it may have been made before the change.
          ignoreFetchAbort: true,
          fetchMethod: async (_key, _stale, { context }) => new PreparedJson(await context()),
        })
      : undefined;

  // The same answers again, by the address they were asked at (path and query as sent), so
  // that a kept answer is found before the request's query is checked and turned into the
  // key above (routes.ts): a search asked again costs a lookup. Only answers of the index are
  // kept here, under its generation: they change with nothing else, so one address always
  // has the same answer until the index changes.
  const byAddress =
    options.cacheSeconds > 0
      ? new LRUCache<string, PreparedJson>({
          max: CACHE_ENTRIES,
          maxSize: CACHE_BYTES,
          sizeCalculation: (body) => body.size,
          ttl: options.cacheSeconds * 1000,
        })
      : undefined;

  const index = createLiveIndex(db, {
    log: options.log,
    // Answers made from the index before are stale (their keys name the index they came from).
    onChange: () => {
      answers?.clear();
      byAddress?.clear();
      options.onShownChange?.();
    },
  });

  // Every visit to a product page reads the piece for the page's head, so it is kept for
  // the same period as the answers: a shared link passed round costs one query per period.
  // A missing piece is kept as `{ product: undefined }`: the cache takes a read that found
  // nothing for a failed one when a change empties it meanwhile, and would answer a fault.
  const productsById =
    options.cacheSeconds > 0
      ? new LRUCache<string, { product: ProductDetail | undefined }>({
          max: CACHE_ENTRIES,
          ttl: options.cacheSeconds * 1000,
          allowStale: true,
          ignoreFetchAbort: true,
          fetchMethod: async (id) => ({ product: await readProduct(id) }),
        })
      : undefined;

  /**
   * A piece with its price explained: a rate-priced piece's breakup is stored with its price
   * (features/pricing), a fixed price's follows from the price.
   */
  async function readProduct(id: string): Promise<ProductDetail | undefined> {
    const row = await findProductById(db, Number(id));
    if (!row) return undefined;
    const detail = {
      ...toProductJson(row),
      priceBreakup: row.priceBreakup ?? fixedPriceBreakup(row.pricePaise),
    };
    // A design of one piece answers as a piece did; one with options lists its variants.
    if (row.options.length === 0) return detail;
    const variants = await findVariantsOf(db, row.id);
    return {
      ...detail,
      options: row.options,
      variants: variants.map((variant) => toVariantJson(row, variant)),
    };
  }

  /** The piece with this id (digits, as ProductIdParamsSchema checks), or undefined. */
  async function findProduct(id: string): Promise<ProductDetail | undefined> {
    return productsById ? (await productsById.fetch(id))?.product : readProduct(id);
  }

  async function cached(key: string, answer: () => Promise<unknown>): Promise<PreparedJson> {
    if (!answers) return new PreparedJson(await answer());
    const body = await answers.fetch(key, { context: answer });
    if (!body) throw new Error(`The catalogue answer for ${key} could not be read`);
    return body;
  }

  /** An answer of the index current now, kept under that index's generation. */
  function fromIndex(key: string, answer: (current: CatalogueIndex) => unknown): Promise<PreparedJson> {
    const current = index.current();
    return cached(`${index.generation()}:${key}`, async () => answer(current));
  }

  /** Empties the catalogue's caches of answers and of the pieces product pages show. */
  function forgetCachedAnswers(): void {
    answers?.clear();
    byAddress?.clear();
    productsById?.clear();
  }

  /** What the shopper typed, as the words search looks for, each corrected to a catalogue word. */
  function searchTerms(current: CatalogueIndex, q: string): string[] {
    return searchWords(q).map((word) => correctWord(word, current.vocabulary));
  }

  return {
    /**
     * Reads the catalogue into the index; the shop answers once this has resolved. `onSize`
     * hears first how many pieces there are to read.
     */
    async load(onSize?: (pieces: number) => void): Promise<void> {
      try {
        if (onSize) onSize(await countShownPieces(db));
        await index.refresh();
      } catch (error) {
        // A shop that cannot start tries no more.
        index.close();
        throw error;
      }
    },

    /**
     * The catalogue changed: product pages read their piece again, and the index reads what
     * changed. Search and listings answer from the index before until the new one is complete.
     */
    followChange(): Promise<void> {
      forgetCachedAnswers();
      options.onShownChange?.();
      // A failed refresh is logged and tried again by the index itself.
      return index.refresh().catch(() => undefined);
    },

    /**
     * Reads what changed now, and forgets the pieces of product pages if anything did: staff
     * who changed the catalogue through this instance see it in the shop when their answer
     * arrives, not a moment later when the database's announcement does.
     */
    async catchUp(): Promise<void> {
      const before = index.generation();
      await index.refresh().catch(() => undefined);
      if (index.generation() !== before) productsById?.clear();
    },

    close: () => index.close(),

    /** The answer of the index kept for this address (path and query as sent), if any. */
    keptAnswer(address: string): PreparedJson | undefined {
      return byAddress?.get(`${index.generation()}:${address}`);
    },

    /**
     * `answer` (one of the index's answers below, asked for at `address`), kept for that
     * address too once it is made: only when it is of the index still current, as its key says.
     */
    async keepByAddress(address: string, answer: () => Promise<PreparedJson>): Promise<PreparedJson> {
      const generation = index.generation();
      const body = await answer();
      if (byAddress && index.generation() === generation) byAddress.set(`${generation}:${address}`, body);
      return body;
    },

    allProducts(query: AllProductsQuery): Promise<PreparedJson> {
      return fromIndex(`all:${query.limit}`, (current): AllProductsAnswer => {
        const { pieces } = current.find({}, 'featured', { limit: query.limit, offset: 0 });
        return { success: true, message: `${pieces.length} products found`, products: productsOf(pieces) };
      });
    },

    search(query: SearchQuery): Promise<PreparedJson> {
      return fromIndex(`search:${JSON.stringify(query)}`, (current): SearchAnswer => {
        const { page, limit } = query;
        // A SKU typed whole finds the design that sells it, and its card opens that variant.
        const bySku = current.designOfSku(query.q);
        const filter: ProductFilter = {
          ...(bySku ? { sku: bySku.sku } : { words: searchTerms(current, query.q) }),
          peopleCategory: query.peopleCategory,
          productCategory: query.productCategory,
          itemType: query.category,
          material: query.productType,
          customization: query.customOption,
          minPriceRupees: query.minPrice,
          maxPriceRupees: query.maxPrice,
          inStock: inStockOf(query),
          size: query.size,
        };
        const { pieces, total } = current.find(filter, query.sortBy, { limit, offset: (page - 1) * limit });
        // The size filter is offered where the search finds designs sold in sizes.
        const sizes = current.sizes(filter);
        return {
          products: bySku ? pieces.map((piece) => withVariant(piece, bySku.sku)) : productsOf(pieces),
          currentPage: page,
          totalPages: Math.ceil(total / limit),
          total,
          ...(sizes.length > 0 && { sizes }),
        };
      });
    },

    categoryListing(peopleCategory: PeopleCategory, query: CategoryListingQuery): Promise<PreparedJson> {
      return fromIndex(
        `category:${peopleCategory}:${JSON.stringify(query)}`,
        (current): CategoryListingAnswer => {
          const { pieces } = current.find(categoryFilter(peopleCategory, query), query.sortBy, {
            limit: query.limit,
            offset: 0,
          });
          return productsOf(pieces);
        },
      );
    },

    typeListing(listing: TypeListing, query: TypeListingQuery): Promise<PreparedJson> {
      return fromIndex(`type:${listing.path}:${JSON.stringify(query)}`, (current): TypeListingAnswer => {
        const { pieces } = current.find(
          typeFilter(listing, query),
          query.sortBy,
          // A type listing is one kind of piece for one group of people: a few hundred at most.
          { limit: MAX_LIMIT, offset: 0 },
        );
        const found: Product[] = productsOf(pieces);
        return { success: true, products: found, message: `${found.length} products found` };
      });
    },

    /** One page of `categoryListing`'s pieces, with how many it holds. */
    categoryPage(peopleCategory: PeopleCategory, query: CategoryPageQuery): Promise<PreparedJson> {
      return fromIndex(`category-page:${peopleCategory}:${JSON.stringify(query)}`, (current) =>
        listingPage(current, categoryFilter(peopleCategory, query), query.sortBy, query.page),
      );
    },

    /** One page of `typeListing`'s pieces, with how many it holds. */
    typePage(listing: TypeListing, query: TypePageQuery): Promise<PreparedJson> {
      return fromIndex(`type-page:${listing.path}:${JSON.stringify(query)}`, (current) => {
        const filter = typeFilter(listing, query);
        const answer = listingPage(current, filter, query.sortBy, query.page);
        // The size filter is offered where the listing has designs sold in sizes.
        const sizes = current.sizes(filter);
        return sizes.length > 0 ? { ...answer, sizes } : answer;
      });
    },

    /** Up to MAX_SUGGESTIONS kinds of piece and pieces for what the shopper has typed so far. */
    suggestions(query: SuggestionsQuery): Promise<PreparedJson> {
      return fromIndex(
        `suggestions:${query.lang}:${searchWords(query.q).join(' ')}`,
        (current): SuggestionsAnswer => ({
          suggestions: suggestionsFor(current, query.q, query.lang),
        }),
      );
    },

    productById(id: string): Promise<PreparedJson> {
      return cached(`product:${id}`, async (): Promise<ProductAnswer> => {
        const product = await findProduct(id);
        if (!product) throw productNotFound(id);
        return { success: true, product };
      });
    },

    findProduct,

    forgetCachedAnswers,

    /** Ids of the catalogue's pieces, lowest first, at most `limit` of them. */
    async productIds(limit: number): Promise<string[]> {
      return (await findProductIds(db, limit)).map(String);
    },
  };
}

/** What a people category's whole list and its pages are narrowed by. */
function categoryFilter(
  peopleCategory: PeopleCategory,
  query: CategoryListingQuery | CategoryPageQuery,
): ProductFilter {
  return {
    peopleCategory,
    productCategory: query.productCategory,
    material: query.productType,
    minPriceRupees: query.minPrice,
    maxPriceRupees: query.maxPrice,
  };
}

/** What a type listing's whole list and its pages are narrowed by. */
function typeFilter(listing: TypeListing, query: TypeListingQuery | TypePageQuery): ProductFilter {
  return {
    peopleCategory: listing.peopleCategory,
    itemType: listing.itemType,
    customization: query.customizationType,
    minPriceRupees: query.minPrice,
    maxPriceRupees: query.maxPrice,
    inStock: inStockOf(query),
    size: query.size,
  };
}

function inStockOf(query: { inStock?: 'true' | 'false' | undefined }): boolean | undefined {
  return query.inStock === undefined ? undefined : query.inStock === 'true';
}

/** A design found by a variant's SKU: its card opens that variant, when the design has options. */
function withVariant(piece: { product: Product; hasOptions: boolean }, sku: string): Product {
  return piece.hasOptions ? { ...piece.product, variantSku: sku } : piece.product;
}

/**
 * One page of a listing whose whole call sends at most MAX_LIMIT pieces (the people categories'
 * and the type listings'): the page counts and pages those pieces, so a listing page shows the
 * same pieces and count whichever call it reads. A page past the end is the last one.
 */
function listingPage(
  current: CatalogueIndex,
  filter: ProductFilter,
  sortBy: SortOption,
  requestedPage: number,
): ListingPageAnswer {
  const window = (page: number) => ({ offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  let found = current.find(filter, sortBy, window(requestedPage));
  const total = Math.min(found.total, MAX_LIMIT);
  const totalPages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(requestedPage, totalPages);
  if (page !== requestedPage) found = current.find(filter, sortBy, window(page));
  const shown = Math.max(0, Math.min(PAGE_SIZE, total - (page - 1) * PAGE_SIZE));
  return { products: productsOf(found.pieces.slice(0, shown)), currentPage: page, totalPages, total };
}

const productsOf = (pieces: readonly { product: Product }[]): Product[] =>
  pieces.map((piece) => piece.product);

export type CatalogueService = ReturnType<typeof createCatalogueService>;
