import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import reviewsAdminRoutes from './admin-routes.ts';
import reviewsRoutes from './routes.ts';
import { createReviewsService, type ReviewsOptions } from './service.ts';

/** Buyers' reviews of delivered pieces, and staff hiding and publishing them. */
export async function wireReviews(
  fastify: FastifyInstance,
  {
    db,
    mailer,
    config,
    authenticate,
    authenticateStaff,
    afterChange,
  }: ShopParts & Pick<ReviewsOptions, 'afterChange'>,
) {
  const reviews = createReviewsService(db, { mailer, shopEmail: config.SHOP_EMAIL, afterChange });
  await fastify.register(reviewsRoutes, { reviews, authenticate });
  await fastify.register(reviewsAdminRoutes, { reviews, authenticateStaff });
}
