import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import wishlistRoutes from './routes.ts';
import { createWishlistService, type WishlistServiceOptions } from './service.ts';

/** A signed-in shopper's saved pieces; they go with the account, as its rows follow the account's. */
export async function wireWishlist(
  fastify: FastifyInstance,
  { db, authenticate, ...options }: Pick<ShopParts, 'db' | 'authenticate'> & WishlistServiceOptions,
) {
  await fastify.register(wishlistRoutes, { wishlist: createWishlistService(db, options), authenticate });
}
