import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, MESSAGES, RESET_CODE } from '@shop/shared/accounts';
import { LANGUAGE_MESSAGE } from '@shop/shared/language-schema';
import { endedSessions, passwordResetCodes, users } from '../../db/schema.ts';
import { headerOf, latestMailTo, outboxMails, resetCodeOf } from '../../test-support/mail.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const JWT_SECRET = 'a-secret-for-the-tests-that-is-long-enough';
let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ environment: { JWT_SECRET } });
});
afterAll(async () => {
  await shop?.close();
});

let shoppers = 0;
/** A new shopper for each test, so tests never share an account. */
function newShopper(overrides: Record<string, string> = {}) {
  shoppers += 1;
  return {
    firstName: 'Meena',
    lastName: 'Sundaram',
    email: `meena.${shoppers}@example.in`,
    phoneNumber: '9876543210',
    password: 'silver925',
    ...overrides,
  };
}

let addresses = 0;
/** Each test calls from an address of its own, so limits per address never carry over. */
function newAddress(): string {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

async function call(options: InjectOptions) {
  const response = await shop.app.inject(options);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const post = (url: string, payload: object, options: Partial<InjectOptions> = {}) =>
  call({ method: 'POST', url, payload, ...options });

const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

async function register(shopper = newShopper()) {
  const answer = await post('/register', shopper, { remoteAddress: newAddress() });
  expect(answer.status).toBe(201);
  return { shopper, token: answer.body.token as string, userId: answer.body.userId as string };
}

describe('registering', () => {
  it('creates the account and signs the shopper in', async () => {
    const shopper = newShopper({ email: ' Priya.Raman@Example.IN ', firstName: 'Priya' });
    const { status, body, headers } = await post('/register', shopper);
    expect(status).toBe(201);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toEqual({
      success: true,
      message: 'Welcome to Velli & Thangam, Priya!',
      token: expect.any(String),
      userId: expect.any(String),
      firstName: 'Priya',
      lastName: 'Sundaram',
    });
    const profile = await call({ method: 'GET', url: '/user/profile', headers: withToken(body.token) });
    expect(profile.body.user.email).toBe('priya.raman@example.in');
  });

  it('keeps only an argon2id hash of the password, with OWASP’s settings', async () => {
    const { shopper, userId } = await register();
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(shopper.password);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const { shopper } = await register();
    const again = await post('/register', { ...shopper, email: shopper.email.toUpperCase() });
    expect(again).toMatchObject({ status: 409, body: { success: false, message: ACCOUNT_TEXTS.emailTaken } });
  });

  it.each([
    ['no first name', { firstName: undefined }, MESSAGES.firstNameRequired],
    ['a first name with digits', { firstName: 'M33na' }, MESSAGES.nameRule],
    ['no last name', { lastName: '' }, MESSAGES.lastNameRequired],
    ['no e-mail', { email: undefined }, MESSAGES.emailRequired],
    ['an e-mail without @', { email: 'meena.example.in' }, MESSAGES.emailInvalid],
    ['a short phone number', { phoneNumber: '98765' }, MESSAGES.phoneInvalid],
    ['a password without a digit', { password: 'silverring' }, MESSAGES.passwordRule],
    ['a password of 200 characters', { password: 'a1'.repeat(100) }, MESSAGES.passwordTooLong],
    ['a language the shop does not speak', { language: 'fr' }, LANGUAGE_MESSAGE],
  ])('refuses %s with the form’s message', async (_case, change, message) => {
    const { status, body } = await post('/register', { ...newShopper(), ...change });
    expect({ status, body }).toEqual({ status: 400, body: { success: false, message } });
  });
});

describe('bodies that are not a form', () => {
  it('refuses JSON that does not parse', async () => {
    const answer = await call({
      method: 'POST',
      url: '/login',
      payload: '{"email": "meena@example.in",',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { success: false, message: 'The request body is not valid JSON.' },
    });
  });

  it('refuses a request without a body', async () => {
    const answer = await call({ method: 'POST', url: '/reset-password-request' });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: 'The request body must be a JSON object with the fields of the form.',
      },
    });
  });

  it('refuses a body that is far larger than any form, before reading it', async () => {
    const answer = await post('/register', { ...newShopper(), address: 'x'.repeat(20_000) });
    expect(answer).toMatchObject({
      status: 413,
      body: { success: false, message: 'The request body is too large.' },
    });
  });

  it('refuses a form sent as anything but JSON', async () => {
    const answer = await call({
      method: 'POST',
      url: '/login',
      payload: 'email=meena%40example.in&password=silver925',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer).toMatchObject({
      status: 415,
      body: { success: false, message: 'This content type is not accepted here; send JSON.' },
    });
  });
});

describe('signing in', () => {
  it('answers the token, the id and the first name, and the token opens the profile', async () => {
    const { shopper, userId } = await register();
    const { status, body } = await post('/login', {
      email: shopper.email.toUpperCase(),
      password: shopper.password,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Welcome back, Meena!',
      token: expect.any(String),
      userId,
      firstName: 'Meena',
    });
    const profile = await call({ method: 'GET', url: '/user/profile', headers: withToken(body.token) });
    expect(profile.status).toBe(200);
  });

  it('says the same for a wrong password and an unknown e-mail', async () => {
    const { shopper } = await register();
    const wrongPassword = await post('/login', { email: shopper.email, password: 'not-the-password1' });
    const unknownEmail = await post('/login', { email: 'nobody@example.in', password: shopper.password });
    expect(wrongPassword).toMatchObject({
      status: 401,
      body: { success: false, message: ACCOUNT_TEXTS.wrongCredentials },
    });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it.each([
    [{ password: 'silver925' }, MESSAGES.emailRequired],
    [{ email: 'meena@example.in' }, MESSAGES.passwordRequired],
    [{ email: 'meena@example.in', password: 'short1' }, MESSAGES.passwordTooShort],
    [{ email: 'meena@example.in', password: 'x'.repeat(129) }, MESSAGES.passwordTooLong],
  ])('refuses %j with the form’s message', async (payload, message) => {
    expect(await post('/login', payload)).toMatchObject({ status: 400, body: { success: false, message } });
  });
});

describe('the profile', () => {
  it('answers the account’s profile', async () => {
    const { token, userId } = await register();
    const { status, body, headers } = await call({
      method: 'GET',
      url: '/user/profile',
      headers: withToken(token),
    });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toEqual({
      success: true,
      user: {
        id: userId,
        firstName: 'Meena',
        lastName: 'Sundaram',
        email: expect.stringMatching(/^meena\.\d+@example\.in$/),
        phoneNumber: '9876543210',
        address: null,
        city: null,
        postalCode: null,
        country: null,
        profilePicture: null,
        authProvider: 'manual',
        status: 'active',
        isEmailVerified: false,
        language: 'en',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
  });

  it('changes the profile, never the e-mail, and clears a field sent empty', async () => {
    const { shopper, token } = await register();
    const { status, body } = await call({
      method: 'PUT',
      url: '/user/profile',
      headers: withToken(token),
      payload: {
        firstName: 'Meenakshi',
        lastName: 'Sundaram',
        email: 'someone.else@example.in',
        phoneNumber: '',
        address: ' 14 South Car Street ',
        city: 'Madurai',
        postalCode: '625001',
        country: 'India',
      },
    });
    expect(status).toBe(200);
    expect(body.message).toBe(ACCOUNT_TEXTS.profileUpdated);
    expect(body.user).toMatchObject({
      firstName: 'Meenakshi',
      email: shopper.email,
      phoneNumber: null,
      address: '14 South Car Street',
      city: 'Madurai',
      postalCode: '625001',
      country: 'India',
    });
    const again = await call({ method: 'GET', url: '/user/profile', headers: withToken(token) });
    expect(again.body.user).toEqual(body.user);
    // The e-mail still signs in; the other one has no account.
    expect((await post('/login', { email: shopper.email, password: shopper.password })).status).toBe(200);
    expect(
      (await post('/login', { email: 'someone.else@example.in', password: shopper.password })).status,
    ).toBe(401);
  });

  it('keeps the fields a change does not send', async () => {
    const { token } = await register();
    const { body } = await call({
      method: 'PUT',
      url: '/user/profile',
      headers: withToken(token),
      payload: { firstName: 'Meena', city: 'Chennai' },
    });
    expect(body.user).toMatchObject({ lastName: 'Sundaram', phoneNumber: '9876543210', city: 'Chennai' });
  });

  it.each([
    [{ firstName: '' }, MESSAGES.firstNameRequired],
    [{ firstName: 'Meena', phoneNumber: '12345' }, MESSAGES.phoneInvalid],
    [{ firstName: 'Meena', address: 'x'.repeat(201) }, 'Address must be at most 200 characters'],
  ])('refuses the change %j with a message', async (payload, message) => {
    const { token } = await register();
    const answer = await call({ method: 'PUT', url: '/user/profile', headers: withToken(token), payload });
    expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
  });

  it('asks for a token when there is none, before it looks at the body', async () => {
    for (const [method, headers] of [
      ['GET', {}],
      ['PUT', {}],
      ['DELETE', {}],
      ['GET', { authorization: 'Bearer ' }],
      ['GET', { authorization: 'Bearer null' }],
      ['GET', { authorization: 'Basic bWVlbmE6c2lsdmVy' }],
    ] as const) {
      const answer = await call({
        method,
        url: '/user/profile',
        headers,
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(answer, `${method} ${JSON.stringify(headers)}`).toMatchObject({
        status: 401,
        body: { success: false, message: MESSAGES.noToken },
      });
    }
  });

  it('says the session has ended for a token it did not sign, or one that expired', async () => {
    const { userId } = await register();
    const sign = (
      secret: string,
      expires: string | number,
      alg = 'HS256',
      sessionId: string | null = randomUUID(),
    ) => {
      const token = new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expires);
      return (sessionId === null ? token : token.setJti(sessionId)).sign(new TextEncoder().encode(secret));
    };
    const oneHourAgo = Math.floor(Date.now() / 1000) - 3600;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: userId, ver: 0 }),
    ).toString('base64url')}.`;
    const tokens = {
      'not a token': 'not-a-token',
      'another secret': await sign('another-secret-that-is-long-enough-too', '7d'),
      expired: await sign(JWT_SECRET, oneHourAgo),
      'another algorithm': await sign(JWT_SECRET, '7d', 'HS512'),
      'without a session id': await sign(JWT_SECRET, '7d', 'HS256', null),
      unsigned,
    };
    for (const [name, token] of Object.entries(tokens)) {
      const answer = await call({ method: 'GET', url: '/user/profile', headers: withToken(token) });
      expect(answer, name).toMatchObject({
        status: 401,
        body: { success: false, message: ACCOUNT_TEXTS.sessionEnded },
      });
    }
    // The same claims signed as the shop signs them are accepted: the refusals above are real.
    const valid = await sign(JWT_SECRET, '7d');
    expect((await call({ method: 'GET', url: '/user/profile', headers: withToken(valid) })).status).toBe(200);
  });
});

describe('signing out', () => {
  const profileStatus = async (token: string) =>
    (await call({ method: 'GET', url: '/user/profile', headers: withToken(token) })).status;

  it('ends the session of that token on the server, and only that one', async () => {
    const { shopper, token } = await register();
    const elsewhere = (await post('/login', { email: shopper.email, password: shopper.password })).body
      .token as string;

    const answer = await call({ method: 'POST', url: '/logout', headers: withToken(token) });
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: ACCOUNT_TEXTS.signedOut } });
    expect(await profileStatus(token)).toBe(401);
    expect(await call({ method: 'GET', url: '/user/profile', headers: withToken(token) })).toMatchObject({
      body: { message: ACCOUNT_TEXTS.sessionEnded },
    });
    // The shopper's other device stays signed in, and signing in again gives a working session.
    expect(await profileStatus(elsewhere)).toBe(200);
    const again = (await post('/login', { email: shopper.email, password: shopper.password })).body
      .token as string;
    expect(await profileStatus(again)).toBe(200);
  });

  it('keeps a row for an ended session only until its token would have expired', async () => {
    const { token, userId } = await register();
    await call({ method: 'POST', url: '/logout', headers: withToken(token) });
    const [ended] = await shop.database.db
      .select()
      .from(endedSessions)
      .where(eq(endedSessions.userId, userId));
    const daysLeft = ((ended?.endsAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);

    // Once that time has passed, the next sign-out clears it away.
    await shop.database.db
      .update(endedSessions)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(endedSessions.userId, userId));
    const other = await register();
    await call({ method: 'POST', url: '/logout', headers: withToken(other.token) });
    expect(
      await shop.database.db.select().from(endedSessions).where(eq(endedSessions.userId, userId)),
    ).toEqual([]);
  });

  it('says why when there is no session to end', async () => {
    expect(await call({ method: 'POST', url: '/logout' })).toMatchObject({
      status: 401,
      body: { success: false, message: MESSAGES.noToken },
    });
    const { token } = await register();
    await call({ method: 'POST', url: '/logout', headers: withToken(token) });
    expect(await call({ method: 'POST', url: '/logout', headers: withToken(token) })).toMatchObject({
      status: 401,
      body: { success: false, message: ACCOUNT_TEXTS.sessionEnded },
    });
  });
});

describe('deleting the account', () => {
  it('removes the account and its reset code, and ends its sessions', async () => {
    const { shopper, token, userId } = await register();
    await post('/reset-password-request', { email: shopper.email });
    await latestMailTo(shop.dataDir, shopper.email);

    const { status, body } = await call({
      method: 'DELETE',
      url: '/user/profile',
      headers: withToken(token),
    });
    expect({ status, body }).toEqual({
      status: 200,
      body: { success: true, message: ACCOUNT_TEXTS.accountDeleted },
    });

    const db = shop.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId))).toEqual(
      [],
    );
    expect(await call({ method: 'GET', url: '/user/profile', headers: withToken(token) })).toMatchObject({
      status: 401,
      body: { message: ACCOUNT_TEXTS.sessionEnded },
    });
    expect((await call({ method: 'DELETE', url: '/user/profile', headers: withToken(token) })).status).toBe(
      401,
    );
    expect((await post('/login', { email: shopper.email, password: shopper.password })).body.message).toBe(
      ACCOUNT_TEXTS.wrongCredentials,
    );
    // The address is free again, and the old token does not open the new account.
    const again = await register(shopper);
    expect(again.userId).not.toBe(userId);
    expect((await call({ method: 'GET', url: '/user/profile', headers: withToken(token) })).status).toBe(401);
  });
});

describe('resetting a forgotten password', () => {
  async function requestCode(email: string) {
    const before = (await outboxMails(shop.dataDir)).filter((mail) =>
      mail.raw.includes(`To: ${email}`),
    ).length;
    const answer = await post('/reset-password-request', { email });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, message: ACCOUNT_TEXTS.resetCodeSent },
      headers: expect.anything(),
    });
    return latestMailTo(shop.dataDir, email, before);
  }

  const verify = (email: string, verificationCode: string, newPassword = 'gold22karat') =>
    post('/reset-password-verify', { email, verificationCode, newPassword });

  const refusedCode = { status: 400, body: { success: false, message: ACCOUNT_TEXTS.codeNotValid } };

  it('mails a code that sets a new password once, and ends the sessions signed before', async () => {
    const { shopper, token } = await register();
    const mail = await requestCode(shopper.email);

    expect(mail.raw).toMatch(/^From: "Velli & Thangam" <orders@velli-thangam\.example>\r?$/m);
    expect(mail.raw).toMatch(/^Subject: Your Velli & Thangam password reset code\r?$/m);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    const code = resetCodeOf(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.decoded).toContain('Hello Meena,');
    expect(mail.decoded).toMatch(new RegExp(`^ {4}${code}\\r?$`, 'm'));
    expect(mail.decoded).toContain('valid for 10 minutes');
    expect(mail.decoded).toContain('If you did not ask for this, ignore this mail');
    // The link that would carry it is in reset-link.test.ts.
    expect(mail.decoded).toMatch(/background:#fbf6ee/);
    expect(mail.decoded).toMatch(/font-size:36px[^>]*>\d{6}</);

    // Only a keyed hash of the code is stored.
    const [stored] = await shop.database.db.select().from(passwordResetCodes);
    expect(stored?.codeHash).not.toContain(code);

    expect(await verify(shopper.email, code)).toMatchObject({
      status: 200,
      body: { success: true, message: ACCOUNT_TEXTS.passwordReset },
    });
    expect(await call({ method: 'GET', url: '/user/profile', headers: withToken(token) })).toMatchObject({
      status: 401,
      body: { message: ACCOUNT_TEXTS.sessionEnded },
    });
    expect((await post('/login', { email: shopper.email, password: shopper.password })).status).toBe(401);
    const signedIn = await post('/login', { email: shopper.email, password: 'gold22karat' });
    expect(signedIn.status).toBe(200);
    expect(
      (await call({ method: 'GET', url: '/user/profile', headers: withToken(signedIn.body.token) })).status,
    ).toBe(200);
    // Used once: the same code does not work again.
    expect(await verify(shopper.email, code, 'platinum950')).toMatchObject(refusedCode);
    expect((await post('/login', { email: shopper.email, password: 'gold22karat' })).status).toBe(200);
  });

  it('answers an e-mail without an account the same, and mails nothing', async () => {
    const mailsBefore = (await outboxMails(shop.dataDir)).length;
    const known = await register();
    await requestCode(known.shopper.email);
    const unknown = await post('/reset-password-request', { email: 'nobody.here@example.in' });
    expect(unknown).toMatchObject({
      status: 200,
      body: { success: true, message: ACCOUNT_TEXTS.resetCodeSent },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mails = await outboxMails(shop.dataDir);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.some((mail) => mail.raw.includes('nobody.here@example.in'))).toBe(false);
  });

  it('lets only the newest code work', async () => {
    const { shopper } = await register();
    const first = resetCodeOf(await requestCode(shopper.email));
    const second = resetCodeOf(await requestCode(shopper.email));
    if (first !== second) expect(await verify(shopper.email, first)).toMatchObject(refusedCode);
    expect((await verify(shopper.email, second)).status).toBe(200);
  });

  it(`voids the code after ${RESET_CODE.maxAttempts} wrong tries`, async () => {
    const { shopper } = await register();
    const code = resetCodeOf(await requestCode(shopper.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= RESET_CODE.maxAttempts; attempt += 1) {
      expect(await verify(shopper.email, wrong), `try ${attempt}`).toMatchObject(refusedCode);
    }
    expect(await verify(shopper.email, code)).toMatchObject(refusedCode);
    expect((await post('/login', { email: shopper.email, password: shopper.password })).status).toBe(200);
  });

  it('still takes the right code after fewer wrong tries', async () => {
    const { shopper } = await register();
    const code = resetCodeOf(await requestCode(shopper.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < RESET_CODE.maxAttempts; attempt += 1) {
      expect((await verify(shopper.email, wrong)).status).toBe(400);
    }
    expect((await verify(shopper.email, code)).status).toBe(200);
  });

  it(`refuses a code older than ${RESET_CODE.minutesValid} minutes`, async () => {
    const { shopper, userId } = await register();
    const code = resetCodeOf(await requestCode(shopper.email));
    const [stored] = await shop.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, userId));
    const minutesLeft = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    await shop.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, userId));
    expect(await verify(shopper.email, code)).toMatchObject(refusedCode);
  });

  it('refuses a code for an e-mail without an account, or without a code asked for', async () => {
    const { shopper } = await register();
    expect(await verify('nobody.here@example.in', '123456')).toMatchObject(refusedCode);
    expect(await verify(shopper.email, '123456')).toMatchObject(refusedCode);
  });

  it.each([
    [{ verificationCode: '12ab56' }, MESSAGES.codeInvalid],
    [{ verificationCode: undefined }, MESSAGES.codeInvalid],
    [{ email: undefined }, MESSAGES.emailRequired],
    [{ newPassword: 'letters-only' }, MESSAGES.passwordRule],
    [{ newPassword: undefined }, MESSAGES.passwordRequired],
  ])('refuses %j with the form’s message', async (change, message) => {
    const payload = {
      email: 'meena@example.in',
      verificationCode: '123456',
      newPassword: 'gold22karat',
      ...change,
    };
    expect(await post('/reset-password-verify', payload)).toMatchObject({
      status: 400,
      body: { success: false, message },
    });
  });

  it('refuses a reset request without a valid e-mail', async () => {
    expect(await post('/reset-password-request', { email: 'meena' })).toMatchObject({
      status: 400,
      body: { success: false, message: MESSAGES.emailInvalid },
    });
  });
});

describe('limits on sign-in tries (the shop’s own numbers)', () => {
  it('stops sign-in for an account after 10 tries in 15 minutes, even with the right password', async () => {
    const { shopper } = await register();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await post(
        '/login',
        { email: shopper.email, password: 'not-the-password1' },
        { remoteAddress: newAddress() },
      );
      expect(answer.status, `try ${attempt}`).toBe(401);
    }
    const refused = await post('/login', shopper, { remoteAddress: newAddress() });
    expect(refused).toMatchObject({
      status: 429,
      body: {
        success: false,
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('stops sign-in from one address after 60 tries in 15 minutes', async () => {
    const remoteAddress = newAddress();
    for (let attempt = 1; attempt <= 60; attempt += 1) {
      const answer = await post(
        '/login',
        { email: `guess.${attempt}@example.in`, password: 'not-the-password1' },
        { remoteAddress },
      );
      expect(answer.status, `try ${attempt}`).toBe(401);
    }
    expect(
      await post('/login', { email: 'guess.61@example.in', password: 'x1234567' }, { remoteAddress }),
    ).toMatchObject({
      status: 429,
      body: { message: ACCOUNT_TEXTS.tooManySignIns },
    });
    // Another address is not held back.
    expect((await post('/login', { email: 'guess.61@example.in', password: 'x1234567' })).status).toBe(401);
  });
});

describe('the account’s language', () => {
  const requestCode = async (email: string) => {
    const before = (await outboxMails(shop.dataDir)).filter((mail) =>
      mail.raw.includes(`To: ${email}`),
    ).length;
    expect((await post('/reset-password-request', { email })).status).toBe(200);
    return latestMailTo(shop.dataDir, email, before);
  };
  const profileOf = async (token: string) =>
    (await call({ method: 'GET', url: '/user/profile', headers: withToken(token) })).body.user;

  it('is the one registered with, and the reset mail is written in it', async () => {
    const { shopper, token } = await register(newShopper({ language: 'ta' }));
    expect(await profileOf(token)).toMatchObject({ language: 'ta' });
    const mail = await requestCode(shopper.email);
    expect(headerOf(mail, 'Subject')).toBe('Velli & Thangam இல் புதிய கடவுச்சொல் அமைக்க உங்கள் குறியீடு');
    expect(mail.decoded).toContain('வணக்கம் Meena,');
    expect(mail.decoded).toContain('இது 10 நிமிடங்களுக்கு மட்டுமே செல்லும்; ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.');
    expect(mail.decoded).toContain('<html lang="ta-IN">');
    // Without a trusted address of the shop, the mail carries the code alone (reset-link.test.ts).
    expect(mail.decoded).toContain('கடையின் புதிய கடவுச்சொல் பக்கத்தில் இதை உள்ளிடுங்கள்.');
    expect(mail.decoded).not.toContain('Hello Meena');
    // The code is the same six digits, and sets the new password.
    const code = resetCodeOf(mail);
    expect(
      (
        await post('/reset-password-verify', {
          email: shopper.email,
          verificationCode: code,
          newPassword: 'gold22karat',
        })
      ).status,
    ).toBe(200);
  });

  it('changes on the profile, and the next reset mail follows it', async () => {
    const { shopper, token } = await register();
    const english = await requestCode(shopper.email);
    expect(headerOf(english, 'Subject')).toBe('Your Velli & Thangam password reset code');
    expect(english.decoded).toContain('<html lang="en-IN">');

    const changed = await call({
      method: 'PUT',
      url: '/user/profile',
      headers: withToken(token),
      payload: { firstName: 'Meena', language: 'hi' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user).toMatchObject({ language: 'hi', lastName: 'Sundaram' });
    expect(await profileOf(token)).toMatchObject({ language: 'hi' });
    const hindi = await requestCode(shopper.email);
    expect(headerOf(hindi, 'Subject')).toBe('Velli & Thangam पर नया पासवर्ड बनाने का आपका कोड');
    expect(hindi.decoded).toContain('नमस्ते Meena,');
    expect(hindi.decoded).toContain('<html lang="hi-IN">');

    // A change that does not send the language keeps it.
    await call({
      method: 'PUT',
      url: '/user/profile',
      headers: withToken(token),
      payload: { firstName: 'Meena' },
    });
    expect(await profileOf(token)).toMatchObject({ language: 'hi' });
  });

  it('refuses a language the shop does not speak, and stores nothing', async () => {
    const shopper = newShopper({ language: 'english' });
    const refused = await post('/register', shopper, { remoteAddress: newAddress() });
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: LANGUAGE_MESSAGE } });
    expect(LANGUAGE_MESSAGE).toBe('The language is one of en, ta, hi.');
    expect(await shop.database.db.select().from(users).where(eq(users.email, shopper.email))).toEqual([]);

    const { token, userId } = await register(newShopper({ language: 'ta' }));
    const changed = await call({
      method: 'PUT',
      url: '/user/profile',
      headers: withToken(token),
      payload: { firstName: 'Kavya', language: 'TA' },
    });
    expect(changed).toMatchObject({ status: 400, body: { success: false, message: LANGUAGE_MESSAGE } });
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ firstName: 'Meena', language: 'ta' });
  });
});
