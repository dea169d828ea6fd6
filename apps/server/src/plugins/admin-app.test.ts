import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

const ADMIN_PAGE =
  '<!doctype html><title>Back office</title><script type="module" src="/admin/assets/index-Ab12.js"></script>';

let adminDist: string;
let shop: TestApp;

beforeAll(async () => {
  adminDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-admin-dist-'));
  await fs.mkdir(path.join(adminDist, 'assets'));
  await fs.writeFile(path.join(adminDist, 'index.html'), ADMIN_PAGE);
  await fs.writeFile(path.join(adminDist, 'assets', 'index-Ab12.js'), 'console.log("back office")');
  shop = await buildTestApp({ environment: { ADMIN_DIST: adminDist } });
});
afterAll(async () => {
  await shop?.close();
  await fs.rm(adminDist, { recursive: true, force: true });
});

describe('the back office’s app', () => {
  it('is the page of /admin and of every address under it, kept out of search engines', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/orders/42?status=paid']) {
      const page = await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe(ADMIN_PAGE);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends its hashed assets for a year, and 404 for one it does not have', async () => {
    const script = await shop.app.inject({ method: 'GET', url: '/admin/assets/index-Ab12.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await shop.app.inject({ method: 'GET', url: '/admin/assets/missing.js' })).statusCode).toBe(404);
  });

  it('says how to build it when there is no build', async () => {
    const unbuilt = await buildTestApp();
    try {
      const page = await unbuilt.app.inject({ method: 'GET', url: '/admin/login' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toBe('The back office is not built: run "npm run build".');
    } finally {
      await unbuilt.close();
    }
  });
});
