/**
 * Google's part in the browser journeys. Google cannot be reached from a test, and a test
 * cannot sign as Google: the journeys make a key pair of their own (once, in the runner, kept
 * in the environment that the workers and the shop inherit), sign ID tokens with its private
 * half, and the shop started by `shop.ts` checks them with its public half.
 */
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto';

const PRIVATE_KEY_VARIABLE = 'SHOP_E2E_GOOGLE_PRIVATE_JWK';
const PUBLIC_KEY_VARIABLE = 'SHOP_E2E_GOOGLE_PUBLIC_JWK';

export const GOOGLE_CLIENT_ID = 'e2e-shop.apps.googleusercontent.com';
export const GOOGLE_KEY_ID = 'e2e-google-key';

/** Makes the key pair unless the runner made it already. */
export function ensureGoogleKeys() {
  if (process.env[PRIVATE_KEY_VARIABLE] && process.env[PUBLIC_KEY_VARIABLE]) return;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  process.env[PRIVATE_KEY_VARIABLE] = JSON.stringify(privateKey.export({ format: 'jwk' }));
  process.env[PUBLIC_KEY_VARIABLE] = JSON.stringify(publicKey.export({ format: 'jwk' }));
}

function keyFromEnvironment(variable: string): JsonWebKey {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run the journeys through playwright.config.ts`);
  return { ...(JSON.parse(value) as JsonWebKey), kid: GOOGLE_KEY_ID, alg: 'RS256' };
}

export const googlePrivateJwk = () => keyFromEnvironment(PRIVATE_KEY_VARIABLE);
export const googlePublicJwk = () => ({ ...keyFromEnvironment(PUBLIC_KEY_VARIABLE), use: 'sig' });
