/**
 * Payments the shop never heard of are asked for at start: a second instance of the shop,
 * started on the database of the first as a restarted shop would be, asks the provider about
 * the pending orders and handles what it finds as the webhook would have (the order paid and
 * confirmed, or the payment kept to be refunded), and its log says what it recovered. Which
 * orders are asked about, how many, and what is left to the provider, are checked on their own.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderReference } from '@shop/shared/checkout';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { orders, products, unmatchedPayments, type NewProductRow } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  customerOrder,
  injectRequests,
  signUp,
  type Customer,
  type SendRequest,
} from '../../test-support/checkout.ts';
import { outboxMails } from '../../test-support/mail.ts';
import { buildTestApp, createPostgresTestDatabase, type TestApp } from '../../test-support/test-app.ts';
import { createPendingPayments, ORDERS_ASKED_PER_RUN } from './pending-payments.ts';
import { orderPaymentsOf, type OrderPayment } from './provider.ts';
import { pendingOrdersToAsk, testProviderLedger } from './repository.ts';

const template = FIXTURE_PRODUCTS[0];
if (!template) throw new Error('the fixture catalogue is empty');
const RING: NewProductRow = { ...template, id: 960, name: 'Plain Silver Ring', stock: 100 };
const LAST_ONE_ID = 961;
const LAST_ONE: NewProductRow = { ...template, id: LAST_ONE_ID, name: 'Last Silver Toe Ring', stock: 1 };

let created: { url: string; drop(): Promise<void> };
/** The shop that takes the orders: it does no scheduled work. */
let shop: TestApp;
let send: SendRequest;
let customer: Customer;
let receipts = 0;
/** A customer starts at most 20 orders an hour: the orders of these tests are shared among several. */
const customers: Customer[] = [];

const open = (): Promise<DatabaseHandle> =>
  openDatabase({ dataDir: '', databaseUrl: created.url, poolSize: 2 });

beforeAll(async () => {
  created = await createPostgresTestDatabase();
  shop = await buildTestApp({ products: [RING, LAST_ONE], database: await open() });
  send = injectRequests(shop.app);
  customer = await signUp(send, 'asked.at.start@example.in');
});
afterAll(async () => {
  await shop?.close();
  await created?.drop();
});

/** The shop starting again on the same database, with its scheduled work, its log kept. */
async function startAgain() {
  const lines: string[] = [];
  const again = await buildTestApp({
    database: await open(),
    scheduledWork: true,
    log: { write: (line: string) => lines.push(line) },
  });
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logged, dataDir: again.dataDir, close: () => again.close() };
}

const atStart = (logged: Record<string, unknown>[]) =>
  logged.find(
    (line) =>
      typeof line.msg === 'string' &&
      (line.msg.startsWith('recovered ') || line.msg === 'no pending payments to recover'),
  );

async function pendingOrder(product: NewProductRow, by = customer) {
  return createOrder(send, by, createOrderBody([{ product, quantity: 1 }], `ask-${(receipts += 1)}`));
}

/**
 * The provider takes the money for an order and the shop never hears of it: the shop died
 * before the webhook, or the webhook is not set up at the provider. No webhook is owed.
 */
async function takenUnheard(order: { providerOrderId: string; amountPaise: number }) {
  const id = `pay_unheard${(receipts += 1)}`;
  await testProviderLedger(shop.database.db).record({
    id,
    entity: 'payment',
    amountPaise: order.amountPaise,
    providerOrderId: order.providerOrderId,
  });
  return id;
}

/** The orders asked about so far are asked again only later: a new test starts from none. */
async function forgetAsked() {
  await shop.database.db.update(orders).set({ paymentAskedAt: null });
}

describe('payments the shop never heard of, at start', () => {
  it('pays the order of a payment taken while the shop could not hear, confirms it and says so in the log', async () => {
    await forgetAsked();
    const paid = await pendingOrder(RING);
    const unpaid = await pendingOrder(RING);
    const paymentId = await takenUnheard(paid);
    expect(await customerOrder(send, customer, paid.orderId)).toMatchObject({ status: 'pending' });

    const again = await startAgain();
    try {
      await vi.waitFor(() => expect(atStart(again.logged())).toBeDefined(), { timeout: 10_000 });
      expect(atStart(again.logged())).toMatchObject({
        level: 40,
        msg: `recovered 1 payment the shop had not heard of: order ${orderReference(paid.orderId)} is paid`,
        orders: [paid.orderId],
        payments: [paymentId],
      });
      expect(await customerOrder(send, customer, paid.orderId)).toMatchObject({ status: 'paid', paymentId });
      expect(await customerOrder(send, customer, unpaid.orderId)).toMatchObject({ status: 'pending' });
      // As the webhook would have: the order's confirmation goes to its customer.
      await vi.waitFor(
        async () => {
          const mails = await outboxMails(again.dataDir);
          expect(mails.some((mail) => mail.decoded.includes(orderReference(paid.orderId)))).toBe(true);
        },
        { timeout: 10_000 },
      );
    } finally {
      await again.close();
    }
  });

  it('keeps to be refunded a payment whose pieces sold out meanwhile, and leaves its order pending', async () => {
    await forgetAsked();
    const order = await pendingOrder(LAST_ONE);
    const paymentId = await takenUnheard(order);
    // Someone else bought the last one while the shop could not hear of this payment.
    await shop.database.db.update(products).set({ stock: 0 }).where(eq(products.id, LAST_ONE_ID));

    const again = await startAgain();
    try {
      await vi.waitFor(
        () =>
          expect(again.logged()).toContainEqual(
            expect.objectContaining({
              msg: `found 1 payment the shop had not heard of that could not pay its order (${orderReference(order.orderId)}): kept to be refunded, under Money without an order`,
            }),
          ),
        { timeout: 10_000 },
      );
      expect(await customerOrder(send, customer, order.orderId)).toMatchObject({
        status: 'pending',
        paymentId: null,
      });
      const [kept] = await shop.database.db
        .select()
        .from(unmatchedPayments)
        .where(eq(unmatchedPayments.paymentId, paymentId));
      expect(kept).toMatchObject({
        orderId: order.orderId,
        reason: 'sold-out',
        amountPaise: order.amountPaise,
      });
    } finally {
      await again.close();
    }

    // Known now: the next start does not handle it again.
    const third = await startAgain();
    try {
      await vi.waitFor(() => expect(atStart(third.logged())).toBeDefined(), { timeout: 10_000 });
      expect(atStart(third.logged())).toMatchObject({ msg: 'no pending payments to recover' });
    } finally {
      await third.close();
    }
  });
});

describe('which pending orders are asked about', () => {
  it(`asks about at most ${ORDERS_ASKED_PER_RUN} a run, those never asked first, each young one every run and an older one hourly`, async () => {
    await forgetAsked();
    const db = shop.database.db;
    // Orders left over from the tests above are pending too; these are the ones looked at.
    for (let n = customers.length; n < 3; n += 1) customers.push(await signUp(send, `asked.${n}@example.in`));
    const waiting = await Promise.all(
      Array.from({ length: 24 }, (_, n) => pendingOrder(RING, customers[n % customers.length])),
    );
    const ids = new Set(waiting.map((order) => order.orderId));
    const others = (await pendingOrdersToAsk(db, 1_000)).filter((order) => !ids.has(order.id));
    await db
      .update(orders)
      .set({ paymentAskedAt: sql`now()` })
      .where(
        sql`${orders.id} IN (${sql.join(
          others.map((order) => sql`${order.id}`),
          sql`, `,
        )})`,
      );

    const first = await pendingOrdersToAsk(db, ORDERS_ASKED_PER_RUN);
    expect(first).toHaveLength(ORDERS_ASKED_PER_RUN);
    expect(first.every((order) => ids.has(order.id))).toBe(true);
    const pending = createPendingPayments({
      db,
      provider: { orderPayments: async () => [] },
      settleCapturedPayment: async () => undefined,
      log: shop.app.log,
    });
    expect((await pending.recover()).asked).toBe(ORDERS_ASKED_PER_RUN);
    // The next run starts with the four not asked yet.
    const second = await pendingOrdersToAsk(db, ORDERS_ASKED_PER_RUN);
    expect(
      second
        .slice(0, 4)
        .map((order) => order.id)
        .sort(),
    ).toEqual(
      waiting
        .map((order) => order.orderId)
        .filter((id) => !first.some((asked) => asked.id === id))
        .sort(),
    );

    // Two hours old: asked again only once an hour has passed since the last time.
    const [old, older] = waiting;
    await db
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'`, paymentAskedAt: sql`now() - interval '10 minutes'` })
      .where(eq(orders.id, old!.orderId));
    await db
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'`, paymentAskedAt: sql`now() - interval '61 minutes'` })
      .where(eq(orders.id, older!.orderId));
    const due = new Set((await pendingOrdersToAsk(db, 1_000)).map((order) => order.id));
    expect(due.has(old!.orderId)).toBe(false);
    expect(due.has(older!.orderId)).toBe(true);
    // A day old: expired, or about to be; the provider is not asked.
    await db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'`, paymentAskedAt: null })
      .where(eq(orders.id, older!.orderId));
    expect((await pendingOrdersToAsk(db, 1_000)).map((order) => order.id)).not.toContain(older!.orderId);
  });
});

describe('what the provider answers about an order', () => {
  const payment = (status: OrderPayment['status'], refundedPaise = 0): OrderPayment => ({
    id: `pay_${status}${refundedPaise}`,
    status,
    amountPaise: 250_000,
    refundedPaise,
    at: new Date(),
  });

  it('hands on only a captured payment not refunded in full; an authorised one is left to the provider', async () => {
    await forgetAsked();
    const order = await pendingOrder(RING);
    const db = shop.database.db;
    const settled: string[] = [];
    const pending = createPendingPayments({
      db,
      provider: {
        orderPayments: async (providerOrderId) =>
          providerOrderId === order.providerOrderId
            ? [
                payment('failed'),
                payment('created'),
                payment('authorized'),
                payment('refunded', 250_000),
                payment('captured'),
              ]
            : [],
      },
      settleCapturedPayment: async (found) => {
        settled.push(found.id);
      },
      log: shop.app.log,
    });
    expect(await pending.recover()).toMatchObject({ authorised: 1, unanswered: false });
    expect(settled).toEqual(['pay_captured0']);
  });

  it('ends the run at the first call the provider does not answer, and asks that order first next time', async () => {
    await forgetAsked();
    const db = shop.database.db;
    let calls = 0;
    const pending = createPendingPayments({
      db,
      provider: {
        orderPayments: async () => {
          calls += 1;
          throw Object.assign(new Error('Too many requests'), { statusCode: 429 });
        },
      },
      settleCapturedPayment: async () => undefined,
      log: shop.app.log,
    });
    const [firstInLine] = await pendingOrdersToAsk(db, 1);
    expect(await pending.recover()).toMatchObject({ asked: 0, unanswered: true });
    expect(calls).toBe(1);
    expect((await pendingOrdersToAsk(db, 1))[0]?.id).toBe(firstInLine?.id);
  });

  it('reads Razorpay’s answer to GET /v1/orders/:id/payments', () => {
    // The shape of Razorpay's documented example, trimmed to the fields the shop reads and a few more.
    const answer = {
      entity: 'collection',
      count: 2,
      items: [
        {
          id: 'pay_29QQoUBi66xm2f',
          entity: 'payment',
          amount: 500100,
          currency: 'INR',
          status: 'captured',
          order_id: 'order_9A33XWu170gUtm',
          method: 'upi',
          amount_refunded: 0,
          refund_status: null,
          captured: true,
          created_at: 1400826750,
        },
        {
          id: 'pay_29QQoUBi66xm2g',
          entity: 'payment',
          amount: 500100,
          currency: 'INR',
          status: 'authorized',
          order_id: 'order_9A33XWu170gUtm',
          amount_refunded: 0,
          captured: false,
          created_at: 1400826760,
        },
      ],
    };
    expect(orderPaymentsOf(answer)).toEqual([
      {
        id: 'pay_29QQoUBi66xm2f',
        status: 'captured',
        amountPaise: 500100,
        refundedPaise: 0,
        at: new Date(1400826750 * 1000),
      },
      {
        id: 'pay_29QQoUBi66xm2g',
        status: 'authorized',
        amountPaise: 500100,
        refundedPaise: 0,
        at: new Date(1400826760 * 1000),
      },
    ]);
  });
});
