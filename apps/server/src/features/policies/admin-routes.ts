import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPolicyAnswerSchema,
  AdminPolicyListAnswerSchema,
  PolicyMarkdownBodySchema,
  PolicyParamsSchema,
  PolicyPreviewAnswerSchema,
  PolicySavedAnswerSchema,
  POLICY_MARKDOWN_MAX,
} from '@shop/shared/policies';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { PoliciesService } from './service.ts';

export interface PoliciesAdminRoutesOptions {
  policies: PoliciesService;
  authenticateStaff: AuthenticateStaff;
}

/**
 * The longest Markdown in an Indian script is about 150 KB of UTF-8; with JSON's escapes a
 * little more. A larger body is refused before it is read.
 */
const MARKDOWN_BODY_LIMIT = POLICY_MARKDOWN_MAX * 6 + 1024;

/** The back office's policies: everyone on the staff reads them and previews; only the owner saves. */
const policiesAdminRoutes: FastifyPluginAsyncZod<PoliciesAdminRoutesOptions> = async (
  fastify,
  { policies, authenticateStaff },
) => {
  const { requireStaff, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const asStaff = { tags: inSection('back office: shop'), security: STAFF_SESSION };

  fastify.get(
    '/api/admin/policies',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The five policies: when each was last saved and by whom',
        response: { 200: AdminPolicyListAnswerSchema, ...REFUSALS },
      },
    },
    async () => policies.list(),
  );

  fastify.get(
    '/api/admin/policies/:policyId',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'A policy’s versions, newest first, and its text written afresh from the shop’s settings',
        params: PolicyParamsSchema,
        response: { 200: AdminPolicyAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => policies.policy(request.params.policyId),
  );

  fastify.post(
    '/api/admin/policies/preview',
    {
      onRequest: requireStaff,
      bodyLimit: MARKDOWN_BODY_LIMIT,
      schema: {
        ...asStaff,
        summary: 'Markdown as the policy page would show it, saving nothing',
        body: PolicyMarkdownBodySchema,
        response: { 200: PolicyPreviewAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => policies.preview(request.body.markdown),
  );

  fastify.post(
    '/api/admin/policies/:policyId/versions',
    {
      // Staff members are refused by the service, with a sentence of the policies' own.
      onRequest: requireStaff,
      bodyLimit: MARKDOWN_BODY_LIMIT,
      schema: {
        ...asStaff,
        summary: 'Save a new version of a policy, shown in the shop at once (the owner only)',
        params: PolicyParamsSchema,
        body: PolicyMarkdownBodySchema,
        response: { 200: PolicySavedAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => policies.save(request.params.policyId, request.body.markdown, staffOf(request)),
  );
};

export default policiesAdminRoutes;
