import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WishlistAnswerSchema,
  WishlistMergeBodySchema,
  WishlistParamsSchema,
} from '@shop/shared/wishlist-api';
import { CUSTOMER_SESSION, inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { signedInCustomers, type Authenticate } from '../../plugins/signed-in.ts';
import type { WishlistService } from './service.ts';

export interface WishlistRoutesOptions {
  wishlist: WishlistService;
  authenticate: Authenticate;
}

/** A signed-in shopper's wishlist: `/api/wishlist`. A guest's stays in their browser. */
const wishlistRoutes: FastifyPluginAsyncZod<WishlistRoutesOptions> = async (
  fastify,
  { wishlist, authenticate },
) => {
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  const asCustomer = { tags: inSection('wishlist'), security: CUSTOMER_SESSION };

  fastify.get(
    '/api/wishlist',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'The signed-in customer’s saved pieces, newest first, at today’s prices',
        response: { 200: WishlistAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => wishlist.list(customerOf(request)),
  );

  fastify.put(
    '/api/wishlist/:productId',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Save a piece (saving it again changes nothing)',
        description:
          'An unknown piece answers 404; a list already at its limit (200 pieces) answers 409 and changes nothing.',
        params: WishlistParamsSchema,
        response: { 200: WishlistAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => wishlist.save(customerOf(request), request.params.productId),
  );

  fastify.delete(
    '/api/wishlist/:productId',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Remove a piece (one not in the list changes nothing)',
        params: WishlistParamsSchema,
        response: { 200: WishlistAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => wishlist.remove(customerOf(request), request.params.productId),
  );

  fastify.post(
    '/api/wishlist/merge',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Join a guest’s saved pieces to the account at sign-in, without duplicates',
        description:
          'Pieces no longer in the collection, and those beyond the limit of 200, are left out; `leftOut` counts them.',
        body: WishlistMergeBodySchema,
        response: { 200: WishlistAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => wishlist.merge(customerOf(request), request.body.productIds),
  );
};

export default wishlistRoutes;
