import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Config } from '../env.ts';
import type { Mailer } from './mail.ts';
import type { Authenticate, AuthenticateStaff } from './signed-in.ts';

/**
 * What app.ts hands each feature's wiring (`features/<name>/wiring.ts`): the database, the
 * mail, the shop's settings, the log, and the checks of who is signed in. A wiring takes the
 * parts it needs, and what it needs of another feature as plain functions besides.
 */
export interface ShopParts {
  db: Database;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  authenticate: Authenticate;
  authenticateStaff: AuthenticateStaff;
}
