import { eq } from 'drizzle-orm';
import {
  SignJWT,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  type CryptoKey,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@shop/shared/accounts';
import { users } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const CLIENT_ID = '1234567890-shop.apps.googleusercontent.com';
const KEY_ID = 'test-key-1';

let shop: TestApp;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(google.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  shop = await buildTestApp({
    environment: { GOOGLE_CLIENT_ID: CLIENT_ID },
    accounts: { googleKeys: createLocalJWKSet({ keys: [publicJwk] }) },
  });
});
afterAll(async () => {
  await shop?.close();
});

let people = 0;
/** The claims of a Google ID token for a new person. */
function newPerson(overrides: JWTPayload = {}): JWTPayload {
  people += 1;
  return {
    sub: `10769150350006150715${people}`,
    email: `lakshmi.${people}@gmail.com`,
    email_verified: true,
    given_name: 'Lakshmi',
    family_name: 'Narayanan',
    name: 'Lakshmi Narayanan',
    picture: `https://lh3.googleusercontent.com/a/photo-${people}`,
    ...overrides,
  };
}

interface TokenOptions {
  key?: CryptoKey;
  audience?: string;
  issuer?: string;
  expires?: string | number;
}

function googleToken(claims: JWTPayload, options: TokenOptions = {}): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? googleKey);
}

async function signInWithGoogle(credential: string, extra: Record<string, string> = {}, app = shop) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/auth/google/verify',
    payload: { credential, ...extra },
  });
  return { status: response.statusCode, body: response.json() };
}

async function profileOf(token: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/user/profile',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json().user;
}

const refused = (status: number, message: string) => ({ status, body: { success: false, message } });

describe('signing in with Google', () => {
  it('tells the browser the client id its button needs', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({ success: true, googleClientId: CLIENT_ID, whatsappUpdates: true });
  });

  it('allows Google’s sign-in script and frame in the Content-Security-Policy', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/config' });
    const policy = String(response.headers['content-security-policy']);
    // Beside the shop's own files and its pages' inline scripts, allowed by their hashes.
    expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/accounts\.google\.com\/gsi\/client(;| )/);
    expect(policy).toContain("frame-src 'self' https://accounts.google.com/gsi/");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('creates a Google account from a valid token, verified and without a password', async () => {
    const person = newPerson({ email: 'Lakshmi.Upper@Gmail.com' });
    const { status, body } = await signInWithGoogle(await googleToken(person));
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Welcome back, Lakshmi!',
      token: expect.any(String),
      userId: expect.any(String),
      firstName: 'Lakshmi',
      authProvider: 'google',
    });
    expect(await profileOf(body.token)).toMatchObject({
      id: body.userId,
      firstName: 'Lakshmi',
      lastName: 'Narayanan',
      email: 'lakshmi.upper@gmail.com',
      authProvider: 'google',
      isEmailVerified: true,
      profilePicture: person.picture,
    });
    const [row] = await shop.database.db.select().from(users).where(eq(users.id, body.userId));
    expect(row).toMatchObject({ googleId: person.sub, passwordHash: null });

    // The same person again is the same account.
    const again = await signInWithGoogle(await googleToken(person));
    expect(again.body.userId).toBe(body.userId);
  });

  it('takes who the person is from the token, never from the rest of the body', async () => {
    const person = newPerson();
    const { body } = await signInWithGoogle(await googleToken(person), {
      email: 'someone.else@example.in',
      firstName: 'Mallory',
      lastName: 'Intruder',
      googleId: 'another-id',
      profilePicture: 'https://evil.example/picture.png',
    });
    expect(body.firstName).toBe('Lakshmi');
    expect(await profileOf(body.token)).toMatchObject({
      email: person.email,
      firstName: 'Lakshmi',
      lastName: 'Narayanan',
      profilePicture: person.picture,
    });
    const [someoneElse] = await shop.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'someone.else@example.in'));
    expect(someoneElse).toBeUndefined();
  });

  it('refuses an address Google has not verified', async () => {
    for (const emailVerified of [false, 'true', undefined]) {
      const person = newPerson({ email_verified: emailVerified });
      const answer = await signInWithGoogle(await googleToken(person));
      expect(answer, String(emailVerified)).toEqual(refused(403, ACCOUNT_TEXTS.googleEmailNotVerified));
      const [row] = await shop.database.db
        .select()
        .from(users)
        .where(eq(users.email, String(person.email)));
      expect(row).toBeUndefined();
    }
  });

  it('refuses a token for another site, from another issuer, expired, or not signed by Google', async () => {
    const person = newPerson();
    const oneHourAgo = Math.floor(Date.now() / 1000) - 3600;
    const tokens = {
      'another audience': await googleToken(person, { audience: 'another-site.apps.googleusercontent.com' }),
      'another issuer': await googleToken(person, { issuer: 'https://accounts.example.com' }),
      expired: await googleToken(person, { expires: oneHourAgo }),
      'another key': await googleToken(person, { key: strangerKey }),
      'not a token': 'header.payload.signature',
      'signed with a shared secret': await new SignJWT(person)
        .setProtectedHeader({ alg: 'HS256', kid: KEY_ID })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT_ID)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a-shared-secret-anyone-could-know')),
    };
    for (const [name, credential] of Object.entries(tokens)) {
      expect(await signInWithGoogle(credential), name).toEqual(refused(401, ACCOUNT_TEXTS.googleFailed));
    }
    // The short issuer form Google also uses is accepted.
    expect(
      (await signInWithGoogle(await googleToken(person, { issuer: 'accounts.google.com' }))).status,
    ).toBe(200);
  });

  async function registerWithPassword(email: string, firstName = 'Meera') {
    const registered = await shop.app.inject({
      method: 'POST',
      url: '/register',
      payload: { firstName, lastName: 'Iyer', email, phoneNumber: '9876543210', password: 'silver925' },
    });
    expect(registered.statusCode).toBe(201);
    return registered.json() as { userId: string; token: string };
  }

  const signInWithPassword = async (email: string) =>
    (await shop.app.inject({ method: 'POST', url: '/login', payload: { email, password: 'silver925' } }))
      .statusCode;

  it('joins an account whose e-mail nobody proved, and ends the password and sessions of whoever registered it', async () => {
    // Someone registers the address first, before its owner ever shops here.
    const email = 'meera.join@gmail.com';
    const squatter = await registerWithPassword(email);

    const { status, body } = await signInWithGoogle(
      await googleToken(newPerson({ email, given_name: 'Meera' })),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ userId: squatter.userId, firstName: 'Meera', authProvider: 'google' });
    expect(await profileOf(body.token)).toMatchObject({ isEmailVerified: true, authProvider: 'google' });

    const oldSession = await shop.app.inject({
      method: 'GET',
      url: '/user/profile',
      headers: { authorization: `Bearer ${squatter.token}` },
    });
    expect(oldSession.statusCode).toBe(401);
    expect(await signInWithPassword(email)).toBe(401);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toBeNull();
  });

  it('joins an account whose owner proved the e-mail, keeping its password and sessions', async () => {
    const email = 'meera.proved@gmail.com';
    const owner = await registerWithPassword(email);
    // As a password reset by a mailed code does.
    await shop.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.email, email));

    const { status, body } = await signInWithGoogle(
      await googleToken(newPerson({ email, given_name: 'Meera' })),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ userId: owner.userId, authProvider: 'manual' });
    expect(await profileOf(owner.token)).toMatchObject({ lastName: 'Iyer', phoneNumber: '9876543210' });
    expect(await signInWithPassword(email)).toBe(200);
  });

  it('does not join an account when Google has not verified the address', async () => {
    const email = 'unverified.join@gmail.com';
    await shop.app.inject({
      method: 'POST',
      url: '/register',
      payload: {
        firstName: 'Asha',
        lastName: 'Menon',
        email,
        phoneNumber: '9876543210',
        password: 'silver925',
      },
    });
    const answer = await signInWithGoogle(await googleToken(newPerson({ email, email_verified: false })));
    expect(answer.status).toBe(403);
    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ googleId: null, isEmailVerified: false });
  });

  it('never signs a Google account in with a password', async () => {
    const person = newPerson();
    await signInWithGoogle(await googleToken(person));
    const response = await shop.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: person.email, password: 'anything-at-all1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(ACCOUNT_TEXTS.wrongCredentials);
  });

  it('refuses a body without a credential, or with one far too long', async () => {
    expect(await signInWithGoogle('')).toEqual(refused(400, 'credential is required'));
    expect(await signInWithGoogle('x'.repeat(5000))).toEqual(refused(400, 'credential is too long'));
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('offers no Google sign-in and says so when asked', async () => {
    const plain = await buildTestApp();
    try {
      const config = await plain.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toEqual({ success: true, googleClientId: null, whatsappUpdates: true });
      expect(String(config.headers['content-security-policy'])).not.toContain('google');
      expect(config.headers['cross-origin-opener-policy']).toBe('same-origin');
      const person = newPerson();
      expect(await signInWithGoogle(await googleToken(person), {}, plain)).toEqual(
        refused(404, ACCOUNT_TEXTS.googleNotConfigured),
      );
    } finally {
      await plain.close();
    }
  });
});
