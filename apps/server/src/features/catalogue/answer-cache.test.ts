/**
 * The catalogue's answers come from its index and are kept for CATALOGUE_CACHE_SECONDS, but
 * never past a change to the catalogue: the database announces every change, whoever made it
 * (here plain SQL, as an import, an order taking stock or someone at a psql prompt would), the
 * index reads what changed and the answers are made afresh. The announcement comes on
 * another connection, within moments.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { buildTestApp, seenByShoppers, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS, environment: { CATALOGUE_CACHE_SECONDS: '300' } });
});
afterAll(async () => {
  await shop?.close();
});

const get = async (url: string) => (await shop.app.inject({ method: 'GET', url })).json();
const total = async (url: string) => (await get(url)).total as number;
const price = async (id: number) => (await get(`/api/products/${id}`)).product.price as number;

describe('the catalogue answer cache', () => {
  it('answers however many shoppers ask at the same moment without reading the database', async () => {
    const reads = vi.spyOn(shop.database.db, 'select');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shop.app.inject({ method: 'GET', url: '/api/products/search?q=kada' }),
      ),
    );
    expect(answers.map((answer) => answer.json().total)).toEqual(Array(20).fill(1));
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it('keeps an answer while the catalogue is unchanged', async () => {
    expect(await total('/api/products/search?q=ring')).toBe(5);
    const reads = vi.spyOn(shop.database.db, 'select');
    expect(await total('/api/products/search?q=ring')).toBe(5);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();
  });

  it('shows a price changed with plain SQL, whatever the cache holds', async () => {
    expect(await price(1)).toBe(2499);
    await shop.database.db.execute(sql`UPDATE products SET price_paise = 199900 WHERE id = 1`);
    await seenByShoppers(async () => expect(await price(1)).toBe(1999));
  });

  it('shows a new product in an answer it had kept, and its words to search', async () => {
    expect(await total('/api/products/search?q=ring')).toBe(5);
    await shop.database.db.insert(products).values({
      ...FIXTURE_PRODUCTS[0]!,
      id: 100,
      name: 'Second Solitaire Ring with Jasmine',
    });
    await seenByShoppers(async () => expect(await total('/api/products/search?q=ring')).toBe(6));
    // "jasmne" is corrected to a word of the catalogue, which the new product's "jasmine" now is.
    await seenByShoppers(async () => expect(await total('/api/products/search?q=jasmne')).toBe(1));
  });

  it('shows a removed product gone, from its page and from the listings', async () => {
    await shop.database.db.execute(sql`DELETE FROM products WHERE id = 100`);
    await seenByShoppers(async () => {
      expect(await total('/api/products/search?q=ring')).toBe(5);
      expect((await shop.app.inject({ method: 'GET', url: '/api/products/100' })).statusCode).toBe(404);
    });
  });
});
