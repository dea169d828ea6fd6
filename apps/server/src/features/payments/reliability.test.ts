/**
 * Never lose an order: many shoppers paying at the same moment, with the provider's webhook
 * racing each browser's verification, still give one stored order per checkout, paid once,
 * for the total the server worked out. Runs on whichever database the API tests use. On
 * PostgreSQL the verification and the webhooks of one payment really overlap on a pool of
 * connections.
 */
import { count, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SHIPPING_PAISE } from '@shop/shared/cart';
import { orderLines, orders, paymentEvents } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  customerOrder,
  expectedTotalPaise,
  injectRequests,
  payWithTestProvider,
  signUp,
  VerifiedAnswerSchema,
  verifyPayment,
  type CartLine,
  type Customer,
  type HttpAnswer,
  type SendRequest,
} from '../../test-support/checkout.ts';
import { webhookSigner } from '../../test-support/payments.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { PAYMENT_WEBHOOK_PATH } from './routes.ts';

const CHECKOUTS = 50;
const CUSTOMERS = 10;

let shop: TestApp;
let send: SendRequest;
let signWebhook: Awaited<ReturnType<typeof webhookSigner>>;

/**
 * Every write of an order's payment, as the database saw it. An order paid twice (two
 * callers each marking it, each then telling the shopper it was theirs, and each sending a
 * confirmation) would leave its final row looking right; this record shows it. Made by
 * the test, on its own database only.
 */
const testPaymentWrites = pgTable('test_payment_writes', {
  orderId: uuid('order_id').notNull(),
  oldStatus: text('old_status').notNull(),
  newStatus: text('new_status').notNull(),
  paymentId: text('payment_id'),
});
const RECORD_PAYMENT_WRITES = [
  sql`CREATE TABLE test_payment_writes (
    order_id uuid NOT NULL, old_status text NOT NULL, new_status text NOT NULL, payment_id text)`,
  sql`CREATE FUNCTION test_record_payment_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_payment_writes VALUES (NEW.id, OLD.status, NEW.status, NEW.payment_id);
      RETURN NEW;
    END $$`,
  sql`CREATE TRIGGER test_record_payment_write AFTER UPDATE OF status, payment_id, paid_at ON orders
    FOR EACH ROW EXECUTE FUNCTION test_record_payment_write()`,
];

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  for (const statement of RECORD_PAYMENT_WRITES) await shop.database.db.execute(statement);
  send = injectRequests(shop.app);
  signWebhook = await webhookSigner(shop);
});
afterAll(async () => {
  await shop?.close();
});

const IN_STOCK = FIXTURE_PRODUCTS.filter((product) => product.stock !== 0);

/**
 * A different cart for each checkout: one to three lines, quantities of one to three, a ring
 * size, a metal choice or an engraving on some, so that totals and lines differ from order
 * to order and a mix-up between two orders would show.
 */
function cartFor(checkout: number): CartLine[] {
  return Array.from({ length: 1 + (checkout % 3) }, (_, position): CartLine => {
    const product = IN_STOCK[(checkout * 5 + position * 3) % IN_STOCK.length];
    if (product === undefined) throw new Error('the fixture catalogue has no product in stock');
    const engraved = product.customizationTypes?.includes('engraving') && (checkout + position) % 2 === 0;
    return {
      product,
      quantity: 1 + ((checkout + position) % 3),
      size: product.itemType === 'ring' ? String(10 + (checkout % 8)) : undefined,
      variant: position === 1 ? product.material : undefined,
      customization: engraved
        ? { type: 'engraving', customName: `Anbu ${checkout}`, selectedFont: 'script', fontSize: 40 }
        : undefined,
    };
  });
}

async function deliverWebhook(webhook: { body: string; headers: Record<string, string> }) {
  return send({ method: 'POST', url: PAYMENT_WEBHOOK_PATH, headers: webhook.headers, payload: webhook.body });
}

interface Checkout {
  customer: Customer;
  cart: CartLine[];
  orderId: string;
  providerOrderId: string;
  amountPaise: number;
  paymentId: string;
  /** Everything the browser and the provider sent for the payment, to send it all again. */
  replay(): Promise<{ verified: HttpAnswer; webhooks: HttpAnswer[] }>;
}

/**
 * One shopper's checkout: create the order, pay with the test provider (which sends its own
 * webhook), then verify while the same webhook is delivered twice more, all at once.
 */
async function checkOut(customer: Customer, checkout: number): Promise<Checkout & { verified: HttpAnswer }> {
  const cart = cartFor(checkout);
  // Some carts reach ₹2,00,000, which asks for the buyer's PAN.
  const created = await createOrder(send, customer, {
    ...createOrderBody(cart, `rush-${checkout}`),
    pan: 'ABCPS1234K',
  });
  const payment = await payWithTestProvider(send, created.providerOrderId);
  // The provider's own event id, as its retries carry it. Signed with no file read, so these
  // deliveries and the verification go out while the provider's own webhook may still be
  // on its way.
  const webhook = signWebhook({
    id: payment.razorpay_payment_id,
    orderId: created.providerOrderId,
    amountPaise: created.amountPaise,
  });
  const replay = async () => {
    const [verified, ...webhooks] = await Promise.all([
      verifyPayment(send, customer, payment),
      deliverWebhook(webhook),
      deliverWebhook(webhook),
    ]);
    return { verified, webhooks };
  };
  const { verified, webhooks } = await replay();
  for (const answer of webhooks) {
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true });
  }
  return { customer, cart, ...created, paymentId: payment.razorpay_payment_id, replay, verified };
}

/** The orders as stored, in a fixed order: once paid, none of this may move. */
async function storedOrders() {
  return shop.database.db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentId: orders.paymentId,
      providerOrderId: orders.providerOrderId,
      paidAt: orders.paidAt,
      subtotalPaise: orders.subtotalPaise,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .orderBy(orders.id);
}

async function paymentWrites() {
  return shop.database.db.select().from(testPaymentWrites).orderBy(testPaymentWrites.orderId);
}

async function handledEvents(): Promise<number> {
  const [row] = await shop.database.db.select({ total: count() }).from(paymentEvents);
  return row?.total ?? 0;
}

describe('checkouts at the same moment', () => {
  it(
    `${CHECKOUTS} checkouts at once give ${CHECKOUTS} orders, each paid exactly once, with the right totals`,
    { timeout: 120_000 },
    async () => {
      const customers = await Promise.all(
        Array.from({ length: CUSTOMERS }, (_, n) => signUp(send, `rush.${n}@example.in`)),
      );
      // Every customer has several checkouts running at once, as from several tabs.
      const checkouts = await Promise.all(
        customers
          .flatMap((customer) => Array.from({ length: CHECKOUTS / CUSTOMERS }, () => customer))
          .map((customer, n) => checkOut(customer, n)),
      );

      for (const checkout of checkouts) {
        expect(checkout.verified.status).toBe(200);
        expect(VerifiedAnswerSchema.parse(checkout.verified.body).orderId).toBe(checkout.orderId);
        expect(checkout.amountPaise).toBe(expectedTotalPaise(checkout.cart));
      }
      // The test provider's own webhook for each payment follows its answer; with the two
      // deliveries above it shares one event id, so each payment is one handled event.
      await vi.waitFor(async () => expect(await handledEvents()).toBe(CHECKOUTS), { timeout: 30_000 });

      const stored = await storedOrders();
      expect(stored).toHaveLength(CHECKOUTS);
      const byId = new Map(stored.map((order) => [order.id, order]));
      for (const checkout of checkouts) {
        expect(byId.get(checkout.orderId)).toMatchObject({
          userId: checkout.customer.userId,
          status: 'paid',
          paymentId: checkout.paymentId,
          providerOrderId: checkout.providerOrderId,
          totalPaise: expectedTotalPaise(checkout.cart),
          paidAt: expect.any(Date),
        });
      }
      expect(new Set(stored.map((order) => order.paymentId)).size).toBe(CHECKOUTS);
      expect(new Set(stored.map((order) => order.providerOrderId)).size).toBe(CHECKOUTS);
      // Paid once: one write from pending to paid per order, and none after it.
      const writes = await paymentWrites();
      expect(writes).toHaveLength(CHECKOUTS);
      for (const checkout of checkouts) {
        expect(writes.filter((write) => write.orderId === checkout.orderId)).toEqual([
          {
            orderId: checkout.orderId,
            oldStatus: 'pending',
            newStatus: 'paid',
            paymentId: checkout.paymentId,
          },
        ]);
      }

      // The total of each order is its own lines' prices and the shipping, as stored.
      const lineSums = await shop.database.db
        .select({
          orderId: orderLines.orderId,
          linesPaise: sql<number>`sum(${orderLines.unitPricePaise} * ${orderLines.quantity})::int`,
          lines: count(),
        })
        .from(orderLines)
        .groupBy(orderLines.orderId);
      expect(lineSums).toHaveLength(CHECKOUTS);
      for (const { orderId, linesPaise, lines } of lineSums) {
        const order = byId.get(orderId);
        expect(order?.subtotalPaise).toBe(linesPaise);
        expect(order?.totalPaise).toBe(linesPaise + SHIPPING_PAISE);
        expect(lines).toBe(checkouts.find((checkout) => checkout.orderId === orderId)?.cart.length);
      }

      // The browser's verification and the provider's webhooks, all sent again at once:
      // the same answers, and not one order changes.
      const again = await Promise.all(
        checkouts.map(async (checkout) => ({ orderId: checkout.orderId, ...(await checkout.replay()) })),
      );
      for (const { orderId, verified, webhooks } of again) {
        expect(verified.status).toBe(200);
        expect(VerifiedAnswerSchema.parse(verified.body).orderId).toBe(orderId);
        expect(webhooks.map((answer) => answer.body)).toEqual([
          { success: true, message: 'Event already handled' },
          { success: true, message: 'Event already handled' },
        ]);
      }
      expect(await storedOrders()).toEqual(stored);
      expect(await paymentWrites()).toEqual(writes);
      expect(await handledEvents()).toBe(CHECKOUTS);

      // And each customer sees each of their orders paid, for the total they were shown.
      const seen = await Promise.all(
        checkouts.map(async (checkout) => ({
          checkout,
          order: await customerOrder(send, checkout.customer, checkout.orderId),
        })),
      );
      for (const { checkout, order } of seen) {
        expect(order).toMatchObject({
          status: 'paid',
          paymentId: checkout.paymentId,
          total: expectedTotalPaise(checkout.cart) / 100,
        });
        expect(order.items.map((item) => [item.productId, item.quantity])).toEqual(
          checkout.cart.map((line) => [String(line.product.id), line.quantity]),
        );
      }
    },
  );
});
