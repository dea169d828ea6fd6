import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

const shops: TestApp[] = [];
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.close()));
});

async function headersOf(environment: Record<string, string>) {
  const shop = await buildTestApp({ environment });
  shops.push(shop);
  return (await shop.app.inject({ method: 'GET', url: '/api/health' })).headers;
}

describe('Strict-Transport-Security', () => {
  it('tells browsers to keep to https for a year when the shop’s address is https://', async () => {
    const headers = await headersOf({ PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'test' });
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('is not sent for an http:// address, which is reached over plain http', async () => {
    const headers = await headersOf({ PUBLIC_URL: 'http://192.168.1.20:3000' });
    expect(headers['strict-transport-security']).toBeUndefined();
  });
});
