import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import policiesAdminRoutes from './admin-routes.ts';
import policiesRoutes from './routes.ts';
import { createPoliciesService, POLICIES_CHANGED } from './service.ts';

/**
 * The five policy pages. A policy with no version yet gets the text written from the shop's
 * settings, once across instances; after that only the owner changes a text.
 */
export async function wirePolicies(
  fastify: FastifyInstance,
  {
    database,
    config,
    log,
    authenticateStaff,
    backupsKept,
    onChange,
  }: Pick<ShopParts, 'config' | 'log' | 'authenticateStaff'> & {
    database: DatabaseHandle;
    /** Which backups the shop keeps, as the privacy policy says (the backups feature's retention). */
    backupsKept: { daily: number; weekly: number };
    /** A text changed, through this instance or another: the pages kept of it are forgotten. */
    onChange: () => void;
  },
) {
  const policies = createPoliciesService(database.db, {
    seller: {
      legalName: config.SHOP_LEGAL_NAME,
      address: config.SHOP_ADDRESS,
      gstin: config.SHOP_GSTIN,
      state: config.SHOP_STATE.name,
      customerCare: { phone: config.SHOP_PHONE, email: config.SHOP_EMAIL },
      grievanceOfficer: {
        name: config.GRIEVANCE_OFFICER_NAME,
        designation: config.GRIEVANCE_OFFICER_DESIGNATION,
        email: config.GRIEVANCE_OFFICER_EMAIL,
        phone: config.GRIEVANCE_OFFICER_PHONE,
      },
      backups: backupsKept,
      publicUrl: config.PUBLIC_URL,
    },
    onChange,
  });
  const written = await policies.writeFirstVersions();
  if (written.length > 0)
    log.info({ policies: written }, 'policies written from the shop’s settings as their first versions');
  await database.listen(POLICIES_CHANGED, onChange);
  await fastify.register(policiesRoutes, { policies });
  await fastify.register(policiesAdminRoutes, { policies, authenticateStaff });
  return policies;
}
