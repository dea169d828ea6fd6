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

  it('writes one line per request, with its id, method, address, status and time', async () => {
    const before = lines.length;
    const answer = await shop.app.inject({ method: 'GET', url: '/api/products/search?q=ring&page=1' });
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      reqId: answer.headers['x-request-id'] ?? expect.any(String),
      method: 'GET',
      url: '/api/products/search?q=ring&page=1',
      statusCode: 200,
      responseTime: expect.any(Number),
      msg: 'request completed',
    });
  });

  it('writes one line for an address that is no page too, with its status', async () => {
    const before = lines.length;
    await shop.app.inject({ method: 'GET', url: '/api/no-such-call' });
    const written = lines.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written).toEqual([expect.objectContaining({ url: '/api/no-such-call', statusCode: 404 })]);
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
