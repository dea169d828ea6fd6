import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_MESSAGES, ORDERS_PER_CUSTOMER, PAYMENT_TEXTS } from '@shop/shared/checkout';
import type { CreateOrderBody } from '@shop/shared/checkout-api';
import { PAN_MESSAGES } from '@shop/shared/pan';
import { orderLines, orders, uploads } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { injectRequests, signUp } from '../../test-support/checkout.ts';
import { signedWebhook, testPayment } from '../../test-support/payments.ts';
import { capturedPaymentEvent, webhookSignature } from './webhook-event.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { uploadFingerprint } from '../../test-support/uploads.ts';

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
  const response = await shop.app.inject({
    remoteAddress: `10.30.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
    ...options,
  });
  return { status: response.statusCode, body: response.json() };
}

let shoppers = 0;
/** A new customer, signed in: the header that carries their session. */
async function signIn(): Promise<{ authorization: string }> {
  shoppers += 1;
  return (await signUp(injectRequests(shop.app), `payer.${shoppers}@example.in`)).headers;
}

const CUSTOMER = {
  name: 'Meena Sundaram',
  email: 'meena@example.in',
  phone: '9876543210',
  address: '14 South Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  zipCode: '625001',
  country: 'India',
} as const;

// Product 1: ₹2,499 silver ring; product 2: ₹28,500 gold pendant (catalogue-fixtures.ts).
const CART: CreateOrderBody = {
  amount: 2 * 2499 + 28_500 + 100,
  currency: 'INR',
  receipt: 'cart-1',
  items: [
    {
      productId: '1',
      quantity: 2,
      size: '14',
      customization: { type: 'engraving', customName: 'Anbu', selectedFont: 'script', fontSize: 40 },
    },
    { productId: '2', quantity: 1, variant: 'Gold' },
  ],
  customerDetails: CUSTOMER,
};

const createOrder = (headers: Record<string, string>, payload: object = CART) =>
  call({ method: 'POST', url: '/api/api/create-razorpay-order', headers, payload });

const verify = (headers: Record<string, string>, payload: object) =>
  call({ method: 'POST', url: '/api/api/verify-payment', headers, payload });

async function storedOrder(orderId: string) {
  const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

describe('the payment key', () => {
  it('answers the test provider’s public key when no Razorpay keys are set', async () => {
    const { status, body } = await call({ method: 'GET', url: '/api/api/razorpay-key' });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      key: 'rzp_test_shop',
      checkoutScript: '/api/test-payments/checkout.js',
    });
  });
});

describe('creating an order', () => {
  it('prices the cart from the catalogue, stores the order with its lines, then answers the provider’s order in paise', async () => {
    const headers = await signIn();
    const { status, body } = await createOrder(headers);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: 'Order created',
      order: { id: expect.stringMatching(/^order_/), amount: 3_359_800, currency: 'INR' },
    });
    const order = await storedOrder(body.order.receipt as string);
    expect(order).toMatchObject({
      status: 'pending',
      subtotalPaise: 3_349_800,
      shippingPaise: 10_000,
      totalPaise: 3_359_800,
      providerOrderId: body.order.id,
      paymentId: null,
      customer: CUSTOMER,
    });
    const lines = await shop.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(
      lines.map((line) => [line.name, line.unitPricePaise, line.quantity, line.size, line.variant]),
    ).toEqual([
      ['Classic Solitaire Silver Ring', 249_900, 2, '14', null],
      ['Om Engraved Gold Pendant', 2_850_000, 1, null, 'Gold'],
    ]);
    expect(lines[0]?.customization).toEqual(CART.items[0]?.customization);
  });

  it('refuses a total the server did not work out with 409 and the real total, and stores nothing', async () => {
    const headers = await signIn();
    const before = await shop.database.db.select({ n: count() }).from(orders);
    const { status, body } = await createOrder(headers, { ...CART, amount: 100 });
    expect(status).toBe(409);
    expect(body).toEqual({ success: false, message: PAYMENT_TEXTS.amountChanged(3_359_800) });
    expect(body.message).toContain('₹33,598');
    const after = await shop.database.db.select({ n: count() }).from(orders);
    expect(after).toEqual(before);
  });

  it('refuses a piece that left the collection or is out of stock', async () => {
    const headers = await signIn();
    const gone = await createOrder(headers, {
      ...CART,
      items: [{ productId: '999', quantity: 1 }],
      amount: 1,
    });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(PAYMENT_TEXTS.productGone('Product 999'));
    const chain = FIXTURE_PRODUCTS.find((product) => product.id === 6)!;
    const outOfStock = await createOrder(headers, {
      ...CART,
      items: [{ productId: '6', quantity: 1 }],
      amount: chain.pricePaise / 100 + 100,
    });
    expect(outOfStock.status).toBe(409);
    expect(outOfStock.body.message).toBe(PAYMENT_TEXTS.outOfStock(chain.name));
  });

  it('asks a guest to sign in and refuses bad details with the modal’s own messages', async () => {
    const guest = await createOrder({});
    expect(guest.status).toBe(401);
    const headers = await signIn();
    const badZip = await createOrder(headers, { ...CART, customerDetails: { ...CUSTOMER, zipCode: '6250' } });
    expect(badZip).toEqual({ status: 400, body: { success: false, message: CUSTOMER_MESSAGES.zipInvalid } });
    const noName = await createOrder(headers, { ...CART, customerDetails: { ...CUSTOMER, name: '   ' } });
    expect(noName.body.message).toBe(CUSTOMER_MESSAGES.nameRequired);
    const empty = await createOrder(headers, { ...CART, items: [] });
    expect(empty.body.message).toBe('Your cart is empty.');
  });
});

describe('the buyer’s PAN', () => {
  // Product 2: ₹28,500; product 5: ₹52,000; shipping ₹100.
  const justBelow: CreateOrderBody = {
    ...CART,
    amount: 7 * 28_500 + 100,
    items: [{ productId: '2', quantity: 7 }],
  };
  const large: CreateOrderBody = {
    ...CART,
    amount: 4 * 52_000 + 100,
    items: [{ productId: '5', quantity: 4 }],
  };

  async function ordersCount() {
    const [row] = await shop.database.db.select({ n: count() }).from(orders);
    return row?.n;
  }

  it('is not needed for an order under ₹2,00,000, and is not kept when sent', async () => {
    const headers = await signIn();
    const { status, body } = await createOrder(headers, justBelow);
    expect(status).toBe(200);
    expect((await storedOrder(body.order.receipt))?.buyerPan).toBeNull();
    const withPan = await createOrder(headers, { ...justBelow, pan: 'ABCDE1234F' });
    expect((await storedOrder(withPan.body.order.receipt))?.buyerPan).toBeNull();
  });

  it('is required from ₹2,00,000: without it the order is refused with 400 and nothing is stored', async () => {
    const headers = await signIn();
    const before = await ordersCount();
    const missing = await createOrder(headers, large);
    expect(missing).toEqual({ status: 400, body: { success: false, message: PAN_MESSAGES.required } });
    const empty = await createOrder(headers, { ...large, pan: ' ' });
    expect(empty).toEqual({ status: 400, body: { success: false, message: PAN_MESSAGES.required } });
    expect(await ordersCount()).toBe(before);
  });

  it('refuses a malformed PAN with 400 and says what a PAN looks like', async () => {
    const headers = await signIn();
    const before = await ordersCount();
    for (const pan of ['ABCDE12345', 'ABCD1234F', '12345ABCDE']) {
      const answer = await createOrder(headers, { ...large, pan });
      expect(answer, pan).toEqual({ status: 400, body: { success: false, message: PAN_MESSAGES.invalid } });
    }
    expect(await ordersCount()).toBe(before);
  });

  it('stores a valid PAN with the order, upper-cased as issued', async () => {
    const headers = await signIn();
    const { status, body } = await createOrder(headers, { ...large, pan: 'abcde1234f' });
    expect(status).toBe(200);
    expect(body.order.amount).toBe(20_810_000);
    expect((await storedOrder(body.order.receipt))?.buyerPan).toBe('ABCDE1234F');
  });
});

describe('the limit on orders', () => {
  it(`lets one customer start ${ORDERS_PER_CUSTOMER.max} orders an hour, then says to wait, storing nothing`, async () => {
    const headers = await signIn();
    for (let order = 1; order <= ORDERS_PER_CUSTOMER.max; order += 1) {
      expect((await createOrder(headers)).status, `order ${order}`).toBe(200);
    }
    const before = await shop.database.db.select({ n: count() }).from(orders);
    expect(await createOrder(headers)).toEqual({
      status: 429,
      body: { success: false, message: PAYMENT_TEXTS.tooManyOrders },
    });
    expect(await shop.database.db.select({ n: count() }).from(orders)).toEqual(before);
    // Another customer is not held back.
    expect((await createOrder(await signIn())).status).toBe(200);
  });
});

describe('an order’s uploads', () => {
  const fingerprintCart = (fileId: string): CreateOrderBody => ({
    ...CART,
    amount: 2499 + 100,
    items: [
      {
        productId: '1',
        quantity: 1,
        customization: {
          type: 'fingerprint',
          fileId,
          uploadedFile: 'finger.png',
          fileData: '[kept on the server]',
        },
      },
    ],
  });

  const placedAt = async (fileId: string) =>
    (await shop.database.db.select().from(uploads).where(eq(uploads.id, fileId)))[0]?.placedAt;

  // What the retention clean-up and the expiry do with them: uploads-in-orders.test.ts.
  it('are named by their order, and kept for good only once it is paid', async () => {
    const headers = await signIn();
    const fileId = await uploadFingerprint(shop.app);
    const { status, body } = await createOrder(headers, fingerprintCart(fileId));
    expect(status).toBe(200);
    expect((await storedOrder(body.order.receipt))?.uploadIds).toEqual([fileId]);
    expect(await placedAt(fileId)).toBeNull();

    expect((await verify(headers, await testPayment(shop, body.order.id))).status).toBe(200);
    expect(await placedAt(fileId)).toBeInstanceOf(Date);
  });

  it('refuse the order, storing nothing, when an upload is no longer on the server', async () => {
    const before = await shop.database.db.select({ n: count() }).from(orders);
    const { status, body } = await createOrder(
      await signIn(),
      fingerprintCart('0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d'),
    );
    expect({ status, body }).toEqual({
      status: 409,
      body: { success: false, message: PAYMENT_TEXTS.uploadGone },
    });
    expect(await shop.database.db.select({ n: count() }).from(orders)).toEqual(before);
  });
});

describe('verifying a payment', () => {
  async function pendingOrder(headers: Record<string, string>) {
    const { body } = await createOrder(headers);
    return { providerOrderId: body.order.id as string, orderId: body.order.receipt as string };
  }

  it('marks the order paid once for a payment the provider signed, however often it is sent', async () => {
    const headers = await signIn();
    const { providerOrderId, orderId } = await pendingOrder(headers);
    const payment = await testPayment(shop, providerOrderId);
    const first = await verify(headers, payment);
    expect(first).toEqual({
      status: 200,
      body: { success: true, message: 'Payment verified successfully', orderId },
    });
    const paidAt = (await storedOrder(orderId))?.paidAt;
    expect(await storedOrder(orderId)).toMatchObject({
      status: 'paid',
      paymentId: payment.razorpay_payment_id,
    });
    expect(await verify(headers, payment)).toEqual(first);
    expect((await storedOrder(orderId))?.paidAt).toEqual(paidAt);
  });

  it('refuses a forged signature and leaves the order unpaid', async () => {
    const headers = await signIn();
    const { providerOrderId, orderId } = await pendingOrder(headers);
    const forged = { ...(await testPayment(shop, providerOrderId)), razorpay_signature: 'f'.repeat(64) };
    expect(await verify(headers, forged)).toEqual({
      status: 400,
      body: { success: false, message: PAYMENT_TEXTS.signatureWrong },
    });
    expect((await storedOrder(orderId))?.status).toBe('pending');
  });

  it('refuses a payment already used for another order, and another customer’s order', async () => {
    const headers = await signIn();
    const first = await pendingOrder(headers);
    const second = await pendingOrder(headers);
    await verify(headers, await testPayment(shop, first.providerOrderId, 'pay_shared'));
    const reused = await verify(headers, await testPayment(shop, second.providerOrderId, 'pay_shared'));
    expect(reused).toEqual({ status: 409, body: { success: false, message: PAYMENT_TEXTS.paymentReused } });
    expect((await storedOrder(second.orderId))?.status).toBe('pending');

    const stranger = await signIn();
    const theirs = await verify(stranger, await testPayment(shop, second.providerOrderId));
    expect(theirs).toEqual({ status: 403, body: { success: false, message: PAYMENT_TEXTS.notYourOrder } });
    expect((await storedOrder(second.orderId))?.status).toBe('pending');
  });

  it('refuses a payment for an order the shop never made', async () => {
    const headers = await signIn();
    const { status, body } = await verify(headers, await testPayment(shop, 'order_unknown'));
    expect(status).toBe(400);
    expect(body.message).toBe(PAYMENT_TEXTS.unknownOrder);
  });

  it('marks an order paid once when the same payment is verified twice at the same moment', async () => {
    const headers = await signIn();
    const { providerOrderId, orderId } = await pendingOrder(headers);
    const payment = await testPayment(shop, providerOrderId);
    const answers = await Promise.all([
      verify(headers, payment),
      verify(headers, payment),
      verify(headers, payment),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await storedOrder(orderId)).toMatchObject({
      status: 'paid',
      paymentId: payment.razorpay_payment_id,
    });
  });
});

describe('the payment webhook', () => {
  async function pendingOrder(headers: Record<string, string>) {
    const { body } = await createOrder(headers);
    return {
      providerOrderId: body.order.id as string,
      orderId: body.order.receipt as string,
      amountPaise: body.order.amount as number,
    };
  }

  const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
    call({ method: 'POST', url: '/api/payments/webhook', headers: webhook.headers, payload: webhook.body });

  it('marks the order paid when the browser never came back, and ignores the same event again', async () => {
    const { providerOrderId, orderId, amountPaise } = await pendingOrder(await signIn());
    const webhook = await signedWebhook(shop, { id: 'pay_hook_1', orderId: providerOrderId, amountPaise });
    expect(await deliver(webhook)).toEqual({
      status: 200,
      body: { success: true, message: 'Event handled' },
    });
    expect(await storedOrder(orderId)).toMatchObject({ status: 'paid', paymentId: 'pay_hook_1' });
    expect(await deliver(webhook)).toEqual({
      status: 200,
      body: { success: true, message: 'Event already handled' },
    });
  });

  it('gives one paid order whichever of verification and webhook comes first, each twice', async () => {
    const headers = await signIn();
    for (const webhookFirst of [true, false]) {
      const { providerOrderId, orderId, amountPaise } = await pendingOrder(headers);
      const payment = await testPayment(shop, providerOrderId);
      const webhook = await signedWebhook(shop, {
        id: payment.razorpay_payment_id,
        orderId: providerOrderId,
        amountPaise,
      });
      const steps = webhookFirst
        ? [
            () => deliver(webhook),
            () => verify(headers, payment),
            () => deliver(webhook),
            () => verify(headers, payment),
          ]
        : [
            () => verify(headers, payment),
            () => deliver(webhook),
            () => verify(headers, payment),
            () => deliver(webhook),
          ];
      for (const step of steps) expect((await step()).status).toBe(200);
      expect(await storedOrder(orderId)).toMatchObject({
        status: 'paid',
        paymentId: payment.razorpay_payment_id,
      });
    }
  });

  it('refuses an event whose signature does not match, and changes nothing', async () => {
    const { providerOrderId, orderId, amountPaise } = await pendingOrder(await signIn());
    const webhook = await signedWebhook(shop, { id: 'pay_forged', orderId: providerOrderId, amountPaise });
    const forged = { ...webhook, headers: { ...webhook.headers, 'x-razorpay-signature': '0'.repeat(64) } };
    expect(await deliver(forged)).toEqual({
      status: 400,
      body: { success: false, message: PAYMENT_TEXTS.webhookSignatureWrong },
    });
    // A body changed after signing is a forgery too.
    const tampered = { ...webhook, body: webhook.body.replace(String(amountPaise), String(amountPaise + 1)) };
    expect((await deliver(tampered)).status).toBe(400);
    expect((await storedOrder(orderId))?.status).toBe('pending');
  });

  it('pays nothing for an amount other than the order’s total', async () => {
    const { providerOrderId, orderId, amountPaise } = await pendingOrder(await signIn());
    const webhook = await signedWebhook(shop, {
      id: 'pay_short',
      orderId: providerOrderId,
      amountPaise: amountPaise - 100,
    });
    expect((await deliver(webhook)).status).toBe(200);
    expect((await storedOrder(orderId))?.status).toBe('pending');
  });
});

describe('the test provider', () => {
  it('serves a checkout script that defines Razorpay’s window with Pay, Fail and Close', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/test-payments/checkout.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    for (const text of [
      'window.Razorpay',
      "'Test payment'",
      "'Pay'",
      "'Fail'",
      "'Close'",
      'payment.failed',
      'ondismiss',
    ]) {
      expect(response.body).toContain(text);
    }
  });

  it('signs a payment the shop verifies, and its webhook pays the order even when the page never verifies', async () => {
    const headers = await signIn();
    const first = await createOrder(headers);
    const payment = await call({
      method: 'POST',
      url: '/api/test-payments/pay',
      payload: { order_id: first.body.order.id },
    });
    expect(payment.status).toBe(200);
    expect(await verify(headers, payment.body)).toMatchObject({
      status: 200,
      body: { orderId: first.body.order.receipt },
    });

    const second = await createOrder(headers);
    const unverified = await call({
      method: 'POST',
      url: '/api/test-payments/pay',
      payload: { order_id: second.body.order.id },
    });
    await vi.waitFor(async () => expect((await storedOrder(second.body.order.receipt))?.status).toBe('paid'));
    expect((await storedOrder(second.body.order.receipt))?.paymentId).toBe(
      unverified.body.razorpay_payment_id,
    );
  });

  it('answers 404 for an order it never made', async () => {
    const { status, body } = await call({
      method: 'POST',
      url: '/api/test-payments/pay',
      payload: { order_id: 'order_nope' },
    });
    expect(status).toBe(404);
    expect(body.message).toBe(PAYMENT_TEXTS.unknownOrder);
  });
});

describe('with Razorpay’s keys', () => {
  let razorpayShop: TestApp;
  beforeAll(async () => {
    razorpayShop = await buildTestApp({
      environment: {
        RAZORPAY_KEY_ID: 'rzp_live_shopkey',
        RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      },
    });
  });
  afterAll(async () => {
    await razorpayShop?.close();
  });

  it('answers Razorpay’s key and script, allows them in the page’s policy, and offers no test provider', async () => {
    const key = await razorpayShop.app.inject({ method: 'GET', url: '/api/api/razorpay-key' });
    expect(key.json()).toEqual({
      success: true,
      key: 'rzp_live_shopkey',
      checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    // Beside the shop's own files and its pages' inline scripts, allowed by their hashes.
    expect(key.headers['content-security-policy']).toMatch(
      /script-src 'self'[^;]* https:\/\/checkout\.razorpay\.com(;| |$)/,
    );
    const script = await razorpayShop.app.inject({ method: 'GET', url: '/api/test-payments/checkout.js' });
    expect(script.statusCode).toBe(404);
  });

  it('takes a webhook signed with RAZORPAY_WEBHOOK_SECRET and refuses the test provider’s signature', async () => {
    const body = capturedPaymentEvent({ id: 'pay_live', orderId: 'order_elsewhere', amountPaise: 100 });
    const send = (secret: string) =>
      razorpayShop.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhookSignature(secret, body),
        },
        payload: body,
      });
    expect((await send('razorpay-webhook-secret')).statusCode).toBe(200);
    expect((await send('another-secret')).statusCode).toBe(400);
  });
});

describe('the payment provider at start', () => {
  const startLog = async (environment: Record<string, string>) => {
    const lines: string[] = [];
    const shop = await buildTestApp({ environment, log: { write: (line) => lines.push(line) } });
    await shop.close();
    return lines.map((line) => JSON.parse(line) as { level: number; msg: string; paymentProvider?: string });
  };

  it('is named in the log: a warning that nothing is charged for the test provider', async () => {
    const [test] = (await startLog({})).filter((line) => line.paymentProvider !== undefined);
    expect(test).toMatchObject({ level: 40, paymentProvider: 'test' });
    expect(test?.msg).toContain('nothing is charged');

    const [razorpay] = (
      await startLog({ RAZORPAY_KEY_ID: 'rzp_live_shopkey', RAZORPAY_KEY_SECRET: 'razorpay-key-secret' })
    ).filter((line) => line.paymentProvider !== undefined);
    expect(razorpay).toMatchObject({
      level: 30,
      paymentProvider: 'razorpay',
      msg: 'payments are taken by Razorpay',
    });
  });
});
