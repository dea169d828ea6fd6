import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { urlForLog } from './request-log.ts';

describe('the request log', () => {
  let shop: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    shop = await buildTestApp({ log: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('never holds the e-mail or the code of a reset link', async () => {
    await shop.app.inject({
      method: 'GET',
      url: '/reset-password?email=meena%40example.in&code=482913',
      headers: { accept: 'text/html' },
    });
    const logged = lines.join('');
    expect(logged).toContain('"url":"/reset-password?[hidden]"');
    expect(logged).not.toContain('482913');
    expect(logged).not.toContain('meena');
  });

  it('keeps the query of other addresses, which say what was asked for', async () => {
    await shop.app.inject({ method: 'GET', url: '/api/products/search?q=ring&page=2' });
    expect(lines.join('')).toContain('"url":"/api/products/search?q=ring&page=2"');
  });
});

describe('urlForLog', () => {
  it.each([
    ['/reset-password?email=a%40b.in&code=123456', '/reset-password?[hidden]'],
    ['/reset-password/?code=123456', '/reset-password/?[hidden]'],
    ['/reset-password', '/reset-password'],
    ['/reset-password-request', '/reset-password-request'],
    ['/search?q=silver', '/search?q=silver'],
  ])('writes %s as %s', (url, logged) => {
    expect(urlForLog(url)).toBe(logged);
  });
});
