/**
 * A backup of a shop with customers, a paid order, its tax documents, staff, uploads and
 * pictures, restored into a new database and a new data folder: every table's rows and every
 * file's bytes come back, and the restored shop works.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentSeller } from '@shop/shared/gst';
import { buildApp } from './app.ts';
import { MIGRATIONS_FOLDER, openDatabase } from './db/client.ts';
import { readConfig } from './env.ts';
import { createDatabaseStorage } from './storage/database-storage.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import { everyFile, everyRow } from './test-support/shop-contents.ts';
import type { Database } from './db/client.ts';
import { invoices, orders, paymentEvents, receiptVouchers } from './db/schema.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type Customer,
  type SendRequest,
} from './test-support/checkout.ts';
import { signedInStaff } from './test-support/staff.ts';
import { buildTestApp, createPostgresTestDatabase, type TestApp } from './test-support/test-app.ts';
import { uploadFingerprint } from './test-support/uploads.ts';
import { insertInvoice } from './features/invoices/repository.ts';
import { backupShop, type MadeBackup } from './features/backups/backup.ts';
import { restoreShop, RestoreRefusedError } from './features/backups/restore.ts';

const SELLER: DocumentSeller = {
  legalName: 'Velli & Thangam',
  gstin: '33AABCV1234F1ZV',
  stateCode: '33',
  address: '14 South Car Street, Madurai, Tamil Nadu 625001',
};

/** The customer buys the first fixture piece and pays for it with the test provider. */
async function buyRing(send: SendRequest, customer: Customer, receipt: string): Promise<string> {
  const order = await createOrder(
    send,
    customer,
    createOrderBody([{ product: FIXTURE_PRODUCTS[0]!, quantity: 1 }], receipt),
  );
  const verified = await verifyPayment(
    send,
    customer,
    await payWithTestProvider(send, order.providerOrderId),
  );
  expect(verified.status).toBe(200);
  return order.orderId;
}

const numbersOf = async (db: Database) =>
  (await db.select({ number: receiptVouchers.number }).from(receiptVouchers)).map((row) => row.number).sort();

describe('a backup restored into a new database and data folder', () => {
  let shop: TestApp;
  let customer: Customer;
  let backup: MadeBackup;
  let invoiceNumber: string;
  const cleanUps: (() => Promise<void>)[] = [];
  const newDataDir = async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-restored-'));
    cleanUps.push(() => fs.rm(folder, { recursive: true, force: true }));
    return folder;
  };
  const newDatabase = async () => {
    const database = await createPostgresTestDatabase({ empty: true });
    cleanUps.push(database.drop);
    return database.url;
  };

  beforeAll(async () => {
    shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
    const send = injectRequests(shop.app);
    customer = await signUp(send, 'meena@example.in');
    await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi', role: 'owner' });
    const fingerprint = await uploadFingerprint(shop.app);
    const orderId = await buyRing(send, customer, 'before-backup');
    // What the shop does on its own after the payment (the provider's webhook, the confirmation
    // mail) is done before the backup, so the shop's rows stay as the backup read them.
    await vi.waitFor(
      async () => {
        const [order] = await shop.database.db
          .select({ mailedAt: orders.confirmationMailedAt })
          .from(orders)
          .where(eq(orders.id, orderId));
        expect(order?.mailedAt).not.toBeNull();
        expect(await shop.database.db.select().from(paymentEvents)).toHaveLength(1);
      },
      { timeout: 15_000, interval: 50 },
    );
    invoiceNumber = await shop.database.db.transaction((tx) =>
      insertInvoice(tx, { orderId, issuedAt: new Date(), seller: SELLER }),
    );
    await createDatabaseStorage(shop.database.db).put('products/1/ring-640.webp', {
      contentType: 'image/webp',
      bytes: crypto.randomBytes(2048),
    });
    // The catalogue's drawings, as the demo draws them into DATA_DIR.
    await fs.mkdir(path.join(shop.dataDir, 'images', 'catalogue', 'v1'), { recursive: true });
    await fs.writeFile(
      path.join(shop.dataDir, 'images', 'catalogue', 'v1', 'ring-320.webp'),
      crypto.randomBytes(999),
    );
    expect(fingerprint).toBeDefined();

    backup = await backupShop({ databaseUrl: shop.database.url, dataDir: shop.dataDir });
  });
  afterAll(async () => {
    await shop?.close();
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  it('is a file in DATA_DIR/backups that carries the session secret, the drawings and the mail outbox', async () => {
    expect(path.dirname(backup.file)).toBe(path.join(shop.dataDir, 'backups'));
    expect((await fs.stat(backup.file)).size).toBe(backup.sizeBytes);
    const files = backup.manifest.files.map((file) => file.path);
    expect(files.filter((file) => !file.startsWith('mail/'))).toEqual([
      'images/catalogue/v1/ring-320.webp',
      'jwt-secret',
    ]);
    // The sign-up's and the order's mails, written without SMTP_URL.
    expect(files.filter((file) => file.startsWith('mail/')).length).toBeGreaterThan(0);
  });

  it('gives back every row of every table and every file, byte for byte', async () => {
    const databaseUrl = await newDatabase();
    const dataDir = await newDataDir();
    const restored = await restoreShop({
      databaseUrl,
      dataDir,
      file: backup.file,
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    expect(restored.files).toBe(backup.manifest.files.length);

    const before = await everyRow(shop.database.url, { sequences: true });
    const after = await everyRow(databaseUrl, { sequences: true });
    // The restored shop records the backup it came from; nothing else differs.
    const restoredBackups = after['public.backups']!;
    expect(restoredBackups).toHaveLength(1);
    expect(JSON.parse(restoredBackups[0]!)).toMatchObject({ file_name: path.basename(backup.file) });
    expect({ ...after, 'public.backups': [] }).toEqual({ ...before, 'public.backups': [] });
    expect(before['public.receipt_vouchers']).toHaveLength(1);
    expect(before['public.uploads']).toHaveLength(1);
    expect(before['public.stored_files']).toHaveLength(1);
    expect(await everyFile(dataDir)).toEqual(await everyFile(shop.dataDir));
  });

  it('starts as a working shop: the customer and the owner sign in, documents keep their numbers and go on', async () => {
    const databaseUrl = await newDatabase();
    const dataDir = await newDataDir();
    await restoreShop({ databaseUrl, dataDir, file: backup.file, migrationsFolder: MIGRATIONS_FOLDER });
    const database = await openDatabase({ dataDir, databaseUrl, poolSize: 2 });
    const config = readConfig({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
    });
    const app = await buildApp({ config, database });
    try {
      const signedIn = await app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'meena@example.in', password: 'silver925' },
      });
      expect(signedIn.statusCode).toBe(200);
      // A session made before the backup still works: the session secret came back too.
      const profile = await app.inject({ method: 'GET', url: '/user/profile', headers: customer.headers });
      expect(profile.statusCode).toBe(200);
      const owner = await app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'lakshmi@shop.test', password: 'four silver rings' },
      });
      expect(owner.statusCode).toBe(200);

      expect(
        (await database.db.select({ number: invoices.number }).from(invoices)).map((row) => row.number),
      ).toEqual([invoiceNumber]);
      // The next payment's receipt takes the number after the backup's, as it would have.
      const [backedUp] = await numbersOf(database.db);
      await buyRing(injectRequests(app), customer, 'after-restore');
      const serial = (number: string) => Number(number.split('/').at(-1));
      expect((await numbersOf(database.db)).map(serial)).toEqual([serial(backedUp!), serial(backedUp!) + 1]);
    } finally {
      await app.close();
    }
  });

  it('refuses a database that holds a shop, and changes nothing', async () => {
    const before = await everyRow(shop.database.url, { sequences: true });
    const relations = await shopRelations(shop.database.url);
    const dataDir = await newDataDir();
    await expect(
      restoreShop({
        databaseUrl: shop.database.url,
        dataDir,
        file: backup.file,
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    ).rejects.toThrow(
      new RestoreRefusedError(
        'The database already holds a shop, or other tables (' +
          `${relations.toString()}). ` +
          'A backup is restored into an empty database only: create a new one. Nothing was changed.',
      ),
    );
    expect(await everyRow(shop.database.url, { sequences: true })).toEqual(before);
    expect(await fs.readdir(dataDir)).toEqual([]);
  });

  it('refuses a data folder that holds a shop, and leaves the database empty', async () => {
    const databaseUrl = await newDatabase();
    await expect(
      restoreShop({
        databaseUrl,
        dataDir: shop.dataDir,
        file: backup.file,
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    ).rejects.toThrow(
      `The data folder ${shop.dataDir} already holds a shop's files (images, jwt-secret, mail). ` +
        'A backup is restored into an empty DATA_DIR only: start with a new one. Nothing was changed.',
    );
    expect(await shopRelations(databaseUrl)).toBe(0);
  });

  it('leaves the database empty when the backup is damaged', async () => {
    const damaged = path.join(await newDataDir(), 'damaged.tar.gz');
    const bytes = await fs.readFile(backup.file);
    await fs.writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    const databaseUrl = await newDatabase();
    await expect(
      restoreShop({
        databaseUrl,
        dataDir: await newDataDir(),
        file: damaged,
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
    ).rejects.toThrow(`${damaged} is damaged or incomplete (unexpected end of file). Nothing was changed.`);
    expect(await shopRelations(databaseUrl)).toBe(0);
  });
});

async function shopRelations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`,
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}
