/**
 * The shop between listening and serving (starting.ts): only the health call answers, saying
 * what the shop waits for; then it serves. The real process's slow start is built-server.test.ts.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_STARTING_MESSAGE } from '@shop/shared/shop';
import { buildStartingApp } from '../app.ts';
import { replaceCatalogue } from '../db/catalogue-writes.ts';
import { readConfig } from '../env.ts';
import { FIXTURE_PRODUCTS } from '../test-support/catalogue-fixtures.ts';
import { createTestDatabase } from '../test-support/test-app.ts';

let dataDir: string;
let shop: Awaited<ReturnType<typeof buildStartingApp>>;
const logged: string[] = [];
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-starting-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    CATALOGUE_CACHE_SECONDS: '0',
    NIGHTLY_BACKUPS: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
  });
  const database = await createTestDatabase();
  await replaceCatalogue(database.db, FIXTURE_PRODUCTS.slice(0, 3));
  shop = await buildStartingApp({
    config,
    database,
    scheduledWork: false,
    logger: { write: (line: string) => void logged.push(line) },
  });
});
afterAll(async () => {
  await shop.app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a shop that has not finished its start', () => {
  it('answers the health call 503 "starting", and every other request 503 with a Retry-After, until it serves', async () => {
    const { app, starting } = shop;
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      ok: false,
      status: 'starting',
      message: 'The shop is starting: getting ready.',
    });

    for (const request of [
      { method: 'GET', url: '/api/products/search?q=ring' },
      { method: 'POST', url: '/login', payload: { email: 'asha@example.in', password: 'silver rings' } },
      { method: 'GET', url: '/no-such-page' },
    ] as const) {
      const refused = await app.inject(request);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({ success: false, message: SHOP_STARTING_MESSAGE });
    }
    // A browser is given a page it can show, which asks again by itself.
    const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(`<p>${SHOP_STARTING_MESSAGE}</p>`);
    expect(page.body).toContain('<meta http-equiv="refresh" content="5">');
    // Security headers go with it, as with every answer.
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    await starting.finish();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      ok: true,
      db: 'postgres',
    });
    const search = await app.inject({ method: 'GET', url: '/api/products/search?q=ring' });
    expect(search.statusCode).toBe(200);

    const messages = logged.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toContain('reading the catalogue of 3 pieces…');
    expect(
      messages.some((message) => /^finished reading the catalogue of 3 pieces in \d+\.\d s$/.test(message)),
    ).toBe(true);
    expect(
      messages.some((message) => /^the shop serves, \d+\.\d s after its process started$/.test(message)),
    ).toBe(true);
  });
});
