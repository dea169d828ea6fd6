/**
 * Migration 0043 on a database made by the release before it: every piece becomes a design of
 * one variant holding its SKU, weight, stock and price, and the pieces, the orders and the
 * documents read as they did; a migrated piece still sells, and its payment takes its stock.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from './db/client.ts';
import { readOrderContent } from './features/invoices/repository.ts';
import {
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
} from './test-support/checkout.ts';
import { buildTestApp, createPostgresTestDatabase, type TestApp } from './test-support/test-app.ts';
import type { NewProductRow } from './db/schema.ts';
import { writeDesignVariants } from './db/catalogue-writes.ts';

const LAST_RELEASE = 42;

/** The migrations folder as the release before variants shipped it. */
async function releaseBeforeVariants(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-migrations-'));
  await fs.cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_RELEASE);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const BREAKUP = {
  kind: 'rate',
  purity: 'gold-916',
  ratePaisePerGram: 700_000,
  netWeightMg: 4_200,
  metalPaise: 2_940_000,
  making: { kind: 'per_gram', paisePerGram: 50_000 },
  makingPaise: 210_000,
  stonesPaise: 0,
  hallmarkingPaise: 4_500,
  taxablePaise: 3_154_500,
  gstPaise: 94_635,
  roundOffPaise: -35,
  totalPaise: 3_249_100,
};

let database: { url: string; drop(): Promise<void> };

async function query(text: string, params: unknown[] = []): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}
let shop: TestApp;
let orderId: string;
const productsBefore: Record<string, unknown>[] = [];
const linesBefore: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createPostgresTestDatabase({ empty: true });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: await releaseBeforeVariants() });
    await client.query(`
      INSERT INTO products (id, name, description, people_category, item_type, product_category, material, gram, purity, pricing, price_paise, original_price_paise, stock)
      VALUES (1, 'Old Silver Ring', 'A ring from before variants.', 'women', 'ring', 'Ring', 'Silver', 3.2, 'silver-925', 'fixed', 249900, 299900, 3)`);
    await client.query(
      `INSERT INTO products (id, name, description, people_category, item_type, product_category, material, gram, purity, pricing, net_weight_mg, making_kind, making_value, hallmarking_paise, price_paise, price_breakup, stock)
       VALUES (2, 'Old Gold Chain', 'A chain priced from the rate.', 'men', 'chain', 'Chain', 'Gold', 4.5, 'gold-916', 'rate', 4200, 'per_gram', 50000, 4500, 3249100, $1, 0)`,
      [JSON.stringify(BREAKUP)],
    );
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO orders (status, subtotal_paise, shipping_paise, total_paise, customer, paid_at, payment_id, provider_order_id)
       VALUES ('paid', 249900, 10000, 259900, $1, now(), 'pay_before_variants', 'order_before_variants') RETURNING id`,
      [
        JSON.stringify({
          name: 'Meena Sundaram',
          email: 'meena@example.in',
          phone: '9876543210',
          address: '14 South Car Street',
          city: 'Madurai',
          state: 'Tamil Nadu',
          zipCode: '625001',
          country: 'India',
        }),
      ],
    );
    orderId = rows[0]!.id;
    await client.query(
      `INSERT INTO order_lines (order_id, position, product_id, name, image, unit_price_paise, quantity, size, variant)
       VALUES ($1, 0, 1, 'Old Silver Ring', '', 249900, 1, '14', 'Standard')`,
      [orderId],
    );
    productsBefore.push(...(await client.query('SELECT * FROM products ORDER BY id')).rows);
    linesBefore.push(...(await client.query('SELECT * FROM order_lines')).rows);
  } finally {
    await client.end();
  }
  // The shop of this release opens the database, which migrates it.
  const handle = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: database.url, poolSize: 4 });
  shop = await buildTestApp({
    database: {
      ...handle,
      async close() {
        await handle.close();
        await database.drop();
      },
    },
  });
});
afterAll(async () => {
  await shop?.close();
});

describe('a database of the release before variants, migrated', () => {
  it('makes each piece a design of one variant holding its SKU, weight, stock and price', async () => {
    const { rows } = await query(
      'SELECT product_id, sku, "values", gram, net_weight_mg, pricing, price_paise, price_breakup, stock, made_to_order_days FROM product_variants ORDER BY product_id',
    );
    expect(rows).toEqual([
      {
        product_id: 1,
        sku: 'P00001',
        values: [],
        gram: 3.2,
        net_weight_mg: null,
        pricing: 'fixed',
        price_paise: 249_900,
        price_breakup: null,
        stock: 3,
        made_to_order_days: null,
      },
      {
        product_id: 2,
        sku: 'P00002',
        values: [],
        gram: 4.5,
        net_weight_mg: 4_200,
        pricing: 'rate',
        price_paise: 3_249_100,
        price_breakup: BREAKUP,
        stock: 0,
        made_to_order_days: null,
      },
    ]);
  });

  it('keeps every piece and order line as it was', async () => {
    const products = (await query('SELECT * FROM products ORDER BY id')).rows;
    // Beside what listings read of their one variant (0044): no sizes, one SKU, no prices but its own.
    expect(products).toEqual(
      productsBefore.map((row) => ({
        ...row,
        options: [],
        price_varies: false,
        variant_prices: [],
        sizes_in_stock: [],
        sizes_offered: [],
        made_to_order_days: null,
        skus: [`P${String(row.id).padStart(5, '0')}`],
        // No Tamil or Hindi words yet (0049): the search document ends in their four spaces.
        name_ta: '',
        name_hi: '',
        description_ta: '',
        description_hi: '',
        search_document: `${String(row.search_document)}    `,
      })),
    );
    const lines = (await query('SELECT * FROM order_lines')).rows;
    expect(lines).toEqual(
      linesBefore.map((row) => ({
        ...row,
        variant_id: null,
        sku: null,
        gross_weight_mg: null,
        purity: null,
        made_to_order_days: null,
      })),
    );
  });

  it('answers the product calls as before, without options or variants', async () => {
    const send = injectRequests(shop.app);
    const answer = await send({ method: 'GET', url: '/api/products/1' });
    expect(answer.status).toBe(200);
    const { product } = answer.body as { product: Record<string, unknown> };
    expect(product).toMatchObject({ _id: '1', price: 2_499, originalPrice: 2_999, inStock: true, gram: 3.2 });
    expect(product).not.toHaveProperty('variants');
    expect(product).not.toHaveProperty('options');
    expect(product).not.toHaveProperty('priceVaries');
  });

  it('states an order of before in its documents as before: its piece, weight and purity', async () => {
    const { content } = await readOrderContent(shop.database.db, orderId, '33');
    expect(content.lines).toMatchObject([
      {
        description: 'Old Silver Ring (Standard, Size 14)',
        quantity: 1,
        purity: 'Sterling silver (925)',
        grossWeightMg: 3_200,
        netWeightMg: 3_200,
        unitPricePaise: 249_900,
      },
    ]);
  });

  it('sells a migrated piece as its one variant, and its payment takes the stock of both', async () => {
    const send = injectRequests(shop.app);
    const customer = await signUp(send, 'after-the-migration@example.in');
    const ring = { ...productsBefore[0], id: 1, pricePaise: 249_900 } as unknown as NewProductRow;
    const started = await send({
      method: 'POST',
      url: '/api/api/create-razorpay-order',
      headers: customer.headers,
      payload: createOrderBody([{ product: ring, quantity: 1 }], 'after-migration'),
    });
    expect(started.status).toBe(200);
    const { order } = started.body as { order: { id: string } };
    const paid = await verifyPayment(send, customer, await payWithTestProvider(send, order.id));
    expect(paid.status).toBe(200);
    const { rows } = await query(
      `SELECT p.stock AS design, v.stock AS variant, l.sku, l.gross_weight_mg, l.purity
       FROM products p JOIN product_variants v ON v.product_id = p.id
       JOIN order_lines l ON l.variant_id = v.id WHERE p.id = 1`,
    );
    expect(rows).toEqual([
      { design: 2, variant: 2, sku: 'P00001', gross_weight_mg: 3_200, purity: 'silver-925' },
    ]);
  });

  it('sells a design in lengths and karats priced from the rate, and its invoice states the variant bought', async () => {
    await writeDesignVariants(
      shop.database.db,
      2,
      [
        { name: 'Length', values: ['16 in', '18 in'] },
        { name: 'Purity', values: ['18K', '22K'] },
      ],
      [
        {
          sku: 'CH-16-18K',
          values: ['16 in', '18K'],
          gram: 4.1,
          pricing: 'rate',
          netWeightMg: 3_800,
          purity: 'gold-750',
          stock: 2,
        },
        {
          sku: 'CH-18-18K',
          values: ['18 in', '18K'],
          gram: 4.6,
          pricing: 'rate',
          netWeightMg: 4_300,
          purity: 'gold-750',
          stock: 2,
        },
        {
          sku: 'CH-18-22K',
          values: ['18 in', '22K'],
          gram: 4.6,
          pricing: 'rate',
          netWeightMg: 4_300,
          purity: 'gold-916',
          stock: 1,
        },
      ],
      { 'gold-750': 589_000, 'gold-916': 719_000 },
    );
    const send = injectRequests(shop.app);
    const page = await send({ method: 'GET', url: '/api/products/2' });
    const { product } = page.body as {
      product: {
        price: number;
        priceVaries: boolean;
        variants: { sku: string; label: string; price: number }[];
      };
    };
    const chosen = product.variants.find((variant) => variant.sku === 'CH-18-18K');
    expect(chosen?.label).toBe('Length 18 in, 18K');
    expect(product.priceVaries).toBe(true);
    expect(product.price).toBe(Math.min(...product.variants.map((variant) => variant.price)));

    const customer = await signUp(send, 'chain-buyer@example.in');
    const chain = { id: 2, pricePaise: chosen!.price * 100 } as unknown as NewProductRow;
    const started = await send({
      method: 'POST',
      url: '/api/api/create-razorpay-order',
      headers: customer.headers,
      payload: createOrderBody([{ product: chain, quantity: 1, sku: 'CH-18-18K' }], 'a-chain'),
    });
    expect(started.status).toBe(200);
    const { order } = started.body as { order: { id: string; receipt: string } };
    expect((await verifyPayment(send, customer, await payWithTestProvider(send, order.id))).status).toBe(200);
    const { content } = await readOrderContent(shop.database.db, order.receipt, '33');
    expect(content.lines).toMatchObject([
      {
        description: 'Old Gold Chain (Length 18 in, 18K)',
        purity: '18K gold (750)',
        grossWeightMg: 4_600,
        netWeightMg: 4_300,
        unitPricePaise: chosen!.price * 100,
      },
    ]);
    // The variant's own count went down; the others kept theirs.
    const { rows } = await query('SELECT sku, stock FROM product_variants WHERE product_id = 2 ORDER BY sku');
    expect(rows).toEqual([
      { sku: 'CH-16-18K', stock: 2 },
      { sku: 'CH-18-18K', stock: 1 },
      { sku: 'CH-18-22K', stock: 1 },
    ]);
  });
});
