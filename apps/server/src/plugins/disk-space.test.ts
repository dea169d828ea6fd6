/**
 * A full disk, as the shop answers it: a shopper's write the database refuses with PostgreSQL's
 * `disk_full` answers 503 with a sentence and stores nothing, the log names what is full, and
 * the health call says the database cannot write. PostgreSQL's refusal is made by a trigger of
 * the test's own, on its database only; a real full disk is in disk-full.test.ts.
 */
import os from 'node:os';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISK_SPACE_TEXTS } from '@shop/shared/disk-space';
import { contactMessages, orders, testProviderRecords } from '../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../test-support/catalogue-fixtures.ts';
import { createOrderBody, injectRequests, signUp } from '../test-support/checkout.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { createDiskWatch, diskFullError, startFailureMessage } from './disk-space.ts';

let shop: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  shop = await buildTestApp({
    products: FIXTURE_PRODUCTS,
    log: { write: (line: string) => lines.push(line) },
  });
});
afterAll(async () => {
  await shop?.close();
});

/** PostgreSQL refuses every new row of these tables as it does on a full disk. */
async function diskFullFor(tables: string[]) {
  await shop.database.db.execute(`
    CREATE OR REPLACE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'could not extend file "base/16384/17472": No space left on device' USING ERRCODE = '53100';
    END $$`);
  for (const table of tables) {
    await shop.database.db.execute(
      `CREATE TRIGGER test_disk_full BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION test_disk_full()`,
    );
  }
}

async function roomAgain(tables: string[]) {
  for (const table of tables) await shop.database.db.execute(`DROP TRIGGER test_disk_full ON ${table}`);
}

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a write on a full disk', () => {
  it('answers a shopper 503 with a sentence, stores nothing, and health says the database cannot write', async () => {
    const send = injectRequests(shop.app);
    const customer = await signUp(send, 'full.disk@example.in');
    expect((await shop.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      ok: true,
      db: 'postgres',
    });
    const tables = ['contact_messages', 'orders'];
    await diskFullFor(tables);
    try {
      const message = await shop.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: { name: 'Anbu', email: 'anbu@example.in', phone: '', message: 'Is the anklet in stock?' },
      });
      expect(message.statusCode).toBe(503);
      expect(message.json()).toEqual({ success: false, message: DISK_SPACE_TEXTS.shopCannotWrite });
      expect(message.headers['retry-after']).toBe('60');

      const product = FIXTURE_PRODUCTS.find((candidate) => candidate.id === 4);
      if (!product) throw new Error('the fixture catalogue has no product 4');
      const order = await send({
        method: 'POST',
        url: '/api/api/create-razorpay-order',
        headers: customer.headers,
        payload: createOrderBody([{ product, quantity: 1 }], 'full-disk'),
      });
      expect(order.status).toBe(503);
      expect(order.body).toEqual({ success: false, message: DISK_SPACE_TEXTS.shopCannotWrite });
      // Nothing half-stored, and the provider was never asked for an order.
      const [messages] = await shop.database.db.select({ n: count() }).from(contactMessages);
      const [stored] = await shop.database.db.select({ n: count() }).from(orders);
      const [providerOrders] = await shop.database.db.select({ n: count() }).from(testProviderRecords);
      expect([messages?.n, stored?.n, providerOrders?.n]).toEqual([0, 0, 0]);

      // The shop cannot see DATABASE_URL's disk: it goes by the write that failed.
      const health = await shop.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        ok: false,
        status: 'cannot-write',
        message: DISK_SPACE_TEXTS.healthDatabaseServerFull,
      });
      expect(logged()).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: "a write failed: the database server's disk is full (PostgreSQL answered “disk full”); the shop cannot take orders until space is freed there",
          err: expect.objectContaining({
            message: expect.stringContaining('insert into "contact_messages"'),
          }),
        }),
      );
    } finally {
      await roomAgain(tables);
    }
    // A fault that is not a full disk is still a bare 500.
    expect(logged().filter((line) => line.msg === 'request failed')).toEqual([]);
  });
});

describe('what is full', () => {
  const diskFull = Object.assign(new Error('could not extend file'), { code: '53100' });
  const noSpace = Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    path: '/var/lib/shop/mail/x.eml',
  });

  it('is read from the error or its causes', () => {
    expect(diskFullError(new Error('query failed', { cause: diskFull }))).toEqual({
      where: 'database',
      message: 'could not extend file',
    });
    expect(diskFullError(noSpace)).toEqual({ where: 'file', path: '/var/lib/shop/mail/x.eml' });
    expect(diskFullError(new Error('connection refused'))).toBeUndefined();
  });

  it('counts a failed write of DATABASE_URL’s database for a minute', async () => {
    let now = 1_000_000;
    const watch = createDiskWatch({ dataDir: os.tmpdir(), databaseFolder: undefined, now: () => now });
    expect(await watch.databaseCannotWrite()).toBeUndefined();
    expect(await watch.noteFailure({ where: 'database', message: 'disk full' })).toEqual({
      folder: undefined,
      freeBytes: undefined,
    });
    expect(await watch.databaseCannotWrite()).toBe(DISK_SPACE_TEXTS.healthDatabaseServerFull);
    expect(watch.databaseServerFull()).toBe(true);
    now += 61_000;
    expect(await watch.databaseCannotWrite()).toBeUndefined();
  });

  it('counts a failed write of the embedded database while its disk has not gained room', async () => {
    let now = 1_000_000;
    const folder = os.tmpdir();
    const watch = createDiskWatch({ dataDir: folder, databaseFolder: folder, now: () => now });
    expect(await watch.databaseCannotWrite()).toBeUndefined();
    const trouble = await watch.noteFailure({ where: 'database', message: 'disk full' });
    expect(trouble.folder).toBe(folder);
    expect(await watch.databaseCannotWrite()).toMatch(new RegExp(`^The disk holding ${folder} is full`));
    expect(watch.databaseServerFull()).toBe(false);
    now += 61_000;
    expect(await watch.databaseCannotWrite()).toBeUndefined();
  });

  it('names the folder and its free space when a start stops on a full disk', async () => {
    const dataDir = os.tmpdir();
    const initdb = new Error(
      `The embedded database could not be created in ${dataDir}/postgresql:\ninitdb: error: could not write to file: No space left on device`,
    );
    expect(await startFailureMessage(initdb, { dataDir, databaseUrl: undefined })).toMatch(
      new RegExp(`^The disk holding ${dataDir} is full \\(.+ free\\): free some space and start again\\.$`),
    );
    const lock = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      path: `${dataDir}/no-such-folder/shop.lock`,
    });
    expect(await startFailureMessage(lock, { dataDir: '/elsewhere', databaseUrl: undefined })).toMatch(
      new RegExp(`^The disk holding ${dataDir} is full`),
    );
    expect(
      await startFailureMessage(new Error('migrate', { cause: diskFull }), {
        dataDir,
        databaseUrl: 'postgres://db/shop',
      }),
    ).toBe(DISK_SPACE_TEXTS.databaseServerFullAtStart);
    expect(await startFailureMessage(new Error('PORT is taken'), { dataDir, databaseUrl: undefined })).toBe(
      'PORT is taken',
    );
  });
});
