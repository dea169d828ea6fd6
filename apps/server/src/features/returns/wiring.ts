import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import returnsAdminRoutes from './admin-routes.ts';
import returnsRoutes from './routes.ts';
import { createReturnsService, type ReturnsOptions } from './service.ts';

/** Customers' returns of delivered pieces, their steps, and the refund each one makes. */
export async function wireReturns(
  fastify: FastifyInstance,
  {
    db,
    mailer,
    authenticate,
    authenticateStaff,
    refunds,
  }: Pick<ShopParts, 'db' | 'mailer' | 'authenticate' | 'authenticateStaff'> &
    Pick<ReturnsOptions, 'refunds'>,
) {
  const returns = createReturnsService({ db, mailer, refunds });
  await fastify.register(returnsRoutes, { returns, authenticate });
  await fastify.register(returnsAdminRoutes, { returns, authenticateStaff });
}
