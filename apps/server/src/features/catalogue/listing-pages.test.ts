/**
 * The listing pages' calls (`/api/products/category/{people}/page`, `/api/{type}/page`) answer
 * one page of what the whole listing's call sends: the same pieces in the same order, and as
 * many as it sends (at most 1000), so a listing shows the same pieces, count and pager
 * whichever call it reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIMIT, PAGE_SIZE } from '@shop/shared/catalogue';
import type { ListingPageAnswer, Product, TypeListingAnswer } from '@shop/shared/catalogue-api';
import type { NewProductRow } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const [ring] = FIXTURE_PRODUCTS;
/** More women's rings than the category call sends, in both metals, at many prices. */
const RINGS: NewProductRow[] = Array.from({ length: MAX_LIMIT + 30 }, (_, i) => ({
  ...ring!,
  id: 1000 + i,
  name: `Ring ${i}`,
  material: i % 3 === 0 ? 'Gold' : 'Silver',
  purity: i % 3 === 0 ? 'gold-916' : 'silver-925',
  pricePaise: (1_000 + ((i * 37) % 500) * 10) * 100,
  originalPricePaise: null,
  customizationTypes: i % 2 === 0 ? ['engraving'] : ['fingerprint'],
}));

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ products: [...FIXTURE_PRODUCTS, ...RINGS] });
});
afterAll(async () => {
  await shop?.close();
});

async function get<T>(url: string): Promise<T> {
  const response = await shop.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

const ids = (products: readonly Product[]) => products.map((product) => product._id);

/** The page as the browser paged the whole call's answer: 12 a page, a page past the end the last. */
function pageOf(whole: readonly Product[], page: number) {
  const totalPages = Math.max(1, Math.ceil(whole.length / PAGE_SIZE));
  const shown = Math.min(page, totalPages);
  return {
    products: ids(whole.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)),
    currentPage: shown,
    totalPages,
    total: whole.length,
  };
}

const asPage = (answer: ListingPageAnswer) => ({ ...answer, products: ids(answer.products) });

describe('a people category, a page at a time', () => {
  it.each([
    ['', 1],
    ['', 2],
    ['&productType=Silver&sortBy=price-asc', 3],
    ['&productCategory=Ring&minPrice=2000&maxPrice=4000&sortBy=alpha-desc', 2],
    ['', 84],
    ['', 500],
    ['&productType=Gold&minPrice=5500', 7],
  ])('answers the page of what the whole call sends (%s, page %i)', async (filters, page) => {
    const whole = await get<Product[]>(`/api/products/category/women?${filters.slice(1)}`);
    const paged = await get<ListingPageAnswer>(`/api/products/category/women/page?page=${page}${filters}`);
    expect(asPage(paged)).toEqual(pageOf(whole, page));
  });

  it('counts at most the 1000 pieces the whole call sends', async () => {
    const paged = await get<ListingPageAnswer>('/api/products/category/women/page?page=84');
    expect(paged).toMatchObject({ total: MAX_LIMIT, totalPages: 84, currentPage: 84 });
    expect(paged.products).toHaveLength(4);
    const farther = await get<ListingPageAnswer>('/api/products/category/women/page?page=999999999999');
    expect(farther).toEqual(paged);
  });

  it('refuses what the whole call refuses, and a page that is no number', async () => {
    for (const url of [
      '/api/products/category/pets/page',
      '/api/products/category/women/page?productType=Brass',
      '/api/products/category/women/page?page=0',
      '/api/products/category/women/page?page=two',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('a type listing, a page at a time', () => {
  it.each([
    ['', 1],
    ['&customizationType=Fingerprint&sortBy=price-desc', 5],
    ['&minPrice=3000&maxPrice=3500', 2],
    ['', 90],
  ])('answers the page of what the whole call sends (%s, page %i)', async (filters, page) => {
    const whole = await get<TypeListingAnswer>(`/api/women-rings?${filters.slice(1)}`);
    const paged = await get<ListingPageAnswer>(`/api/women-rings/page?page=${page}${filters}`);
    expect(asPage(paged)).toEqual(pageOf(whole.products, page));
  });
});
