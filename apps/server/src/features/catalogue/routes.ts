import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TYPE_LISTINGS } from '@shop/shared/catalogue';
import {
  AllProductsQuerySchema,
  CategoryListingQuerySchema,
  CategoryParamsSchema,
  ProductIdParamsSchema,
  SearchQuerySchema,
  SuggestionsQuerySchema,
  TypeListingQuerySchema,
} from '@shop/shared/catalogue-api';
import type { CatalogueService } from './service.ts';

export interface CatalogueRoutesOptions {
  /** Made by app.ts, which also hands it to the pages (product heads, sitemap). */
  catalogue: CatalogueService;
}

const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (fastify, { catalogue }) => {
  fastify.get('/api/test', async () => ({ success: true, message: 'The shop server is running' }));

  fastify.get(
    '/api/all-products',
    { schema: { querystring: AllProductsQuerySchema } },
    async (request, reply) => reply.sendPrepared(await catalogue.allProducts(request.query)),
  );

  fastify.get(
    '/api/products/search',
    { schema: { querystring: SearchQuerySchema } },
    async (request, reply) => reply.sendPrepared(await catalogue.search(request.query)),
  );

  fastify.get(
    '/api/products/suggestions',
    { schema: { querystring: SuggestionsQuerySchema } },
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
