/**
 * The API described by its code: an OpenAPI 3.1 document made from every route's zod schemas
 * (packages/shared's contracts), served at `GET /api/openapi.json` in every mode, and browsable
 * at `/api/docs` when NODE_ENV is `development` (`npm run dev`). Registered before the routes, whose
 * schemas it collects as they are added.
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SHOP_NAME } from '@shop/shared/shop';
import { API_SECTIONS, outsideTheApi, SESSIONS } from './api-contract.ts';
import { PreparedJson } from './prepared-json.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PAGE_PATH = '/api/docs';

export interface ApiDocsOptions {
  /** Serve the browsable page too: in development only, which keeps its code out of a shop's memory. */
  docsPage: boolean;
}

const apiDocs: FastifyPluginAsync<ApiDocsOptions> = async (fastify, { docsPage }) => {
  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${SHOP_NAME} shop API`,
        version: '1.0.0',
        description:
          'Every call of the shop, from the schemas the server checks its requests and answers with. ' +
          'A refusal is always `{ "success": false, "message": "…" }` with a 4xx status; a fault is a 500 with no details; ' +
          'a write the shop cannot make because its disk is full is a 503 that says to try again later.',
      },
      tags: API_SECTIONS.map((section) => ({ ...section })),
      components: {
        securitySchemes: {
          [SESSIONS.customer]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A shopper’s session: the token that /login, /register or /auth/google/verify answer.',
          },
          [SESSIONS.staff]: {
            type: 'http',
            scheme: 'bearer',
            description: 'A back-office session: the token that POST /api/admin/session answers.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  // Made on the first request, then kept: the routes cannot change once the server listens.
  let document: PreparedJson | undefined;
  fastify.get(
    OPENAPI_PATH,
    { schema: outsideTheApi('the document itself: it describes the calls, it is none of them') },
    async (_request, reply) => {
      document ??= new PreparedJson(fastify.swagger());
      return reply.sendPrepared(document);
    },
  );

  if (docsPage) {
    // Swagger UI's code loads only here: a shop in production never holds it.
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await fastify.register(swaggerUi, { routePrefix: DOCS_PAGE_PATH });
  }
};

export default fp(apiDocs, { name: 'api-docs', dependencies: ['prepared-json'] });
