/**
 * Two instances of the shop on one PostgreSQL database, each with its own connections and
 * its answers kept for five minutes: a change to the catalogue, made through either instance
 * or with plain SQL on a session of its own, shows on the other within two seconds.
 */
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { priceFromRate } from '@shop/shared/pricing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { replaceCatalogue } from '../../db/catalogue-writes.ts';
import { products } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import {
  buildTestApp,
  createPostgresTestDatabase,
  testServerUrl,
  type TestApp,
} from '../../test-support/test-app.ts';

const WITHIN_MS = 2_000;

let database: { url: string; drop(): Promise<void> } | undefined;
let first: TestApp;
let second: TestApp;

async function instance(url: string): Promise<TestApp> {
  const handle = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url, poolSize: 2 });
  return buildTestApp({ database: handle, environment: { CATALOGUE_CACHE_SECONDS: '300' } });
}

async function onOwnSession(url: string, statement: string): Promise<number> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    return (await session.query(statement)).rowCount ?? 0;
  } finally {
    await session.end();
  }
}

const price = async (shop: TestApp, id: number) =>
  (await shop.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().product.price as number;

const seenWithin = (check: () => Promise<void>) => vi.waitFor(check, { timeout: WITHIN_MS, interval: 50 });

describe('two instances of the shop on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    first = await instance(database.url);
    second = await instance(database.url);
    await replaceCatalogue(first.database.db, FIXTURE_PRODUCTS);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('a price changed through one instance shows on the other within two seconds', async () => {
    expect(await price(second, 1)).toBe(2499);
    await first.database.db.update(products).set({ pricePaise: 219_900 }).where(eq(products.id, 1));
    await seenWithin(async () => expect(await price(second, 1)).toBe(2199));
  });

  it('a change made with plain SQL shows on both within two seconds', async () => {
    expect(await price(first, 2)).toBe(28500);
    expect(await price(second, 2)).toBe(28500);
    await onOwnSession(database!.url, 'UPDATE products SET price_paise = 2750000 WHERE id = 2');
    await seenWithin(async () => {
      expect(await price(first, 2)).toBe(27500);
      expect(await price(second, 2)).toBe(27500);
    });
  });

  it('after PostgreSQL ends the connection that listens, a change made meanwhile still shows', async () => {
    expect(await price(second, 4)).toBe(1450);
    // As a restart or a failover would: every session of the shop's database ends.
    const ended = await onOwnSession(
      testServerUrl,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = '${new URL(database!.url).pathname.slice(1)}' AND pid <> pg_backend_pid()`,
    );
    expect(ended).toBeGreaterThan(0);
    await onOwnSession(database!.url, 'UPDATE products SET price_paise = 139900 WHERE id = 4');
    await seenWithin(async () => expect(await price(second, 4)).toBe(1399));
  });
  it('a new metal rate set through one instance reprices listings, search, the product page and price sorts on the other', async () => {
    const pendant = {
      purity: 'gold-916',
      netWeightMg: 4_250,
      making: { kind: 'per_gram', paisePerGram: 60_000 },
      stonesPaise: 150_000,
      hallmarkingPaise: 4_500,
    } as const;
    const priceAt = (rupeesPerGram: number) =>
      priceFromRate(pendant, { 'gold-916': rupeesPerGram * 100 }).totalPaise / 100;
    const owner = await signedInStaff(first, { email: 'lakshmi@shop.test', name: 'Lakshmi', role: 'owner' });
    const setRate = async (rupeesPerGram: number) => {
      const answer = await first.app.inject({
        method: 'POST',
        url: '/api/admin/metal-rates',
        headers: owner,
        payload: { rates: { 'gold-916': rupeesPerGram } },
      });
      expect(answer.statusCode).toBe(200);
    };
    // The Om Engraved Gold Pendant (men's, id 2) is priced from the rate of 22K gold.
    await setRate(10000);
    await first.database.db
      .update(products)
      .set({
        pricing: 'rate',
        purity: pendant.purity,
        netWeightMg: pendant.netWeightMg,
        makingKind: 'per_gram',
        makingValue: pendant.making.paisePerGram,
        stonesPaise: pendant.stonesPaise,
        hallmarkingPaise: pendant.hallmarkingPaise,
        originalPricePaise: null,
      })
      .where(eq(products.id, 2));
    await setRate(10000);
    type Listed = { _id: string; price: number }[];
    const get = async (url: string) => (await second.app.inject({ method: 'GET', url })).json<unknown>();
    const listing = async () => (await get('/api/products/category/men?sortBy=price-desc')) as Listed;
    const searched = async () =>
      ((await get('/api/products/search?q=Om%20Engraved')) as { products: Listed }).products;
    const pendantPrice = (pieces: Listed) => pieces.find((piece) => piece._id === '2')?.price;
    // The product page reads the database at once; listings and search follow when the
    // instance's index has read the change.
    await seenWithin(async () => {
      expect(await price(second, 2)).toBe(priceAt(10000));
      expect(pendantPrice(await listing())).toBe(priceAt(10000));
      expect((await listing())[0]?._id).toBe('2');
      expect(pendantPrice(await searched())).toBe(priceAt(10000));
    });

    // Below the men's ₹45,000 bracelet at the new rate.
    await setRate(7000);
    await seenWithin(async () => {
      expect(await price(second, 2)).toBe(priceAt(7000));
      const sorted = await listing();
      expect(pendantPrice(sorted)).toBe(priceAt(7000));
      expect(sorted[0]?._id).toBe('11');
      expect(pendantPrice(await searched())).toBe(priceAt(7000));
    });
  });
});
