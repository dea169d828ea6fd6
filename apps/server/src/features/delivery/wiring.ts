import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import deliveryAdminRoutes from './admin-routes.ts';
import deliveryRoutes from './routes.ts';
import { createDeliveryService, type DeliveryServiceOptions } from './service.ts';

/** Delivery by pincode: the shopper's check on a piece, and the pincodes the owner does not serve. */
export async function wireDelivery(
  fastify: FastifyInstance,
  {
    db,
    authenticateStaff,
    findProduct,
  }: Pick<ShopParts, 'db' | 'authenticateStaff'> & DeliveryServiceOptions,
) {
  const delivery = createDeliveryService(db, { findProduct });
  await fastify.register(deliveryRoutes, { delivery });
  await fastify.register(deliveryAdminRoutes, { delivery, authenticateStaff });
}
