import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderReference } from '@shop/shared/checkout';
import type { CreateOrderBody } from '@shop/shared/checkout-api';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { injectRequests, signUp } from '../../test-support/checkout.ts';
import { headerOf, mailWhere, outboxMails, type OutboxMail } from '../../test-support/mail.ts';
import { signedWebhook, testPayment } from '../../test-support/payments.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { uploadFingerprint } from '../../test-support/uploads.ts';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema.ts';
import { createMailer } from '../../plugins/mail.ts';
import { createOrdersService } from './service.ts';

const silentLog = pino({ level: 'silent' });

/** The orders service as the retry uses it, on the test shop's database and outbox. */
function retryingService() {
  return createOrdersService(shop.database.db, {
    mailer: createMailer({
      smtpUrl: undefined,
      from: 'shop@example.in',
      dataDir: shop.dataDir,
      log: silentLog,
    }),
    shopEmail: 'hello@velli-thangam.example',
    readFile: () => Promise.reject(new Error('no files in this order')),
    log: silentLog,
    receiptOf: async () => undefined,
  });
}

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
});
afterAll(async () => {
  await shop?.close();
});

let calls = 0;
async function call(options: InjectOptions) {
  calls += 1;
  const response = await shop.app.inject({ remoteAddress: `10.50.0.${calls % 250}`, ...options });
  return { status: response.statusCode, body: response.json() };
}

/** A new customer, signed in: the header that carries their session. */
async function signIn(email: string): Promise<Record<string, string>> {
  return (await signUp(injectRequests(shop.app), email)).headers;
}

const customer = (email: string) => ({
  name: 'Divya Menon',
  email,
  phone: '9876543210',
  address: '8 <b>Temple</b> Road',
  city: 'Kochi',
  state: 'Kerala',
  zipCode: '682001',
});

/** Pays the cart through verification; answers the shop's order id and the provider's ids. */
async function pay(headers: Record<string, string>, body: CreateOrderBody) {
  const created = await call({
    method: 'POST',
    url: '/api/api/create-razorpay-order',
    headers,
    payload: body,
  });
  expect(created.status).toBe(200);
  const payment = await testPayment(shop, created.body.order.id as string);
  const verified = await call({ method: 'POST', url: '/api/api/verify-payment', headers, payload: payment });
  expect(verified.status).toBe(200);
  return {
    orderId: verified.body.orderId as string,
    payment: {
      id: payment.razorpay_payment_id,
      orderId: payment.razorpay_order_id,
      amountPaise: created.body.order.amount as number,
    },
  };
}

/** The mails to an address once the background sending has had time to finish. */
async function mailsTo(address: string, expected: number, waitMs = 5_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mails = (await outboxMails(shop.dataDir)).filter((mail) =>
      mail.raw.includes(`\r\nTo: ${address}\r\n`),
    );
    if (mails.length >= expected || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the order confirmation mail', () => {
  it('goes once to the customer and once to the shop, with the pieces, personalisations, address and totals', async () => {
    const email = 'divya.personalised@example.in';
    const headers = await signIn(email);
    const fileId = await uploadFingerprint(shop.app);
    const { orderId, payment } = await pay(headers, {
      amount: 2 * 2499 + 899 + 100,
      currency: 'INR',
      items: [
        {
          productId: '1',
          quantity: 2,
          size: '14',
          customization: { type: 'engraving', customName: 'Amma', selectedFont: 'serif', fontSize: 32 },
        },
        {
          productId: '3',
          quantity: 1,
          customization: {
            type: 'fingerprint',
            fileId,
            uploadedFile: 'finger.png',
            fileData: '[kept on the server]',
          },
        },
      ],
      customerDetails: customer(email),
    });
    // The webhook for the same payment, and the verification again, mail nothing more.
    const event = await signedWebhook(shop, payment);
    expect(
      (await call({ method: 'POST', url: '/api/payments/webhook', ...event, payload: event.body })).status,
    ).toBe(200);
    await call({
      method: 'POST',
      url: '/api/api/verify-payment',
      headers,
      payload: await testPayment(shop, payment.orderId, payment.id),
    });

    await mailsTo(email, 1);
    const [toCustomer, ...more] = await mailsTo(email, 2, 1_500);
    expect(more).toHaveLength(0);
    const reference = orderReference(orderId);
    expect(toCustomer && headerOf(toCustomer, 'Subject')).toBe(
      `Your Velli & Thangam order ${reference} is confirmed`,
    );
    const text = toCustomer?.decoded ?? '';
    for (const expected of [
      'Hello Divya Menon,',
      orderId,
      payment.id,
      '2 × Classic Solitaire Silver Ring (Size 14): ₹4,998',
      'Engraving: "Amma"',
      'Font: Serif, size 32',
      'Fingerprint',
      'Subtotal: ₹5,897',
      'Shipping: ₹100',
      'Total paid (INR): ₹5,997',
      'Kochi, Kerala 682001',
      PERSONALISATION_TEXTS.extraDays,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The customer's own words are escaped in the HTML part.
    expect(text).toContain('8 &lt;b&gt;Temple&lt;/b&gt; Road');
    expect(text).not.toContain('<b>Temple</b> Road<br');
    // The fingerprint travels with the mail and shows inline.
    expect(text).toContain(`src="cid:${fileId}@order"`);
    expect(toCustomer?.raw).toMatch(new RegExp(`Content-ID: <${fileId}@order>`, 'i'));
    expect(toCustomer?.raw).toContain('Content-Type: image/png');

    // The shop's copy, picked by its order: other orders' copies may be on their way too.
    const isShopCopy = (mail: OutboxMail) =>
      mail.raw.includes('\r\nTo: hello@velli-thangam.example\r\n') && mail.decoded.includes(orderId);
    const toShop = await mailWhere(shop.dataDir, isShopCopy);
    expect(headerOf(toShop, 'Subject')).toBe(`New order ${reference} from Divya Menon: ₹5,997`);
    expect(headerOf(toShop, 'Reply-To')).toBe(email);
    expect(toShop.decoded).toContain('Engraving: "Amma"');
    expect((await outboxMails(shop.dataDir)).filter(isShopCopy)).toHaveLength(1);
  });

  it('comes in Tamil or Hindi to a customer who bought on those pages, and in English to the shop', async () => {
    const email = 'divya.tamil@example.in';
    const headers = await signIn(email);
    const { orderId } = await pay(headers, {
      amount: 2499 + 100,
      currency: 'INR',
      items: [
        {
          productId: '1',
          quantity: 1,
          size: '14',
          customization: { type: 'engraving', customName: 'அம்மா', selectedFont: 'serif', fontSize: 32 },
        },
      ],
      customerDetails: customer(email),
      language: 'ta',
    });
    const [stored] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stored?.language).toBe('ta');
    const [toCustomer] = await mailsTo(email, 1);
    const reference = orderReference(orderId);
    expect(toCustomer && headerOf(toCustomer, 'Subject')).toBe(
      `உங்கள் Velli & Thangam ஆர்டர் ${reference} உறுதியானது`,
    );
    const text = toCustomer?.decoded ?? '';
    for (const expected of [
      'வணக்கம் Divya Menon,',
      'உங்கள் ஆர்டருக்கு நன்றி.',
      '1 × Classic Solitaire Silver Ring (அளவு 14): ₹2,499',
      'பொறிப்பு: "அம்மா"',
      'செலுத்திய மொத்தம் (INR): ₹2,599',
      'அனுப்பும் முகவரி',
      'தனிப்பயனாக்கிய நகைகளுக்குக் கூடுதலாக 5 முதல் 7 வேலை நாட்கள் ஆகும்.',
      '<html lang="ta-IN">',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Total paid');
    const toShop = await mailWhere(
      shop.dataDir,
      (mail) =>
        mail.raw.includes('\r\nTo: hello@velli-thangam.example\r\n') && mail.decoded.includes(orderId),
    );
    expect(headerOf(toShop, 'Subject')).toBe(`New order ${reference} from Divya Menon: ₹2,599`);
    expect(toShop.decoded).toContain('Total paid (INR): ₹2,599');

    const hindiEmail = 'divya.hindi@example.in';
    const hindi = await pay(await signIn(hindiEmail), {
      amount: 899 + 100,
      currency: 'INR',
      items: [{ productId: '3', quantity: 1 }],
      customerDetails: customer(hindiEmail),
      language: 'hi',
    });
    const [toHindi] = await mailsTo(hindiEmail, 1);
    expect(toHindi && headerOf(toHindi, 'Subject')).toBe(
      `आपका Velli & Thangam ऑर्डर ${orderReference(hindi.orderId)} पक्का हो गया है`,
    );
    expect(toHindi?.decoded).toContain('कुल भुगतान (INR): ₹999');
  });

  it('refuses a language the shop does not speak, and stores no order', async () => {
    const email = 'divya.french@example.in';
    const created = await call({
      method: 'POST',
      url: '/api/api/create-razorpay-order',
      headers: await signIn(email),
      payload: {
        amount: 899 + 100,
        currency: 'INR',
        items: [{ productId: '3', quantity: 1 }],
        customerDetails: customer(email),
        language: 'fr',
      },
    });
    expect(created).toMatchObject({ status: 400, body: { message: 'The language is one of en, ta, hi.' } });
  });

  it('leaves out the note on extra days when nothing is personalised', async () => {
    const email = 'divya.plain@example.in';
    const headers = await signIn(email);
    await pay(headers, {
      amount: 899 + 100,
      currency: 'INR',
      items: [{ productId: '3', quantity: 1 }],
      customerDetails: customer(email),
    });
    const [mail] = await mailsTo(email, 1);
    expect(mail?.decoded).toContain('Total paid (INR): ₹999');
    expect(mail?.decoded).not.toContain(PERSONALISATION_TEXTS.extraDays);
  });

  it('is not sent for an order that was never paid', async () => {
    const email = 'divya.unpaid@example.in';
    const headers = await signIn(email);
    const created = await call({
      method: 'POST',
      url: '/api/api/create-razorpay-order',
      headers,
      payload: {
        amount: 899 + 100,
        currency: 'INR',
        items: [{ productId: '3', quantity: 1 }],
        customerDetails: customer(email),
      },
    });
    expect(created.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(email, 0)).toHaveLength(0);
  });

  it('is marked as sent, and one that never went out is sent by the retry, once', async () => {
    const email = 'divya.retry@example.in';
    const headers = await signIn(email);
    const { orderId } = await pay(headers, {
      amount: 899 + 100,
      currency: 'INR',
      items: [{ productId: '3', quantity: 1 }],
      customerDetails: customer(email),
    });
    await mailsTo(email, 1);
    const mailedAt = async () =>
      (await shop.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.confirmationMailedAt;
    await vi.waitFor(async () => expect(await mailedAt()).toBeInstanceOf(Date));

    // As if the server had stopped between the payment, ten minutes ago, and the mail.
    await shop.database.db
      .update(orders)
      .set({ confirmationMailedAt: null, paidAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(orders.id, orderId));
    const service = retryingService();
    expect(await service.mailMissedConfirmations()).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(email, 2)).toHaveLength(2);
    expect(await mailedAt()).toBeInstanceOf(Date);
    // Sent now, it is not sent again.
    await service.mailMissedConfirmations();
    await service.confirmationsSettled();
    expect(await mailsTo(email, 3, 1_500)).toHaveLength(2);
  });

  it('leaves to the payment the orders paid in the last minutes, and lets go of those too old to help', async () => {
    const email = 'divya.window@example.in';
    const headers = await signIn(email);
    const { orderId } = await pay(headers, {
      amount: 899 + 100,
      currency: 'INR',
      items: [{ productId: '3', quantity: 1 }],
      customerDetails: customer(email),
    });
    await mailsTo(email, 1);
    const service = retryingService();
    for (const paidAt of [new Date(Date.now() - 60 * 1000), new Date(Date.now() - 4 * 24 * 60 * 60 * 1000)]) {
      await shop.database.db
        .update(orders)
        .set({ confirmationMailedAt: null, paidAt })
        .where(eq(orders.id, orderId));
      await service.mailMissedConfirmations();
    }
    expect(await mailsTo(email, 2, 1_500)).toHaveLength(1);
  });
});
