import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import complaintsAdminRoutes from './admin-routes.ts';
import complaintsRoutes from './routes.ts';
import { type ComplaintsOptions, createComplaintsService } from './service.ts';

/** Complaints with their tickets, and the back office's replies and resolutions. */
export async function wireComplaints(
  fastify: FastifyInstance,
  {
    db,
    mailer,
    config,
    authenticate,
    authenticateStaff,
    notifyWhatsApp,
  }: ShopParts & Pick<ComplaintsOptions, 'notifyWhatsApp'>,
) {
  const complaints = createComplaintsService(db, {
    mailer,
    notifyWhatsApp,
    shopEmail: config.SHOP_EMAIL,
    // The rules name the grievance officer as the one a complainant writes to.
    grievance: {
      name: `${config.GRIEVANCE_OFFICER_NAME} (${config.GRIEVANCE_OFFICER_DESIGNATION})`,
      email: config.GRIEVANCE_OFFICER_EMAIL,
      phone: config.GRIEVANCE_OFFICER_PHONE,
    },
  });
  await fastify.register(complaintsRoutes, { complaints, authenticate });
  await fastify.register(complaintsAdminRoutes, { complaints, authenticateStaff });
}
