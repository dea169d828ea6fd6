/**
 * The shop with Google sign-in, as server.ts starts it, except that Google's signing keys are
 * the journeys' own (keys.ts). Configured through the same environment variables.
 */
import { createLocalJWKSet, type JWK } from 'jose';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { readConfig } from '../../apps/server/src/env.ts';
import { googlePublicJwk } from './keys.ts';

const config = readConfig();
const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
const app = await buildApp({
  config,
  database,
  accounts: { googleKeys: createLocalJWKSet({ keys: [googlePublicJwk() as JWK] }) },
});
await app.listen({ port: config.PORT, host: config.HOST });
