/**
 * The Today page's call, and the nightly backup: made by the shop on its own, copied to the
 * bucket, and then said on GET /api/admin/backups.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupsAnswer } from '@shop/shared/backups';
import pino from 'pino';
import { backups as backupRows } from '../../db/schema.ts';
import type { Mailer, MailMessage } from '../../plugins/mail.ts';
import { parseS3Url } from '../../storage/s3-url.ts';
import { startTestBucket, type TestBucket } from '../../test-support/s3-bucket.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { decryptingStream, identitiesOf, newBackupKey } from './encryption.ts';
import { createBackupsService } from './service.ts';

describe('GET /api/admin/backups', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers only the staff', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/backups' });
    expect(answer.statusCode).toBe(401);
  });

  it('says that no backup was made yet', async () => {
    const staff = await signedInStaff(shop, { email: 'ravi@shop.test' });
    const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/backups', headers: staff });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<BackupsAnswer>()).toEqual({ lastBackup: null, lastOffSite: null, offSite: 'off' });
  });
});

describe('the nightly backup', () => {
  let bucket: TestBucket;
  let shop: TestApp;
  let key: { keyFile: string; recipient: string };
  beforeAll(async () => {
    bucket = await startTestBucket('shop-files');
    key = await newBackupKey();
    // A new shop has no backup: its first look makes one at once.
    shop = await buildTestApp({
      environment: { NIGHTLY_BACKUPS: 'true', S3_URL: bucket.url, BACKUP_RECIPIENT: key.recipient },
      scheduledWork: true,
    });
  });
  afterAll(async () => {
    await shop?.close();
    await bucket?.close();
  });

  it('is made by the shop itself, kept in DATA_DIR/backups and copied to the bucket encrypted', async () => {
    const staff = await signedInStaff(shop, { email: 'lakshmi@shop.test', role: 'owner' });
    const answer = await vi.waitFor(
      async () => {
        const got = await shop.app.inject({ method: 'GET', url: '/api/admin/backups', headers: staff });
        const backups = got.json<BackupsAnswer>();
        if (!backups.lastOffSite) throw new Error('no backup off the machine yet');
        return backups;
      },
      { timeout: 20_000, interval: 100 },
    );
    const last = answer.lastBackup!;
    expect(last).toMatchObject({
      fileName: expect.stringMatching(/^shop-backup-\d{8}T\d{6}Z\.tar\.gz$/),
      inBucket: true,
    });
    expect(answer).toMatchObject({
      offSite: 'on',
      lastOffSite: { madeAt: last.madeAt, fileName: `${last.fileName}.age` },
    });
    const kept = await fs.readFile(path.join(shop.dataDir, 'backups', last.fileName));
    // s3rver keeps each object's bytes in a file named by its key.
    const inBucket = path.join(
      bucket.directory,
      'shop-files',
      'backups',
      `${last.fileName}.age._S3rver_object`,
    );
    expect((await fs.readFile(inBucket)).includes(kept.subarray(0, 64))).toBe(false);
    const decrypted = await decryptingStream(inBucket, identitiesOf(key.keyFile));
    const chunks: Buffer[] = [];
    for await (const chunk of decrypted) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(kept)).toBe(true);
  });
});

describe('a bucket without a key', () => {
  let bucket: TestBucket;
  let shop: TestApp;
  beforeAll(async () => {
    bucket = await startTestBucket('shop-pictures');
    shop = await buildTestApp({ environment: { S3_URL: bucket.url } });
  });
  afterAll(async () => {
    await shop?.close();
    await bucket?.close();
  });

  it('gets no backup: the Today page says the key is missing', async () => {
    const made = await shop.app.inject({ method: 'GET', url: '/api/admin/backups' });
    expect(made.statusCode).toBe(401);
    const backups = createBackupsService(shop.database.db, {
      databaseUrl: shop.database.url,
      dataDir: shop.dataDir,
      bucket: parseS3Url(bucket.url),
      recipient: undefined,
    });
    const backup = await backups.makeBackup();
    expect(backup.inBucket).toBeUndefined();
    await expect(fs.readdir(path.join(bucket.directory, 'shop-pictures', 'backups'))).rejects.toThrow();
    const staff = await signedInStaff(shop, { email: 'ravi@shop.test' });
    const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/backups', headers: staff });
    expect(answer.json<BackupsAnswer>()).toMatchObject({ offSite: 'no-key', lastOffSite: null });
  });
});

describe('the mail when backups are late', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('goes to SHOP_EMAIL once a day while the last good backup is over 26 hours old, and again after a failed send', async () => {
    const sent: MailMessage[] = [];
    let failing = true;
    const mailer: Mailer = {
      async send(message) {
        if (failing) throw new Error('the mail server is down');
        sent.push(message);
      },
      sendInBackground() {},
      sendInTurn: async () => undefined,
      async close() {},
    };
    const backups = createBackupsService(shop.database.db, {
      databaseUrl: shop.database.url,
      dataDir: shop.dataDir,
      bucket: undefined,
      recipient: undefined,
      warn: { mailer, shopEmail: 'owner@velli.example', log: pino({ level: 'silent' }) },
    });
    const now = new Date();
    await shop.database.db.insert(backupRows).values({
      fileName: 'shop-backup-old.tar.gz',
      madeAt: new Date(now.getTime() - 30 * 3_600_000),
      sizeBytes: 1,
    });
    expect(await backups.checkAge(now)).toBe(0);
    failing = false;
    expect(await backups.checkAge(now)).toBe(1);
    expect(await backups.checkAge(now)).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'owner@velli.example',
      subject: 'The shop has no recent backup',
      text: expect.stringContaining('The last backup of the shop was made 30 hours ago.'),
    });
  });
});
