/**
 * Backups off the machine, run as the owner runs them (`npm run shop -- …` processes) against
 * a real S3-compatible server: the copy in the bucket is encrypted to the owner's key, the
 * bucket's copies are thinned as the local ones are, and the shop comes back from the bucket
 * into an empty data folder with the key, and only with it.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentSeller } from '@shop/shared/gst';
import { orders } from './db/schema.ts';
import { backupFileName } from './features/backups/retention.ts';
import { backupsToRemove } from './features/backups/service.ts';
import { insertInvoice } from './features/invoices/repository.ts';
import { createDatabaseStorage } from './storage/database-storage.ts';
import { createBucketFolder } from './storage/bucket-folder.ts';
import { parseS3Url } from './storage/s3-url.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import { everyFile, everyRow } from './test-support/shop-contents.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
} from './test-support/checkout.ts';
import { startTestBucket, type TestBucket } from './test-support/s3-bucket.ts';
import { buildTestApp, createPostgresTestDatabase, type TestApp } from './test-support/test-app.ts';

const run = promisify(execFile);
const COMMAND = path.resolve(import.meta.dirname, 'shop-command.ts');
const COMMAND_TEST_TIMEOUT = 180_000;
const BUCKET = 'shop-backups';
const CUSTOMER = 'meena.offsite@example.in';

const SELLER: DocumentSeller = {
  legalName: 'Velli & Thangam',
  gstin: '33AABCV1234F1ZV',
  stateCode: '33',
  address: '14 South Car Street, Madurai, Tamil Nadu 625001',
};

async function shopIn(environment: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', COMMAND, ...args], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        S3_URL: '',
        BACKUP_S3_URL: '',
        BACKUP_RECIPIENT: '',
        ...environment,
      },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

describe('backups off the machine', () => {
  let bucket: TestBucket;
  let shop: TestApp;
  let work: string;
  let keyFile: string;
  let recipient: string;
  let shopEnvironment: Record<string, string>;
  const cleanUps: (() => Promise<void>)[] = [];
  /** s3rver keeps each object's bytes in a file named by its key. */
  const objectFile = (name: string) =>
    path.join(bucket.directory, BUCKET, 'backups', `${name}._S3rver_object`);
  const bucketNames = async () =>
    (await fs.readdir(path.join(bucket.directory, BUCKET, 'backups')))
      .filter((name) => name.endsWith('._S3rver_object'))
      .map((name) => name.slice(0, -'._S3rver_object'.length))
      .sort();

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-off-site-'));
    bucket = await startTestBucket(BUCKET);
    shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
    const send = injectRequests(shop.app);
    const customer = await signUp(send, CUSTOMER);
    const order = await createOrder(
      send,
      customer,
      createOrderBody([{ product: FIXTURE_PRODUCTS[0]!, quantity: 1 }], 'off-site'),
    );
    expect(
      (await verifyPayment(send, customer, await payWithTestProvider(send, order.providerOrderId))).status,
    ).toBe(200);
    // What the shop does on its own after the payment is done before the backup.
    await vi.waitFor(
      async () => {
        const [row] = await shop.database.db
          .select({ mailedAt: orders.confirmationMailedAt })
          .from(orders)
          .where(eq(orders.id, order.orderId));
        expect(row?.mailedAt).not.toBeNull();
      },
      { timeout: 15_000, interval: 50 },
    );
    await shop.database.db.transaction((tx) =>
      insertInvoice(tx, { orderId: order.orderId, issuedAt: new Date(), seller: SELLER }),
    );
    await createDatabaseStorage(shop.database.db).put('products/1/ring-640.webp', {
      contentType: 'image/webp',
      bytes: crypto.randomBytes(2048),
    });
    await fs.mkdir(path.join(shop.dataDir, 'images', 'catalogue', 'v1'), { recursive: true });
    await fs.writeFile(
      path.join(shop.dataDir, 'images', 'catalogue', 'v1', 'ring-320.webp'),
      crypto.randomBytes(999),
    );
    shopEnvironment = { DATA_DIR: shop.dataDir, DATABASE_URL: shop.database.url };
  }, COMMAND_TEST_TIMEOUT);
  afterAll(async () => {
    await shop?.close();
    await bucket?.close();
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
    if (work) await fs.rm(work, { recursive: true, force: true });
  });

  it(
    'makes the owner a key whose secret stays in a file of their own',
    async () => {
      keyFile = path.join(work, 'shop-backup-key.txt');
      const made = await shopIn({}, 'backup-key', '--out', keyFile);
      expect(made.code).toBe(0);
      recipient = /BACKUP_RECIPIENT=(age1\w+)/.exec(made.output)?.[1] ?? '';
      expect(recipient).toMatch(/^age1/);
      const key = await fs.readFile(keyFile, 'utf8');
      expect(key).toMatch(/^AGE-SECRET-KEY-1\w+$/m);
      expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
      expect(made.output).not.toContain('AGE-SECRET-KEY');
      // A second time would overwrite the only key: refused.
      expect((await shopIn({}, 'backup-key', '--out', keyFile)).code).toBe(1);
    },
    COMMAND_TEST_TIMEOUT,
  );

  it(
    'copies each backup to the bucket encrypted, where no customer can be read, and thins the bucket as the disk',
    async () => {
      // Earlier backups in the bucket, one a day for 60 days.
      const folder = createBucketFolder(parseS3Url(bucket.url)!, 'backups');
      const seeded: string[] = [];
      try {
        const stub = path.join(work, 'old-backup');
        await fs.writeFile(stub, 'an older backup');
        for (let day = 1; day <= 60; day++) {
          const name = `${backupFileName(new Date(Date.now() - day * 86_400_000))}.age`;
          await folder.upload(name, stub);
          seeded.push(name);
        }
      } finally {
        folder.close();
      }

      const made = await shopIn(
        { ...shopEnvironment, BACKUP_S3_URL: bucket.url, BACKUP_RECIPIENT: recipient },
        'backup',
      );
      expect(made.code, made.output).toBe(0);
      const name = /as (shop-backup-\d{8}T\d{6}Z\.tar\.gz\.age)/.exec(made.output)?.[1];
      expect(name).toBeDefined();

      const inBucket = await fs.readFile(objectFile(name!));
      expect(inBucket.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
      expect(() => zlib.gunzipSync(inBucket)).toThrow();
      expect(inBucket.includes(Buffer.from(CUSTOMER))).toBe(false);
      // The local copy is the plain backup, and it does hold the customer.
      const local = zlib.gunzipSync(
        await fs.readFile(path.join(shop.dataDir, 'backups', name!.slice(0, -4))),
      );
      expect(local.includes(Buffer.from(CUSTOMER))).toBe(true);

      const all = [...seeded, name!];
      const kept = all.filter((backup) => !backupsToRemove(all).includes(backup)).sort();
      expect(await bucketNames()).toEqual(kept);
      expect(kept).toContain(name);
      expect(kept).not.toContain(seeded[59]);
      expect(kept.length).toBeLessThanOrEqual(11);
    },
    COMMAND_TEST_TIMEOUT,
  );

  it(
    'refuses to restore from the bucket without the key, or with another, and changes nothing',
    async () => {
      const dataDir = path.join(work, 'refused');
      const empty = await createPostgresTestDatabase({ empty: true });
      cleanUps.push(empty.drop);
      const environment = { DATA_DIR: dataDir, DATABASE_URL: empty.url, BACKUP_S3_URL: bucket.url };

      const withoutKey = await shopIn(environment, 'restore', '--from-bucket', 'latest');
      expect(withoutKey.code).toBe(1);
      expect(withoutKey.output).toMatch(
        /shop-backup-\d{8}T\d{6}Z\.tar\.gz\.age is encrypted: give the key file it was made for with --identity <key file>\. Nothing was changed\./,
      );

      const otherKey = path.join(work, 'other-key.txt');
      expect((await shopIn({}, 'backup-key', '--out', otherKey)).code).toBe(0);
      const wrongKey = await shopIn(
        environment,
        'restore',
        '--from-bucket',
        'latest',
        '--identity',
        otherKey,
      );
      expect(wrongKey.code).toBe(1);
      expect(wrongKey.output).toContain('The key given does not open');
      expect(wrongKey.output).toContain('Nothing was changed.');
      expect(await everyRow(empty.url, { except: ['backups'] })).toEqual({});
    },
    COMMAND_TEST_TIMEOUT,
  );

  it(
    'gives back the shop from the bucket into an empty data folder: customers, orders, documents, pictures and mail',
    async () => {
      const dataDir = path.join(work, 'second-server');
      const empty = await createPostgresTestDatabase({ empty: true });
      cleanUps.push(empty.drop);
      const restored = await shopIn(
        { DATA_DIR: dataDir, DATABASE_URL: empty.url, BACKUP_S3_URL: bucket.url },
        'restore',
        '--from-bucket',
        'latest',
        '--identity',
        keyFile,
      );
      expect(restored.code, restored.output).toBe(0);
      expect(restored.output).toContain('is back:');

      const before = await everyRow(shop.database.url, { except: ['backups'] });
      const after = await everyRow(empty.url, { except: ['backups'] });
      expect(after).toEqual(before);
      expect(after['public.users']?.some((row) => row.includes(CUSTOMER))).toBe(true);
      expect(after['public.orders']).toHaveLength(1);
      expect(after['public.invoices']).toHaveLength(1);
      expect(after['public.stored_files']).toHaveLength(1);
      const files = await everyFile(dataDir);
      expect(files).toEqual(await everyFile(shop.dataDir));
      expect(Object.keys(files).some((file) => file.startsWith('mail/'))).toBe(true);
    },
    COMMAND_TEST_TIMEOUT,
  );
});
