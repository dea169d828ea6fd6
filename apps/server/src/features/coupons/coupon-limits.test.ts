/**
 * A coupon's limits hold whatever the order of the calls (docs/decisions/0037): an order
 * created with a code holds its use for a short while, the payment turns the hold into the
 * use, and a payment that comes when the limits are taken pays nothing and is kept to be
 * refunded, as a payment for a piece that sold out is. Every case runs on the real app with
 * real concurrency: the requests of a `Promise.all` reach the shop at once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import type { CreateOrderBody } from '@shop/shared/checkout-api';
import { COUPON_HOLD_MS, COUPON_TEXTS } from '@shop/shared/coupons';
import type { Coupon, CreateCouponBody } from '@shop/shared/coupons-api';
import { UNMATCHED_PAYMENT_REASON_TEXTS, type MoneyWithoutOrder } from '@shop/shared/payment-reconciliation';
import { couponHolds, couponUses, coupons, orders, unmatchedPayments } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type CartLine,
  type Customer,
  type HttpAnswer,
  type SendRequest,
} from '../../test-support/checkout.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const [ring] = FIXTURE_PRODUCTS;
if (!ring) throw new Error('the fixture catalogue is short');

/**
 * One Classic Solitaire ring at ₹2,499 (a value of ₹2,426.21 before GST) with ₹500 off that
 * value: ₹1,926.21 + ₹57.79 of GST = ₹1,984.00, and ₹2,084.00 with the shipping.
 */
const ONE_RING: CartLine[] = [{ product: ring, quantity: 1 }];
const WITH_500_OFF = 2_084_00;

let shop: TestApp;
let send: SendRequest;
let owner: AuthorizationHeader;
let staff: AuthorizationHeader;
let customers = 0;
let receipts = 0;
const logLines: string[] = [];

beforeAll(async () => {
  shop = await buildTestApp({
    products: FIXTURE_PRODUCTS,
    environment: { LOG_LEVEL: 'warn' },
    log: { write: (line) => logLines.push(line) },
  });
  send = injectRequests(shop.app);
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
});
afterAll(async () => {
  await shop?.close();
});

const newCustomer = () => signUp(send, `shopper-${(customers += 1)}@example.in`);

async function makeCoupon(body: Omit<CreateCouponBody, 'kind' | 'value' | 'minOrder'>): Promise<Coupon> {
  const answer = await send({
    method: 'POST',
    url: '/api/admin/coupons',
    headers: owner,
    payload: { kind: 'flat', value: 500_00, minOrder: 0, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { coupon: Coupon }).coupon;
}

function bodyWithCoupon(code: string): CreateOrderBody {
  return {
    ...createOrderBody(ONE_RING, `limits-${(receipts += 1)}`),
    amount: WITH_500_OFF / 100,
    couponCode: code,
  };
}

const create = (customer: Customer, code: string) =>
  send({
    method: 'POST',
    url: '/api/api/create-razorpay-order',
    headers: customer.headers,
    payload: bodyWithCoupon(code),
  });

interface Started {
  providerOrderId: string;
  orderId: string;
}

function startedOf(answer: HttpAnswer): Started {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const { order } = answer.body as { order: { id: string; receipt: string } };
  return { providerOrderId: order.id, orderId: order.receipt };
}

const start = async (customer: Customer, code: string) => startedOf(await create(customer, code));

/** "Pay" in the provider's window, then the browser's verification; answers the payment too. */
async function pay(customer: Customer, order: Started) {
  const payment = await payWithTestProvider(send, order.providerOrderId);
  return { paymentId: payment.razorpay_payment_id, answer: await verifyPayment(send, customer, payment) };
}

const couponRow = async (code: string) =>
  (await shop.database.db.select().from(coupons).where(eq(coupons.code, code)))[0];

/** The orders paid with the code: what the limits count. */
async function paidWith(code: string) {
  return shop.database.db
    .select({ id: orders.id, userId: orders.userId, totalPaise: orders.totalPaise })
    .from(orders)
    .where(and(eq(orders.couponCode, code), eq(orders.status, 'paid')));
}

const usedUpWhilePaying = (code: string) => ({
  status: 409,
  body: { success: false, message: PAYMENT_TEXTS.couponUsedUpWhilePaying(code) },
});

/** A payment the shop refused because the code was used up: kept, with its order, to be refunded. */
async function keptToRefund(paymentId: string) {
  const [row] = await shop.database.db
    .select()
    .from(unmatchedPayments)
    .where(eq(unmatchedPayments.paymentId, paymentId));
  return row;
}

/** The order's hold ends now, as it would once its time had passed. */
async function endHold(orderId: string) {
  await shop.database.db
    .update(couponHolds)
    .set({ heldUntil: new Date(Date.now() - 1000) })
    .where(eq(couponHolds.orderId, orderId));
}

describe('one customer and a code of one use per customer', () => {
  it('once paid, is refused at the next creation with the used-up sentence', async () => {
    await makeCoupon({ code: 'ONCEA', maxUsesPerCustomer: 1 });
    const meena = await newCustomer();
    const first = await start(meena, 'ONCEA');
    expect((await pay(meena, first)).answer.status).toBe(200);
    expect(await create(meena, 'ONCEA')).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.usedUpByYou('ONCEA', 1) },
    });
    expect(await paidWith('ONCEA')).toHaveLength(1);
  });

  it('three orders started one after another and all paid give one discounted order; the others are kept to be refunded', async () => {
    await makeCoupon({ code: 'ONCEX', maxUsesPerCustomer: 1 });
    const meena = await newCustomer();
    // Each new try gives up the hold of the one before: an honest retry is never refused.
    const a = await start(meena, 'ONCEX');
    const b = await start(meena, 'ONCEX');
    const c = await start(meena, 'ONCEX');

    const paidA = await pay(meena, a);
    const paidB = await pay(meena, b);
    const paidC = await pay(meena, c);
    // A and B gave up their holds to C, which still holds its use.
    expect(paidA.answer).toEqual(usedUpWhilePaying('ONCEX'));
    expect(paidB.answer).toEqual(usedUpWhilePaying('ONCEX'));
    expect(paidC.answer.status).toBe(200);

    expect(await paidWith('ONCEX')).toEqual([
      { id: c.orderId, userId: meena.userId, totalPaise: WITH_500_OFF },
    ]);
    expect((await couponRow('ONCEX'))?.uses).toBe(1);
    for (const [order, paid] of [
      [a, paidA],
      [b, paidB],
    ] as const) {
      expect(await keptToRefund(paid.paymentId)).toMatchObject({
        orderId: order.orderId,
        amountPaise: WITH_500_OFF,
        reason: 'coupon-used-up',
        refundStatus: null,
      });
      const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(row).toMatchObject({ status: 'pending', paymentId: null });
    }
    // The log tells staff what to do.
    expect(logLines.some((line) => line.includes('coupon') && line.includes(paidA.paymentId))).toBe(true);
    // The back office's list of money without an order names the reason.
    const listed = await send({ method: 'GET', url: '/api/admin/money-without-order', headers: owner });
    expect((listed.body as { payments: MoneyWithoutOrder[] }).payments).toContainEqual(
      expect.objectContaining({
        paymentId: paidA.paymentId,
        why: UNMATCHED_PAYMENT_REASON_TEXTS['coupon-used-up'],
      }),
    );

    // The same payment told again (its webhook, a second verification) is refused the same way.
    const again = await verifyPayment(send, meena, await payWithTestProvider(send, a.providerOrderId));
    expect(again).toEqual(usedUpWhilePaying('ONCEX'));
  });

  it('paid in the order they were started, the first pays and the retry is refused at payment', async () => {
    await makeCoupon({ code: 'ONCEB', maxUsesPerCustomer: 1 });
    const meena = await newCustomer();
    const a = await start(meena, 'ONCEB');
    const b = await start(meena, 'ONCEB');
    const paidB = await pay(meena, b);
    const paidA = await pay(meena, a);
    expect(paidB.answer.status).toBe(200);
    expect(paidA.answer).toEqual(usedUpWhilePaying('ONCEB'));
    expect(await paidWith('ONCEB')).toHaveLength(1);
    expect(await keptToRefund(paidA.paymentId)).toMatchObject({ reason: 'coupon-used-up' });
  });

  it('ten checkouts at once give at most one discounted paid order, every refused payment kept to be refunded', async () => {
    await makeCoupon({ code: 'ONCEPAR', maxUsesPerCustomer: 1 });
    const meena = await newCustomer();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const created = await create(meena, 'ONCEPAR');
        if (created.status !== 200) return { step: 'create' as const, answer: created };
        const paid = await pay(meena, startedOf(created));
        return { step: 'pay' as const, answer: paid.answer, paymentId: paid.paymentId };
      }),
    );
    const paid = outcomes.filter((outcome) => outcome.answer.status === 200);
    expect(paid).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.answer.status === 200) continue;
      if (outcome.step === 'create') {
        expect(outcome.answer).toEqual({
          status: 409,
          body: { success: false, message: COUPON_TEXTS.usedUpByYou('ONCEPAR', 1) },
        });
      } else {
        expect(outcome.answer).toEqual(usedUpWhilePaying('ONCEPAR'));
        expect(await keptToRefund(outcome.paymentId ?? '')).toMatchObject({ reason: 'coupon-used-up' });
      }
    }
    expect(await paidWith('ONCEPAR')).toHaveLength(1);
    expect((await couponRow('ONCEPAR'))?.uses).toBe(1);
    const uses = await shop.database.db
      .select()
      .from(couponUses)
      .where(eq(couponUses.couponId, (await couponRow('ONCEPAR'))?.id ?? 0));
    expect(uses.map((use) => use.withinLimit)).toEqual([true]);
  });
});

describe('a code of five uses and twenty customers at once', () => {
  it('gives exactly five discounted paid orders, and the others are refused at creation', async () => {
    await makeCoupon({ code: 'FIVEONLY', maxUses: 5 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newCustomer()));
    const outcomes = await Promise.all(
      shoppers.map(async (shopper) => {
        const created = await create(shopper, 'FIVEONLY');
        if (created.status !== 200) return created;
        return (await pay(shopper, startedOf(created))).answer;
      }),
    );
    expect(outcomes.filter((answer) => answer.status === 200)).toHaveLength(5);
    // Five holds were taken first; while they live the code is taken for everyone else.
    for (const answer of outcomes.filter((each) => each.status !== 200)) {
      expect(answer).toEqual({
        status: 409,
        body: { success: false, message: COUPON_TEXTS.usedUp('FIVEONLY') },
      });
    }
    expect(await paidWith('FIVEONLY')).toHaveLength(5);
    expect((await couponRow('FIVEONLY'))?.uses).toBe(5);
    const listed = await send({ method: 'GET', url: '/api/admin/coupons', headers: staff });
    expect((listed.body as { coupons: Coupon[] }).coupons).toContainEqual(
      expect.objectContaining({ code: 'FIVEONLY', uses: 5, usesBeyondLimit: 0, held: 0 }),
    );
  });
});

describe('a hold', () => {
  it('lasts as long as COUPON_HOLD_MS says, and the payment window closes before it ends', async () => {
    await makeCoupon({ code: 'HOLDTIME', maxUses: 1 });
    const meena = await newCustomer();
    const before = Date.now();
    const created = await create(meena, 'HOLDTIME');
    const { orderId } = startedOf(created);
    const [hold] = await shop.database.db.select().from(couponHolds).where(eq(couponHolds.orderId, orderId));
    const heldFor = (hold?.heldUntil.getTime() ?? 0) - before;
    expect(heldFor).toBeGreaterThanOrEqual(COUPON_HOLD_MS - 60_000);
    expect(heldFor).toBeLessThanOrEqual(COUPON_HOLD_MS + 60_000);
    const timeout = (created.body as { checkoutTimeout?: number }).checkoutTimeout ?? 0;
    expect(timeout).toBeGreaterThan(0);
    expect(timeout * 1000).toBeLessThan(COUPON_HOLD_MS);
    const listed = await send({ method: 'GET', url: '/api/admin/coupons', headers: staff });
    expect((listed.body as { coupons: Coupon[] }).coupons).toContainEqual(
      expect.objectContaining({ code: 'HOLDTIME', uses: 0, held: 1 }),
    );
  });

  it('that ended lets another customer use the code, and the late payment is kept to be refunded', async () => {
    await makeCoupon({ code: 'LASTHOLD', maxUses: 1 });
    const meena = await newCustomer();
    const divya = await newCustomer();
    const first = await start(meena, 'LASTHOLD');
    // While Meena's order holds the one use, nobody else may start one with the code.
    expect(await create(divya, 'LASTHOLD')).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.usedUp('LASTHOLD') },
    });
    const quoted = await send({
      method: 'POST',
      url: '/api/coupons/quote',
      headers: divya.headers,
      payload: { code: 'LASTHOLD', items: createOrderBody(ONE_RING, 'quote').items },
    });
    expect(quoted).toEqual({
      status: 409,
      body: { success: false, message: COUPON_TEXTS.usedUp('LASTHOLD') },
    });

    await endHold(first.orderId);
    const second = await start(divya, 'LASTHOLD');
    // Meena pays after her hold ended, while Divya's holds the use: Meena's payment pays nothing.
    const late = await pay(meena, first);
    expect(late.answer).toEqual(usedUpWhilePaying('LASTHOLD'));
    expect(await keptToRefund(late.paymentId)).toMatchObject({
      orderId: first.orderId,
      reason: 'coupon-used-up',
    });
    expect((await pay(divya, second)).answer.status).toBe(200);
    expect(await paidWith('LASTHOLD')).toEqual([
      { id: second.orderId, userId: divya.userId, totalPaise: WITH_500_OFF },
    ]);
  });

  it('that ended still lets its order pay when nobody else took the use', async () => {
    await makeCoupon({ code: 'SLOWPAY', maxUses: 1 });
    const meena = await newCustomer();
    const order = await start(meena, 'SLOWPAY');
    await endHold(order.orderId);
    expect((await pay(meena, order)).answer.status).toBe(200);
    expect((await couponRow('SLOWPAY'))?.uses).toBe(1);
  });

  it('of a cancelled order holds nothing', async () => {
    await makeCoupon({ code: 'CANCELLED', maxUses: 1 });
    const meena = await newCustomer();
    const divya = await newCustomer();
    const order = await start(meena, 'CANCELLED');
    expect((await create(divya, 'CANCELLED')).status).toBe(409);
    const cancelled = await send({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/cancel`,
      headers: staff,
      payload: { reason: 'The customer asked on the phone' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const second = await start(divya, 'CANCELLED');
    expect((await pay(divya, second)).answer.status).toBe(200);
  });
});
