import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TEXTS } from '@shop/shared/staff';
import { staffMembers } from '../../db/schema.ts';
import { injectRequests, signUp } from '../../test-support/checkout.ts';
import { latestMailTo } from '../../test-support/mail.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createStaffService } from './service.ts';

const HOUR = 3_600_000;
const PASSWORD = 'four silver rings';

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({
    accounts: { limits: { signInPerAccount: { max: 3, windowMs: HOUR } } },
  });
});
afterAll(async () => {
  await shop?.close();
});

/** A member made as `npm run shop -- create-owner` makes one, and the token of their link. */
async function addMember(email: string, options: { now?: () => Date } = {}) {
  const staff = createStaffService(shop.database.db, { isCustomerSession: async () => false, ...options });
  const { member, link } = await staff.addMember(
    { email, name: 'Meena Iyer', role: 'owner' },
    'http://shop.test',
  );
  return { member, link, token: new URL(link).hash.slice(1) };
}

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { token?: string; payload?: object },
) {
  const response = await shop.app.inject({
    method,
    url,
    payload: options.payload,
    headers: options.token === undefined ? {} : { authorization: `Bearer ${options.token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

async function setPassword(token: string, password = PASSWORD) {
  return call('POST', '/api/admin/password', { payload: { token, password } });
}

describe('a set-password link', () => {
  it('sets the password once, keeps only its argon2id hash, and signs the member in', async () => {
    const { member, link, token } = await addMember('meena@shop.test');
    expect(link).toBe(`http://shop.test/admin/welcome#${token}`);

    const set = await setPassword(token);
    expect(set).toMatchObject({
      status: 200,
      body: { success: true, staff: { email: 'meena@shop.test', role: 'owner' } },
    });
    const me = await call('GET', '/api/admin/session', { token: set.body.token });
    expect(me).toEqual({
      status: 200,
      body: { success: true, staff: member, secondFactor: { on: false, required: false } },
    });
    const [row] = await shop.database.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    expect(await setPassword(token, 'another long password')).toEqual({
      status: 400,
      body: { success: false, message: STAFF_TEXTS.linkNotValid },
    });
  });

  it('no longer works once it has expired', async () => {
    const threeDaysAgo = new Date(Date.now() - 72 * HOUR - 1000);
    const { token } = await addMember('late@shop.test', { now: () => threeDaysAgo });
    expect(await setPassword(token)).toEqual({
      status: 400,
      body: { success: false, message: STAFF_TEXTS.linkNotValid },
    });
  });

  it('asks for a password of at least 12 characters, and changes nothing for a short one', async () => {
    const { token } = await addMember('short@shop.test');
    expect(await setPassword(token, 'silver925')).toEqual({
      status: 400,
      body: { success: false, message: STAFF_TEXTS.passwordTooShort },
    });
    expect((await setPassword(token)).status).toBe(200);
  });
});

describe('signing in to the back office', () => {
  it('opens a session with the right password, and refuses a wrong one as it refuses an unknown e-mail', async () => {
    const { token } = await addMember('ravi@shop.test');
    await setPassword(token);

    const signedIn = await call('POST', '/api/admin/session', {
      payload: { email: 'Ravi@Shop.test', password: PASSWORD },
    });
    expect(signedIn).toMatchObject({
      status: 200,
      body: { success: true, staff: { email: 'ravi@shop.test' } },
    });
    expect((await call('GET', '/api/admin/session', { token: signedIn.body.token })).status).toBe(200);

    const refusal = { status: 401, body: { success: false, message: STAFF_TEXTS.wrongCredentials } };
    expect(
      await call('POST', '/api/admin/session', {
        payload: { email: 'ravi@shop.test', password: 'wrong password' },
      }),
    ).toEqual(refusal);
    expect(
      await call('POST', '/api/admin/session', {
        payload: { email: 'nobody@shop.test', password: PASSWORD },
      }),
    ).toEqual(refusal);
  });

  it('refuses a member whose password was never set', async () => {
    await addMember('new@shop.test');
    expect(
      await call('POST', '/api/admin/session', { payload: { email: 'new@shop.test', password: PASSWORD } }),
    ).toEqual({
      status: 401,
      body: { success: false, message: STAFF_TEXTS.wrongCredentials },
    });
  });

  it('stops sign-in for an account at the customers’ limit, even with the right password', async () => {
    const { token } = await addMember('limit@shop.test');
    await setPassword(token);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await call('POST', '/api/admin/session', {
        payload: { email: 'limit@shop.test', password: 'wrong password' },
      });
    }
    expect(
      await call('POST', '/api/admin/session', { payload: { email: 'limit@shop.test', password: PASSWORD } }),
    ).toEqual({
      status: 429,
      body: { success: false, message: STAFF_TEXTS.tooManySignIns },
    });
  });
});

describe('back-office sessions', () => {
  it('are asked for, and a customer’s session is refused with 403', async () => {
    expect(await call('GET', '/api/admin/session', {})).toEqual({
      status: 401,
      body: { success: false, message: STAFF_TEXTS.signInRequired },
    });
    const customer = await signUp(injectRequests(shop.app), 'shopper@shop.test');
    const answer = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/session',
      headers: customer.headers,
    });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({
      status: 403,
      body: { success: false, message: STAFF_TEXTS.customerSession },
    });
  });

  it('are no customer sessions', async () => {
    const { token } = await addMember('kavya@shop.test');
    const { body } = await setPassword(token);
    expect((await call('GET', '/user/profile', { token: body.token })).status).toBe(401);
  });

  it('end on the server when the member signs out', async () => {
    const { token } = await addMember('arun@shop.test');
    const { body } = await setPassword(token);
    expect(await call('DELETE', '/api/admin/session', { token: body.token })).toEqual({
      status: 200,
      body: { success: true, message: STAFF_TEXTS.signedOut },
    });
    expect(await call('GET', '/api/admin/session', { token: body.token })).toEqual({
      status: 401,
      body: { success: false, message: STAFF_TEXTS.sessionEnded },
    });
  });
});

describe('the owner’s staff list', () => {
  async function signedInAs(email: string, role: 'owner' | 'staff') {
    const staff = createStaffService(shop.database.db, { isCustomerSession: async () => false });
    const { link } = await staff.addMember({ email, name: email.split('@')[0]!, role }, 'http://shop.test');
    const { body } = await setPassword(new URL(link).hash.slice(1));
    return body.token as string;
  }

  it('is the owner’s alone', async () => {
    const member = await signedInAs('bench@shop.test', 'staff');
    expect(await call('GET', '/api/admin/staff', { token: member })).toEqual({
      status: 403,
      body: { success: false, message: STAFF_TEXTS.ownerOnly },
    });
    expect(
      (
        await call('POST', '/api/admin/staff', {
          token: member,
          payload: { email: 'x@shop.test', name: 'X', role: 'owner' },
        })
      ).status,
    ).toBe(403);
  });

  it('adds a member, whose link sets their password, and disables one, whose sessions end', async () => {
    const owner = await signedInAs('boss@shop.test', 'owner');
    const added = await call('POST', '/api/admin/staff', {
      token: owner,
      payload: { email: 'Kiran@Shop.test', name: 'Kiran Das', role: 'staff' },
    });
    expect(added).toMatchObject({
      status: 201,
      body: {
        success: true,
        member: { email: 'kiran@shop.test', name: 'Kiran Das', role: 'staff' },
        mailed: false,
      },
    });
    // Without PUBLIC_URL the shop does not know its own address: the owner passes the link on.
    expect(added.body.link).toMatch(/^\/admin\/welcome#[\w-]{43}$/);
    const kiran = (await setPassword(added.body.link.split('#')[1])).body.token as string;
    expect((await call('GET', '/api/admin/session', { token: kiran })).status).toBe(200);

    const list = await call('GET', '/api/admin/staff', { token: owner });
    expect(list.body.staff).toContainEqual(
      expect.objectContaining({ email: 'kiran@shop.test', passwordSet: true, disabled: false }),
    );
    expect(
      await call('POST', '/api/admin/staff', {
        token: owner,
        payload: { email: 'kiran@shop.test', name: 'Kiran', role: 'staff' },
      }),
    ).toEqual({
      status: 409,
      body: { success: false, message: 'kiran@shop.test is on the shop’s staff already.' },
    });

    // Kiran forgot the password: a new link works, and the old one no longer does.
    const renewed = await call('POST', `/api/admin/staff/${added.body.member.id}/password-link`, {
      token: owner,
    });
    expect(renewed).toMatchObject({
      status: 200,
      body: { member: { email: 'kiran@shop.test' }, mailed: false },
    });
    expect((await setPassword(added.body.link.split('#')[1], 'an entirely new phrase')).status).toBe(400);
    const withNewPassword = await setPassword(renewed.body.link.split('#')[1], 'an entirely new phrase');
    expect(withNewPassword.status).toBe(200);
    // A new password ends the sessions of the old one.
    expect((await call('GET', '/api/admin/session', { token: kiran })).status).toBe(401);
    const kiranAgain = withNewPassword.body.token as string;

    const disabled = await call('POST', `/api/admin/staff/${added.body.member.id}/disable`, { token: owner });
    expect(disabled.body.staff).toContainEqual(
      expect.objectContaining({ email: 'kiran@shop.test', disabled: true }),
    );
    expect((await call('GET', '/api/admin/session', { token: kiranAgain })).status).toBe(401);
    expect(
      await call('POST', '/api/admin/session', {
        payload: { email: 'kiran@shop.test', password: 'an entirely new phrase' },
      }),
    ).toEqual({
      status: 401,
      body: { success: false, message: STAFF_TEXTS.wrongCredentials },
    });
  });

  it('keeps the owner from disabling their own account', async () => {
    const owner = await signedInAs('self@shop.test', 'owner');
    const { body } = await call('GET', '/api/admin/session', { token: owner });
    expect(await call('POST', `/api/admin/staff/${body.staff.id}/disable`, { token: owner })).toEqual({
      status: 409,
      body: { success: false, message: 'You cannot disable your own account.' },
    });
  });

  it('mails the link to the new member when the shop knows its address', async () => {
    const known = await buildTestApp({
      environment: { PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'test' },
    });
    try {
      const staff = createStaffService(known.database.db, { isCustomerSession: async () => false });
      const { link } = await staff.addMember(
        { email: 'owner@shop.example', name: 'Asha Menon', role: 'owner' },
        'https://shop.example',
      );
      const set = await known.app.inject({
        method: 'POST',
        url: '/api/admin/password',
        payload: { token: new URL(link).hash.slice(1), password: PASSWORD },
      });
      const added = await known.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: { authorization: `Bearer ${set.json().token}` },
        payload: { email: 'ravi@shop.example', name: 'Ravi Kumar', role: 'staff' },
      });
      expect(added.json()).toMatchObject({
        mailed: true,
        link: expect.stringMatching(/^https:\/\/shop\.example\/admin\/welcome#/),
      });
      const mail = await latestMailTo(known.dataDir, 'ravi@shop.example');
      expect(mail.decoded).toContain('Asha Menon added you to the back office of Velli & Thangam.');
      expect(mail.decoded).toContain(added.json().link);
    } finally {
      await known.close();
    }
  });
});
