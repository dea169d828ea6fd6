/**
 * A shop started before the embedded PostgreSQL kept its database in PGlite, in
 * DATA_DIR/pglite. Its first start with this release carries every row over, once: customers
 * still sign in with their passwords, their orders are there, and the receipt vouchers go on
 * from the number the old database reached. The old shop is made here as that release ran:
 * the same app on a PGlite folder of DATA_DIR.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../env.ts';
import { FIXTURE_PRODUCTS } from '../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  customerOrder,
  fetchRequests,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type CartLine,
  type SendRequest,
} from '../test-support/checkout.ts';
import { killServerProcess, startServerProcess, type ServerProcess } from '../test-support/server-process.ts';
import { replaceCatalogue } from './catalogue-writes.ts';
import { MIGRATIONS_FOLDER, type DatabaseHandle } from './client.ts';
import { embeddedDatabaseUrl, stopEmbeddedServerOf } from './embedded-postgres.ts';
import { CARRIED_OVER_FOLDER_NAME, openPgliteFolder, PGLITE_FOLDER_NAME } from './pglite-carry-over.ts';
import * as schema from './schema.ts';

const CART: CartLine[] = [{ product: FIXTURE_PRODUCTS[0]!, quantity: 1 }];

let dataDir: string;
let server: ServerProcess | undefined;
afterAll(async () => {
  await killServerProcess(server);
  if (dataDir) {
    await stopEmbeddedServerOf(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

/** The shop of the previous release: the same app on PGlite in DATA_DIR/pglite. */
async function previousReleaseShop(folder: string) {
  const client = await openPgliteFolder(path.join(folder, PGLITE_FOLDER_NAME), MIGRATIONS_FOLDER);
  const database: DatabaseHandle = {
    db: drizzle(client, { schema }),
    kind: 'embedded',
    url: '',
    notices: [],
    async listen(channel, onNotify) {
      await client.listen(channel, () => onNotify());
    },
    close: () => client.close(),
  };
  await replaceCatalogue(database.db, FIXTURE_PRODUCTS.slice(0, 1));
  const config = readConfig({
    DATA_DIR: folder,
    CATALOGUE_CACHE_SECONDS: '0',
    WEB_DIST: path.join(folder, 'no-web-build'),
    ADMIN_DIST: path.join(folder, 'no-admin-build'),
  });
  return { app: await buildApp({ config, database, logger: false }), database };
}

async function paidOrder(send: SendRequest, customer: Awaited<ReturnType<typeof signUp>>, receipt: string) {
  const order = await createOrder(send, customer, createOrderBody(CART, receipt));
  const payment = await payWithTestProvider(send, order.providerOrderId);
  expect((await verifyPayment(send, customer, payment)).status).toBe(200);
  return order.orderId;
}

async function signIn(send: SendRequest, email: string) {
  const answer = await send({ method: 'POST', url: '/login', payload: { email, password: 'silver925' } });
  expect(answer.status).toBe(200);
  const { token, userId } = answer.body as { token: string; userId: string };
  return { userId, headers: { authorization: `Bearer ${token}` } };
}

async function receiptNumbers(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ number: string }>(
      'SELECT number FROM receipt_vouchers ORDER BY number',
    );
    return rows.map((row) => row.number);
  } finally {
    await client.end();
  }
}

describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)('a data folder of the PGlite release', () => {
  it(
    'is carried over into the embedded PostgreSQL on the first start, once',
    { timeout: 300_000 },
    async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-pglite-'));
      const old = await previousReleaseShop(dataDir);
      const before = injectRequests(old.app);
      const customer = await signUp(before, 'carried@example.in');
      const orderId = await paidOrder(before, customer, 'before-the-move');
      const [voucherBefore] = await old.database.db
        .select({ number: schema.receiptVouchers.number })
        .from(schema.receiptVouchers)
        .orderBy(asc(schema.receiptVouchers.number));
      expect(voucherBefore?.number).toBeDefined();
      await old.app.close();

      server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      await expect(
        fs.stat(path.join(dataDir, CARRIED_OVER_FOLDER_NAME, 'PG_VERSION')),
      ).resolves.toBeDefined();
      await expect(fs.stat(path.join(dataDir, PGLITE_FOLDER_NAME))).rejects.toThrow();

      const after = fetchRequests(server.baseUrl);
      const again = await signIn(after, 'carried@example.in');
      expect(again.userId).toBe(customer.userId);
      expect(await customerOrder(after, again, orderId)).toMatchObject({ orderId, status: 'paid' });
      // The next receipt voucher follows the last one the old database gave.
      await paidOrder(after, again, 'after-the-move');
      const numbers = await receiptNumbers(embeddedDatabaseUrl(dataDir));
      expect(numbers).toHaveLength(2);
      expect(numbers[0]).toBe(voucherBefore?.number);
      const serial = (number: string) => Number(/(\d+)$/.exec(number)?.[1]);
      expect(serial(numbers[1]!)).toBe(serial(numbers[0]!) + 1);

      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      // Log lines are written in batches; by its exit the server has written all of its own.
      expect(server.output()).toContain('The embedded database moved from PGlite to PostgreSQL');
      // A second start finds nothing to carry over, and keeps what the first one did.
      server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
      expect(await customerOrder(fetchRequests(server.baseUrl), again, orderId)).toMatchObject({
        status: 'paid',
      });
      expect(await receiptNumbers(embeddedDatabaseUrl(dataDir))).toEqual(numbers);
      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('finishing open requests');
      expect(server.output()).not.toContain('carried over');
    },
  );
});
