import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import pricingAdminRoutes from './admin-routes.ts';
import { createMetalRates } from './metal-rates.ts';

/** The day's metal rates the owner sets (a rate-priced piece is saved at them: `ratesForPricing`). */
export async function wirePricing(
  fastify: FastifyInstance,
  { db, authenticateStaff }: Pick<ShopParts, 'db' | 'authenticateStaff'>,
) {
  await fastify.register(pricingAdminRoutes, { metalRates: createMetalRates(db), authenticateStaff });
}
