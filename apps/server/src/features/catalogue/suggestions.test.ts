/**
 * GET /api/products/suggestions?q=: what the search overlay offers while the shopper types,
 * over the demo catalogue a new shop starts with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH } from '@shop/shared/catalogue';
import type { AllProductsAnswer, SearchAnswer, Suggestion } from '@shop/shared/catalogue-api';
import { demoCatalogue } from '@shop/demo-catalogue/demo-catalogue';
import { DEMO_PRODUCT_COUNT } from '../../db/seed.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({
    products: demoCatalogue(DEMO_PRODUCT_COUNT),
    environment: { CATALOGUE_CACHE_SECONDS: '300' },
  });
});
afterAll(async () => {
  await shop?.close();
});

async function get(url: string) {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

async function suggestions(q: string, lang?: string): Promise<Suggestion[]> {
  const query = new URLSearchParams({ q, ...(lang && { lang }) });
  const { status, body } = await get(`/api/products/suggestions?${query.toString()}`);
  expect(status).toBe(200);
  return (body as { suggestions: Suggestion[] }).suggestions;
}

const kindsOf = (list: Suggestion[]) => list.filter((item) => item.kind === 'category');
const piecesOf = (list: Suggestion[]) => list.filter((item) => item.kind === 'piece');

describe('suggestions while the shopper types', () => {
  it('offers the kind of piece first, then pieces by name, eight at most', async () => {
    const list = await suggestions('pend');
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({ kind: 'category', label: 'Pendants', path: '/search?q=pendant' });
    expect(kindsOf(list)).toHaveLength(1);
    for (const piece of piecesOf(list)) {
      expect(piece.label).toMatch(/\bPendant\b/);
      expect(piece.path).toMatch(/^\/product\/\d+$/);
    }
    expect(new Set(list.map((item) => item.label)).size).toBe(list.length);
  });

  it('offers every kind whose name begins with the letters typed', async () => {
    expect(kindsOf(await suggestions('ri')).map((kind) => kind.label)).toEqual(['Rings', 'Toe rings']);
    expect(kindsOf(await suggestions('nose p'))).toEqual([
      { kind: 'category', label: 'Nose pins', path: '/search?q=nose+pin' },
    ]);
  });

  it('corrects typos as search does', async () => {
    expect((await suggestions('rnig'))[0]).toMatchObject({ kind: 'category', label: 'Rings' });
    expect(await suggestions('pendnt')).toEqual(await suggestions('pendant'));
    const lotus = await suggestions('lotsu');
    expect(kindsOf(lotus)).toEqual([]);
    expect(piecesOf(lotus).length).toBeGreaterThan(0);
    for (const piece of lotus) expect(piece.label).toContain('Lotus');
  });

  it('offers kinds and pieces by their Tamil and Hindi names, labelled in the page’s language', async () => {
    const tamil = await suggestions('மோதி', 'ta');
    expect(tamil[0]).toEqual({ kind: 'category', label: 'மோதிரங்கள்', path: '/search?q=ring' });
    expect(piecesOf(tamil).length).toBeGreaterThan(3);
    for (const piece of piecesOf(tamil)) expect(piece.label).toMatch(/மோதிர(ம்|ங்கள்)/);
    const hindi = await suggestions('चाँदी पाय', 'hi');
    expect(kindsOf(hindi)).toEqual([]);
    for (const piece of piecesOf(hindi)) expect(piece.label).toMatch(/चाँदी .*पायल/);
    // The English page names the same pieces in English.
    const english = await suggestions('மோதி');
    expect(english[0]).toMatchObject({ label: 'Rings' });
    expect(piecesOf(english).map((piece) => piece.path)).toEqual(piecesOf(tamil).map((piece) => piece.path));
    const refused = await get('/api/products/suggestions?q=ring&lang=fr');
    expect(refused).toMatchObject({ status: 400, body: { message: 'lang is one of en, ta, hi' } });
  });

  it('answers alike whatever the case, accents and spaces typed', async () => {
    const typed = await suggestions('pendant');
    expect(await suggestions('  PENDANT ')).toEqual(typed);
    expect(await suggestions('Pendánt')).toEqual(typed);
  });

  it('offers nothing for no letters, one letter, or words the catalogue has nothing near', async () => {
    for (const q of ['', ' ', 'r', ' P ', '?!', 'xqzvw']) expect(await suggestions(q)).toEqual([]);
    expect(await get('/api/products/suggestions')).toEqual({ status: 200, body: { suggestions: [] } });
  });

  it('leads a kind to a search that finds every piece of that kind', async () => {
    const [kind] = kindsOf(await suggestions('nose'));
    const q = new URL(kind?.path ?? '', 'http://shop.test').searchParams.get('q') ?? '';
    const found = (await get(`/api/products/search?q=${encodeURIComponent(q)}&limit=100`))
      .body as SearchAnswer;
    const all = (await get('/api/all-products?limit=1000')).body as AllProductsAnswer;
    const nosePins = all.products.filter((product) => product.category === 'nose-pin');
    expect(nosePins.length).toBeGreaterThan(0);
    expect(found.total).toBe(nosePins.length);
    expect(found.products.every((product) => product.category === 'nose-pin')).toBe(true);
  });

  it('refuses a q that is too long, or given twice, with the message of the contract', async () => {
    const long = 'r'.repeat(MAX_SEARCH_TERM_LENGTH + 1);
    expect(await get(`/api/products/suggestions?q=${long}`)).toEqual({
      status: 400,
      body: { success: false, message: `q must be at most ${MAX_SEARCH_TERM_LENGTH} characters` },
    });
    expect(await get('/api/products/suggestions?q=ring&q=pendant')).toEqual({
      status: 400,
      body: { success: false, message: 'q must be given once, as text' },
    });
  });
});

describe('the limit on searches per address', () => {
  const ask = (url: string, remoteAddress: string) => shop.app.inject({ method: 'GET', url, remoteAddress });

  it('is never met by a shopper typing, and stops one address asking without pause while others are answered', async () => {
    // A shopper types a long search letter by letter, looks at the suggestions each time,
    // then searches and pages through the results.
    const typed = 'silver ring with name engraved for my sister';
    const shopper = '203.0.113.7';
    for (let end = 2; end <= typed.length; end += 1) {
      const answer = await ask(
        `/api/products/suggestions?q=${encodeURIComponent(typed.slice(0, end))}`,
        shopper,
      );
      expect(answer.statusCode).toBe(200);
    }
    for (let page = 1; page <= 5; page += 1) {
      expect((await ask(`/api/products/search?q=silver+ring&page=${page}`, shopper)).statusCode).toBe(200);
    }

    const flooding = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 310; i += 1) {
      const call = i % 2 === 0 ? 'suggestions' : 'search';
      statuses.push((await ask(`/api/products/${call}?q=ring${i}`, flooding)).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    const refused = await ask('/api/products/suggestions?q=ring', flooding);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many searches from your network. Please wait a minute and search again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await ask('/api/products/suggestions?q=ring', shopper)).statusCode).toBe(200);
    // Listings are kept and cost little: they are not limited.
    expect((await ask('/api/all-products?limit=12', flooding)).statusCode).toBe(200);
  });
});
