import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminReviewAnswerSchema,
  AdminReviewListAnswerSchema,
  AdminReviewsQuerySchema,
  EmptyBodySchema,
  ReviewHideBodySchema,
} from '@shop/shared/reviews';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { ReviewsService } from './service.ts';
import { plainText } from '@shop/shared/text';

export interface ReviewsAdminRoutesOptions {
  reviews: ReviewsService;
  authenticateStaff: AuthenticateStaff;
}

/**
 * The back office's reviews: every member of staff may read them, hide one with a reason and
 * publish a hidden one again.
 */
const reviewsAdminRoutes: FastifyPluginAsyncZod<ReviewsAdminRoutesOptions> = async (
  fastify,
  { reviews, authenticateStaff },
) => {
  const { requireStaff, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const asStaff = { tags: inSection('back office: reviews'), security: STAFF_SESSION };

  fastify.get(
    '/api/admin/reviews',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Every review, hidden ones too, newest first',
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewListAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => reviews.listForStaff(request.query.page),
  );

  fastify.post(
    '/api/admin/reviews/:reviewId/hide',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary:
          'Hide a review with a reason: in the audit log, mailed to its writer (a hidden one answers 409)',
        params: z.object({ reviewId: plainText('The review') }),
        body: ReviewHideBodySchema,
        response: { 200: AdminReviewAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => ({
      success: true as const,
      review: await reviews.hide(request.params.reviewId, request.body.reason, staffOf(request)),
    }),
  );

  fastify.post(
    '/api/admin/reviews/:reviewId/publish',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary:
          'Publish a hidden review again, as its writer last wrote it: in the audit log, mailed to its writer (one not hidden answers 409)',
        params: z.object({ reviewId: z.string() }),
        body: EmptyBodySchema,
        response: { 200: AdminReviewAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => ({
      success: true as const,
      review: await reviews.publish(request.params.reviewId, staffOf(request)),
    }),
  );
};

export default reviewsAdminRoutes;
