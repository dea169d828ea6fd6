/**
 * An order sent as a gift: its message and wrap are stored with it, shown to staff and the
 * customer, mailed, and printed on the packing slip, which names no price; the tax invoice
 * stays the buyer's. A message too long or with control characters is refused, and nothing
 * is stored.
 */
import { count, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_TEXTS } from '@shop/shared/gift-texts';
import { PACKING_SLIP_TEXTS } from '@shop/shared/packing-slip';
import { plainTextMessage } from '@shop/shared/text';
import { orders } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type Customer,
} from '../../test-support/checkout.ts';
import { mailWhere } from '../../test-support/mail.ts';
import { approveEveryProof } from '../../test-support/proofs.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { CreateOrderBody } from '@shop/shared/checkout-api';

const [ring, pendant] = FIXTURE_PRODUCTS;

let shop: TestApp;
let jeweller: AuthorizationHeader;
let meena: Customer;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  jeweller = await signedInStaff(shop, { email: 'selvi@shop.test', name: 'Selvi Kumar', role: 'staff' });
  meena = await signUp(injectRequests(shop.app), 'meena.gifts@example.in');
});
afterAll(async () => {
  await shop?.close();
});

/** The cart: an engraved ring and a plain pendant, as a gift or not. */
function giftBody(gift: unknown): CreateOrderBody {
  const body = createOrderBody(
    [
      {
        product: ring!,
        quantity: 1,
        size: '12',
        customization: { type: 'engraving', customName: 'Kavi', selectedFont: 'serif', fontSize: 30 },
      },
      { product: pendant!, quantity: 1 },
    ],
    `gift-${(receipts += 1)}`,
  );
  return { ...body, ...(gift === undefined ? {} : { gift }) } as CreateOrderBody;
}

async function paidGiftOrder(gift: unknown): Promise<string> {
  const send = injectRequests(shop.app);
  const created = await createOrder(send, meena, giftBody(gift));
  const paid = await verifyPayment(send, meena, await payWithTestProvider(send, created.providerOrderId));
  expect(paid.status).toBe(200);
  return created.orderId;
}

async function storedGift(orderId: string) {
  const [row] = await shop.database.db
    .select({ gift: orders.gift })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.gift;
}

async function orderCount(): Promise<number> {
  const [row] = await shop.database.db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

/** The text a reader of the PDF sees, its runs of spaces and line breaks made one space. */
async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function packingSlip(orderId: string) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/packing-slip`,
    headers: jeweller,
  });
}

describe('an order sent as a gift', () => {
  it('keeps its message and wrap, and shows them to the customer, the order page and the work list', async () => {
    const message = 'Happy birthday, Amma!\r\nWith love from Chennai 🎂';
    const orderId = await paidGiftOrder({ message, wrap: true });
    // Line breaks are stored as one kind.
    const kept = { message: 'Happy birthday, Amma!\nWith love from Chennai 🎂', wrap: true };
    expect(await storedGift(orderId)).toEqual(kept);

    const own = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: meena.headers,
    });
    expect(own.json().order.gift).toEqual(kept);
    const forStaff = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: jeweller,
    });
    expect(forStaff.json().order.gift).toEqual(kept);
    const workList = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/orders/work-list',
      headers: jeweller,
    });
    const onTheList = workList.json().orders.find((order: { id: string }) => order.id === orderId);
    expect(onTheList.gift).toEqual(kept);
  });

  it('is not a gift when the checkout sends none', async () => {
    const orderId = await paidGiftOrder(undefined);
    expect(await storedGift(orderId)).toBeNull();
    const own = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: meena.headers,
    });
    expect(own.json().order.gift).toBeNull();
  });

  it('counts characters as a person does: 200 emoji are 200 characters, 201 letters are too many', async () => {
    const emoji = '👨‍👩‍👧'.repeat(200);
    const orderId = await paidGiftOrder({ message: emoji, wrap: false });
    expect((await storedGift(orderId))?.message).toBe(emoji);

    const before = await orderCount();
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/api/create-razorpay-order',
      headers: meena.headers,
      payload: giftBody({ message: 'a'.repeat(201), wrap: true }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain(GIFT_TEXTS.tooLong(201));
    expect(await orderCount()).toBe(before);
  });

  it('refuses control characters with a clear message and stores nothing', async () => {
    const before = await orderCount();
    for (const message of ['Happy\u0007 birthday', 'Nul\u0000', 'Escape \u001b[31mred', 'Next\u0085line']) {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/api/create-razorpay-order',
        headers: meena.headers,
        payload: giftBody({ message, wrap: false }),
      });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().message).toBe(plainTextMessage('Gift message'));
    }
    expect(await orderCount()).toBe(before);
    // A tab is a space, and the ends are trimmed.
    const orderId = await paidGiftOrder({ message: '  For\tyou  ', wrap: false });
    expect((await storedGift(orderId))?.message).toBe('For you');
  });

  it('loses its message, keeping the wrap, when its customer deletes their account', async () => {
    const leaving = await signUp(injectRequests(shop.app), 'leaving.gifts@example.in');
    const send = injectRequests(shop.app);
    const created = await createOrder(
      send,
      leaving,
      giftBody({ message: 'Words of the customer', wrap: true }),
    );
    const paid = await verifyPayment(send, leaving, await payWithTestProvider(send, created.providerOrderId));
    expect(paid.status).toBe(200);
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: '/user/profile',
      headers: leaving.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedGift(created.orderId)).toEqual({ message: '', wrap: true });
  });

  it('mails its message and wrap with the confirmation', async () => {
    const orderId = await paidGiftOrder({ message: 'Congratulations, Kavi & Arun <3', wrap: true });
    // To the address the checkout's details gave.
    const mail = await mailWhere(
      shop.dataDir,
      (each) => each.raw.includes('\r\nTo: meena@example.in\r\n') && each.decoded.includes(orderId),
    );
    expect(mail.decoded).toContain(GIFT_TEXTS.wrapped);
    expect(mail.decoded).toContain('Congratulations, Kavi & Arun <3');
    // Escaped in the HTML part.
    expect(mail.decoded).toContain('Congratulations, Kavi &amp; Arun &lt;3');
  });
});

describe('the packing slip', () => {
  it('lists the pieces, the engraving, the gift and the address, and no price', async () => {
    const longWord = 'Thiruvananthapuram'.repeat(10);
    const orderId = await paidGiftOrder({ message: `For Kavi, ${longWord}`, wrap: true });
    const answer = await packingSlip(orderId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${PACKING_SLIP_TEXTS.fileName(orderId)}"`,
    );
    const text = await pdfText(answer.rawPayload);
    for (const expected of [
      PACKING_SLIP_TEXTS.title,
      ring!.name,
      pendant!.name,
      'Engraving: "Kavi"',
      GIFT_TEXTS.wrapped,
      'For Kavi,',
      'Meena Sundaram',
      '14 South Car Street',
      'Madurai, Tamil Nadu 625001',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The long word is there whole, broken only at the edge of the page.
    expect(text.replace(/ /g, '')).toContain(longWord);
    // No price: no rupee sign, no amount of the pieces.
    expect(text).not.toContain('₹');
    expect(text).not.toMatch(/Rs\.?\s?\d|INR/);
    for (const price of [ring!.pricePaise, pendant!.pricePaise]) {
      expect(text).not.toContain((price / 100).toLocaleString('en-IN'));
      expect(text).not.toContain(String(price / 100));
    }
  });

  it('draws a message kept before the text rule without its direction overrides, here and on the order page', async () => {
    const orderId = await paidGiftOrder({ message: 'Happy birthday Amma', wrap: false });
    // As an order from before the rule may hold it: the override makes "Amma" read "ammA".
    const kept = 'Happy birthday \u202eammA\u202c, from Kavi';
    await shop.database.db
      .update(orders)
      .set({ gift: { message: kept, wrap: false } })
      .where(eq(orders.id, orderId));
    const text = await pdfText((await packingSlip(orderId)).rawPayload);
    expect(text).toContain('Happy birthday ammA, from Kavi');
    expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    const forStaff = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: jeweller,
    });
    expect(forStaff.json().order.gift).toEqual({ message: 'Happy birthday ammA, from Kavi', wrap: false });
    expect(await storedGift(orderId)).toEqual({ message: kept, wrap: false });
  });

  it('is only for a paid order, and the tax invoice keeps the prices and carries no gift message', async () => {
    const send = injectRequests(shop.app);
    const unpaid = await createOrder(send, meena, giftBody({ message: 'Unpaid', wrap: false }));
    const refused = await packingSlip(unpaid.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PACKING_SLIP_TEXTS.notPaid);

    const orderId = await paidGiftOrder({ message: 'A secret for Kavi', wrap: true });
    await approveEveryProof(shop.app, orderId, jeweller, meena.headers);
    await takeOrderSteps(shop.app, jeweller, orderId, 'shipped');
    const invoice = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/invoice`,
      headers: meena.headers,
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const text = await pdfText(invoice.rawPayload);
    expect(text).toContain('₹');
    expect(text).not.toContain('A secret for Kavi');
  });

  it('is refused to a visitor who is not staff', async () => {
    const orderId = await paidGiftOrder({ message: 'Private', wrap: false });
    const answer = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/packing-slip`,
      headers: meena.headers,
    });
    expect(answer.statusCode).toBe(403);
  });
});
