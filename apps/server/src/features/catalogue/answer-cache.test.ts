import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS, environment: { CATALOGUE_CACHE_SECONDS: '30' } });
});
afterAll(async () => {
  await shop?.close();
});

const total = async (url: string) => (await shop.app.inject({ method: 'GET', url })).json().total as number;

describe('the catalogue answer cache', () => {
  it('reads the database once however many shoppers ask at the same moment', async () => {
    await total('/api/products/search?q=chain'); // loads the search vocabulary
    const reads = vi.spyOn(shop.database.db, 'select');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.app.inject({ method: 'GET', url: '/api/products/search?q=kada' }),
      ),
    );
    expect(answers.map((answer) => answer.json().total)).toEqual(Array(20).fill(1));
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('keeps an answer for the cache period, while a new question sees a new product', async () => {
    expect(await total('/api/products/search?q=ring')).toBe(5);
    await shop.database.db.insert(products).values({
      ...FIXTURE_PRODUCTS[0]!,
      id: 100,
      name: 'Second Solitaire Ring',
    });
    expect(await total('/api/products/search?q=ring')).toBe(5);
    expect(await total('/api/products/search?q=ring&sortBy=newest')).toBe(6);
  });
});
