/**
 * A signed-in shopper's wishlist: saving, listing at today's prices, removing, the limit, a
 * guest's list joined at sign-in, and nobody else's list ever shown.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/accounts';
import { WISHLIST_TEXTS } from '@shop/shared/wishlist';
import { products, wishlistItems } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { injectRequests, signUp, type Customer } from '../../test-support/checkout.ts';
import { buildTestApp, seenByShoppers, type TestApp } from '../../test-support/test-app.ts';

const MAX_ITEMS = 3;
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS, wishlist: { maxItems: MAX_ITEMS } });
});
afterAll(async () => {
  await shop?.close();
});

let customers = 0;
async function newCustomer(): Promise<Customer> {
  customers += 1;
  return signUp(injectRequests(shop.app), `wishlist.${customers}@example.in`);
}

async function call(
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  customer?: Customer,
  payload?: object,
) {
  const answer = await shop.app.inject({ method, url, headers: customer?.headers, payload });
  return { status: answer.statusCode, body: answer.json() };
}

const ids = (body: { items: { productId: string }[] }) => body.items.map((item) => item.productId);

describe('a signed-in shopper’s wishlist', () => {
  it('saves a piece once, lists it at today’s price, and removes it', async () => {
    const customer = await newCustomer();
    expect((await call('GET', '/api/wishlist', customer)).body).toEqual({ success: true, items: [] });

    const saved = await call('PUT', '/api/wishlist/1', customer);
    expect(saved.status).toBe(200);
    expect(saved.body.items).toEqual([
      {
        productId: '1',
        name: 'Classic Solitaire Silver Ring',
        image: expect.any(String),
        inStock: expect.any(Boolean),
        productType: 'Silver',
        personalisations: ['Engraving', 'Combined'],
        pricePaise: 249_900,
        savedPricePaise: 249_900,
        priceDropPaise: 0,
        addedAt: expect.any(String),
      },
    ]);
    // Again: still one row.
    expect(ids((await call('PUT', '/api/wishlist/1', customer)).body)).toEqual(['1']);
    await call('PUT', '/api/wishlist/3', customer);
    const both = (await call('GET', '/api/wishlist', customer)).body;
    expect(ids(both)).toEqual(['3', '1']);
    // The toe ring offers no personalisation: the wishlist puts it in the cart as it is.
    expect(both.items[0]).toMatchObject({ productType: 'Silver', personalisations: [] });
    const rows = await shop.database.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, customer.userId));
    expect(rows.map((row) => [row.productId, row.pricePaiseWhenAdded]).sort()).toEqual([
      [1, 249_900],
      [3, 89_900],
    ]);

    const removed = await call('DELETE', '/api/wishlist/1', customer);
    expect(removed.status).toBe(200);
    expect(ids(removed.body)).toEqual(['3']);
    // A piece not in the list: nothing changes.
    expect(ids((await call('DELETE', '/api/wishlist/1', customer)).body)).toEqual(['3']);
  });

  it('says how much a saved piece’s price fell since it was saved', async () => {
    const customer = await newCustomer();
    await call('PUT', '/api/wishlist/4', customer);
    const db = shop.database.db;
    await db.update(products).set({ pricePaise: 25_000 }).where(eq(products.id, 4));
    try {
      await seenByShoppers(async () => {
        const [item] = (await call('GET', '/api/wishlist', customer)).body.items;
        expect(item).toMatchObject({ pricePaise: 25_000, savedPricePaise: 145_000, priceDropPaise: 120_000 });
      });
      expect(WISHLIST_TEXTS.priceDropped(120_000)).toBe('Price dropped by ₹1,200 since you saved it');
    } finally {
      await db.update(products).set({ pricePaise: 145_000 }).where(eq(products.id, 4));
    }
  });

  it('refuses a guest with 401, and an unknown piece with 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['PUT', '/api/wishlist/1'],
      ['DELETE', '/api/wishlist/1'],
      ['POST', '/api/wishlist/merge'],
    ] as const) {
      expect(
        await call(method, url, undefined, method === 'POST' ? { productIds: ['1'] } : undefined),
      ).toEqual({
        status: 401,
        body: { success: false, message: MESSAGES.noToken },
      });
    }
    const customer = await newCustomer();
    expect(await call('PUT', '/api/wishlist/99999', customer)).toEqual({
      status: 404,
      body: { success: false, message: WISHLIST_TEXTS.productNotFound },
    });
    expect((await call('PUT', '/api/wishlist/ring', customer)).status).toBe(400);
    expect((await call('GET', '/api/wishlist', customer)).body.items).toEqual([]);
  });

  it('refuses a piece beyond the limit with a clear sentence, and saves nothing', async () => {
    const customer = await newCustomer();
    for (const id of [1, 2, 3]) expect((await call('PUT', `/api/wishlist/${id}`, customer)).status).toBe(200);
    expect(await call('PUT', '/api/wishlist/4', customer)).toEqual({
      status: 409,
      body: { success: false, message: WISHLIST_TEXTS.full },
    });
    // A piece already saved is no new piece.
    expect((await call('PUT', '/api/wishlist/2', customer)).status).toBe(200);
    expect(ids((await call('GET', '/api/wishlist', customer)).body).sort()).toEqual(['1', '2', '3']);
  });

  it('never shows one customer’s pieces to another, nor removes them', async () => {
    const mine = await newCustomer();
    const theirs = await newCustomer();
    await call('PUT', '/api/wishlist/5', mine);
    await call('PUT', '/api/wishlist/6', theirs);
    expect(ids((await call('GET', '/api/wishlist', theirs)).body)).toEqual(['6']);
    await call('DELETE', '/api/wishlist/5', theirs);
    expect(ids((await call('GET', '/api/wishlist', mine)).body)).toEqual(['5']);
  });

  it('joins a guest’s pieces at sign-in without duplicates, leaving out unknown pieces and those beyond the limit', async () => {
    const customer = await newCustomer();
    await call('PUT', '/api/wishlist/1', customer);
    const merged = await call('POST', '/api/wishlist/merge', customer, {
      productIds: ['1', '2', '2', '99999', '3', '4'],
    });
    expect(merged.status).toBe(200);
    // 1 was there; 2 and 3 fill the list; 99999 is no piece and 4 finds no room.
    expect(ids(merged.body).sort()).toEqual(['1', '2', '3']);
    expect(merged.body.leftOut).toBe(2);
    const [count] = await shop.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, customer.userId));
    expect(count?.n).toBe(3);

    const tooMany = await call('POST', '/api/wishlist/merge', customer, {
      productIds: Array.from({ length: 201 }, (_, index) => String(index + 1)),
    });
    expect(tooMany.status).toBe(400);
  });
});
