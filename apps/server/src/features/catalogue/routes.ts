import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOO_MANY_SEARCHES, TYPE_LISTINGS } from '@shop/shared/catalogue';
import {
  AllProductsAnswerSchema,
  AllProductsQuerySchema,
  CategoryListingAnswerSchema,
  CategoryListingQuerySchema,
  CategoryPageQuerySchema,
  CategoryParamsSchema,
  ListingPageAnswerSchema,
  MessageAnswerSchema,
  ProductAnswerSchema,
  ProductIdParamsSchema,
  SearchAnswerSchema,
  SearchQuerySchema,
  SuggestionsAnswerSchema,
  SuggestionsQuerySchema,
  TypeListingAnswerSchema,
  TypeListingQuerySchema,
  TypePageQuerySchema,
} from '@shop/shared/catalogue-api';
import { inSection, REFUSALS } from '../../plugins/api-contract.ts';
import type { PreparedJson } from '../../plugins/prepared-json.ts';
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

  const tags = inSection('catalogue');

  // An address asked before is answered with its kept bytes as soon as the request is known
  // (after the shop's headers and the limit on searches, which every answer keeps), without
  // checking its query and making the key again: the same status, headers and body as the
  // answer made below, which is kept by address when it is made (service.ts).
  const keptAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = catalogue.keptAnswer(request.url);
    if (body) return reply.sendPrepared(body);
  };
  const kept = (request: FastifyRequest, answer: () => Promise<PreparedJson>) =>
    catalogue.keepByAddress(request.url, answer);

  fastify.get(
    '/api/test',
    {
      schema: {
        tags: inSection('shop'),
        summary: 'The server answers',
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async () => ({ success: true as const, message: 'The shop server is running' }),
  );

  // The answers below are kept serialised (plugins/prepared-json.ts) and sent as bytes, which
  // Fastify does not serialise again: their schemas describe them, and catalogue tests parse
  // real answers with them (answers-match-contracts.test.ts).
  fastify.get(
    '/api/all-products',
    {
      schema: {
        tags,
        summary: 'The collection, for the home page',
        querystring: AllProductsQuerySchema,
        response: { 200: AllProductsAnswerSchema, ...REFUSALS },
      },
      onRequest: keptAnswer,
    },
    async (request, reply) =>
      reply.sendPrepared(await kept(request, () => catalogue.allProducts(request.query))),
  );

  fastify.get(
    '/api/products/search',
    {
      schema: {
        tags,
        summary: 'Search, with filters and pages',
        querystring: SearchQuerySchema,
        response: { 200: SearchAnswerSchema, ...REFUSALS },
      },
      onRequest: limitSearches ? [limitSearches, keptAnswer] : keptAnswer,
    },
    async (request, reply) => reply.sendPrepared(await kept(request, () => catalogue.search(request.query))),
  );

  fastify.get(
    '/api/products/suggestions',
    {
      schema: {
        tags,
        summary: 'Suggestions while the shopper types',
        querystring: SuggestionsQuerySchema,
        response: { 200: SuggestionsAnswerSchema, ...REFUSALS },
      },
      onRequest: limitSearches ? [limitSearches, keptAnswer] : keptAnswer,
    },
    async (request, reply) =>
      reply.sendPrepared(await kept(request, () => catalogue.suggestions(request.query))),
  );

  fastify.get(
    '/api/products/category/:peopleCategory',
    {
      schema: {
        tags,
        summary: 'The pieces for women, men, kids or couples',
        params: CategoryParamsSchema,
        querystring: CategoryListingQuerySchema,
        response: { 200: CategoryListingAnswerSchema, ...REFUSALS },
      },
      onRequest: keptAnswer,
    },
    async (request, reply) =>
      reply.sendPrepared(
        await kept(request, () => catalogue.categoryListing(request.params.peopleCategory, request.query)),
      ),
  );

  // The listing pages read one page at a time: a page's HTML carries the pieces it shows, not
  // the whole category (docs/decisions/0031).
  fastify.get(
    '/api/products/category/:peopleCategory/page',
    {
      schema: {
        tags,
        summary: 'One page of the pieces for women, men, kids or couples',
        params: CategoryParamsSchema,
        querystring: CategoryPageQuerySchema,
        response: { 200: ListingPageAnswerSchema, ...REFUSALS },
      },
      onRequest: keptAnswer,
    },
    async (request, reply) =>
      reply.sendPrepared(
        await kept(request, () => catalogue.categoryPage(request.params.peopleCategory, request.query)),
      ),
  );

  fastify.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'One piece, with its price breakup',
        params: ProductIdParamsSchema,
        response: { 200: ProductAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) => reply.sendPrepared(await catalogue.productById(request.params.id)),
  );

  for (const listing of TYPE_LISTINGS) {
    fastify.get(
      `/api/${listing.path}`,
      {
        schema: {
          tags,
          summary: `The ${listing.path.replace('-', ' ')}`,
          querystring: TypeListingQuerySchema,
          response: { 200: TypeListingAnswerSchema, ...REFUSALS },
        },
        onRequest: keptAnswer,
      },
      async (request, reply) =>
        reply.sendPrepared(await kept(request, () => catalogue.typeListing(listing, request.query))),
    );

    fastify.get(
      `/api/${listing.path}/page`,
      {
        schema: {
          tags,
          summary: `One page of the ${listing.path.replace('-', ' ')}`,
          querystring: TypePageQuerySchema,
          response: { 200: ListingPageAnswerSchema, ...REFUSALS },
        },
        onRequest: keptAnswer,
      },
      async (request, reply) =>
        reply.sendPrepared(await kept(request, () => catalogue.typePage(listing, request.query))),
    );
  }
};

export default catalogueRoutes;
