import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PolicyAnswerSchema, PolicyParamsSchema } from '@shop/shared/policies';
import { inSection, REFUSALS } from '../../plugins/api-contract.ts';
import type { PoliciesService } from './service.ts';

export interface PoliciesRoutesOptions {
  policies: PoliciesService;
}

/** `GET /api/policies/{policyId}`: any visitor; the page is rendered from it on the server. */
const policiesRoutes: FastifyPluginAsyncZod<PoliciesRoutesOptions> = async (fastify, { policies }) => {
  fastify.get(
    '/api/policies/:policyId',
    {
      schema: {
        tags: inSection('policies'),
        summary: 'A policy page’s newest version, as HTML, and when it was saved',
        params: PolicyParamsSchema,
        response: { 200: PolicyAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      // A saved version shows at once: the browser asks again rather than keep an old text.
      reply.header('cache-control', 'no-cache');
      return policies.page(request.params.policyId);
    },
  );
};

export default policiesRoutes;
