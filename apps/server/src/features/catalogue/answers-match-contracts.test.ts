/**
 * The catalogue's answers are kept serialised and sent as bytes (plugins/prepared-json.ts),
 * so the server cannot check them against their contracts as it sends them, as it does every
 * other JSON answer. Here real answers, of every kind of piece and call, are read back through
 * the same schemas the API's document is made from: a field the contract does not name fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TYPE_LISTINGS } from '@shop/shared/catalogue';
import {
  AllProductsAnswerSchema,
  CategoryListingAnswerSchema,
  ListingPageAnswerSchema,
  ProductAnswerSchema,
  SearchAnswerSchema,
  SuggestionsAnswerSchema,
  TypeListingAnswerSchema,
} from '@shop/shared/catalogue-api';
import { priceFromRate } from '@shop/shared/pricing';
import type { NewProductRow } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const BREAKUP = priceFromRate(
  {
    purity: 'gold-916',
    netWeightMg: 4_250,
    making: { kind: 'percent', basisPoints: 12_00 },
    stonesPaise: 0,
    hallmarkingPaise: 45_00,
  },
  { 'gold-916': 7_190_50 },
);
const [ring] = FIXTURE_PRODUCTS;
/** A piece priced from the day's metal rate: its breakup is the longer of the two kinds. */
const RATE_PRICED: NewProductRow = {
  ...ring!,
  id: 950,
  name: 'Gold Band Priced by the Gram',
  material: 'Gold',
  purity: 'gold-916',
  pricing: 'rate',
  netWeightMg: 4_250,
  makingKind: 'percent',
  makingValue: 12_00,
  stonesPaise: 0,
  hallmarkingPaise: 45_00,
  pricePaise: BREAKUP.totalPaise,
  priceBreakup: BREAKUP,
  originalPricePaise: null,
};

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, RATE_PRICED] });
});
afterAll(async () => {
  await shop?.close();
});

/** The answer at `url`, read through `schema`; strict objects refuse any field it does not name. */
async function answerOf<T extends z.ZodType>(url: string, schema: T): Promise<z.output<T>> {
  const answer = await shop.app.inject({ method: 'GET', url });
  expect(answer.statusCode, url).toBe(200);
  const parsed = schema.safeParse(answer.json());
  expect(parsed.error?.issues ?? [], url).toEqual([]);
  return parsed.data as z.output<T>;
}

describe('the catalogue’s kept answers match their contracts', () => {
  it('the home page’s collection', async () => {
    const { products } = await answerOf('/api/all-products?limit=1000', AllProductsAnswerSchema);
    expect(products).toHaveLength(FIXTURE_PRODUCTS.length + 1);
  });

  it('search, with and without words and filters', async () => {
    for (const query of [
      'q=ring',
      'q=rnig',
      'peopleCategory=women&inStock=true&sortBy=price-desc',
      'page=2&limit=5',
    ]) {
      await answerOf(`/api/products/search?${query}`, SearchAnswerSchema);
    }
  });

  it('suggestions', async () => {
    const { suggestions } = await answerOf('/api/products/suggestions?q=ri', SuggestionsAnswerSchema);
    expect(suggestions.length).toBeGreaterThan(0);
  });

  it('each people category and each type listing', async () => {
    for (const category of ['women', 'men', 'kids', 'couples']) {
      await answerOf(`/api/products/category/${category}`, CategoryListingAnswerSchema);
    }
    for (const listing of TYPE_LISTINGS) {
      await answerOf(`/api/${listing.path}`, TypeListingAnswerSchema);
    }
  });

  it('a page of each people category and of each type listing', async () => {
    for (const category of ['women', 'men', 'kids', 'couples']) {
      await answerOf(`/api/products/category/${category}/page?page=2`, ListingPageAnswerSchema);
    }
    for (const listing of TYPE_LISTINGS) {
      await answerOf(`/api/${listing.path}/page`, ListingPageAnswerSchema);
    }
  });

  it('a piece at a fixed price and one priced from the metal rate, with their breakups', async () => {
    const fixed = await answerOf(`/api/products/${ring!.id}`, ProductAnswerSchema);
    expect(fixed.product.priceBreakup.kind).toBe('fixed');
    const rated = await answerOf(`/api/products/${RATE_PRICED.id}`, ProductAnswerSchema);
    expect(rated.product.priceBreakup.kind).toBe('rate');
  });
});
