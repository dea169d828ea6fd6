import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ORDER_TEXTS,
  AdminOrderListQuerySchema,
  type AdminOrderAnswer,
} from '@shop/shared/admin-orders';
import { HuidBodySchema } from '@shop/shared/hallmark';
import { CancelOrderBodySchema, OrderStepBodySchema } from '@shop/shared/order-lifecycle';
import { RefundBodySchema } from '@shop/shared/refunds';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import { takeOrderStep, type ShippingDocuments } from './fulfilment.ts';
import { recordHuid } from './hallmarks.ts';
import type { Refunds } from './refunds.ts';
import { findOrderForStaff, listOrdersForStaff, orderOverview, workListForStaff } from './staff-queries.ts';
import { HttpError } from '../../plugins/http-error.ts';

export interface OrdersAdminRoutesOptions {
  db: Database;
  mailer: Mailer;
  authenticateStaff: AuthenticateStaff;
  /** Cancelling and refunding (refunds.ts), with the payment provider's refunds behind it. */
  refunds: Refunds;
  /** The tax invoice the shipping step issues and mails. */
  shippingDocuments: ShippingDocuments;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The back office's orders: every order of the shop, the steps of its making and its
 * cancellation, for staff and owner alike; refunds, money leaving the shop, are the owner's.
 */
const ordersAdminRoutes: FastifyPluginAsyncZod<OrdersAdminRoutesOptions> = async (
  fastify,
  { db, mailer, authenticateStaff, refunds, shippingDocuments },
) => {
  const { requireStaff, requireOwner, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  fastify.get('/api/admin/orders/overview', { onRequest: requireStaff }, async () =>
    orderOverview(db, new Date()),
  );

  fastify.get('/api/admin/orders/work-list', { onRequest: requireStaff }, async () => workListForStaff(db));

  fastify.get(
    '/api/admin/orders',
    { onRequest: requireStaff, schema: { querystring: AdminOrderListQuerySchema } },
    async (request) => listOrdersForStaff(db, request.query),
  );

  /** An order id from the address; one that cannot be an id is refused as an unknown one. */
  function orderIdOf(text: string): string {
    if (!UUID.test(text)) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
    return text.toLowerCase();
  }
  async function orderAnswer(orderId: string): Promise<AdminOrderAnswer> {
    const order = await findOrderForStaff(db, orderId);
    if (!order) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
    return { success: true, order };
  }
  const params = z.object({ orderId: z.string() });

  fastify.get(
    '/api/admin/orders/:orderId',
    { onRequest: requireStaff, schema: { params } },
    async (request) => orderAnswer(orderIdOf(request.params.orderId)),
  );

  fastify.post(
    '/api/admin/orders/:orderId/steps',
    { onRequest: requireStaff, schema: { params, body: OrderStepBodySchema } },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await takeOrderStep(db, mailer, shippingDocuments, {
        orderId,
        body: request.body,
        staffId: staffOf(request).id,
      });
      return orderAnswer(orderId);
    },
  );

  fastify.put(
    '/api/admin/orders/:orderId/lines/:position/huid',
    {
      onRequest: requireStaff,
      schema: {
        params: params.extend({ position: z.string().regex(/^\d{1,3}$/, 'A line is named by its number.') }),
        body: HuidBodySchema,
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      const position = Number(request.params.position);
      await recordHuid(db, { orderId, position, huid: request.body.huid, staffId: staffOf(request).id });
      return orderAnswer(orderId);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/cancel',
    { onRequest: requireStaff, schema: { params, body: CancelOrderBodySchema } },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await refunds.cancelOrder({ orderId, body: request.body, staffId: staffOf(request).id });
      return orderAnswer(orderId);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/refunds',
    { onRequest: requireOwner, schema: { params, body: RefundBodySchema } },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await refunds.requestRefund({ orderId, body: request.body, staffId: staffOf(request).id });
      return orderAnswer(orderId);
    },
  );
};

export default ordersAdminRoutes;
