/**
 * An answer asked for again is sent from what was kept of it, before its query is checked
 * (routes.ts): the shopper must get exactly what the first asker got, with every security
 * header, and the limit on searches must still count it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({
    products: FIXTURE_PRODUCTS,
    environment: { CATALOGUE_CACHE_SECONDS: '300', SEARCHES_PER_MINUTE: '4' },
  });
});
afterAll(async () => {
  await shop?.close();
});

async function get(url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  const response = await shop.app.inject({ method: 'GET', url, headers, remoteAddress });
  // The date is the moment of sending, the one header that differs by right.
  const { date, ...rest } = response.headers;
  expect(date).toBeDefined();
  return { status: response.statusCode, headers: rest, body: response.rawPayload };
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('an answer asked for again', () => {
  it.each([
    '/api/products/search?q=rnig&sortBy=price-asc&page=1&limit=12',
    '/api/products/category/women/page?page=1',
    '/api/women-rings/page?page=1&sortBy=price-desc',
  ])('is the first answer byte for byte, with the same status and headers: %s', async (url) => {
    const first = await get(url);
    const again = await get(url);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body.toString('utf8')).total).toBeGreaterThan(0);
    for (const header of SECURITY_HEADERS) expect(first.headers[header], header).toBeDefined();
    expect(again).toEqual(first);
  });

  it('is the same compressed for a browser, and plain for a client that asks so', async () => {
    const url = '/api/products/category/women';
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get(url, browser);
    const again = await get(url, browser);
    expect(first.headers['content-encoding']).toBe('br');
    expect(again).toEqual(first);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('still counts against the limit on searches', async () => {
    const url = '/api/products/search?q=kada';
    const shopper = '203.0.113.7';
    const statuses: number[] = [];
    // Four searches a minute from one address: the fifth is refused, kept answer or not.
    for (let ask = 0; ask < 5; ask += 1) statuses.push((await get(url, {}, shopper)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await get(url, {}, shopper);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.headers['content-security-policy']).toBeDefined();
  });
});
