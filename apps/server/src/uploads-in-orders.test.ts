/**
 * Uploads need no sign-in, so naming them in an order must not keep them for ever: an order
 * keeps its uploads while it waits for its payment and for good once paid; left unpaid, it
 * expires after a day and its uploads fall back under the retention period. The files,
 * orders and payments features together, as app.ts composes them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAID_ORDER_LIFETIME_MS } from '@shop/shared/checkout';
import { UPLOAD_RETENTION_DAYS } from '@shop/shared/files';
import { orders, uploads } from './db/schema.ts';
import { createFilesService } from './features/files/service.ts';
import { createOrdersService } from './features/orders/service.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type Customer,
} from './test-support/checkout.ts';
import { buildTestApp, type TestApp } from './test-support/test-app.ts';
import { uploadFingerprint } from './test-support/uploads.ts';

let shop: TestApp;
let customer: Customer;
beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  customer = await signUp(injectRequests(shop.app), 'uploader@example.in');
});
afterAll(async () => {
  await shop?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (ms: number) => new Date(Date.now() + ms);

/** The shop's retention clean-up and order expiry, run as if some time had passed. */
const cleanUpOn = (when: Date) => createFilesService(shop.database.db, { now: () => when }).removeExpired();
const expireOn = (when: Date) =>
  createOrdersService(shop.database.db, {
    mailer: {
      send: async () => undefined,
      sendInBackground: () => undefined,
      sendInTurn: async () => undefined,
      close: async () => undefined,
    },
    shopEmail: 'hello@velli-thangam.example',
    readFile: () => Promise.reject(new Error('the expiry reads no file')),
    log: shop.app.log,
    receiptOf: async () => undefined,
  }).expireUnpaid(when);

/** An order for one ring with the fingerprint engraved (product 1 of the fixtures). */
async function orderWith(fileId: string) {
  const [ring] = FIXTURE_PRODUCTS;
  if (!ring) throw new Error('the fixtures have no product');
  const body = createOrderBody(
    [
      {
        product: ring,
        quantity: 1,
        customization: { type: 'fingerprint', fileId, uploadedFile: 'finger.png', fileData: '[kept]' },
      },
    ],
    'uploads',
  );
  return createOrder(injectRequests(shop.app), customer, body);
}

const exists = async (fileId: string) =>
  (await shop.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, fileId))).length ===
  1;
const statusOf = async (orderId: string) =>
  (await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.status;

describe('an upload named in an order', () => {
  const pastRetention = later((UPLOAD_RETENTION_DAYS + 1) * DAY_MS);

  it('is kept while its order waits for the payment, and removed once the order has expired unpaid', async () => {
    const fileId = await uploadFingerprint(shop.app);
    const { orderId: receipt } = await orderWith(fileId);

    await cleanUpOn(pastRetention);
    expect(await exists(fileId)).toBe(true);

    expect(await expireOn(later(UNPAID_ORDER_LIFETIME_MS - 60_000))).toBe(0);
    expect(await statusOf(receipt)).toBe('pending');
    expect(await expireOn(later(UNPAID_ORDER_LIFETIME_MS + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(receipt)).toBe('expired');

    await cleanUpOn(pastRetention);
    expect(await exists(fileId)).toBe(false);
  });

  it('is kept for good once its order is paid, even a payment that arrives after the order expired', async () => {
    const fileId = await uploadFingerprint(shop.app);
    const send = injectRequests(shop.app);
    const created = await orderWith(fileId);
    await expireOn(later(UNPAID_ORDER_LIFETIME_MS + 60_000));
    expect(await statusOf(created.orderId)).toBe('expired');

    const payment = await payWithTestProvider(send, created.providerOrderId);
    expect((await verifyPayment(send, customer, payment)).status).toBe(200);
    expect(await statusOf(created.orderId)).toBe('paid');

    await cleanUpOn(pastRetention);
    expect(await exists(fileId)).toBe(true);
  });
});
