import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ORDER_TEXTS,
  AdminOrderListQuerySchema,
  type AdminOrderAnswer,
} from '@shop/shared/admin-orders';
import type { Database } from '../../db/client.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import { OrderError } from './service.ts';
import { findOrderForStaff, listOrdersForStaff } from './staff-queries.ts';

export interface OrdersAdminRoutesOptions {
  db: Database;
  authenticateStaff: AuthenticateStaff;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The back office's orders: every order of the shop, for staff and owner alike. */
const ordersAdminRoutes: FastifyPluginAsyncZod<OrdersAdminRoutesOptions> = async (
  fastify,
  { db, authenticateStaff },
) => {
  const { requireStaff } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  fastify.get(
    '/api/admin/orders',
    { onRequest: requireStaff, schema: { querystring: AdminOrderListQuerySchema } },
    async (request) => listOrdersForStaff(db, request.query),
  );

  fastify.get(
    '/api/admin/orders/:orderId',
    { onRequest: requireStaff, schema: { params: z.object({ orderId: z.string() }) } },
    async (request): Promise<AdminOrderAnswer> => {
      const { orderId } = request.params;
      const order = UUID.test(orderId) ? await findOrderForStaff(db, orderId.toLowerCase()) : undefined;
      if (!order) throw new OrderError(404, ADMIN_ORDER_TEXTS.notFound);
      return { success: true, order };
    },
  );
};

export default ordersAdminRoutes;
