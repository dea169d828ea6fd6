/**
 * A commit that the server has acknowledged (an order, a payment) must survive kill -9. The
 * real server process takes a payment and is killed with SIGKILL the moment it has
 * answered, with no chance to close its database; a new process on the same data must still
 * show the order paid, on the embedded database the killed server started (which it then
 * takes over), and with TEST_DATABASE_URL on that PostgreSQL server.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../db/data-dir-lock.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  customerOrder,
  expectedTotalPaise,
  fetchRequests,
  payWithTestProvider,
  signUp,
  VerifiedAnswerSchema,
  verifyPayment,
  type CartLine,
} from '../../test-support/checkout.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../../test-support/server-process.ts';

/** The test's database, removed after it whatever happened. */
let prepared: ServerDatabase | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await killServerProcess(server);
  await prepared?.remove();
});

async function startServer(database: ServerDatabase): Promise<ServerProcess> {
  const server = await startServerProcess(database.environment);
  servers.push(server);
  return server;
}

function fixtureProduct(id: number) {
  const product = FIXTURE_PRODUCTS.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`the fixture catalogue has no product ${id}`);
  return product;
}

// Product 1: ₹2,499 silver ring; product 2: ₹28,500 gold pendant; product 4: ₹1,450 bracelet.
const PAID_CART: CartLine[] = [
  {
    product: fixtureProduct(1),
    quantity: 2,
    size: '14',
    customization: { type: 'engraving', customName: 'Anbu', selectedFont: 'script', fontSize: 40 },
  },
  { product: fixtureProduct(2), quantity: 1, variant: 'Gold' },
];
const PENDING_CART: CartLine[] = [{ product: fixtureProduct(4), quantity: 3 }];

describe('the shop server process, killed after a payment', () => {
  it(
    'kill -9 right after the server acknowledged a payment: after a restart the order is there and paid',
    { timeout: 300_000 },
    async () => {
      // Prepared here rather than in a hook: on a busy machine the database's first start and
      // migrations may take long, and this test's own time limit is the generous one.
      const database = await prepareServerDatabase(FIXTURE_PRODUCTS);
      prepared = database;
      const first = await startServer(database);
      const before = fetchRequests(first.baseUrl);
      const customer = await signUp(before, 'kill.nine@example.in');
      const paid = await createOrder(before, customer, createOrderBody(PAID_CART, 'crash-paid'));
      // An order the server stored and answered, whose shopper has not paid yet.
      const pending = await createOrder(before, customer, createOrderBody(PENDING_CART, 'crash-pending'));
      const payment = await payWithTestProvider(before, paid.providerOrderId);
      const verified = await verifyPayment(before, customer, payment);
      // Nothing between the acknowledgement and the kill: no request, no assertion, no wait.
      first.kill('SIGKILL');
      expect(verified.status).toBe(200);
      expect(VerifiedAnswerSchema.parse(verified.body).orderId).toBe(paid.orderId);
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      if (!database.environment.DATABASE_URL) {
        // The killed process could not remove its lock file; the next start takes it over.
        const lockFile = path.join(database.dataDir, LOCK_FILE_NAME);
        expect((await fs.readFile(lockFile, 'utf8')).split('\n')[0]).toBe(String(first.pid));
      }

      const second = await startServer(database);
      const after = fetchRequests(second.baseUrl);
      // The customer's session still holds: its secret is kept in DATA_DIR.
      const order = await customerOrder(after, customer, paid.orderId);
      expect(order).toMatchObject({
        orderId: paid.orderId,
        status: 'paid',
        paymentId: payment.razorpay_payment_id,
        total: expectedTotalPaise(PAID_CART) / 100,
      });
      expect(order.items.map((item) => [item.productId, item.quantity])).toEqual([
        ['1', 2],
        ['2', 1],
      ]);
      // The browser verifying again after the restart gets the same answer.
      const again = await verifyPayment(after, customer, payment);
      expect(again.status).toBe(200);
      expect(VerifiedAnswerSchema.parse(again.body).orderId).toBe(paid.orderId);

      // The order that was only created is there too, unpaid, and can still be paid.
      expect(await customerOrder(after, customer, pending.orderId)).toMatchObject({ status: 'pending' });
      const laterPayment = await payWithTestProvider(after, pending.providerOrderId);
      expect((await verifyPayment(after, customer, laterPayment)).status).toBe(200);
      expect(await customerOrder(after, customer, pending.orderId)).toMatchObject({
        status: 'paid',
        paymentId: laterPayment.razorpay_payment_id,
        total: expectedTotalPaise(PENDING_CART) / 100,
      });

      second.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    },
  );
});
