import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import type { UserRow } from '../../db/schema.ts';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import { createGoogleVerifier } from './google-id-token.ts';
import type { AccountLimits } from './limits.ts';
import accountsRoutes from './routes.ts';
import { createAccountsService } from './service.ts';
import { createSessionTokens, readOrCreateSessionSecret } from './session-tokens.ts';

/** Customers' accounts and their calls; the secret also signs the back office's sessions. */
export async function wireAccounts(
  fastify: FastifyInstance,
  {
    db,
    mailer,
    config,
    limits,
    googleKeys,
    whatsappUpdates,
    eraseCustomerData,
  }: Pick<ShopParts, 'db' | 'mailer' | 'config'> & {
    /** Whether the shop sends updates on WhatsApp (the WhatsApp feature decides). */
    whatsappUpdates: boolean;
    limits: AccountLimits;
    /** Where Google's signing keys come from; tests give their own. Default: Google's. */
    googleKeys: JWTVerifyGetKey | undefined;
    /** What the other features keep of a customer who deletes their account. */
    eraseCustomerData: (user: UserRow) => Promise<void>;
  },
) {
  const secret = await readOrCreateSessionSecret(config.JWT_SECRET, config.DATA_DIR);
  const accounts = createAccountsService(db, {
    sessions: createSessionTokens(secret),
    secret,
    mailer,
    google: config.GOOGLE_CLIENT_ID
      ? {
          clientId: config.GOOGLE_CLIENT_ID,
          verify: createGoogleVerifier(config.GOOGLE_CLIENT_ID, googleKeys),
        }
      : undefined,
    whatsappUpdates,
    eraseCustomerData,
  });
  await fastify.register(accountsRoutes, { accounts, limits, publicUrl: config.PUBLIC_URL });
  return { accounts, secret };
}
