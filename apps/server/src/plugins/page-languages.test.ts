/**
 * The storefront in English, Tamil and Hindi (issue 40): each language at its own addresses,
 * English at today's, every page naming the others; the sitemap listing each; a first visit
 * offered the language its browser asks for, never sent there. The storefront here is a
 * stand-in that writes which address it rendered.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_WORDS_HI } from '@shop/shared/page-words-hi';
import { PAGE_WORDS_TA } from '@shop/shared/page-words-ta';
import { CATEGORY_PAGES, PAGE_NOT_FOUND } from '@shop/shared/pages';
import { FIXTURE_PRODUCTS } from '../test-support/catalogue-fixtures.ts';
import { escapeMarkup } from './markup.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

const STOREFRONT = `
export async function renderPage(url) {
  return { html: '<p>render of ' + url + '</p>', afterRoot: '', lasting: true };
}
`;
const ORIGIN = 'https://shop.example';

let shop: TestApp;
let folder: string;

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-languages-'));
  await fs.mkdir(path.join(folder, 'dist'));
  await fs.mkdir(path.join(folder, 'dist-server'));
  await fs.writeFile(
    path.join(folder, 'dist', 'index.html'),
    '<!doctype html>\n<html lang="en-IN">\n  <head>\n    <title>The shop</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  await fs.writeFile(
    path.join(folder, 'dist', 'language-catalogs.json'),
    JSON.stringify({
      en: '/assets/messages-en000000.js',
      ta: '/assets/messages-ta000000.js',
      hi: '/assets/messages-hi000000.js',
    }),
  );
  await fs.writeFile(path.join(folder, 'dist-server', 'entry-server.js'), STOREFRONT);
  shop = await buildTestApp({
    // The first piece has a Tamil name and description, and no Hindi words.
    products: [
      { ...FIXTURE_PRODUCTS[0]!, nameTa: 'வெள்ளி மோதிரம்', descriptionTa: 'ஒரு கல் பதித்த வெள்ளி மோதிரம்.' },
      ...FIXTURE_PRODUCTS.slice(1),
    ],
    environment: { WEB_DIST: path.join(folder, 'dist'), PUBLIC_URL: ORIGIN, PAYMENT_PROVIDER: 'test' },
  });
});
afterAll(async () => {
  await shop?.close();
  await fs.rm(folder, { recursive: true, force: true });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await shop.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...headers },
  });
  const body = response.body;
  return {
    status: response.statusCode,
    body,
    lang: /<html lang="([^"]*)"/.exec(body)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1],
    alternates: [...body.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    ),
    root: /<div id="root">(.*?)<\/div>/s.exec(body)?.[1],
  };
}

const product = { _id: String(FIXTURE_PRODUCTS[0]!.id) };

describe('the shop in three languages', () => {
  it.each([
    ['/ta/category/women', 'ta-IN', '/ta/category/women'],
    ['/hi/category/women', 'hi-IN', '/hi/category/women'],
    ['/category/women', 'en-IN', '/category/women'],
    ['/ta/', 'ta-IN', '/ta/'],
    ['/ta', 'ta-IN', '/ta/'],
    ['/hi/womens', 'hi-IN', '/hi/category/women'],
  ])('serves %s in its language, its canonical link its own address in it', async (url, lang, own) => {
    const served = await page(url);
    expect(served.status).toBe(200);
    expect(served.lang).toBe(lang);
    expect(served.canonical).toBe(`${ORIGIN}${own}`);
    expect(served.root).toBe(`<p>render of ${own}</p>`);
  });

  it("titles and describes a piece in the page's language, in English where it has no words in it", async () => {
    const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
    const description = (body: string) => /<meta name="description" content="([^"]*)"/.exec(body)?.[1];
    const tamil = (await page(`/ta/product/${product._id}`)).body;
    expect(title(tamil)).toMatch(/^வெள்ளி மோதிரம் /);
    expect(description(tamil)).toBe('ஒரு கல் பதித்த வெள்ளி மோதிரம்.');
    expect(tamil).toContain('"name":"வெள்ளி மோதிரம்"');
    const hindi = (await page(`/hi/product/${product._id}`)).body;
    expect(title(hindi)).toMatch(new RegExp(`^${FIXTURE_PRODUCTS[0]!.name} `));
    const english = (await page(`/product/${product._id}`)).body;
    expect(title(english)).toMatch(new RegExp(`^${FIXTURE_PRODUCTS[0]!.name} `));
  });

  it("titles and describes every other page in the page's language", async () => {
    const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
    const description = (body: string) => /<meta name="description" content="([^"]*)"/.exec(body)?.[1];
    const women = CATEGORY_PAGES.women;
    const tamil = (await page('/ta/category/women')).body;
    expect(title(tamil)).toBe(`${escapeMarkup(PAGE_WORDS_TA[women.title] ?? '')} · Velli &amp; Thangam`);
    expect(description(tamil)).toBe(escapeMarkup(PAGE_WORDS_TA[women.description] ?? ''));
    expect(title(tamil)).not.toContain('Jewellery');
    const hindi = (await page('/hi/search?q=ring')).body;
    expect(title(hindi)).toBe(`${PAGE_WORDS_HI['Search results']} · Velli &amp; Thangam`);
    const missing = await page('/hi/no-such-page');
    expect(title(missing.body)).toBe(`${PAGE_WORDS_HI[PAGE_NOT_FOUND.title]} · Velli &amp; Thangam`);
    expect(title((await page('/category/women')).body)).toBe('Women&#39;s Jewellery · Velli &amp; Thangam');
  });

  it('names the same page in every language on every page, English as the default', async () => {
    const served = await page(`/ta/product/${product._id}`);
    expect(served.alternates).toEqual([
      `en-IN ${ORIGIN}/product/${product._id}`,
      `ta-IN ${ORIGIN}/ta/product/${product._id}`,
      `hi-IN ${ORIGIN}/hi/product/${product._id}`,
      `x-default ${ORIGIN}/product/${product._id}`,
    ]);
    expect(served.body).toContain('<meta property="og:locale" content="ta_IN" />');
    expect((await page('/')).alternates).toEqual([
      `en-IN ${ORIGIN}/`,
      `ta-IN ${ORIGIN}/ta/`,
      `hi-IN ${ORIGIN}/hi/`,
      `x-default ${ORIGIN}/`,
    ]);
  });

  it("asks for the page's own catalog from its head, and for no other language's", async () => {
    expect((await page('/ta/cart')).body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/messages-ta000000.js" />',
    );
    expect((await page('/ta/cart')).body).not.toContain('messages-hi000000');
    expect((await page('/hi/cart')).body).toContain('href="/assets/messages-hi000000.js"');
    const english = (await page('/cart')).body;
    expect(english).toContain('href="/assets/messages-en000000.js"');
    expect(english).not.toContain('messages-ta000000');
    expect(english).not.toContain('messages-hi000000');
  });

  it('answers an address that is no page with a 404 in the language it was asked in', async () => {
    const served = await page('/ta/no-such-page');
    expect(served.status).toBe(404);
    expect(served.lang).toBe('ta-IN');
    expect(served.root).toBe('<p>render of /ta/404</p>');
  });

  it('keeps the API and the back office where they are', async () => {
    const api = await shop.app.inject({ method: 'GET', url: '/ta/api/products/1' });
    expect(api.headers['content-type']).toContain('text/html');
    expect((await shop.app.inject({ method: 'GET', url: '/api/products/1' })).statusCode).toBe(200);
  });

  it('lists every page of the sitemap in English, Tamil and Hindi', async () => {
    const sitemap = (await shop.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    for (const address of [
      '/',
      '/ta/',
      '/hi/',
      '/category/women',
      '/ta/category/women',
      '/hi/category/women',
    ])
      expect(sitemap).toContain(`<loc>${ORIGIN}${address}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/hi/product/${product._id}</loc>`);
    const count = (address: string) => sitemap.split(`<loc>${ORIGIN}${address}</loc>`).length - 1;
    expect(count('/ta/cart') + count('/cart')).toBe(0);
  });
});

describe('a first visit whose browser asks for Tamil or Hindi', () => {
  it('is offered the page in Tamil, on the English home, without being sent there', async () => {
    const served = await page('/', { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' });
    expect(served.status).toBe(200);
    expect(served.lang).toBe('en-IN');
    expect(served.body).toContain('<a href="/ta/">இந்தப் பக்கம் தமிழில்</a>');
    expect(served.body).toContain('<form method="dialog"><button aria-label="மூடு">');
  });

  it('is offered Hindi when its browser asks for Hindi before English', async () => {
    const served = await page('/', { 'accept-language': 'en-GB;q=0.5, hi;q=0.9' });
    expect(served.body).toContain('<a href="/hi/">यह पेज हिन्दी में</a>');
  });

  it('is offered nothing when its browser asks for English first, or the shopper chose a language', async () => {
    expect((await page('/', { 'accept-language': 'en-IN,ta;q=0.8' })).body).not.toContain('language-offer');
    expect(
      (await page('/', { 'accept-language': 'ta', cookie: 'other=1; shop_language=en' })).body,
    ).not.toContain('language-offer');
    expect((await page('/ta/', { 'accept-language': 'ta' })).body).not.toContain('language-offer');
  });
});
