/**
 * The shop with Google sign-in, started as `npm start` starts it, except that Google's signing
 * keys are the journeys' own (keys.ts). Configured through the same environment variables.
 */
import { createLocalJWKSet, type JWK } from 'jose';
import { startShop } from '@shop/server/start';
import { googlePublicJwk } from './keys.ts';

await startShop({ googleKeys: createLocalJWKSet({ keys: [googlePublicJwk() as JWK] }) });
