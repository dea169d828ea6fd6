import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CustomerOrderAnswerSchema,
  CustomerOrdersAnswerSchema,
  SaveOrderAnswerSchema,
  SaveOrderBodySchema,
} from '@shop/shared/checkout-api';
import { CUSTOMER_SESSION, inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { signedInCustomers, type Authenticate } from '../../plugins/signed-in.ts';
import { CustomerCancelBodySchema } from '@shop/shared/returns';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { plainText } from '@shop/shared/text';
import { HttpError } from '../../plugins/http-error.ts';
import type { Refunds } from './refunds.ts';
import type { OrdersService } from './service.ts';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  authenticate: Authenticate;
  /** The customer's cancellation and its refund (refunds.ts). */
  refunds: Refunds;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST /api/orders` (saving a paid order), and a signed-in customer's own orders. */
const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  fastify,
  { orders, authenticate, refunds },
) => {
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  // Confirmations still being mailed finish before the database closes.
  fastify.addHook('onClose', () => orders.confirmationsSettled());

  const asCustomer = { tags: inSection('orders'), security: CUSTOMER_SESSION };

  fastify.post(
    '/api/orders',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'The paid order of a payment (always the same for it)',
        body: SaveOrderBodySchema,
        response: { 200: SaveOrderAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => orders.save(customerOf(request), request.body),
  );

  fastify.get(
    '/api/orders',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'The signed-in customer’s orders, newest first',
        response: { 200: CustomerOrdersAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => orders.list(customerOf(request)),
  );

  fastify.get(
    '/api/orders/:orderId',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'One of their orders (another customer’s is a 404, as an unknown id is)',
        params: z.object({ orderId: plainText('The order') }),
        response: { 200: CustomerOrderAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => orders.one(customerOf(request), request.params.orderId),
  );

  fastify.post(
    '/api/orders/:orderId/cancel',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Cancel their paid order before making starts; all of it is refunded',
        params: z.object({ orderId: plainText('The order') }),
        body: CustomerCancelBodySchema,
        response: { 200: CustomerOrderAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const user = customerOf(request);
      const { orderId } = request.params;
      if (!UUID.test(orderId)) throw new HttpError(404, PAYMENT_TEXTS.orderNotFound);
      await refunds.cancelByCustomer({ orderId: orderId.toLowerCase(), userId: user.id, body: request.body });
      return orders.one(user, orderId);
    },
  );
};

export default ordersRoutes;
