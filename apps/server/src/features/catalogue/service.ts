/**
 * The catalogue's answers. Listings are read far more often than the catalogue changes, so
 * each answer is serialised once and kept for a short time (CATALOGUE_CACHE_SECONDS); a
 * busy listing then costs one query per period instead of one per shopper. When the
 * catalogue changes, `forgetCachedAnswers` is called (app.ts wires it to the database's
 * announcement) and every answer is read afresh.
 */
import { LRUCache } from 'lru-cache';
import { MAX_LIMIT, type PeopleCategory, type TYPE_LISTINGS } from '@shop/shared/catalogue';
import type {
  AllProductsAnswer,
  AllProductsQuery,
  CategoryListingAnswer,
  CategoryListingQuery,
  Product,
  ProductAnswer,
  SearchAnswer,
  SearchQuery,
  TypeListingAnswer,
  TypeListingQuery,
  ProductDetail,
} from '@shop/shared/catalogue-api';
import { fixedPriceBreakup } from '@shop/shared/pricing';
import type { Database } from '../../db/client.ts';
import { PreparedJson } from '../../plugins/prepared-json.ts';
import { toProductJson } from './product-json.ts';
import { catalogueWords, findProductById, findProductIds, findProducts } from './repository.ts';
import { correctWord, searchWords, type Vocabulary } from './search-terms.ts';

export type TypeListing = (typeof TYPE_LISTINGS)[number];

export class ProductNotFoundError extends Error {
  readonly statusCode = 404;
  constructor(id: string) {
    super(`There is no product with id ${id}. It may have been removed from the catalogue.`);
  }
}

const VOCABULARY_SECONDS = 300;
const CACHE_ENTRIES = 2000;
// Large answers (a thousand products) count for more, so the cache stays near this size.
const CACHE_BYTES = 64 * 1024 * 1024;

export interface CatalogueServiceOptions {
  cacheSeconds: number;
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
    return { ...toProductJson(row), priceBreakup: row.priceBreakup ?? fixedPriceBreakup(row.pricePaise) };
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

  let vocabulary: { words: Promise<Vocabulary>; loadedAt: number } | undefined;
  function currentVocabulary(): Promise<Vocabulary> {
    if (!vocabulary || Date.now() - vocabulary.loadedAt > VOCABULARY_SECONDS * 1000) {
      const words = catalogueWords(db).then((frequency) => ({ frequency }));
      // A failed load must not be remembered: the next search tries again.
      words.catch(() => {
        vocabulary = undefined;
      });
      vocabulary = { words, loadedAt: Date.now() };
    }
    return vocabulary.words;
  }

  async function searchTerms(q: string): Promise<string[]> {
    const words = searchWords(q);
    if (words.length === 0) return [];
    const known = await currentVocabulary();
    return words.map((word) => correctWord(word, known));
  }

  return {
    allProducts(query: AllProductsQuery): Promise<PreparedJson> {
      return cached(`all:${query.limit}`, async (): Promise<AllProductsAnswer> => {
        const { rows } = await findProducts(db, {}, 'featured', { limit: query.limit, offset: 0 });
        return { success: true, message: `${rows.length} products found`, products: rows.map(toProductJson) };
      });
    },

    search(query: SearchQuery): Promise<PreparedJson> {
      return cached(`search:${JSON.stringify(query)}`, async (): Promise<SearchAnswer> => {
        const { page, limit } = query;
        const { rows, total } = await findProducts(
          db,
          {
            words: await searchTerms(query.q),
            peopleCategory: query.peopleCategory,
            productCategory: query.productCategory,
            itemType: query.category,
            material: query.productType,
            customization: query.customOption,
            minPriceRupees: query.minPrice,
            maxPriceRupees: query.maxPrice,
            inStock: query.inStock === undefined ? undefined : query.inStock === 'true',
          },
          query.sortBy,
          { limit, offset: (page - 1) * limit },
        );
        return {
          products: rows.map(toProductJson),
          currentPage: page,
          totalPages: Math.ceil(total / limit),
          total,
        };
      });
    },

    categoryListing(peopleCategory: PeopleCategory, query: CategoryListingQuery): Promise<PreparedJson> {
      return cached(
        `category:${peopleCategory}:${JSON.stringify(query)}`,
        async (): Promise<CategoryListingAnswer> => {
          const { rows } = await findProducts(
            db,
            {
              peopleCategory,
              productCategory: query.productCategory,
              material: query.productType,
              minPriceRupees: query.minPrice,
              maxPriceRupees: query.maxPrice,
            },
            query.sortBy,
            { limit: query.limit, offset: 0 },
          );
          return rows.map(toProductJson);
        },
      );
    },

    typeListing(listing: TypeListing, query: TypeListingQuery): Promise<PreparedJson> {
      return cached(`type:${listing.path}:${JSON.stringify(query)}`, async (): Promise<TypeListingAnswer> => {
        const { rows } = await findProducts(
          db,
          {
            peopleCategory: listing.peopleCategory,
            itemType: listing.itemType,
            customization: query.customizationType,
            minPriceRupees: query.minPrice,
            maxPriceRupees: query.maxPrice,
          },
          query.sortBy,
          // A type listing is one kind of piece for one group of people: a few hundred at most.
          { limit: MAX_LIMIT, offset: 0 },
        );
        const products: Product[] = rows.map(toProductJson);
        return { success: true, products, message: `${products.length} products found` };
      });
    },

    productById(id: string): Promise<PreparedJson> {
      return cached(`product:${id}`, async (): Promise<ProductAnswer> => {
        const product = await findProduct(id);
        if (!product) throw new ProductNotFoundError(id);
        return { success: true, product };
      });
    },

    findProduct,

    /** Empties every cache of the catalogue: the answers, the pieces and the search words. */
    forgetCachedAnswers(): void {
      answers?.clear();
      productsById?.clear();
      vocabulary = undefined;
    },

    /** Ids of the catalogue's pieces, lowest first, at most `limit` of them. */
    async productIds(limit: number): Promise<string[]> {
      return (await findProductIds(db, limit)).map(String);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
