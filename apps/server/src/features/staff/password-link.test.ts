/**
 * A guessed set-password link must cost the shop as little as the guess costs the guesser: the
 * new password is hashed (argon2id: 19 MiB and two passes) only for a link that is open.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_TEXTS } from '@shop/shared/staff';
import * as passwords from '../../auth/passwords.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createStaffService } from './service.ts';

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

const setPassword = async (token: string) => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/admin/password',
    payload: { token, password: 'four silver rings' },
  });
  return { status: response.statusCode, body: response.json() };
};

describe('a set-password link', () => {
  it('hashes the new password only for a link that is open', async () => {
    const hashes = vi.mocked(passwords.hashPassword);
    hashes.mockClear();
    expect(await setPassword('A'.repeat(43))).toEqual({
      status: 400,
      body: { success: false, message: STAFF_TEXTS.linkNotValid },
    });
    expect(hashes).not.toHaveBeenCalled();

    const staff = createStaffService(shop.database.db, { isCustomerSession: async () => false });
    const { link } = await staff.addMember({ email: 'asha@shop.test', name: 'Asha', role: 'owner' }, '');
    const token = link.split('#')[1]!;
    expect((await setPassword(token)).status).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(1);
    // Used, the link is a guess like any other.
    expect((await setPassword(token)).status).toBe(400);
    expect(hashes).toHaveBeenCalledTimes(1);
  });
});
