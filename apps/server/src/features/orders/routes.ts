import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SaveOrderBodySchema } from '@shop/shared/checkout-api';
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

  fastify.post(
    '/api/orders',
    { onRequest: requireCustomer, schema: { body: SaveOrderBodySchema } },
    async (request) => orders.save(customerOf(request), request.body),
  );

  fastify.get('/api/orders', { onRequest: requireCustomer }, async (request) =>
    orders.list(customerOf(request)),
  );

  fastify.get(
    '/api/orders/:orderId',
    { onRequest: requireCustomer, schema: { params: z.object({ orderId: z.string() }) } },
    async (request) => orders.one(customerOf(request), request.params.orderId),
  );
};

export default ordersRoutes;
