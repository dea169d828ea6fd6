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
import type { OrdersService } from './service.ts';

export interface OrdersRoutesOptions {
  orders: OrdersService;
  authenticate: Authenticate;
}

/** `POST /api/orders` (saving a paid order), and a signed-in customer's own orders. */
const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  fastify,
  { orders, authenticate },
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
        params: z.object({ orderId: z.string() }),
        response: { 200: CustomerOrderAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => orders.one(customerOf(request), request.params.orderId),
  );
};

export default ordersRoutes;
