import type { Page } from '@playwright/test';
import { importJWK, SignJWT, type JWK } from 'jose';
import { GOOGLE_CLIENT_ID, GOOGLE_KEY_ID, googlePrivateJwk } from './keys.ts';

export interface GooglePerson {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  picture: string;
}

/** An ID token for the person, signed as Google signs them (keys.ts stands in for Google's key). */
async function googleIdToken(person: GooglePerson): Promise<string> {
  const key = await importJWK(googlePrivateJwk() as JWK, 'RS256');
  return new SignJWT({ ...person, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: GOOGLE_KEY_ID, typ: 'JWT' })
    .setIssuer('https://accounts.google.com')
    .setAudience(GOOGLE_CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);
}

/**
 * Serves the page a stand-in for Google's sign-in script, at Google's address, so the shop's
 * Content-Security-Policy is put to the test as with the real one. Its button hands the page
 * an ID token for the person, as Google's does once the person has chosen their account; it
 * refuses a client id other than the shop's, as Google's does.
 */
export async function offerGoogleSignIn(page: Page, person: GooglePerson) {
  const credential = await googleIdToken(person);
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `
        window.google = { accounts: { id: {
          initialize(options) {
            if (options.client_id !== ${JSON.stringify(GOOGLE_CLIENT_ID)}) throw new Error('unknown client id');
            window.googleSignInOptions = options;
          },
          renderButton(parent) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = 'Sign in with Google';
            button.onclick = () => window.googleSignInOptions.callback({ credential: ${JSON.stringify(credential)} });
            parent.append(button);
          },
        } } };`,
    }),
  );
}
