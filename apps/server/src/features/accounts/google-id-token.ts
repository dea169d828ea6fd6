/**
 * Checks a Google ID token (the `credential` of Google's sign-in button) the way Google
 * documents it: signed with RS256 by one of Google's keys, issued by accounts.google.com for
 * this shop's client id, not expired. Who the person is comes from the checked token only.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { withoutForbiddenCharacters } from '@shop/shared/text';

const optionalPlain = (text: string | undefined) =>
  text === undefined ? undefined : withoutForbiddenCharacters(text);

export const GOOGLE_KEYS_URL = new URL('https://www.googleapis.com/oauth2/v3/certs');
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  googleId: string;
  email: string;
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  picture: string | undefined;
}

const GoogleClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254),
  // Only a real `true` counts; anything else is an address Google has not confirmed.
  email_verified: z
    .unknown()
    .optional()
    .transform((value) => value === true),
  given_name: z.string().max(200).optional(),
  family_name: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  picture: z.url().max(2048).optional(),
});

/** Failures that mean "this is no valid token for this shop", not "Google could not be asked". */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof errors.JOSEError &&
    !(error instanceof errors.JWKSTimeout) &&
    !(error instanceof errors.JWKSInvalid)
  );
}

export function createGoogleVerifier(
  clientId: string,
  keys: JWTVerifyGetKey = createRemoteJWKSet(GOOGLE_KEYS_URL),
) {
  /** The person the token names, or undefined when it is not a valid token for this shop. */
  return async function verifyGoogleIdToken(credential: string): Promise<GoogleIdentity | undefined> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        audience: clientId,
        issuer: GOOGLE_ISSUERS,
        requiredClaims: ['exp', 'sub', 'email'],
      }));
    } catch (error) {
      if (isRefusal(error)) return undefined;
      throw error;
    }
    const claims = GoogleClaimsSchema.safeParse(payload);
    if (!claims.success) return undefined;
    const { sub, email, email_verified, given_name, family_name, name, picture } = claims.data;
    return {
      googleId: sub,
      email: email.toLowerCase(),
      emailVerified: email_verified,
      // A name is the person's own at Google, shown to the staff: kept by the shop's text rule.
      firstName: optionalPlain(given_name ?? name),
      lastName: optionalPlain(family_name),
      picture,
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
