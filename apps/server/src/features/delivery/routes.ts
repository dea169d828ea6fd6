import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DELIVERY_CHECK_TEXTS } from '@shop/shared/delivery';
import { DeliveryEstimateAnswerSchema, DeliveryEstimateQuerySchema } from '@shop/shared/delivery-api';
import { inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { byAddress, limitTries, type Limit } from '../../plugins/rate-limit.ts';
import type { DeliveryService } from './service.ts';

export interface DeliveryRoutesOptions {
  delivery: DeliveryService;
}

/**
 * A shopper tries a pincode or two on a few pieces; a script walking through every pincode
 * of India stops soon.
 */
export const DELIVERY_CHECKS_PER_ADDRESS: Limit = { max: 30, windowMs: 60 * 1000 };

/** `GET /api/delivery-estimate`: any visitor, no account. */
const deliveryRoutes: FastifyPluginAsyncZod<DeliveryRoutesOptions> = async (fastify, { delivery }) => {
  const limitChecks = limitTries(fastify, 'delivery', [
    {
      name: 'checks-address',
      limit: DELIVERY_CHECKS_PER_ADDRESS,
      key: byAddress,
      message: DELIVERY_CHECK_TEXTS.tooManyChecks,
    },
  ]);

  fastify.get(
    '/api/delivery-estimate',
    {
      schema: {
        tags: inSection('delivery'),
        summary: 'When a piece paid today would reach a pincode, or that the shop does not deliver there',
        querystring: DeliveryEstimateQuerySchema,
        response: { 200: DeliveryEstimateAnswerSchema, ...REFUSALS },
      },
      // After the query is checked: a mistyped pincode does not use up a try.
      preHandler: limitChecks,
    },
    async (request, reply) => {
      // The answer holds for the day, but the owner's list may change at any time.
      void reply.header('cache-control', 'no-store');
      return delivery.estimate(request.query);
    },
  );
};

export default deliveryRoutes;
