/**
 * The link in a password-reset mail carries the code: it may only ever lead to the shop. The
 * shop listens on a real port here, since without PUBLIC_URL the address it listens on is
 * what a request's Host header is checked against.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, resetCodeOf } from '../../test-support/mail.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const shops: TestApp[] = [];
afterAll(async () => {
  await Promise.all(shops.map((shop) => shop.close()));
});

async function listeningShop(environment: Record<string, string> = {}) {
  const shop = await buildTestApp({ environment });
  shops.push(shop);
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = shop.app.server.address() as AddressInfo;
  return { shop, port };
}

let shoppers = 0;
async function registeredEmail(shop: TestApp, language?: string): Promise<string> {
  shoppers += 1;
  const email = `lakshmi.${shoppers}@example.in`;
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/register',
    payload: {
      firstName: 'Lakshmi',
      lastName: 'Iyer',
      email,
      phoneNumber: '9876543210',
      password: 'silver925',
      ...(language && { language }),
    },
  });
  expect(answer.statusCode).toBe(201);
  return email;
}

/** A reset request over the network, with the headers an attacker would write. */
function requestReset(port: number, email: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/reset-password-request',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function resetMailAfter(
  shop: TestApp,
  port: number,
  headers: Record<string, string>,
  language?: string,
) {
  const email = await registeredEmail(shop, language);
  expect(await requestReset(port, email, headers)).toBe(200);
  const mail = await latestMailTo(shop.dataDir, email);
  return { email, mail, code: resetCodeOf(mail) };
}

const CODE_ALONE = "Enter it on the shop's Set New Password page.";

describe('without PUBLIC_URL', () => {
  let shop: TestApp;
  let port: number;
  beforeAll(async () => {
    ({ shop, port } = await listeningShop());
  });

  it.each([
    ['localhost', (p: number) => `localhost:${p}`],
    ['its own address', (p: number) => `127.0.0.1:${p}`],
  ])('links to the shop when it is reached at %s', async (_name, host) => {
    const { email, mail, code } = await resetMailAfter(shop, port, { host: host(port) });
    expect(mail.decoded).toContain(
      `http://${host(port)}/reset-password?email=${encodeURIComponent(email)}&code=${code}`,
    );
  });

  it.each([
    ['a Host with user info', () => ({ host: 'localhost:@evil.example' })],
    ['a Host with user info and a port', (p: number) => ({ host: `localhost:${p}@evil.example` })],
    ['an unknown host', () => ({ host: 'evil.example' })],
    ['a port the shop does not listen on', (p: number) => ({ host: `localhost:${p + 1}` })],
    ['a Host with a path', (p: number) => ({ host: `localhost:${p}/evil.example` })],
    [
      'an X-Forwarded-Host from a proxy it does not trust',
      (p: number) => ({ host: `localhost:${p}`, 'x-forwarded-host': 'evil.example' }),
    ],
  ])('mails the code alone for %s', async (_name, headers) => {
    const { mail, code } = await resetMailAfter(shop, port, headers(port));
    expect(mail.decoded).not.toContain('evil.example');
    expect(mail.decoded).not.toContain('/reset-password?');
    expect(mail.decoded).toContain(CODE_ALONE);
    expect(code).toMatch(/^\d{6}$/);
  });
});

describe('with TRUST_PROXY', () => {
  it('mails the code alone for an X-Forwarded-Host even from the trusted proxy: PUBLIC_URL names the shop', async () => {
    const { shop, port } = await listeningShop({ TRUST_PROXY: '1' });
    const { mail } = await resetMailAfter(shop, port, {
      host: `localhost:${port}`,
      'x-forwarded-host': 'evil.example',
    });
    expect(mail.decoded).not.toContain('evil.example');
    expect(mail.decoded).toContain(CODE_ALONE);
  });
});

describe('with PUBLIC_URL', () => {
  it('links to PUBLIC_URL whatever the request says', async () => {
    const { shop, port } = await listeningShop({ PUBLIC_URL: 'http://shop.example' });
    const { email, mail, code } = await resetMailAfter(shop, port, { host: 'localhost:@evil.example' });
    expect(mail.decoded).not.toContain('evil.example');
    expect(mail.decoded).toContain(
      `http://shop.example/reset-password?email=${encodeURIComponent(email)}&code=${code}`,
    );
  });

  it('opens the page in the account’s language', async () => {
    const { shop, port } = await listeningShop({ PUBLIC_URL: 'http://shop.example' });
    const { email, mail, code } = await resetMailAfter(shop, port, { host: `localhost:${port}` }, 'hi');
    expect(code).toMatch(/^\d{6}$/);
    // Up to the code: the outbox reader takes an '=' and two digits of a base64 part for quoted-printable.
    expect(mail.decoded).toContain(
      `या यह लिंक खोलकर नया पासवर्ड बनाएँ: http://shop.example/hi/reset-password?email=${encodeURIComponent(email)}&code`,
    );
    expect(mail.decoded).toContain('नया पासवर्ड बनाएँ</a>');
  });
});
