/**
 * Deleting an account erases what no law asks the shop to keep: the orders never paid, the
 * personalisations and their pictures, the contact messages, the wishlist, and of the paid orders all but
 * what their tax invoice needs. The accounts, orders, files and contact features together, as
 * app.ts composes them.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@shop/shared/accounts';
import { contactMessages, orderLines, orders, uploads, users, wishlistItems } from './db/schema.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import {
  CUSTOMER_DETAILS,
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type CartLine,
  type Customer,
} from './test-support/checkout.ts';
import { buildTestApp, type TestApp } from './test-support/test-app.ts';
import { uploadFingerprint } from './test-support/uploads.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
});
afterAll(async () => {
  await shop?.close();
});

const [silverRing, goldPendant] = FIXTURE_PRODUCTS;

async function placeOrder(customer: Customer, lines: CartLine[], pay: boolean): Promise<string> {
  const send = injectRequests(shop.app);
  const created = await createOrder(send, customer, createOrderBody(lines, 'erasure'));
  if (pay) {
    const payment = await payWithTestProvider(send, created.providerOrderId);
    expect((await verifyPayment(send, customer, payment)).status).toBe(200);
  }
  return created.orderId;
}

const fingerprint = (fileId: string): CartLine['customization'] => ({
  type: 'fingerprint',
  fileId,
  uploadedFile: 'finger.png',
  fileData: '[kept on the server]',
});

describe('deleting an account', () => {
  it('erases everything no law asks the shop to keep, and of paid orders keeps what their tax invoice needs', async () => {
    if (!silverRing || !goldPendant) throw new Error('the fixtures have no ring and pendant');
    const db = shop.database.db;
    const email = 'leaving@example.in';
    const customer = await signUp(injectRequests(shop.app), email);

    const unpaidPicture = await uploadFingerprint(shop.app);
    const smallPicture = await uploadFingerprint(shop.app);
    const unpaid = await placeOrder(
      customer,
      [{ product: silverRing, quantity: 1, customization: fingerprint(unpaidPicture) }],
      false,
    );
    // Under ₹50,000: the invoice of a buyer without a GSTIN names the state alone.
    const small = await placeOrder(
      customer,
      [{ product: silverRing, quantity: 1, customization: fingerprint(smallPicture) }],
      true,
    );
    // ₹57,000 and more: it names the buyer and the delivery address too.
    const large = await placeOrder(
      customer,
      [
        {
          product: goldPendant,
          quantity: 2,
          customization: { type: 'engraving', customName: 'Anbu', selectedFont: 'script', fontSize: 40 },
        },
      ],
      true,
    );
    for (const sender of [email, 'Leaving@Example.IN', 'someone.else@example.in']) {
      const sent = await shop.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { email: sender, name: 'Leela', message: 'Can you engrave Tamil letters?' },
      });
      expect(sent.statusCode).toBe(201);
    }

    const saved = await shop.app.inject({
      method: 'PUT',
      url: `/api/wishlist/${silverRing.id}`,
      headers: customer.headers,
    });
    expect(saved.statusCode).toBe(200);

    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: '/user/profile',
      headers: customer.headers,
    });
    expect(deleted.json()).toEqual({ success: true, message: ACCOUNT_TEXTS.accountDeleted });

    expect(await db.select().from(users).where(eq(users.id, customer.userId))).toEqual([]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.userId, customer.userId))).toEqual(
      [],
    );
    expect(await db.select().from(orders).where(eq(orders.id, unpaid))).toEqual([]);
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, unpaid))).toEqual([]);
    expect(
      await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(inArray(uploads.id, [unpaidPicture, smallPicture])),
    ).toEqual([]);
    expect((await db.select().from(contactMessages)).map((message) => message.email)).toEqual([
      'someone.else@example.in',
    ]);

    const kept = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [small, large]));
    expect(kept).toHaveLength(2);
    for (const order of kept) {
      expect(order).toMatchObject({ status: 'paid', userId: null, uploadIds: [] });
      expect(order.customerErasedAt).toBeInstanceOf(Date);
      expect(order.paymentId).toMatch(/^pay_/);
    }
    const keptOf = (id: string) => kept.find((order) => order.id === id)?.customer;
    expect(keptOf(small)).toEqual({
      name: '',
      email: '',
      phone: '',
      address: '',
      city: '',
      zipCode: '',
      state: CUSTOMER_DETAILS.state,
      country: CUSTOMER_DETAILS.country,
    });
    expect(keptOf(large)).toEqual({
      name: CUSTOMER_DETAILS.name,
      email: '',
      phone: '',
      address: CUSTOMER_DETAILS.address,
      city: CUSTOMER_DETAILS.city,
      zipCode: CUSTOMER_DETAILS.zipCode,
      state: CUSTOMER_DETAILS.state,
      country: CUSTOMER_DETAILS.country,
    });
    // The lines keep what was sold and for how much, not the words or the fingerprint.
    const lines = await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [small, large]));
    expect(lines.map((line) => [line.name, line.quantity, line.customization])).toEqual(
      expect.arrayContaining([
        [silverRing.name, 1, null],
        [goldPendant.name, 2, null],
      ]),
    );
  });
});
