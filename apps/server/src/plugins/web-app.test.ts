import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

let shop: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>The shop</title><div id="root"></div>',
  );
  await fs.writeFile(path.join(webDist, 'assets', 'index-Ab12Cd.js'), 'console.log("shop")');
  shop = await buildTestApp({ environment: { WEB_DIST: webDist } });
  const images = path.join(shop.dataDir, 'images', 'catalogue', 'v1');
  await fs.mkdir(images, { recursive: true });
  await fs.copyFile(
    path.resolve(import.meta.dirname, '../../../web/public/favicon.svg'),
    path.join(images, 'ring-gold-1-640.svg'),
  );
});
afterAll(async () => {
  await shop?.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

describe('the web app on the same origin', () => {
  it('answers every page route with the app, revalidated on each visit', async () => {
    for (const url of ['/', '/category/women', '/product/501?from=share', '/custom/women/Pendants']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>The shop</title>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await page('/assets/index-Ab12Cd.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves catalogue images with a year of caching', async () => {
    const response = await page('/images/catalogue/v1/ring-gold-1-640.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing image or asset with 404, not the app', async () => {
    expect((await page('/images/catalogue/v1/missing-640.webp')).statusCode).toBe(404);
    expect((await page('/assets/missing.js')).statusCode).toBe(404);
  });

  it('answers an unknown API call with JSON even when the browser asks for HTML', async () => {
    const response = await page('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'There is nothing at GET /api/nothing-here.',
    });
  });
});

describe('when something breaks inside', () => {
  it('answers 500 with a plain message and no details', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/all-products' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    await broken.app.close().catch(() => undefined);
  });
});
