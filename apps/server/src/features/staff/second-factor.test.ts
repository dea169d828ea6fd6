import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SECOND_FACTOR_CHALLENGE_TRIES,
  SECOND_FACTOR_MEMBER_LIMIT,
  SECOND_FACTOR_TEXTS,
  STAFF_TEXTS,
} from '@shop/shared/staff';
import { auditEntries, staffMembers, staffSecondFactors } from '../../db/schema.ts';
import { injectRequests, signUp, type AuthorizationHeader } from '../../test-support/checkout.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createStaffService } from './service.ts';

const PASSWORD = 'four silver rings';

let shop: TestApp;
let customer: AuthorizationHeader;

/**
 * The clock moves on a step (30 seconds) before each code, as a person's app does between two
 * sign-ins: a code is taken once, so the next one must be of a later step.
 */
async function nextCode(secret: string): Promise<string> {
  vi.setSystemTime(Date.now() + 30_000);
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
  shop = await buildTestApp();
  customer = (await signUp(injectRequests(shop.app), 'shopper@example.in')).headers;
});
afterAll(async () => {
  vi.useRealTimers();
  await shop?.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { headers?: AuthorizationHeader | undefined; payload?: object } = {},
) {
  const response = await shop.app.inject({
    method,
    url,
    payload: options.payload,
    headers: options.headers ?? {},
  });
  return { status: response.statusCode, body: response.json() };
}

async function memberId(email: string): Promise<string> {
  const [row] = await shop.database.db.select().from(staffMembers).where(eq(staffMembers.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

/** Turns the second factor on for a signed-in member, and gives back the app's secret. */
async function turnOn(headers: AuthorizationHeader): Promise<string> {
  const setup = await call('POST', '/api/admin/second-factor/setup', { headers });
  expect(setup.status).toBe(200);
  const confirmed = await call('POST', '/api/admin/second-factor/confirm', {
    headers,
    payload: { code: await nextCode(setup.body.secret) },
  });
  expect(confirmed).toMatchObject({ status: 200, body: { secondFactor: { on: true } } });
  return setup.body.secret as string;
}

function signIn(email: string) {
  return call('POST', '/api/admin/session', { payload: { email, password: PASSWORD } });
}

describe('turning on the second factor', () => {
  it('shows a QR code and the secret, is on only after a right code, and keeps the secret encrypted', async () => {
    const headers = await signedInStaff(shop, { email: 'asha@shop.test' });
    const setup = await call('POST', '/api/admin/second-factor/setup', { headers });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauthUrl).toContain('otpauth://totp/');
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const id = await memberId('asha@shop.test');
    const [stored] = await shop.database.db
      .select()
      .from(staffSecondFactors)
      .where(eq(staffSecondFactors.staffId, id));
    expect(stored?.encryptedSecret).not.toContain(setup.body.secret);
    expect(stored?.confirmedAt).toBeNull();

    expect(
      await call('POST', '/api/admin/second-factor/confirm', { headers, payload: { code: '000000' } }),
    ).toEqual({
      status: 400,
      body: { success: false, message: SECOND_FACTOR_TEXTS.wrongCode },
    });
    expect(
      await call('POST', '/api/admin/second-factor/confirm', { headers, payload: { code: '12ab' } }),
    ).toEqual({
      status: 400,
      body: { success: false, message: SECOND_FACTOR_TEXTS.codeInvalid },
    });
    expect((await call('GET', '/api/admin/session', { headers })).body.secondFactor).toEqual({
      on: false,
      required: false,
    });

    const code = await nextCode(setup.body.secret);
    expect(await call('POST', '/api/admin/second-factor/confirm', { headers, payload: { code } })).toEqual({
      status: 200,
      body: {
        success: true,
        secondFactor: { on: true, required: false },
        message: SECOND_FACTOR_TEXTS.turnedOn,
      },
    });
    const entries = await shop.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subjectId, id), eq(auditEntries.action, 'staff.second-factor-on')));
    expect(entries).toMatchObject([
      { staffId: id, before: { secondFactor: 'off' }, after: { secondFactor: 'on' } },
    ]);
    // Once on, a new secret cannot replace it without turning it off first.
    expect((await call('POST', '/api/admin/second-factor/setup', { headers })).status).toBe(409);
  });

  it('is refused without a session and with a customer’s', async () => {
    expect((await call('POST', '/api/admin/second-factor/setup')).status).toBe(401);
    expect((await call('POST', '/api/admin/second-factor/setup', { headers: customer })).status).toBe(403);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, and opens a session only for a right, unused code', async () => {
    const headers = await signedInStaff(shop, { email: 'bala@shop.test' });
    const secret = await turnOn(headers);

    const first = await signIn('bala@shop.test');
    expect(first.status).toBe(200);
    expect(first.body.token).toBeUndefined();
    const challenge = first.body.secondFactor.challenge as string;

    expect(
      await call('POST', '/api/admin/session/second-factor', { payload: { challenge, code: '111111' } }),
    ).toEqual({ status: 401, body: { success: false, message: SECOND_FACTOR_TEXTS.wrongCode } });

    const code = await nextCode(secret);
    const signedIn = await call('POST', '/api/admin/session/second-factor', { payload: { challenge, code } });
    expect(signedIn).toMatchObject({
      status: 200,
      body: { success: true, staff: { email: 'bala@shop.test' } },
    });
    const session = { authorization: `Bearer ${signedIn.body.token}` };
    expect((await call('GET', '/api/admin/session', { headers: session })).status).toBe(200);

    // The same code again, within its window, on a new challenge: refused.
    const second = await signIn('bala@shop.test');
    expect(
      await call('POST', '/api/admin/session/second-factor', {
        payload: { challenge: second.body.secondFactor.challenge, code },
      }),
    ).toEqual({ status: 401, body: { success: false, message: SECOND_FACTOR_TEXTS.wrongCode } });
    // A used challenge opens nothing more.
    expect(
      await call('POST', '/api/admin/session/second-factor', {
        payload: { challenge, code: await nextCode(secret) },
      }),
    ).toEqual({ status: 401, body: { success: false, message: SECOND_FACTOR_TEXTS.challengeEnded } });
  });

  it('lets a challenge expire after five minutes, and die after five wrong codes', async () => {
    const headers = await signedInStaff(shop, { email: 'chitra@shop.test' });
    const secret = await turnOn(headers);

    const late = await signIn('chitra@shop.test');
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect(
      await call('POST', '/api/admin/session/second-factor', {
        payload: { challenge: late.body.secondFactor.challenge, code: await nextCode(secret) },
      }),
    ).toEqual({ status: 401, body: { success: false, message: SECOND_FACTOR_TEXTS.challengeEnded } });

    const guessed = await signIn('chitra@shop.test');
    const challenge = guessed.body.secondFactor.challenge as string;
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call('POST', '/api/admin/session/second-factor', {
        payload: { challenge, code: '999999' },
      });
      expect(wrong.status).toBe(401);
    }
    expect(
      await call('POST', '/api/admin/session/second-factor', {
        payload: { challenge, code: await nextCode(secret) },
      }),
    ).toEqual({ status: 401, body: { success: false, message: SECOND_FACTOR_TEXTS.challengeTriesUsed } });
  });

  it('refuses a challenge that is no challenge, with nothing opened', async () => {
    expect(
      await call('POST', '/api/admin/session/second-factor', { payload: { challenge: 'x', code: '123456' } }),
    ).toEqual({ status: 400, body: { success: false, message: SECOND_FACTOR_TEXTS.challengeEnded } });
  });
});

describe('wrong codes sent all at once', () => {
  it('checks five of them on one sign-in, and then not even a right code', async () => {
    const headers = await signedInStaff(shop, { email: 'gita@shop.test' });
    const secret = await turnOn(headers);
    const challenge = (await signIn('gita@shop.test')).body.secondFactor.challenge as string;

    // From as many addresses, as someone who knows the password and spreads their guesses would.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/admin/session/second-factor',
          payload: { challenge, code: '999999' },
          remoteAddress: `10.20.${i}.1`,
        }),
      ),
    );
    const messages = answers.map((answer) => answer.json<{ message: string }>().message);
    expect(messages.filter((message) => message === SECOND_FACTOR_TEXTS.wrongCode)).toHaveLength(5);
    expect(messages.filter((message) => message === SECOND_FACTOR_TEXTS.challengeTriesUsed)).toHaveLength(35);
    expect(
      await call('POST', '/api/admin/session/second-factor', {
        payload: { challenge, code: await nextCode(secret) },
      }),
    ).toEqual({ status: 401, body: { success: false, message: SECOND_FACTOR_TEXTS.challengeTriesUsed } });
  });
});

describe('wrong codes for one member, sign-in after sign-in', () => {
  const { wrongCodes, hours } = SECOND_FACTOR_MEMBER_LIMIT;

  it(`pauses signing in after ${wrongCodes} wrong codes in all, until ${hours} hours after the first`, async () => {
    const headers = await signedInStaff(shop, { email: 'hari@shop.test' });
    const secret = await turnOn(headers);
    let addresses = 0;
    const from = () => `10.30.${(addresses += 1)}.1`;
    const challengeFor = async () => {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'hari@shop.test', password: PASSWORD },
        remoteAddress: from(),
      });
      return answer.json<{ secondFactor: { challenge: string } }>().secondFactor.challenge;
    };
    const tryCode = async (challenge: string, code: string) => {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/admin/session/second-factor',
        payload: { challenge, code },
        remoteAddress: from(),
      });
      return { status: answer.statusCode, message: answer.json<{ message?: string }>().message, answer };
    };
    const wrong = { status: 401, message: SECOND_FACTOR_TEXTS.wrongCode };

    // The member mistypes a few times and signs in: the right code is not counted.
    const own = await challengeFor();
    for (let i = 0; i < SECOND_FACTOR_CHALLENGE_TRIES - 1; i += 1) {
      expect(await tryCode(own, '999999')).toMatchObject(wrong);
    }
    expect((await tryCode(own, await nextCode(secret))).status).toBe(200);

    // Someone who knows the password starts sign-in after sign-in to guess on.
    let typed = SECOND_FACTOR_CHALLENGE_TRIES - 1;
    while (typed < wrongCodes) {
      const challenge = await challengeFor();
      for (let i = 0; i < SECOND_FACTOR_CHALLENGE_TRIES && typed < wrongCodes; i += 1, typed += 1) {
        expect(await tryCode(challenge, '999999')).toMatchObject(wrong);
      }
    }
    const paused = await challengeFor();
    const refused = await tryCode(paused, '999999');
    expect(refused).toMatchObject({ status: 429, message: SECOND_FACTOR_TEXTS.memberTriesUsed });
    const retryAfter = Number(refused.answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(hours * 3600);
    // Not even the right code gets through now.
    expect(await tryCode(paused, await nextCode(secret))).toMatchObject({
      status: 429,
      message: SECOND_FACTOR_TEXTS.memberTriesUsed,
    });

    vi.setSystemTime(Date.now() + hours * 60 * 60_000);
    expect((await tryCode(await challengeFor(), await nextCode(secret))).status).toBe(200);
  });
});

describe('turning the second factor off', () => {
  it('asks for a current code, then signing in asks for the password alone', async () => {
    const headers = await signedInStaff(shop, { email: 'deepa@shop.test' });
    const secret = await turnOn(headers);
    expect(
      await call('POST', '/api/admin/second-factor/turn-off', { headers, payload: { code: '123456' } }),
    ).toEqual({ status: 400, body: { success: false, message: SECOND_FACTOR_TEXTS.wrongCode } });
    expect(
      await call('POST', '/api/admin/second-factor/turn-off', {
        headers,
        payload: { code: await nextCode(secret) },
      }),
    ).toEqual({
      status: 200,
      body: {
        success: true,
        secondFactor: { on: false, required: false },
        message: SECOND_FACTOR_TEXTS.turnedOff,
      },
    });
    expect((await signIn('deepa@shop.test')).body.token).toEqual(expect.any(String));
    const id = await memberId('deepa@shop.test');
    expect(
      await shop.database.db
        .select({ action: auditEntries.action })
        .from(auditEntries)
        .where(and(eq(auditEntries.subjectId, id), eq(auditEntries.action, 'staff.second-factor-off'))),
    ).toHaveLength(1);
  });

  it('is turned off by `npm run shop -- password-link` for a member who lost their phone', async () => {
    const headers = await signedInStaff(shop, { email: 'esha@shop.test', role: 'owner' });
    await turnOn(headers);
    const command = createStaffService(shop.database.db, { isCustomerSession: async () => false });
    expect(await command.turnOffSecondFactorOf(await memberId('esha@shop.test'))).toBe(true);
    expect((await signIn('esha@shop.test')).body.token).toEqual(expect.any(String));
  });
});

describe('the owner requiring a second factor', () => {
  it('sends a member without one to set it up: every other admin call is refused with 403 until it is on', async () => {
    const owner = await signedInStaff(shop, { email: 'owner@shop.test', role: 'owner' });
    const staff = await signedInStaff(shop, { email: 'faiz@shop.test' });
    const body = { required: true };

    expect((await call('PUT', '/api/admin/settings/second-factor-required', { payload: body })).status).toBe(
      401,
    );
    expect(
      (await call('PUT', '/api/admin/settings/second-factor-required', { headers: customer, payload: body }))
        .status,
    ).toBe(403);
    expect(
      await call('PUT', '/api/admin/settings/second-factor-required', { headers: staff, payload: body }),
    ).toEqual({ status: 403, body: { success: false, message: STAFF_TEXTS.ownerOnly } });
    expect(
      await call('PUT', '/api/admin/settings/second-factor-required', {
        headers: owner,
        payload: { required: 'yes' },
      }),
    ).toMatchObject({ status: 400 });

    expect(
      await call('PUT', '/api/admin/settings/second-factor-required', { headers: owner, payload: body }),
    ).toEqual({ status: 200, body: { success: true, secondFactor: { on: false, required: true } } });

    try {
      const refusal = { status: 403, body: { success: false, message: SECOND_FACTOR_TEXTS.setupRequired } };
      expect(await call('GET', '/api/admin/messages', { headers: staff })).toEqual(refusal);
      expect(await call('GET', '/api/admin/orders', { headers: staff })).toEqual(refusal);
      expect(await call('GET', '/api/admin/staff', { headers: owner })).toEqual(refusal);
      expect((await call('GET', '/api/admin/session', { headers: staff })).body.secondFactor).toEqual({
        on: false,
        required: true,
      });

      const staffSecret = await turnOn(staff);
      expect((await call('GET', '/api/admin/messages', { headers: staff })).status).toBe(200);
      // While it is required, a member cannot turn theirs off again.
      expect(
        await call('POST', '/api/admin/second-factor/turn-off', {
          headers: staff,
          payload: { code: await nextCode(staffSecret) },
        }),
      ).toEqual({ status: 409, body: { success: false, message: SECOND_FACTOR_TEXTS.requiredByOwner } });
      expect((await call('GET', '/api/admin/session', { headers: staff })).body.secondFactor.on).toBe(true);
    } finally {
      // The owner, refused like anyone until their own is on, turns the requirement off again.
      await turnOn(owner);
      expect(
        (
          await call('PUT', '/api/admin/settings/second-factor-required', {
            headers: owner,
            payload: { required: false },
          })
        ).status,
      ).toBe(200);
    }
    const settings = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, 'setting.update'));
    expect(settings.map((entry) => entry.after)).toEqual([
      { secondFactorRequired: true },
      { secondFactorRequired: false },
    ]);
  });
});
