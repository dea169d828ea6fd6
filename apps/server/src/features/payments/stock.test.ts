/**
 * A piece's stock is a count, taken by the payment in the payment's own transaction: more
 * shoppers than pieces, paying at the same moment, give as many paid orders as there were
 * pieces, never a negative count. The payments really overlap on the pool's connections.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { VARIANT_TEXTS } from '@shop/shared/variants';
import { writeDesignVariants } from '../../db/catalogue-writes.ts';
import { orders, products, productVariants, unmatchedPayments, type NewProductRow } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type Customer,
  type SendRequest,
} from '../../test-support/checkout.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const LAST_PIECES = 5;
const SHOPPERS = 20;

const template = FIXTURE_PRODUCTS[0];
if (!template) throw new Error('the fixture catalogue is empty');
const LAST_FIVE: NewProductRow = { ...template, id: 900, name: 'Last Five Silver Ring', stock: LAST_PIECES };
const SOLD_OUT: NewProductRow = { ...template, id: 901, name: 'Sold Out Silver Ring', stock: 0 };
const TWO_LEFT: NewProductRow = { ...template, id: 902, name: 'Two Left Silver Ring', stock: 2 };
const ARCHIVED: NewProductRow = {
  ...template,
  id: 903,
  name: 'Archived Silver Ring',
  stock: 4,
  archivedAt: new Date('2026-11-01T10:00:00Z'),
};

const SIZED: NewProductRow = { ...template, id: 904, name: 'Sized Silver Ring', stock: 0 };
const SIZES = [
  { name: 'Size', values: ['12', '14', '16'] },
  { name: 'Purity', values: ['Silver'] },
];

let shop: TestApp;
let send: SendRequest;
let customers: Customer[];

beforeAll(async () => {
  shop = await buildTestApp({ products: [LAST_FIVE, SOLD_OUT, TWO_LEFT, ARCHIVED, SIZED] });
  // Size 14 is the last of its size; 12 has more; 16 is made to order.
  await writeDesignVariants(shop.database.db, 904, SIZES, [
    { sku: 'SR-12', values: ['12', 'Silver'], gram: 3.0, pricePaise: 240_000, stock: 4 },
    { sku: 'SR-14', values: ['14', 'Silver'], gram: 3.4, pricePaise: 260_000, stock: 1 },
    { sku: 'SR-16', values: ['16', 'Silver'], gram: 3.8, pricePaise: 280_000, stock: 0, madeToOrderDays: 12 },
  ]);
  send = injectRequests(shop.app);
  customers = [];
  for (let shopper = 0; shopper < SHOPPERS; shopper += 1) {
    customers.push(await signUp(send, `stock-shopper-${shopper}@example.in`));
  }
});
afterAll(async () => {
  await shop?.close();
});

async function stockOf(id: number | undefined): Promise<number> {
  const [row] = await shop.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id ?? -1));
  return row?.stock ?? Number.NaN;
}

function startOrder(
  customer: Customer,
  product: NewProductRow,
  quantity: number,
  sku?: string,
  pricePaise?: number,
) {
  const line = { product: pricePaise ? { ...product, pricePaise } : product, quantity, sku };
  return send({
    method: 'POST',
    url: '/api/api/create-razorpay-order',
    headers: customer.headers,
    payload: createOrderBody([line], `stock-${product.id}`),
  });
}

async function variantStock(sku: string): Promise<number> {
  const [row] = await shop.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.sku, sku));
  return row?.stock ?? Number.NaN;
}

describe('stock', () => {
  it(`gives ${LAST_PIECES} paid orders of ${SHOPPERS} checkouts at once for the last ${LAST_PIECES} pieces, and no negative stock`, async () => {
    // Every order is started before any is paid: each passes the look at order creation,
    // and the payments decide.
    const started = await Promise.all(customers.map((customer) => startOrder(customer, LAST_FIVE, 1)));
    expect(started.map((answer) => answer.status)).toEqual(Array(SHOPPERS).fill(200));

    const verified = await Promise.all(
      started.map(async (answer, shopper) => {
        const customer = customers[shopper];
        if (!customer) throw new Error('no customer');
        const { order } = answer.body as { order: { id: string } };
        const payment = await payWithTestProvider(send, order.id);
        return verifyPayment(send, customer, payment);
      }),
    );

    const statuses = verified.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LAST_PIECES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - LAST_PIECES);
    const refusal = verified.find((answer) => answer.status === 409);
    expect(refusal?.body).toEqual({
      success: false,
      message: PAYMENT_TEXTS.soldOutWhilePaying(LAST_FIVE.name),
    });

    // The provider's webhooks for the same payments follow on their own; let them land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await stockOf(LAST_FIVE.id)).toBe(0);
    const [paid] = await shop.database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.status, 'paid'));
    expect(paid?.count).toBe(LAST_PIECES);
    // Each payment that came too late is kept, to be refunded, once.
    const owed = await shop.database.db.select().from(unmatchedPayments);
    expect(owed).toHaveLength(SHOPPERS - LAST_PIECES);

    // And the product JSON says so.
    const product = await send({ method: 'GET', url: `/api/products/${LAST_FIVE.id}` });
    expect(product.body).toMatchObject({ product: { inStock: false, stockLeft: null } });
  });

  it('refuses an order for a piece with none in stock, and for more pieces than are left', async () => {
    const [first, second] = customers;
    if (!first || !second) throw new Error('no customers');
    const none = await startOrder(first, SOLD_OUT, 1);
    expect(none).toEqual({
      status: 409,
      body: { success: false, message: PAYMENT_TEXTS.outOfStock(SOLD_OUT.name) },
    });
    const tooMany = await startOrder(second, TWO_LEFT, 3);
    expect(tooMany).toEqual({
      status: 409,
      body: { success: false, message: PAYMENT_TEXTS.fewerInStock(TWO_LEFT.name, 2) },
    });
    expect(await stockOf(TWO_LEFT.id)).toBe(2);
  });

  it('tells the storefront how many are left when few are', async () => {
    const answer = await send({ method: 'GET', url: `/api/products/${TWO_LEFT.id}` });
    expect(answer.body).toMatchObject({ product: { inStock: true, stockLeft: 2 } });
  });

  it('takes the pieces of a paid order from stock', async () => {
    const customer = customers[2];
    if (!customer) throw new Error('no customer');
    const started = await startOrder(customer, TWO_LEFT, 2);
    const { order } = started.body as { order: { id: string } };
    const answer = await verifyPayment(send, customer, await payWithTestProvider(send, order.id));
    expect(answer.status).toBe(200);
    expect(await stockOf(TWO_LEFT.id)).toBe(0);
  });

  it('refuses an archived piece as one that left the collection', async () => {
    const customer = customers[3];
    if (!customer) throw new Error('no customer');
    const answer = await startOrder(customer, ARCHIVED, 1);
    expect(answer).toEqual({
      status: 409,
      body: { success: false, message: PAYMENT_TEXTS.productGone(ARCHIVED.name) },
    });
  });

  it('gives the last piece of a size to one of the shoppers paying for it at once, and leaves the other sizes', async () => {
    const racing = customers.slice(4, 8);
    const started = await Promise.all(
      racing.map((customer) => startOrder(customer, SIZED, 1, 'SR-14', 260_000)),
    );
    expect(started.map((answer) => answer.status)).toEqual(Array(racing.length).fill(200));
    const verified = await Promise.all(
      started.map(async (answer, index) => {
        const { order } = answer.body as { order: { id: string } };
        return verifyPayment(send, racing[index]!, await payWithTestProvider(send, order.id));
      }),
    );
    const statuses = verified.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(racing.length - 1);
    expect(verified.find((answer) => answer.status === 409)?.body).toEqual({
      success: false,
      message: PAYMENT_TEXTS.soldOutWhilePaying('Sized Silver Ring (Size 14, Silver)'),
    });
    await vi.waitFor(async () => expect(await variantStock('SR-14')).toBe(0));
    expect(await variantStock('SR-12')).toBe(4);
    // The design holds what its sizes hold, and the next buyer of size 14 is told before paying.
    expect(await stockOf(SIZED.id)).toBe(4);
    const late = await startOrder(customers[9]!, SIZED, 1, 'SR-14', 260_000);
    expect(late).toEqual({
      status: 409,
      body: { success: false, message: PAYMENT_TEXTS.outOfStock('Sized Silver Ring (Size 14, Silver)') },
    });
  });

  it('takes an order for a size made to order, and asks which size of a design with sizes', async () => {
    const customer = customers[10]!;
    const started = await startOrder(customer, SIZED, 2, 'SR-16', 280_000);
    expect(started.status).toBe(200);
    const { order } = started.body as { order: { id: string } };
    expect((await verifyPayment(send, customer, await payWithTestProvider(send, order.id))).status).toBe(200);
    expect(await variantStock('SR-16')).toBe(0);
    const unsized = await startOrder(customer, SIZED, 1);
    expect(unsized).toEqual({
      status: 400,
      body: { success: false, message: VARIANT_TEXTS.chooseOptions(SIZED.name, ['Size', 'Purity']) },
    });
  });

  it('keeps a sized design at its sizes’ figures when its own row is written', async () => {
    await shop.database.db
      .update(products)
      .set({ stock: 50, pricePaise: 100_00 })
      .where(eq(products.id, SIZED.id ?? -1));
    const [row] = await shop.database.db
      .select({ stock: products.stock, pricePaise: products.pricePaise, priceVaries: products.priceVaries })
      .from(products)
      .where(eq(products.id, SIZED.id ?? -1));
    // Size 12 (₹2,400, 4 left) is the cheapest that can be bought; 14 and 16 have none left.
    expect(row).toEqual({ stock: 4, pricePaise: 240_000, priceVaries: true });
  });
});
