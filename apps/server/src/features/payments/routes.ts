import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateOrderBodySchema, VerifyPaymentBodySchema } from '@shop/shared/checkout-api';
import type { UserRow } from '../../db/schema.ts';
import type { PaymentsService } from './service.ts';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  /** The signed-in customer of a request, or a 401 refusal (the accounts feature's check). */
  authenticate: (authorization: string | undefined) => Promise<UserRow>;
}

/**
 * The payment calls at the spec's paths, `/api/api/` prefix included (design.md). Only a
 * signed-in customer creates and verifies orders; the key is public.
 */
const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  fastify,
  { payments, authenticate },
) => {
  // The customer is known before the body is read: without a session nothing else matters.
  const customers = new WeakMap<FastifyRequest, UserRow>();
  const requireCustomer = async (request: FastifyRequest) => {
    customers.set(request, await authenticate(request.headers.authorization));
  };
  const customerOf = (request: FastifyRequest): UserRow => {
    const user = customers.get(request);
    if (!user) throw new Error('A payment route ran without its sign-in check');
    return user;
  };

  fastify.get('/api/api/razorpay-key', async () => payments.key());

  fastify.post(
    '/api/api/create-razorpay-order',
    { onRequest: requireCustomer, schema: { body: CreateOrderBodySchema } },
    async (request) => payments.createOrder(customerOf(request), request.body),
  );

  fastify.post(
    '/api/api/verify-payment',
    { onRequest: requireCustomer, schema: { body: VerifyPaymentBodySchema } },
    async (request) => payments.verifyPayment(customerOf(request), request.body),
  );
};

export default paymentsRoutes;
