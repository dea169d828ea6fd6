import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CustomerAfterSaleAnswerSchema,
  ReturnQuoteAnswerSchema,
  ReturnQuoteBodySchema,
  ReturnRequestBodySchema,
} from '@shop/shared/returns';
import { plainText } from '@shop/shared/text';
import { CUSTOMER_SESSION, inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { signedInCustomers, type Authenticate } from '../../plugins/signed-in.ts';
import type { ReturnsService } from './service.ts';

export interface ReturnsRoutesOptions {
  returns: ReturnsService;
  authenticate: Authenticate;
}

/** A signed-in customer's returns of their own delivered order. */
const returnsRoutes: FastifyPluginAsyncZod<ReturnsRoutesOptions> = async (
  fastify,
  { returns, authenticate },
) => {
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  const asCustomer = { tags: inSection('orders'), security: CUSTOMER_SESSION };
  const params = z.object({ orderId: plainText('The order') });
  const answer = { 200: CustomerAfterSaleAnswerSchema, ...REFUSALS };

  fastify.get(
    '/api/orders/:orderId/returns',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Whether the order may be cancelled or pieces returned, and its returns',
        params,
        response: answer,
      },
    },
    async (request) => returns.afterSale(customerOf(request).id, request.params.orderId),
  );

  fastify.post(
    '/api/orders/:orderId/returns',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Ask to return pieces of a delivered order within the return window',
        params,
        body: ReturnRequestBodySchema,
        response: answer,
      },
    },
    async (request) => returns.requestReturn(customerOf(request).id, request.params.orderId, request.body),
  );

  fastify.post(
    '/api/orders/:orderId/returns/quote',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'What returning these pieces would refund, and why it is less when it is; stores nothing',
        description:
          'The same refusals as asking for the return. A return that takes the pieces kept below the minimum order of the order’s coupon (as it was when the order was priced) refunds less the discount those pieces had, never below 0: `couponWithdrawal` and `notice` say so.',
        params,
        body: ReturnQuoteBodySchema,
        response: { 200: ReturnQuoteAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => returns.quote(customerOf(request).id, request.params.orderId, request.body),
  );
};

export default returnsRoutes;
