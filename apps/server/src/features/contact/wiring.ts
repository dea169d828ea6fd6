import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import contactAdminRoutes from './admin-routes.ts';
import contactRoutes from './routes.ts';
import { createContactService } from './service.ts';

/** The contact form's messages, mailed to the shop, and the back office's inbox and replies. */
export async function wireContact(
  fastify: FastifyInstance,
  {
    db,
    mailer,
    config,
    authenticateStaff,
  }: Pick<ShopParts, 'db' | 'mailer' | 'config' | 'authenticateStaff'>,
) {
  const contact = createContactService(db, { mailer, shopEmail: config.SHOP_EMAIL });
  await fastify.register(contactRoutes, { contact });
  await fastify.register(contactAdminRoutes, { db, mailer, shopEmail: config.SHOP_EMAIL, authenticateStaff });
  return contact;
}
