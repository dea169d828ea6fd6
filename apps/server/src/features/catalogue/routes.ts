import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOO_MANY_SEARCHES, TYPE_LISTINGS } from '@shop/shared/catalogue';
import {
  AllProductsQuerySchema,
  CategoryListingQuerySchema,
  CategoryParamsSchema,
  ProductIdParamsSchema,
  SearchQuerySchema,
  SuggestionsQuerySchema,
  TypeListingQuerySchema,
} from '@shop/shared/catalogue-api';
import { byAddress, limitTries } from '../../plugins/rate-limit.ts';
import type { CatalogueService } from './service.ts';

export interface CatalogueRoutesOptions {
  /** Made by app.ts, which also hands it to the pages (product heads, sitemap). */
  catalogue: CatalogueService;
  /** SEARCHES_PER_MINUTE: searches and suggestion lists per address; 0, no limit. */
  searchesPerMinute: number;
}

const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  fastify,
  { catalogue, searchesPerMinute },
) => {
  // Every search is worked out afresh, so one client asking without pause could hold every
  // shopper up; listings are few and kept, and need no limit. A page rendered on the server
  // asks from its shopper's address (server-render.ts), so the search page counts here too.
  const limitSearches =
    searchesPerMinute > 0
      ? limitTries(fastify, 'catalogue', [
          {
            name: 'searches-address',
            limit: { max: searchesPerMinute, windowMs: 60_000 },
            key: byAddress,
            message: TOO_MANY_SEARCHES,
          },
        ])
      : undefined;

  fastify.get('/api/test', async () => ({ success: true, message: 'The shop server is running' }));

  fastify.get(
    '/api/all-products',
    { schema: { querystring: AllProductsQuerySchema } },
    async (request, reply) => reply.sendPrepared(await catalogue.allProducts(request.query)),
  );

  fastify.get(
    '/api/products/search',
    { schema: { querystring: SearchQuerySchema }, onRequest: limitSearches },
    async (request, reply) => reply.sendPrepared(await catalogue.search(request.query)),
  );

  fastify.get(
    '/api/products/suggestions',
    { schema: { querystring: SuggestionsQuerySchema }, onRequest: limitSearches },
    async (request, reply) => reply.sendPrepared(await catalogue.suggestions(request.query)),
  );

  fastify.get(
    '/api/products/category/:peopleCategory',
    { schema: { params: CategoryParamsSchema, querystring: CategoryListingQuerySchema } },
    async (request, reply) =>
      reply.sendPrepared(await catalogue.categoryListing(request.params.peopleCategory, request.query)),
  );

  fastify.get('/api/products/:id', { schema: { params: ProductIdParamsSchema } }, async (request, reply) =>
    reply.sendPrepared(await catalogue.productById(request.params.id)),
  );

  for (const listing of TYPE_LISTINGS) {
    fastify.get(
      `/api/${listing.path}`,
      { schema: { querystring: TypeListingQuerySchema } },
      async (request, reply) => reply.sendPrepared(await catalogue.typeListing(listing, request.query)),
    );
  }
};

export default catalogueRoutes;
