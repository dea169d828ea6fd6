/**
 * A payment the shop did not hear of is not left pending, on the real server process: the
 * test provider tries its webhook again, as Razorpay does, when the shop answers it 500, and
 * when the shop was killed before it answered (the tries it owes are in its ledger, so the
 * next start makes them); and a payment taken while the shop was dead, whose webhook never
 * comes, is found by the shop's own asking at its next start. The shopper's page never
 * verifies in these tests. With TEST_DATABASE_URL the shop runs on that PostgreSQL server.
 */
import { orderReference } from '@shop/shared/checkout';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { embeddedDatabaseUrl } from '../../db/embedded-postgres.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  customerOrder,
  fetchRequests,
  payWithTestProvider,
  signUp,
  type CartLine,
} from '../../test-support/checkout.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../../test-support/server-process.ts';

const prepared: ServerDatabase[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await killServerProcess(server);
  for (const database of prepared) await database.remove();
});

async function newDatabase(): Promise<ServerDatabase> {
  const database = await prepareServerDatabase(FIXTURE_PRODUCTS);
  prepared.push(database);
  return database;
}

async function startServer(database: ServerDatabase): Promise<ServerProcess> {
  const server = await startServerProcess({ ...database.environment, LOG_LEVEL: 'info' });
  servers.push(server);
  return server;
}

/** Runs SQL on the shop's own database, beside the shop (or after it was killed). */
async function onShopDatabase<T extends pg.QueryResultRow>(
  database: ServerDatabase,
  statement: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({
    connectionString: database.environment.DATABASE_URL ?? embeddedDatabaseUrl(database.dataDir),
  });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The shop's webhook answers 500 for the first `times` payments it tries to record, as it
 * would while its database refuses a write: a trigger of the test's own, on its database only.
 */
const refusePayments = (times: number) => `
  CREATE SEQUENCE test_refused_payments;
  CREATE FUNCTION test_refuse_payment() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF nextval('test_refused_payments') <= ${times} THEN
      RAISE EXCEPTION 'the test refuses to record this payment';
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER test_refuse_payment BEFORE UPDATE OF payment_id ON orders
    FOR EACH ROW WHEN (NEW.payment_id IS NOT NULL) EXECUTE FUNCTION test_refuse_payment();`;
const STOP_REFUSING = 'DROP TRIGGER test_refuse_payment ON orders';

interface WebhookRecord {
  webhook_tries: number;
  webhook_delivered_at: Date | null;
  webhook_due_at: Date | null;
}

async function providerRecord(
  database: ServerDatabase,
  paymentId: string,
): Promise<WebhookRecord | undefined> {
  const [row] = await onShopDatabase<WebhookRecord>(
    database,
    'SELECT webhook_tries, webhook_delivered_at, webhook_due_at FROM test_provider_records WHERE id = $1',
    [paymentId],
  );
  return row;
}

/** The shop's log lines, as JSON. */
function logged(server: ServerProcess): Record<string, unknown>[] {
  return server.lines().flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

const product = FIXTURE_PRODUCTS.find((candidate) => candidate.id === 4);
if (!product) throw new Error('the fixture catalogue has no product 4');
const CART: CartLine[] = [{ product, quantity: 1 }];
// Tries come 5 s, then 10 s, apart: a busy machine may take longer to make them.
const UNTIL_PAID = { timeout: 90_000, interval: 250 };

describe('the test provider’s webhook, not answered', () => {
  it(
    'is tried again after the shop answered it 500, signed as the first, and pays the order',
    { timeout: 300_000 },
    async () => {
      const database = await newDatabase();
      const shop = await startServer(database);
      const send = fetchRequests(shop.baseUrl);
      const customer = await signUp(send, 'answered.500@example.in');
      const order = await createOrder(send, customer, createOrderBody(CART, 'answered-500'));
      await onShopDatabase(database, refusePayments(1));

      const payment = await payWithTestProvider(send, order.providerOrderId);
      await vi.waitFor(async () => {
        expect(await customerOrder(send, customer, order.orderId)).toMatchObject({
          status: 'paid',
          paymentId: payment.razorpay_payment_id,
        });
      }, UNTIL_PAID);
      // The provider hears the shop's 2xx a moment after the shop recorded the payment.
      await vi.waitFor(async () => {
        expect(await providerRecord(database, payment.razorpay_payment_id)).toMatchObject({
          webhook_tries: 2,
          webhook_delivered_at: expect.any(Date),
          webhook_due_at: null,
        });
      }, UNTIL_PAID);
      const [handled] = await onShopDatabase<{ event: string }>(
        database,
        'SELECT event FROM payment_events WHERE event_id = $1',
        [`evt_${payment.razorpay_payment_id}`],
      );
      expect(handled).toEqual({ event: 'payment.captured' });

      shop.kill('SIGTERM');
      expect(await shop.exited).toEqual({ code: 0, signal: null });
      // Read once the process has ended: its log lines are written in batches. The first try
      // was answered 500; the second, with the same signature and event id, was taken.
      expect(logged(shop)).toContainEqual(
        expect.objectContaining({
          msg: 'the test provider’s webhook was refused; it tries again later',
          status: 500,
          try: 1,
          event: `evt_${payment.razorpay_payment_id}`,
        }),
      );
    },
  );

  it(
    'is tried again by the next start after the shop was killed with it unanswered, and pays the order',
    { timeout: 300_000 },
    async () => {
      const database = await newDatabase();
      const first = await startServer(database);
      const before = fetchRequests(first.baseUrl);
      const customer = await signUp(before, 'killed.unanswered@example.in');
      const order = await createOrder(before, customer, createOrderBody(CART, 'killed-unanswered'));
      await onShopDatabase(database, refusePayments(1_000));

      const payment = await payWithTestProvider(before, order.providerOrderId);
      // The provider has tried once, and the shop could not record the payment.
      await vi.waitFor(async () => {
        expect(await providerRecord(database, payment.razorpay_payment_id)).toMatchObject({
          webhook_tries: 1,
          webhook_delivered_at: null,
        });
      }, UNTIL_PAID);
      first.kill('SIGKILL');
      await first.exited;
      await onShopDatabase(database, STOP_REFUSING);

      const second = await startServer(database);
      const after = fetchRequests(second.baseUrl);
      await vi.waitFor(async () => {
        expect(await providerRecord(database, payment.razorpay_payment_id)).toMatchObject({
          webhook_delivered_at: expect.any(Date),
        });
      }, UNTIL_PAID);
      expect(
        (await providerRecord(database, payment.razorpay_payment_id))?.webhook_tries,
      ).toBeGreaterThanOrEqual(2);
      expect(await customerOrder(after, customer, order.orderId)).toMatchObject({
        status: 'paid',
        paymentId: payment.razorpay_payment_id,
      });

      second.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    },
  );
});

describe('a payment the shop never heard of', () => {
  it(
    'is asked for at the next start after the shop died, pays its order in that first run, and the log says so',
    { timeout: 300_000 },
    async () => {
      const database = await newDatabase();
      const first = await startServer(database);
      const before = fetchRequests(first.baseUrl);
      const customer = await signUp(before, 'paid.while.dead@example.in');
      const order = await createOrder(before, customer, createOrderBody(CART, 'paid-while-dead'));
      // Its run at start found nothing to ask for. Waited for before the kill: the log's lines
      // are written in batches, and a batch not yet written dies with the process.
      await vi.waitFor(() => {
        expect(logged(first)).toContainEqual(
          expect.objectContaining({ msg: 'no pending payments to recover' }),
        );
      }, UNTIL_PAID);
      // The shop dies while its shopper is in the provider's window…
      first.kill('SIGKILL');
      await first.exited;
      // …and the provider takes the money. Its webhook will not come: it is not set up at the
      // provider, or the provider gave up on it. Razorpay keeps the payment on its side; the
      // test provider keeps it in its ledger, which is in the shop's database.
      const paymentId = 'pay_takenwhiledead';
      await onShopDatabase(
        database,
        `INSERT INTO test_provider_records (id, entity, amount_paise, provider_order_id)
         VALUES ($1, 'payment', $2, $3)`,
        [paymentId, order.amountPaise, order.providerOrderId],
      );

      const second = await startServer(database);
      const after = fetchRequests(second.baseUrl);
      await vi.waitFor(async () => {
        expect(await customerOrder(after, customer, order.orderId)).toMatchObject({
          status: 'paid',
          paymentId,
        });
      }, UNTIL_PAID);
      second.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      // Paid by the run at start, the first of the new process: the next is minutes away. The
      // log is read once the process has ended: its lines are written in batches.
      const recovered = logged(second).filter((line) => String(line.msg).startsWith('recovered '));
      expect(recovered).toEqual([
        expect.objectContaining({
          msg: `recovered 1 payment the shop had not heard of: order ${orderReference(order.orderId)} is paid`,
          orders: [order.orderId],
          payments: [paymentId],
        }),
      ]);
    },
  );
});
