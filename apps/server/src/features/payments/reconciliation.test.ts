/**
 * No money without an order: each payment the test provider took that paid no order is listed
 * in the back office and refunded with one button; a refund made in the provider's dashboard
 * shows on its order; and the reconciliation, reading the provider's payments and refunds,
 * finds a payment whose order is gone and a paid order the provider has no payment for, on
 * the Today page's call and by mail to SHOP_EMAIL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@shop/shared/admin-orders';
import { PAYMENT_TEXTS, orderReference } from '@shop/shared/checkout';
import { formatPaise } from '@shop/shared/money';
import {
  RECONCILIATION_TEXTS,
  UNMATCHED_PAYMENT_REASON_TEXTS,
  type MoneyWithoutOrderAnswer,
  type ReconciliationAnswer,
} from '@shop/shared/payment-reconciliation';
import {
  auditEntries,
  orders,
  products,
  refundVouchers,
  refunds,
  testProviderRecords,
  unmatchedPayments,
  type NewProductRow,
} from '../../db/schema.ts';
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
  type SendRequest,
} from '../../test-support/checkout.ts';
import { outboxMails } from '../../test-support/mail.ts';
import { signedRefundWebhook, testPayment } from '../../test-support/payments.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { testProviderLedger } from './repository.ts';

const SHOP_EMAIL = 'accounts@velli-thangam.example';
/** The provider's webhooks come on their own; a busy machine may take seconds. */
const WAIT = { timeout: 10_000, interval: 25 };
const template = FIXTURE_PRODUCTS[0];
if (!template) throw new Error('the fixture catalogue is empty');
const LAST_ONE: NewProductRow = { ...template, id: 950, name: 'Last Silver Anklet', stock: 1 };
const RING_ID = 951;
const RING_STOCK = 50;
const RING: NewProductRow = { ...template, id: RING_ID, name: 'Plain Silver Ring', stock: RING_STOCK };

let shop: TestApp;
let send: SendRequest;
let owner: AuthorizationHeader;
let staff: AuthorizationHeader;
let receipts = 0;

beforeAll(async () => {
  shop = await buildTestApp({ products: [LAST_ONE, RING], environment: { SHOP_EMAIL } });
  send = injectRequests(shop.app);
  owner = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
});
afterAll(async () => {
  await shop?.close();
});

async function call(method: 'GET' | 'POST', url: string, headers: AuthorizationHeader) {
  const answer = await shop.app.inject({ method, url, headers });
  return { status: answer.statusCode, body: answer.json() as unknown };
}

async function orderFor(customer: Customer, product: NewProductRow) {
  return createOrder(send, customer, createOrderBody([{ product, quantity: 1 }], `rc-${(receipts += 1)}`));
}

async function listed(): Promise<MoneyWithoutOrderAnswer['payments']> {
  const answer = await call('GET', '/api/admin/money-without-order', staff);
  expect(answer.status).toBe(200);
  return (answer.body as MoneyWithoutOrderAnswer).payments;
}

async function keptPayment(paymentId: string) {
  const [row] = await shop.database.db
    .select()
    .from(unmatchedPayments)
    .where(eq(unmatchedPayments.paymentId, paymentId));
  return row;
}

/** The reconciliation's mails to the shop (order confirmations go to SHOP_EMAIL too). */
async function reconciliationMails() {
  return (await outboxMails(shop.dataDir)).filter(
    (mail) => mail.raw.includes(`To: ${SHOP_EMAIL}`) && /^Subject: Reconciliation/m.test(mail.raw),
  );
}

/** The reconciliation mail sent after `before` of them. */
async function newReconciliationMail(before: number) {
  return vi.waitFor(async () => {
    const mails = await reconciliationMails();
    expect(mails.length).toBeGreaterThan(before);
    return mails.at(-1)!;
  }, WAIT);
}

/** Reconciles the last day up to now, as the owner's button does. */
async function reconcileNow(): Promise<ReconciliationAnswer> {
  const answer = await call('POST', '/api/admin/reconciliation', owner);
  expect(answer.status).toBe(200);
  return answer.body as ReconciliationAnswer;
}

describe('money without an order', () => {
  it('lists a payment that came after its pieces sold out, and refunds it with one button, audited', async () => {
    const first = await signUp(send, 'first@example.in');
    const second = await signUp(send, 'second@example.in');
    const early = await orderFor(first, LAST_ONE);
    const late = await orderFor(second, LAST_ONE);
    expect(
      (await verifyPayment(send, first, await payWithTestProvider(send, early.providerOrderId))).status,
    ).toBe(200);
    const latePayment = await payWithTestProvider(send, late.providerOrderId);
    const refused = await verifyPayment(send, second, latePayment);
    // The provider's webhook may come before the page's verification: either names the sold-out piece or says a piece.
    expect(refused.status).toBe(409);
    expect([
      PAYMENT_TEXTS.soldOutWhilePaying(LAST_ONE.name),
      PAYMENT_TEXTS.soldOutWhilePaying(undefined),
    ]).toContain((refused.body as { message: string }).message);

    const entry = (await listed()).find((payment) => payment.paymentId === latePayment.razorpay_payment_id);
    expect(entry).toMatchObject({
      amountPaise: late.amountPaise,
      orderReference: orderReference(late.orderId),
      why: UNMATCHED_PAYMENT_REASON_TEXTS['sold-out'],
      refundStatus: null,
    });

    // Refunding is the owner's.
    const byStaff = await call(
      'POST',
      `/api/admin/money-without-order/${latePayment.razorpay_payment_id}/refund`,
      staff,
    );
    expect(byStaff.status).toBe(403);

    const refunded = await call(
      'POST',
      `/api/admin/money-without-order/${latePayment.razorpay_payment_id}/refund`,
      owner,
    );
    expect(refunded).toEqual({
      status: 200,
      body: { success: true, message: RECONCILIATION_TEXTS.refundAsked(late.amountPaise) },
    });
    // The provider's refund.processed webhook follows and settles it.
    await vi.waitFor(async () => {
      expect((await keptPayment(latePayment.razorpay_payment_id))?.refundStatus).toBe('processed');
    }, WAIT);
    expect((await listed()).map((payment) => payment.paymentId)).not.toContain(
      latePayment.razorpay_payment_id,
    );
    const [providerRefund] = await shop.database.db
      .select()
      .from(testProviderRecords)
      .where(eq(testProviderRecords.paymentId, latePayment.razorpay_payment_id));
    expect(providerRefund).toMatchObject({ entity: 'refund', amountPaise: late.amountPaise });
    const audit = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, latePayment.razorpay_payment_id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payment.refund', subjectType: 'payment' });

    // A second click changes nothing and says why.
    const again = await call(
      'POST',
      `/api/admin/money-without-order/${latePayment.razorpay_payment_id}/refund`,
      owner,
    );
    expect(again).toEqual({ status: 409, body: { success: false, message: RECONCILIATION_TEXTS.refunded } });
    const unknown = await call('POST', '/api/admin/money-without-order/pay_nothing/refund', owner);
    expect(unknown).toEqual({
      status: 404,
      body: { success: false, message: RECONCILIATION_TEXTS.notFound },
    });
  });

  it('keeps a payment for an order whose customer deleted their account, and the reconciliation finds it', async () => {
    const leaving = await signUp(send, 'leaving@example.in');
    const order = await orderFor(leaving, RING);
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: '/user/profile',
      headers: leaving.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await shop.database.db.select().from(orders).where(eq(orders.id, order.orderId))).toHaveLength(0);

    // Razorpay still has the order and takes the payment; its webhook finds no order.
    const payment = await payWithTestProvider(send, order.providerOrderId);
    await vi.waitFor(async () => {
      expect(await keptPayment(payment.razorpay_payment_id)).toMatchObject({
        reason: 'no-order',
        orderId: null,
        amountPaise: order.amountPaise,
      });
    }, WAIT);

    // A second payment for a gone order whose webhook never arrived: only the provider has it.
    const other = await orderFor(await signUp(send, 'second-leaving@example.in'), RING);
    await shop.database.db.delete(orders).where(eq(orders.id, other.orderId));
    await testProviderLedger(shop.database.db).record({
      id: 'pay_webhooklost01',
      entity: 'payment',
      amountPaise: other.amountPaise,
      providerOrderId: other.providerOrderId,
    });

    const before = (await reconciliationMails()).length;
    const { latest } = await reconcileNow();
    const found = latest?.findings.filter((finding) => finding.kind === 'payment-without-order');
    expect(found?.map((finding) => finding.paymentId).sort()).toEqual(
      [payment.razorpay_payment_id, 'pay_webhooklost01'].sort(),
    );
    expect(await keptPayment('pay_webhooklost01')).toMatchObject({
      reason: 'no-order',
      amountPaise: other.amountPaise,
    });
    const entries = await listed();
    expect(entries.find((entry) => entry.paymentId === 'pay_webhooklost01')?.why).toBe(
      UNMATCHED_PAYMENT_REASON_TEXTS['no-order'],
    );

    const mail = await newReconciliationMail(before);
    expect(mail.decoded).toContain(
      `Payment pay_webhooklost01 of ${formatPaise(other.amountPaise)} paid no order of the shop: refund it from the list of money without an order.`,
    );
    expect(mail.decoded).toContain(
      `Payment ${payment.razorpay_payment_id} of ${formatPaise(order.amountPaise)}`,
    );
    expect(mail.decoded).toMatch(/^Subject: Reconciliation: \d+ payments or orders to look at/m);
  });

  it('shows a refund made in the provider’s dashboard on its order, with its refund voucher', async () => {
    const customer = await signUp(send, 'dashboard@example.in');
    const order = await orderFor(customer, RING);
    const payment = await payWithTestProvider(send, order.providerOrderId);
    expect((await verifyPayment(send, customer, payment)).status).toBe(200);

    const webhook = await signedRefundWebhook(shop, {
      id: 'rfnd_dashboard01',
      paymentId: payment.razorpay_payment_id,
      amountPaise: order.amountPaise,
      receipt: '',
    });
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: webhook.headers,
      payload: webhook.body,
    });
    expect(answer.statusCode).toBe(200);

    const seen = await call('GET', `/api/admin/orders/${order.orderId}`, staff);
    const { order: shown } = seen.body as { order: AdminOrder };
    expect(shown.status).toBe('refunded');
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        amountPaise: order.amountPaise,
        status: 'processed',
        madeAtProvider: true,
        reason: RECONCILIATION_TEXTS.madeAtProvider,
        providerRefundId: 'rfnd_dashboard01',
      }),
    ]);
    expect(shown.timeline).toContainEqual(
      expect.objectContaining({ refund: 'made-at-provider', amountPaise: order.amountPaise }),
    );
    const [row] = await shop.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.providerRefundId, 'rfnd_dashboard01'));
    const vouchers = await shop.database.db
      .select()
      .from(refundVouchers)
      .where(eq(refundVouchers.refundId, row?.id ?? ''));
    expect(vouchers).toHaveLength(1);

    // The same refund again, as the reconciliation reads it, changes nothing.
    await reconcileNow();
    expect(
      await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId)),
    ).toHaveLength(1);
  });

  it('keeps on its order a dashboard refund whose webhook was lost, found by the reconciliation', async () => {
    const customer = await signUp(send, 'lost-refund@example.in');
    const order = await orderFor(customer, RING);
    const payment = await payWithTestProvider(send, order.providerOrderId);
    expect((await verifyPayment(send, customer, payment)).status).toBe(200);
    await testProviderLedger(shop.database.db).record({
      id: 'rfnd_lostwebhook1',
      entity: 'refund',
      amountPaise: 500_00,
      paymentId: payment.razorpay_payment_id,
    });

    await reconcileNow();
    const { order: shown } = (await call('GET', `/api/admin/orders/${order.orderId}`, staff)).body as {
      order: AdminOrder;
    };
    expect(shown.refunds).toEqual([
      expect.objectContaining({
        amountPaise: 500_00,
        madeAtProvider: true,
        providerRefundId: 'rfnd_lostwebhook1',
      }),
    ]);
    expect(shown.status).toBe('paid');
  });

  it('reports a paid order whose payment the provider does not have, on the Today call and by mail', async () => {
    const customer = await signUp(send, 'no-payment@example.in');
    const order = await orderFor(customer, RING);
    // Signed with the shop's key, but never taken by the provider.
    const forged = await testPayment(shop, order.providerOrderId, 'pay_neverTaken001');
    expect((await verifyPayment(send, customer, forged)).status).toBe(200);

    const before = (await reconciliationMails()).length;
    await reconcileNow();
    const today = await call('GET', '/api/admin/reconciliation', staff);
    expect(today.status).toBe(200);
    const { latest } = today.body as ReconciliationAnswer;
    expect(latest?.findings).toContainEqual(
      expect.objectContaining({
        kind: 'order-without-payment',
        orderId: order.orderId,
        paymentId: 'pay_neverTaken001',
        amountPaise: order.amountPaise,
      }),
    );
    const mail = await newReconciliationMail(before);
    expect(mail.decoded).toContain(
      `Order ${orderReference(order.orderId)} is marked paid (${formatPaise(order.amountPaise)}) but the payment provider has no payment pay_neverTaken001: check it before making the piece.`,
    );
    // The piece's stock was still taken: nothing else changed.
    const [ring] = await shop.database.db.select().from(products).where(eq(products.id, RING_ID));
    expect(ring?.stock).toBeLessThan(RING_STOCK);
  });

  it('pays the order still waiting for a payment whose webhook was lost, rather than listing it', async () => {
    const customer = await signUp(send, 'closed-the-page@example.in');
    const order = await orderFor(customer, RING);
    await testProviderLedger(shop.database.db).record({
      id: 'pay_pageclosed01',
      entity: 'payment',
      amountPaise: order.amountPaise,
      providerOrderId: order.providerOrderId,
    });

    const { latest } = await reconcileNow();
    expect(latest?.findings.map((finding) => finding.paymentId)).not.toContain('pay_pageclosed01');
    const [paid] = await shop.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(paid).toMatchObject({ status: 'paid', paymentId: 'pay_pageclosed01' });
    expect(await keptPayment('pay_pageclosed01')).toBeUndefined();
  });

  it('finds nothing wrong with a payment that paid its order', async () => {
    const customer = await signUp(send, 'matched@example.in');
    const order = await orderFor(customer, RING);
    const payment = await payWithTestProvider(send, order.providerOrderId);
    expect((await verifyPayment(send, customer, payment)).status).toBe(200);
    const { latest } = await reconcileNow();
    expect(latest?.paymentsRead).toBeGreaterThan(0);
    expect(latest?.findings.map((finding) => 'paymentId' in finding && finding.paymentId)).not.toContain(
      payment.razorpay_payment_id,
    );
  });
});
