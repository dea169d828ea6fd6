/**
 * Which renders the shop keeps (page-query.ts, server-render.ts): one per page and the
 * parameters it reads, so that neither a stream of new query strings nor of addresses that
 * are no page costs a render each or pushes the popular pages out. The storefront here is a
 * stand-in that writes which address it rendered and how many renders came before.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS } from '../test-support/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

const STOREFRONT = `
let renders = 0;
export async function renderPage(url, options) {
  renders += 1;
  let found = '';
  let lasting = true;
  if (url.startsWith('/search')) {
    const answer = await options.api('/api/products/search?' + (url.split('?')[1] ?? ''), {});
    found = answer.ok ? ' found' : ' busy';
    lasting = answer.ok;
  }
  return { html: '<p>render ' + renders + ' of ' + url + found + '</p>', afterRoot: '', lasting };
}
`;

let shop: TestApp;
let folder: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-renders-'));
  await fs.mkdir(path.join(folder, 'dist'));
  await fs.mkdir(path.join(folder, 'dist-server'));
  await fs.writeFile(
    path.join(folder, 'dist', 'index.html'),
    '<!doctype html>\n<html lang="en-IN">\n  <head>\n    <title>The shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  await fs.writeFile(path.join(folder, 'dist-server', 'entry-server.js'), STOREFRONT);
  shop = await buildTestApp({
    products: FIXTURE_PRODUCTS,
    environment: {
      WEB_DIST: path.join(folder, 'dist'),
      CATALOGUE_CACHE_SECONDS: '300',
      // The shopper's address is the one their proxy wrote.
      TRUST_PROXY: '1',
      SEARCHES_PER_MINUTE: '3',
    },
  });
});
afterAll(async () => {
  await shop?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

async function page(url: string, shopper = '203.0.113.7') {
  const response = await shop.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'x-forwarded-for': shopper },
  });
  const root = /<div id="root">(.*?)<\/div>/s.exec(response.body)?.[1];
  return { status: response.statusCode, root };
}

describe('the renders the shop keeps', () => {
  it('are one per page: parameters it does not read, capitals, a closing slash and aliases make no new render', async () => {
    const first = await page('/category/women?u=1');
    expect(first).toEqual({
      status: 200,
      root: expect.stringMatching(/^<p>render \d+ of \/category\/women<\/p>$/),
    });
    for (const url of [
      '/category/women?u=2',
      '/category/women?utm_source=mail',
      '/Category/Women/',
      '/womens',
    ]) {
      expect(await page(url), url).toEqual(first);
    }
  });

  it('keep the parameters a page reads, in one order', async () => {
    const sorted = await page('/category/women?sortBy=price-asc&minPrice=100&u=3');
    expect(sorted.root).toMatch(/of \/category\/women\?minPrice=100&sortBy=price-asc<\/p>$/);
    expect(await page('/category/women?minPrice=100&sortBy=price-asc')).toEqual(sorted);
    expect((await page('/category/women')).root).not.toEqual(sorted.root);
  });

  it('keep the size a shopper chose on a listing or a search, so a shared link opens on it', async () => {
    const rings = await page('/custom/women/rings?inStock=true&size=14&u=4');
    expect(rings.root).toMatch(/of \/custom\/women\/rings\?size=14&inStock=true<\/p>$/);
    expect((await page('/search?q=band&size=2.5 mm')).root).toMatch(
      /of \/search\?q=band&size=2\.5\+mm found<\/p>$/,
    );
    for (const url of ['/custom/women/rings?size=<b>', '/custom/women/rings?size=14&inStock=yes']) {
      expect(await page(url), url).toEqual({ status: 200, root: '' });
    }
  });

  it('keep the variant a shared link of a piece names, so the server’s page opens on it', async () => {
    const piece = FIXTURE_PRODUCTS[0];
    if (!piece) throw new Error('No fixture piece');
    expect((await page(`/product/${piece.id}?variant=D1-14-22K&utm_source=whatsapp`)).root).toMatch(
      new RegExp(`of /product/${piece.id}\\?variant=D1-14-22K</p>$`),
    );
    expect(await page(`/product/${piece.id}?variant=<b>`)).toEqual({ status: 200, root: '' });
  });

  it('leave an address whose value its page does not accept to the browser', async () => {
    for (const url of [
      '/category/women?sortBy=bogus',
      '/category/women?minPrice=a lot',
      '/category/women?page=1&page=2',
      `/search?q=${encodeURIComponent(`${'\u3389'.repeat(99)}a`)}`,
    ]) {
      expect(await page(url), url).toEqual({ status: 200, root: '' });
    }
  });

  it('are one for every address that is no page, and one for every missing piece, so popular pages stay kept', async () => {
    const home = await page('/');
    const missing = await page('/no-such-page-0');
    expect(missing.status).toBe(404);
    for (let i = 1; i <= 600; i += 1) expect(await page(`/no-such-page-${i}?u=${i}`)).toEqual(missing);
    expect(await page('/product/123456')).toEqual({
      status: 404,
      root: expect.stringMatching(/^<p>render \d+ of /),
    });
    expect(await page('/product/999999')).toEqual(await page('/product/123456'));
    expect(await page('/')).toEqual(home);
  });

  it("count the search page's search against the shopper's own limit, and keep no page a limit cut short", async () => {
    for (const q of ['ring', 'pendant', 'anklet']) {
      expect((await page(`/search?q=${q}`, '198.51.100.1')).root).toMatch(/ found<\/p>$/);
    }
    expect((await page('/search?q=chain', '198.51.100.1')).root).toMatch(/ busy<\/p>$/);
    // Another shopper is answered, and gets a page of their own, not the one cut short.
    expect((await page('/search?q=chain', '198.51.100.2')).root).toMatch(/ found<\/p>$/);
  });
});
