/**
 * The Today page's call, and the nightly backup: made by the shop on its own, copied to the
 * bucket, and then said on GET /api/admin/backups.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackupsAnswer } from '@shop/shared/backups';
import { startTestBucket, type TestBucket } from '../../test-support/s3-bucket.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

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
    expect(answer.json<BackupsAnswer>()).toEqual({ lastBackup: null });
  });
});

describe('the nightly backup', () => {
  let bucket: TestBucket;
  let shop: TestApp;
  beforeAll(async () => {
    bucket = await startTestBucket('shop-files');
    // A new shop has no backup: its first look makes one at once.
    shop = await buildTestApp({
      environment: { NIGHTLY_BACKUPS: 'true', S3_URL: bucket.url },
      scheduledWork: true,
    });
  });
  afterAll(async () => {
    await shop?.close();
    await bucket?.close();
  });

  it('is made by the shop itself, kept in DATA_DIR/backups and copied to the bucket', async () => {
    const staff = await signedInStaff(shop, { email: 'lakshmi@shop.test', role: 'owner' });
    const last = await vi.waitFor(
      async () => {
        const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/backups', headers: staff });
        const { lastBackup } = answer.json<BackupsAnswer>();
        if (!lastBackup) throw new Error('no backup yet');
        return lastBackup;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(last).toMatchObject({
      fileName: expect.stringMatching(/^shop-backup-\d{8}T\d{6}Z\.tar\.gz$/),
      inBucket: true,
    });
    const kept = await fs.readFile(path.join(shop.dataDir, 'backups', last.fileName));
    // s3rver keeps each object's bytes in a file named by its key.
    const inBucket = await fs.readFile(
      path.join(bucket.directory, 'shop-files', 'backups', `${last.fileName}._S3rver_object`),
    );
    expect(inBucket.equals(kept)).toBe(true);
  });
});
