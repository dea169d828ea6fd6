/**
 * A guessed reset code must cost the shop as little as a guess costs the guesser: the new
 * password is hashed (argon2id: 19 MiB and two passes) only once the code has proved right.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXTS } from '@shop/shared/accounts';
import { latestMailTo, resetCodeOf } from '../../test-support/mail.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import * as passwords from '../../auth/passwords.ts';

vi.mock('../../auth/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(async () => {
  await shop?.close();
});

const post = async (url: string, payload: object) => {
  const response = await shop.app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, body: response.json() };
};

describe('checking a reset code', () => {
  it('hashes the new password only for the right code', async () => {
    const email = 'revathi@example.in';
    const registered = await post('/register', {
      firstName: 'Revathi',
      lastName: 'Nair',
      email,
      phoneNumber: '9876543210',
      password: 'silver925',
    });
    expect(registered.status).toBe(201);
    await post('/reset-password-request', { email });
    const code = resetCodeOf(await latestMailTo(shop.dataDir, email));
    const wrong = code === '000000' ? '111111' : '000000';
    const hashes = vi.mocked(passwords.hashPassword);
    hashes.mockClear();

    const verify = (verificationCode: string) =>
      post('/reset-password-verify', { email, verificationCode, newPassword: 'gold22karat' });
    expect(await verify(wrong)).toEqual({
      status: 400,
      body: { success: false, message: ACCOUNT_TEXTS.codeNotValid },
    });
    expect(
      await post('/reset-password-verify', {
        email: 'nobody.here@example.in',
        verificationCode: code,
        newPassword: 'gold22karat',
      }),
    ).toMatchObject({ status: 400 });
    expect(hashes).not.toHaveBeenCalled();

    expect(await verify(code)).toMatchObject({ status: 200, body: { message: ACCOUNT_TEXTS.passwordReset } });
    expect(hashes).toHaveBeenCalledTimes(1);
    expect((await post('/login', { email, password: 'gold22karat' })).status).toBe(200);
  });
});
