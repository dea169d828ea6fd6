import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@shop/shared/accounts';
import { latestMailTo, resetCodeOf } from '../../test-support/mail.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { AccountLimits } from './limits.ts';

const HOUR = 3_600_000;
// Lowered so a test reaches each limit in a few requests; the shop's own numbers are
// checked in routes.test.ts.
const LOW_LIMITS: Partial<AccountLimits> = {
  registrationPerAddress: { max: 2, windowMs: HOUR },
  resetRequestPerEmail: { max: 2, windowMs: HOUR },
  resetRequestPerAddress: { max: 4, windowMs: HOUR },
  codeTriesPerEmail: { max: 3, windowMs: HOUR },
  codeTriesPerAddress: { max: 4, windowMs: HOUR },
};

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ accounts: { limits: LOW_LIMITS } });
});
afterAll(async () => {
  await shop?.close();
});

async function post(url: string, payload: object, options: Partial<InjectOptions> = {}) {
  const response = await shop.app.inject({ method: 'POST', url, payload, ...options });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const shopper = (email: string) => ({
  firstName: 'Arun',
  lastName: 'Kumar',
  email,
  phoneNumber: '9876543210',
  password: 'silver925',
});

const refusedWith = (message: string) => ({ status: 429, body: { success: false, message } });

describe('limits on tries', () => {
  it('stops registrations from one address at its limit, and says so', async () => {
    const remoteAddress = '10.1.0.1';
    expect((await post('/register', shopper('arun.1@example.in'), { remoteAddress })).status).toBe(201);
    expect((await post('/register', shopper('arun.2@example.in'), { remoteAddress })).status).toBe(201);
    const refused = await post('/register', shopper('arun.3@example.in'), { remoteAddress });
    expect(refused).toMatchObject(refusedWith(ACCOUNT_TEXTS.tooManyRegistrations));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(
      (await post('/register', shopper('arun.3@example.in'), { remoteAddress: '10.1.0.2' })).status,
    ).toBe(201);
  });

  it('stops reset requests for one e-mail at its limit, from any address', async () => {
    await post('/register', shopper('kavya@example.in'), { remoteAddress: '10.2.0.1' });
    for (const remoteAddress of ['10.2.0.2', '10.2.0.3']) {
      expect(
        (await post('/reset-password-request', { email: 'kavya@example.in' }, { remoteAddress })).status,
      ).toBe(200);
    }
    expect(
      await post('/reset-password-request', { email: 'KAVYA@example.in' }, { remoteAddress: '10.2.0.4' }),
    ).toMatchObject(refusedWith(ACCOUNT_TEXTS.tooManyResetRequests));
  });

  it('stops reset requests from one address at its limit, whatever e-mails they name', async () => {
    const remoteAddress = '10.3.0.1';
    for (let request = 1; request <= 4; request += 1) {
      const answer = await post(
        '/reset-password-request',
        { email: `someone.${request}@example.in` },
        { remoteAddress },
      );
      expect(answer.status).toBe(200);
    }
    expect(
      await post('/reset-password-request', { email: 'someone.5@example.in' }, { remoteAddress }),
    ).toMatchObject(refusedWith(ACCOUNT_TEXTS.tooManyResetRequests));
  });

  it('stops code tries for one e-mail at its limit, even with the right code', async () => {
    await post('/register', shopper('divya@example.in'), { remoteAddress: '10.4.0.1' });
    await post('/reset-password-request', { email: 'divya@example.in' }, { remoteAddress: '10.4.0.1' });
    const code = resetCodeOf(await latestMailTo(shop.dataDir, 'divya@example.in'));
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = (verificationCode: string, remoteAddress: string) =>
      post(
        '/reset-password-verify',
        { email: 'divya@example.in', verificationCode, newPassword: 'gold22karat' },
        { remoteAddress },
      );
    expect((await tryCode(wrong, '10.4.0.2')).status).toBe(400);
    expect((await tryCode(wrong, '10.4.0.3')).status).toBe(400);
    expect((await tryCode(wrong, '10.4.0.4')).status).toBe(400);
    expect(await tryCode(code, '10.4.0.5')).toMatchObject(refusedWith(ACCOUNT_TEXTS.tooManyCodeTries));
  });

  it('stops code tries from one address at its limit, whatever e-mails they name', async () => {
    const remoteAddress = '10.5.0.1';
    const tryCode = (attempt: number) =>
      post(
        '/reset-password-verify',
        { email: `stranger.${attempt}@example.in`, verificationCode: '123456', newPassword: 'gold22karat' },
        { remoteAddress },
      );
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await tryCode(attempt)).status, `try ${attempt}`).toBe(400);
    }
    expect(await tryCode(5)).toMatchObject(refusedWith(ACCOUNT_TEXTS.tooManyCodeTries));
  });

  it('counts an IPv6 network as one address', async () => {
    const first = await post('/register', shopper('ipv6.1@example.in'), {
      remoteAddress: '2001:db8:1:1::10',
    });
    const second = await post('/register', shopper('ipv6.2@example.in'), {
      remoteAddress: '2001:db8:1:1::20',
    });
    const third = await post('/register', shopper('ipv6.3@example.in'), {
      remoteAddress: '2001:db8:1:1:ffff::1',
    });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(third).toMatchObject(refusedWith(ACCOUNT_TEXTS.tooManyRegistrations));
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({
      environment: { TRUST_PROXY: '1' },
      accounts: { limits: { signInPerAddress: { max: 3, windowMs: HOUR } } },
    });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  const signInThroughTheProxy = async (forwardedFor: string, attempt: number) =>
    (
      await proxied.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: `guess.${attempt}@example.in`, password: 'not-the-password1' },
        remoteAddress: '10.9.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      })
    ).statusCode;

  it('counts the address the proxy saw, whatever the client wrote to its left', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push(await signInThroughTheProxy(`198.51.100.${attempt}, 203.0.113.7`, attempt));
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another shopper behind the same proxy is not held back.
    expect(await signInThroughTheProxy('203.0.113.8', 5)).toBe(401);
  });
});
