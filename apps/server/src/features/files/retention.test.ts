import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, UPLOAD_RETENTION_DAYS, fileUrl } from '@shop/shared/files';
import { uploads } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { findExistingUploads, insertUpload } from './repository.ts';
import { createFilesService } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-20T10:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(async () => {
  await shop?.close();
});

const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** An upload made `days` before NOW. */
async function uploadedDaysAgo(days: number): Promise<string> {
  const fileId = await insertUpload(shop.database.db, { contentType: 'image/png', bytes: picture });
  await shop.database.db
    .update(uploads)
    .set({ createdAt: daysBefore(days) })
    .where(eq(uploads.id, fileId));
  return fileId;
}

async function served(fileId: string): Promise<number> {
  return (await shop.app.inject({ method: 'GET', url: fileUrl(fileId) })).statusCode;
}

describe('the retention clean-up', () => {
  it(`removes an upload no order took after ${UPLOAD_RETENTION_DAYS} days and keeps placed and new ones`, async () => {
    const forgotten = await uploadedDaysAgo(UPLOAD_RETENTION_DAYS + 1);
    const ordered = await uploadedDaysAgo(UPLOAD_RETENTION_DAYS + 5);
    const recent = await uploadedDaysAgo(UPLOAD_RETENTION_DAYS - 1);
    // As a paid order leaves it.
    await shop.database.db
      .update(uploads)
      .set({ placedAt: daysBefore(UPLOAD_RETENTION_DAYS + 4) })
      .where(eq(uploads.id, ordered));

    const files = createFilesService(shop.database.db, { now: () => NOW });
    expect(await files.removeExpired()).toBe(1);

    expect(await served(forgotten)).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: fileUrl(forgotten) })).json().message).toBe(
      FILE_MESSAGES.notFound,
    );
    expect(await served(ordered)).toBe(200);
    expect(await served(recent)).toBe(200);
    expect(await files.removeExpired()).toBe(0);
  });
});

describe('the uploads that still exist', () => {
  it('are answered in lower case, without the gone, the malformed and the repeated', async () => {
    const first = await uploadedDaysAgo(2);
    const second = await uploadedDaysAgo(1);
    const gone = '2b0f3e4c-5d6a-4b7c-8d9e-0f1a2b3c4d5e';
    const found = await findExistingUploads(shop.database.db, [
      first,
      second.toUpperCase(),
      gone,
      'not-an-id',
      first,
    ]);
    expect(found.sort()).toEqual([first, second].sort());
  });

  it('answers nothing for no ids or only malformed ones', async () => {
    expect(await findExistingUploads(shop.database.db, [])).toEqual([]);
    expect(await findExistingUploads(shop.database.db, ['../uploads'])).toEqual([]);
  });
});
