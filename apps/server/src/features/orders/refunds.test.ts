import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/admin-orders';
import { orderReference } from '@shop/shared/checkout';
import { auditEntries, orders, refunds } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrderBody,
  injectRequests,
  placeOrder,
  payWithTestProvider,
  signUp,
  type AuthorizationHeader,
  type Customer,
} from '../../test-support/checkout.ts';
import { headerOf, mailWhere, outboxMails } from '../../test-support/mail.ts';
import { signedRefundWebhook, signedWebhook } from '../../test-support/payments.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const [ring] = FIXTURE_PRODUCTS;

let shop: TestApp;
let staff: AuthorizationHeader;
let owner: AuthorizationHeader;
let meena: Customer;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  meena = await signUp(injectRequests(shop.app), 'meena@example.in');
});
afterAll(async () => {
  await shop?.close();
});

async function anOrder(paid: boolean) {
  const body = createOrderBody([{ product: ring!, quantity: 1 }], `order-${(receipts += 1)}`);
  return placeOrder(injectRequests(shop.app), meena, body, { paid });
}

type Headers = AuthorizationHeader | Record<string, never>;
const ANONYMOUS: Headers = {};

async function post(url: string, body: unknown, headers: Headers) {
  const answer = await shop.app.inject({ method: 'POST', url, headers, payload: body as object });
  return { status: answer.statusCode, body: answer.json() };
}
const cancel = (orderId: string, headers: Headers = staff, body: object = {}) =>
  post(`/api/admin/orders/${orderId}/cancel`, body, headers);
const refund = (orderId: string, body: object, headers: Headers = owner) =>
  post(`/api/admin/orders/${orderId}/refunds`, body, headers);

async function orderOf(orderId: string): Promise<AdminOrder> {
  const answer = await shop.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}`,
    headers: owner,
  });
  return answer.json<{ order: AdminOrder }>().order;
}

/** The test provider's `refund.processed` webhook follows its answer: waits for the order to show it. */
async function whenNoRefundPending(orderId: string): Promise<AdminOrder> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const order = await orderOf(orderId);
    if (order.refunds.every((each) => each.status !== 'pending')) return order;
    if (Date.now() > deadline) throw new Error('A refund is still pending');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function takingsToday(): Promise<{ orders: number; takingsPaise: number }> {
  const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/orders/overview', headers: owner });
  return answer.json().today;
}

const refundRows = (orderId: string) =>
  shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

describe('who may cancel and refund', () => {
  it('lets staff and owner cancel, and no one else', async () => {
    const order = await anOrder(true);
    expect((await cancel(order.id, ANONYMOUS)).status).toBe(401);
    expect((await cancel(order.id, meena.headers)).status).toBe(403);
    expect((await cancel(order.id, staff)).status).toBe(200);
    const another = await anOrder(true);
    expect((await cancel(another.id, owner)).status).toBe(200);
  });

  it('keeps refunds, money leaving the shop, to the owner', async () => {
    const order = await anOrder(true);
    const body = { amountPaise: 100, reason: 'A scratch on the band' };
    expect(await refund(order.id, body, ANONYMOUS)).toMatchObject({ status: 401 });
    expect(await refund(order.id, body, meena.headers)).toMatchObject({ status: 403 });
    expect(await refund(order.id, body, staff)).toEqual({
      status: 403,
      body: { success: false, message: expect.stringMatching(/owner/i) },
    });
    expect(await refundRows(order.id)).toEqual([]);
    expect((await refund(order.id, body, owner)).status).toBe(200);
  });
});

describe('a refund’s amount', () => {
  it('refuses an amount that is no amount, with a message, and refunds nothing', async () => {
    const order = await anOrder(true);
    const reason = 'Changed their mind';
    const refused = async (body: object) => (await refund(order.id, body)).body.message as string;
    expect(await refused({ amountPaise: 0, reason })).toBe('The amount to refund must be more than ₹0');
    expect(await refused({ amountPaise: -500, reason })).toBe('The amount to refund must be more than ₹0');
    expect(await refused({ amountPaise: 100.5, reason })).toBe('The amount is a whole number of paise');
    expect(await refused({ amountPaise: '100', reason })).toBe('Enter the amount to refund in paise');
    expect(await refused({ amountPaise: 100 })).toBe('Say why the order is refunded');
    expect(await refused({ amountPaise: 100, reason: '   ' })).toBe('Say why the order is refunded');
    expect(await refund(order.id, { amountPaise: order.totalPaise + 1, reason })).toEqual({
      status: 400,
      body: {
        success: false,
        message: `At most ₹${(order.totalPaise / 100).toLocaleString('en-IN')} is left to refund on this order.`,
      },
    });
    expect((await refund(order.id, { amountPaise: 0, reason })).status).toBe(400);
    expect(await refundRows(order.id)).toEqual([]);
    expect((await orderOf(order.id)).status).toBe('paid');
  });

  it('never lets two refunds at once add up to more than was paid', async () => {
    const order = await anOrder(true);
    const sixtyPercent = Math.round(order.totalPaise * 0.6);
    const answers = await Promise.all([
      refund(order.id, { amountPaise: sixtyPercent, reason: 'First click' }),
      refund(order.id, { amountPaise: sixtyPercent, reason: 'Second click' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountPaise).toBe(sixtyPercent);
  });
});

describe('steps that make no sense', () => {
  it('refuses to refund an order never paid, and to cancel or refund a delivered one', async () => {
    const unpaid = await anOrder(false);
    expect(await refund(unpaid.id, { amountPaise: 100, reason: 'Test' })).toEqual({
      status: 409,
      body: { success: false, message: 'An order that was never paid has nothing to refund.' },
    });

    const delivered = await anOrder(true);
    for (const to of ['in_making', 'quality_check', 'shipped', 'delivered']) {
      const step = await post(
        `/api/admin/orders/${delivered.id}/steps`,
        { to, shipment: { courier: 'India Post', trackingNumber: 'EE1IN' } },
        staff,
      );
      expect(step.status).toBe(200);
    }
    expect(await cancel(delivered.id)).toEqual({
      status: 409,
      body: { success: false, message: 'An order that is delivered cannot be cancelled.' },
    });
    expect(await refund(delivered.id, { amountPaise: 100, reason: 'Test' })).toEqual({
      status: 409,
      body: { success: false, message: 'An order that is delivered cannot be refunded.' },
    });
    expect((await orderOf(delivered.id)).status).toBe('delivered');
    expect(await refundRows(delivered.id)).toEqual([]);
  });

  it('cancels once, and refuses a refund beyond what was paid', async () => {
    const order = await anOrder(true);
    expect((await cancel(order.id)).status).toBe(200);
    expect(await cancel(order.id)).toEqual({
      status: 409,
      body: { success: false, message: 'An order that is cancelled cannot be cancelled.' },
    });
    expect(
      (await refund(order.id, { amountPaise: order.totalPaise - 100, reason: 'Cancelled' })).status,
    ).toBe(200);
    expect(await refund(order.id, { amountPaise: 200, reason: 'Again' })).toEqual({
      status: 400,
      body: { success: false, message: 'At most ₹1 is left to refund on this order.' },
    });
    expect((await refund(order.id, { amountPaise: 100, reason: 'The last rupee' })).status).toBe(200);
    const refunded = await whenNoRefundPending(order.id);
    expect(refunded.status).toBe('refunded');
    expect(await refund(order.id, { amountPaise: 100, reason: 'Again' })).toEqual({
      status: 409,
      body: { success: false, message: 'An order that is refunded cannot be refunded.' },
    });
  });
});

describe('cancelling and refunding an order', () => {
  it('cancels an unpaid order with nothing to refund, and keeps a payment that arrives after', async () => {
    const order = await anOrder(false);
    const cancelled = await cancel(order.id, staff, { reason: 'Ordered twice by mistake' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({
      status: 'cancelled',
      paymentId: null,
      refundAmounts: { paidPaise: 0, refundedPaise: 0, leftPaise: 0 },
      timeline: [{ status: 'cancelled', by: 'Ravi Kumar', note: 'Ordered twice by mistake' }],
    });
    const mail = await mailWhere(
      shop.dataDir,
      (each) =>
        headerOf(each, 'Subject') === `Your Velli & Thangam order ${orderReference(order.id)}: cancelled`,
    );
    expect(mail.decoded).toContain('It was never paid, so nothing has been charged.');
    expect(mail.decoded).not.toContain('Ordered twice by mistake');

    // The shopper's checkout was still open: the money is taken, the order stays cancelled.
    const payment = await payWithTestProvider(injectRequests(shop.app), order.providerOrderId);
    const event = await signedWebhook(shop, {
      id: payment.razorpay_payment_id,
      orderId: order.providerOrderId,
      amountPaise: order.totalPaise,
    });
    expect(
      (
        await shop.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: event.headers,
          payload: event.body,
        })
      ).statusCode,
    ).toBe(200);
    const paidLate = await orderOf(order.id);
    expect(paidLate).toMatchObject({
      status: 'cancelled',
      paymentId: payment.razorpay_payment_id,
      refundAmounts: { paidPaise: order.totalPaise, leftPaise: order.totalPaise },
    });
    expect(
      (await refund(order.id, { amountPaise: order.totalPaise, reason: 'Paid after cancelling' })).status,
    ).toBe(200);
    expect((await whenNoRefundPending(order.id)).status).toBe('refunded');
  });

  it('cancels a paid order, refunds part and then the rest, each on the timeline, mailed and audited', async () => {
    const order = await anOrder(true);
    const takingsBefore = await takingsToday();
    const cancelled = await cancel(order.id, owner, { reason: 'The customer asked' });
    expect(cancelled.body.order.status).toBe('cancelled');
    const cancelMail = await mailWhere(
      shop.dataDir,
      (each) =>
        headerOf(each, 'Subject') === `Your Velli & Thangam order ${orderReference(order.id)}: cancelled`,
    );
    expect(cancelMail.decoded).toContain('We will refund your payment');

    const part = 50_000;
    const asked = await refund(order.id, { amountPaise: part, reason: 'Half now' });
    expect(asked.status).toBe(200);
    expect(asked.body.order.refunds).toEqual([
      expect.objectContaining({
        amountPaise: part,
        reason: 'Half now',
        by: 'Lakshmi Rao',
        status: expect.any(String),
      }),
    ]);

    const partly = await whenNoRefundPending(order.id);
    expect(partly.status).toBe('cancelled');
    // Today's takings are what the shop kept: the refund is taken off, the order still counts.
    expect(await takingsToday()).toEqual({
      orders: takingsBefore.orders,
      takingsPaise: takingsBefore.takingsPaise - part,
    });
    expect(partly.refundAmounts).toEqual({
      paidPaise: order.totalPaise,
      refundedPaise: part,
      leftPaise: order.totalPaise - part,
    });
    expect(partly.refunds[0]).toMatchObject({
      status: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    const partMail = await mailWhere(
      shop.dataDir,
      (each) =>
        headerOf(each, 'Subject') ===
        `Your Velli & Thangam order ${orderReference(order.id)}: refund of ₹500`,
    );
    expect(partMail.raw).toMatch(/^To: meena@example\.in\r?$/m);
    expect(partMail.decoded).toContain('We have refunded ₹500 to the card or account you paid with.');

    expect(
      (await refund(order.id, { amountPaise: order.totalPaise - part, reason: 'The rest' })).status,
    ).toBe(200);
    const whole = await whenNoRefundPending(order.id);
    expect(whole.status).toBe('refunded');
    expect(whole.refundAmounts).toEqual({
      paidPaise: order.totalPaise,
      refundedPaise: order.totalPaise,
      leftPaise: 0,
    });
    expect(
      whole.timeline.map((event) =>
        'refund' in event
          ? `refund ${event.refund} ${event.amountPaise}`
          : 'status' in event
            ? event.status
            : `proof ${event.proof}`,
      ),
    ).toEqual([
      'paid',
      'cancelled',
      `refund requested ${part}`,
      `refund processed ${part}`,
      `refund requested ${order.totalPaise - part}`,
      `refund processed ${order.totalPaise - part}`,
      'refunded',
    ]);

    const audited = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, order.id))
      .orderBy(auditEntries.at);
    expect(audited.map((entry) => [entry.action, entry.after])).toEqual([
      ['order.cancel', { status: 'cancelled', reason: 'The customer asked' }],
      [
        'order.refund',
        {
          leftToRefundPaise: order.totalPaise - part,
          refund: { id: expect.any(String), amountPaise: part, reason: 'Half now' },
        },
      ],
      ['order.refund', { leftToRefundPaise: 0, refund: expect.objectContaining({ reason: 'The rest' }) }],
    ]);
  });

  it('refunds part of an order still being made, which goes on being made', async () => {
    const order = await anOrder(true);
    expect((await post(`/api/admin/orders/${order.id}/steps`, { to: 'in_making' }, staff)).status).toBe(200);
    expect((await refund(order.id, { amountPaise: 20_000, reason: 'A late delivery' })).status).toBe(200);
    const after = await whenNoRefundPending(order.id);
    expect(after.status).toBe('in_making');
    expect(after.refundAmounts.refundedPaise).toBe(20_000);
  });
});

describe('the provider’s refund webhook', () => {
  it('marks a refund processed once: a replayed event changes nothing', async () => {
    const order = await anOrder(true);
    expect(
      (await refund(order.id, { amountPaise: order.totalPaise, reason: 'Cancelled by phone' })).status,
    ).toBe(200);
    const refunded = await whenNoRefundPending(order.id);
    expect(refunded.status).toBe('refunded');
    const [row] = await refundRows(order.id);
    const [orderRow] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id));

    const sent = {
      id: row!.providerRefundId!,
      paymentId: orderRow!.paymentId!,
      amountPaise: row!.amountPaise,
      receipt: row!.id,
    };
    const webhook = async (event: Awaited<ReturnType<typeof signedRefundWebhook>>) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: event.headers,
        payload: event.body,
      });
    // The same event again, the same refund under another event id, and a failure after the fact.
    const again = await webhook(await signedRefundWebhook(shop, sent));
    expect(again.json()).toEqual({ success: true, message: 'Event already handled' });
    expect((await webhook(await signedRefundWebhook(shop, sent, { eventId: 'evt_other' }))).json()).toEqual({
      success: true,
      message: 'Event handled',
    });
    expect(
      (
        await webhook(
          await signedRefundWebhook(shop, sent, { event: 'refund.failed', eventId: 'evt_failed' }),
        )
      ).statusCode,
    ).toBe(200);

    const [rowAfter] = await refundRows(order.id);
    expect(rowAfter).toEqual(row);
    const after = await orderOf(order.id);
    expect(after.timeline).toEqual(refunded.timeline);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const refundMails = (await outboxMails(shop.dataDir)).filter((mail) =>
      headerOf(mail, 'Subject')?.startsWith(`Your Velli & Thangam order ${orderReference(order.id)}: refund`),
    );
    expect(refundMails).toHaveLength(1);
  });

  it('ignores a refund the shop did not make, and refuses a forged event', async () => {
    const unknown = await signedRefundWebhook(shop, {
      id: 'rfnd_dashboard',
      paymentId: 'pay_unknown',
      amountPaise: 100,
      receipt: '',
    });
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: unknown.headers,
      payload: unknown.body,
    });
    expect(answer.statusCode).toBe(200);
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        ...unknown.headers,
        'x-razorpay-signature': 'f'.repeat(64),
        'x-razorpay-event-id': 'evt_forged',
      },
      payload: unknown.body,
    });
    expect(forged.statusCode).toBe(400);
  });
});
