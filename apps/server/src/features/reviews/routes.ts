import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ReviewBodySchema,
  ReviewSavedAnswerSchema,
  ReviewsAnswerSchema,
  ReviewsQuerySchema,
  REVIEW_TEXTS,
} from '@shop/shared/reviews';
import { inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { limitTries, type Limit } from '../../plugins/rate-limit.ts';
import { signedInCustomers, type Authenticate } from '../../plugins/signed-in.ts';
import type { ReviewsService } from './service.ts';
import { plainText } from '@shop/shared/text';

export interface ReviewsRoutesOptions {
  reviews: ReviewsService;
  authenticate: Authenticate;
}

/** A buyer writes a review and mends it a few times; more in an hour is a script, not a buyer. */
export const REVIEW_WRITES_PER_CUSTOMER: Limit = { max: 20, windowMs: 60 * 60 * 1000 };

/** A 2000-character review in an Indian script is about 6 KB of UTF-8; more is no review. */
const REVIEW_BODY_LIMIT = 16 * 1024;

/** A piece's reviews: anyone reads them; a customer whose order with it was delivered writes one. */
const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRoutesOptions> = async (
  fastify,
  { reviews, authenticate },
) => {
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  const params = z.object({ id: plainText('The piece') });
  const limitWrites = limitTries(fastify, 'reviews', [
    {
      name: 'review-writes-customer',
      limit: REVIEW_WRITES_PER_CUSTOMER,
      key: (request) => customerOf(request).id,
      message: REVIEW_TEXTS.tooMany,
    },
  ]);

  fastify.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags: inSection('reviews'),
        summary: 'A page of a piece’s published reviews, newest first, with their mean and each star’s count',
        params,
        querystring: ReviewsQuerySchema,
        response: { 200: ReviewsAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => reviews.list(request.params.id, request.query.page),
  );

  fastify.post(
    '/api/products/:id/reviews',
    {
      onRequest: requireCustomer,
      bodyLimit: REVIEW_BODY_LIMIT,
      schema: {
        tags: inSection('reviews'),
        summary: 'Write (or edit) the signed-in customer’s review of a piece they received',
        description:
          'Only a customer with a delivered order holding the piece (Authorization: Bearer); anyone else answers 403, no session 401. One review per customer and piece: writing again edits it.',
        params,
        body: ReviewBodySchema,
        response: { 200: ReviewSavedAnswerSchema, ...REFUSALS },
      },
      // After the body is checked: a review with a mistake does not use up a try.
      preHandler: limitWrites,
    },
    async (request) => reviews.write(request.params.id, customerOf(request), request.body),
  );
};

export default reviewsRoutes;
