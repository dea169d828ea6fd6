import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_TEXTS, PREVIEW_UNOPENED_DAYS } from '@shop/shared/previews';
import { previews } from '../../db/schema.ts';
import { createFileStorage } from '../../storage/file-storage.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { previewCleanUp } from './retention.ts';
import { createPreviewsService } from './service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-20T10:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
});
afterAll(async () => {
  await shop?.close();
});

/** A preview made through the API, then dated as the test says. */
async function previewDated(dates: { createdAt: Date; lastOpenedAt: Date | null }): Promise<string> {
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/previews',
    payload: {
      productId: '2',
      customization: { type: 'engraving', customName: 'Appa', selectedFont: 'serif', fontSize: 40 },
    },
  });
  const token = answer.json<{ url: string }>().url.split('/previews/')[1] ?? '';
  await shop.database.db.update(previews).set(dates).where(eq(previews.token, token));
  return token;
}

const status = async (url: string) => (await shop.app.inject({ method: 'GET', url })).statusCode;

describe('the clean-up of previews nobody opens', () => {
  it(`deletes a preview nobody opened for ${PREVIEW_UNOPENED_DAYS} days, with its picture, and keeps the others`, async () => {
    const neverOpened = await previewDated({
      createdAt: daysBefore(PREVIEW_UNOPENED_DAYS + 1),
      lastOpenedAt: null,
    });
    const openedLongAgo = await previewDated({
      createdAt: daysBefore(200),
      lastOpenedAt: daysBefore(PREVIEW_UNOPENED_DAYS + 2),
    });
    const openedLately = await previewDated({ createdAt: daysBefore(200), lastOpenedAt: daysBefore(10) });
    const madeLately = await previewDated({
      createdAt: daysBefore(PREVIEW_UNOPENED_DAYS - 1),
      lastOpenedAt: null,
    });
    // Its picture was made and kept in the storage module.
    expect(await status(`/api/previews/${neverOpened}/image.png`)).toBe(200);

    const storage = await createFileStorage(shop.database.db, undefined);
    const service = createPreviewsService(shop.database.db, {
      findProduct: async () => undefined,
      existingUploads: async () => [],
      readUpload: () => Promise.reject(new Error('no uploads here')),
      readPicture: async () => undefined,
      storage,
      now: () => NOW,
    });
    const job = previewCleanUp(service);
    expect(job.name).toBe('preview-clean-up');
    expect(await job.run()).toBe(2);

    const left = await shop.database.db.select({ token: previews.token }).from(previews);
    expect(left.map((row) => row.token).sort()).toEqual([openedLately, madeLately].sort());
    expect(await storage.get(`previews/${neverOpened}.png`)).toBeUndefined();
    const gone = await shop.app.inject({ method: 'GET', url: `/api/previews/${neverOpened}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, message: PREVIEW_TEXTS.notFound });
    expect(await status(`/api/previews/${openedLongAgo}`)).toBe(404);
    // Nothing more to do on a second run.
    expect(await job.run()).toBe(0);
  });
});
