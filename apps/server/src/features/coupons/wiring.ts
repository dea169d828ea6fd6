import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import couponsAdminRoutes from './admin-routes.ts';
import { createCouponsService } from './service.ts';

/** Promo codes: the back office's list, and the rule payments apply, hold and count. */
export async function wireCoupons(
  fastify: FastifyInstance,
  { db, log, authenticateStaff }: Pick<ShopParts, 'db' | 'log' | 'authenticateStaff'>,
) {
  const coupons = createCouponsService(db, { log });
  await fastify.register(couponsAdminRoutes, { coupons, authenticateStaff });
  return coupons;
}
