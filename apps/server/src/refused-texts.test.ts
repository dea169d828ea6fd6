/**
 * The calls that answered 500 to a NUL, a lone surrogate or a direction override in a text
 * (issue "Hardening, part three"), as a person makes them: each now answers 400 with the
 * sentence that names the field, stores nothing, and uses no try of the caller's limit.
 */
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTextMessage } from '@shop/shared/text';
import { auditEntries, complaints, orders, previews, productReviews, refunds } from './db/schema.ts';
import { COMPLAINTS_PER_ADDRESS } from './features/complaints/routes.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type Customer,
} from './test-support/checkout.ts';
import { takeOrderSteps } from './test-support/order-steps.ts';
import { signedInStaff } from './test-support/staff.ts';
import { buildTestApp, type TestApp } from './test-support/test-app.ts';

const [ring] = FIXTURE_PRODUCTS;
if (!ring) throw new Error('the fixture catalogue is empty');

let shop: TestApp;
let owner: AuthorizationHeader;
let meena: Customer;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  meena = await signUp(injectRequests(shop.app), 'meena@example.in');
});
afterAll(async () => {
  await shop?.close();
});

async function call(options: InjectOptions) {
  const answer = await shop.app.inject(options);
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}

const refusal = (field: string) => ({
  status: 400,
  body: { success: false, message: plainTextMessage(field) },
});

const rows = async (table: typeof complaints | typeof previews | typeof productReviews | typeof orders) =>
  (await shop.database.db.select({ rows: count() }).from(table))[0]?.rows;

async function paidOrder(delivered: boolean): Promise<string> {
  const send = injectRequests(shop.app);
  const body = createOrderBody([{ product: ring!, quantity: 1 }], `refused-texts-${(receipts += 1)}`);
  const created = await createOrder(send, meena, body);
  const paid = await verifyPayment(send, meena, await payWithTestProvider(send, created.providerOrderId));
  expect(paid.status).toBe(200);
  if (delivered) await takeOrderSteps(shop.app, owner, created.orderId, 'delivered');
  return created.orderId;
}

describe('a complaint with a character the shop cannot keep', () => {
  const COMPLAINT = {
    name: 'Meena Sundaram',
    email: 'meena.complaint@example.in',
    phone: '98765 43210',
    topic: 'delivery',
    description: 'Broken parcel arrived and nothing inside it',
    orderNumber: 'a1b2c3d4',
  };

  it('is refused naming the field, stores nothing and uses none of the ten minutes’ tries', async () => {
    const remoteAddress = '10.70.0.1';
    const raise = (payload: object) =>
      call({ method: 'POST', url: '/api/complaints', payload, remoteAddress });
    const before = await rows(complaints);
    const refused = [
      [{ ...COMPLAINT, description: 'Broken\u0000parcel arrived and nothing inside it' }, 'Description'],
      [{ ...COMPLAINT, description: 'Broken parcel \u202earrived and nothing inside it' }, 'Description'],
      [{ ...COMPLAINT, name: 'Meena\u0000' }, 'Your name'],
      [{ ...COMPLAINT, phone: '98765\u0000' }, 'Phone'],
      [{ ...COMPLAINT, orderNumber: '\ud800a1b2' }, 'Order number'],
      [{ ...COMPLAINT, description: 'Broken parcel arrived\u0007 and nothing inside it' }, 'Description'],
    ] as const;
    expect(refused.length).toBeGreaterThan(COMPLAINTS_PER_ADDRESS.max);
    for (const [payload, field] of refused) expect(await raise(payload)).toEqual(refusal(field));
    expect(await rows(complaints)).toBe(before);

    // Lines are a description's own: kept, as typed.
    const kept = await raise({ ...COMPLAINT, description: 'The clasp is broken.\r\nThe box was open.' });
    expect(kept.status).toBe(201);
    expect(await rows(complaints)).toBe((before ?? 0) + 1);
  });
});

describe('the cart’s promo code', () => {
  it('with a NUL is refused naming the code, not looked up', async () => {
    const items = createOrderBody([{ product: ring, quantity: 1 }], 'quote').items;
    expect(
      await call({ method: 'POST', url: '/api/coupons/quote', payload: { code: 'DIWALI\u0000', items } }),
    ).toEqual(refusal('The promo code'));
  });
});

describe('a shared preview', () => {
  it('with a lone surrogate in the text to engrave is refused and no link is made', async () => {
    const before = await rows(previews);
    const answer = await call({
      method: 'POST',
      url: '/api/previews',
      payload: {
        productId: String(ring.id),
        customization: { type: 'engraving', customName: '\ud800Amma', selectedFont: 'script', fontSize: 40 },
      },
    });
    expect(answer).toEqual(refusal('Text to engrave'));
    expect(await rows(previews)).toBe(before);
  });
});

describe('a review by the piece’s buyer', () => {
  it('with a NUL in its title is refused and not published', async () => {
    await paidOrder(true);
    const before = await rows(productReviews);
    const write = (title: string) =>
      call({
        method: 'POST',
        url: `/api/products/${ring.id}/reviews`,
        headers: meena.headers,
        payload: { stars: 5, title, text: 'It shines, and it fits as the size guide said.' },
      });
    expect(await write('Lovely\u0000 ring')).toEqual(refusal('Title'));
    expect(await write('Lovely \u2067ring')).toEqual(refusal('Title'));
    expect(await rows(productReviews)).toBe(before);
    expect((await write('நன்றி, a lovely ring')).status).toBeLessThan(300);
  });
});

describe('a refund by the owner', () => {
  it('with a lone surrogate in its reason is refused, and neither the refunds nor the audit log change', async () => {
    const orderId = await paidOrder(false);
    const audited = () =>
      shop.database.db
        .select({ rows: count() })
        .from(auditEntries)
        .where(eq(auditEntries.subjectId, orderId));
    const refundsOf = () =>
      shop.database.db.select({ rows: count() }).from(refunds).where(eq(refunds.orderId, orderId));
    const [auditBefore] = await audited();
    const answer = await call({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: owner,
      payload: { amountPaise: 100, reason: 'Goodwill \ud800' },
    });
    expect(answer).toEqual(refusal('The reason'));
    expect(await audited()).toEqual([auditBefore]);
    expect(await refundsOf()).toEqual([{ rows: 0 }]);
  });
});

describe('a gift message at checkout', () => {
  it('with a right-to-left override is refused, and no order is made', async () => {
    const before = await rows(orders);
    const body = {
      ...createOrderBody([{ product: ring, quantity: 1 }], 'refused-gift'),
      gift: { message: 'Happy \u202eyadhtrib\u202c Amma', wrap: true },
    };
    const answer = await call({
      method: 'POST',
      url: '/api/api/create-razorpay-order',
      headers: meena.headers,
      payload: body,
    });
    expect(answer).toEqual(refusal('Gift message'));
    expect(await rows(orders)).toBe(before);
  });
});
