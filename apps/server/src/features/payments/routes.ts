import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDERS_PER_CUSTOMER, PAYMENT_TEXTS } from '@shop/shared/checkout';
import { MessageAnswerSchema } from '@shop/shared/catalogue-api';
import {
  CreateOrderAnswerSchema,
  CreateOrderBodySchema,
  PaymentKeyAnswerSchema,
  TestPaymentAnswerSchema,
  VerifyPaymentAnswerSchema,
  VerifyPaymentBodySchema,
} from '@shop/shared/checkout-api';
import { CouponQuoteAnswerSchema, CouponQuoteBodySchema } from '@shop/shared/coupons-api';
import { COUPON_QUOTES_PER_VISITOR, COUPON_TEXTS } from '@shop/shared/coupons';
import { plainText } from '@shop/shared/text';
import { z } from 'zod';
import { CUSTOMER_SESSION, fileAnswer, inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { limitTries } from '../../plugins/rate-limit.ts';
import { signedInCustomers, type Authenticate } from '../../plugins/signed-in.ts';
import type { PaymentsService } from './service.ts';
import { TEST_CHECKOUT_SCRIPT, TEST_CHECKOUT_SCRIPT_PATH } from './test-checkout-script.ts';
import type { SignedWebhook } from './webhook-event.ts';

/** Where Razorpay's dashboard (and the test provider) sends payment events. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';

/**
 * The test provider's webhooks reach the shop's own webhook route as Razorpay's would, through
 * the route itself; its answer decides whether the provider tries again (test-webhooks.ts).
 */
export async function sendToOwnWebhook(
  fastify: FastifyInstance,
  webhook: SignedWebhook,
): Promise<{ status: number; body: string }> {
  const answer = await fastify.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: webhook.headers,
    payload: webhook.body,
  });
  return { status: answer.statusCode, body: answer.body };
}

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  authenticate: Authenticate;
}

/**
 * The payment calls at the specification's paths, `/api/api/` prefix included.
 * Only a signed-in customer creates and verifies orders; the key is public.
 */
const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  fastify,
  { payments, authenticate },
) => {
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);

  const tags = inSection('payments');

  fastify.get(
    '/api/api/razorpay-key',
    {
      schema: {
        tags,
        summary: 'The payment provider’s public key and checkout script',
        response: { 200: PaymentKeyAnswerSchema, ...REFUSALS },
      },
    },
    async () => payments.key(),
  );

  fastify.post(
    '/api/api/create-razorpay-order',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        summary: 'Store the order, priced by the server, and create the provider’s order for it',
        security: CUSTOMER_SESSION,
        body: CreateOrderBodySchema,
        response: { 200: CreateOrderAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, 'payments', [
        {
          name: 'orders-per-customer',
          limit: ORDERS_PER_CUSTOMER,
          key: (request) => customerOf(request).id,
          message: PAYMENT_TEXTS.tooManyOrders,
        },
      ]),
    },
    async (request) => payments.createOrder(customerOf(request), request.body),
  );

  fastify.post(
    '/api/coupons/quote',
    {
      schema: {
        tags,
        summary: 'The cart’s total with a promo code, as checkout will charge it, or why the code is refused',
        description:
          'Prices the cart’s lines as create-razorpay-order does and applies the code. A signed-in shopper’s ' +
          'own uses count against a limit per customer; without a session that is checked at checkout.',
        security: [{}, ...CUSTOMER_SESSION],
        body: CouponQuoteBodySchema,
        response: { 200: CouponQuoteAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, 'coupons', [
        {
          name: 'quotes-per-visitor',
          limit: COUPON_QUOTES_PER_VISITOR,
          key: (request) => request.ip,
          message: COUPON_TEXTS.tooManyTries,
        },
      ]),
    },
    async (request) => {
      // A session that does not answer is no reason to refuse a quote: checkout checks again.
      const user = request.headers.authorization
        ? await authenticate(request.headers.authorization).catch(() => undefined)
        : undefined;
      return payments.quoteCoupon(user?.id, request.body);
    },
  );

  fastify.post(
    '/api/api/verify-payment',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        summary: 'Check the payment’s signature and mark its order paid',
        security: CUSTOMER_SESSION,
        body: VerifyPaymentBodySchema,
        response: { 200: VerifyPaymentAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => payments.verifyPayment(customerOf(request), request.body),
  );

  // The provider signs the bytes it sent, so here the body stays as it came.
  await fastify.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      PAYMENT_WEBHOOK_PATH,
      {
        schema: {
          tags,
          summary: 'The payment provider’s events, signed in X-Razorpay-Signature',
          description:
            'Razorpay (or the test provider) sends `payment.captured`, `order.paid`, `refund.processed` and ' +
            '`refund.failed`, with the HMAC-SHA256 of the raw body in `X-Razorpay-Signature` and its event id ' +
            'in `X-Razorpay-Event-Id`; an event seen before is answered without being handled again.',
          consumes: ['application/json'],
          // The raw bytes reach the handler as they came, for the signature: nothing to check here.
          body: z.unknown().meta({ type: 'object', description: 'The provider’s event, as it signed it' }),
          response: { 200: MessageAnswerSchema, ...REFUSALS },
        },
      },
      async (request) =>
        payments.handleWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          request.headers['x-razorpay-signature']?.toString(),
          request.headers['x-razorpay-event-id']?.toString(),
        ),
    );
  });

  if (payments.provider.kind === 'test') {
    const testTags = inSection('test payments');
    fastify.get(
      TEST_CHECKOUT_SCRIPT_PATH,
      {
        schema: {
          tags: testTags,
          summary: 'The test provider’s checkout script, with Razorpay’s API (only without Razorpay keys)',
          response: { 200: fileAnswer('The script', 'text/javascript') },
        },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(TEST_CHECKOUT_SCRIPT),
    );

    fastify.post(
      '/api/test-payments/pay',
      {
        schema: {
          tags: testTags,
          summary: 'The test provider’s Pay: a signed payment, and its webhook a moment later',
          body: z.object({ order_id: plainText('The order id').trim().min(1).max(100) }),
          response: { 200: TestPaymentAnswerSchema, ...REFUSALS },
        },
      },
      async (request) => (await payments.payWithTestProvider(request.body.order_id)).response,
    );
  }
};

export default paymentsRoutes;
