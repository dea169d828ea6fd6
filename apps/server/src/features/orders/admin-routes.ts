import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_ORDER_TEXTS,
  AdminOrderAnswerSchema,
  AdminOrderListAnswerSchema,
  AdminOrderListQuerySchema,
  AdminOrderOverviewAnswerSchema,
  WorkListAnswerSchema,
  type AdminOrderAnswer,
} from '@shop/shared/admin-orders';
import { HuidBodySchema } from '@shop/shared/hallmark';
import { NotDeliveredBodySchema, RemittanceBodySchema } from '@shop/shared/cash-on-delivery';
import { PACKING_SLIP_TEXTS } from '@shop/shared/packing-slip';
import { CancelOrderBodySchema, OrderStepBodySchema } from '@shop/shared/order-lifecycle';
import { RefundBodySchema, RefundTransferBodySchema } from '@shop/shared/refunds';
import { plainText } from '@shop/shared/text';
import type { Database } from '../../db/client.ts';
import { fileAnswer, inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import type { NotifyWhatsApp } from '../../plugins/whatsapp-events.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import { takeOrderStep, type ShippingDocuments } from './fulfilment.ts';
import { markNotDelivered, recordRemittance } from './cash-on-delivery.ts';
import { recordHuid } from './hallmarks.ts';
import { packingSlipPdf } from './packing-slip.ts';
import { findOrdersWithLines } from './repository.ts';
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
  notifyWhatsApp?: NotifyWhatsApp;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The back office's orders: every order of the shop, the steps of its making and its
 * cancellation, for staff and owner alike; refunds, money leaving the shop, are the owner's.
 */
const ordersAdminRoutes: FastifyPluginAsyncZod<OrdersAdminRoutesOptions> = async (
  fastify,
  { db, mailer, authenticateStaff, refunds, shippingDocuments, notifyWhatsApp },
) => {
  const { requireStaff, requireOwner, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const asStaff = { tags: inSection('back office: orders'), security: STAFF_SESSION };
  const orderResponse = { 200: AdminOrderAnswerSchema, ...REFUSALS };

  fastify.get(
    '/api/admin/orders/overview',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Today’s and this month’s takings, and the orders waiting at each status',
        response: { 200: AdminOrderOverviewAnswerSchema, ...REFUSALS },
      },
    },
    async () => orderOverview(db, new Date()),
  );

  fastify.get(
    '/api/admin/orders/work-list',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The pieces to make, the longest-waiting payment first',
        response: { 200: WorkListAnswerSchema, ...REFUSALS },
      },
    },
    async () => workListForStaff(db),
  );

  fastify.get(
    '/api/admin/orders',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Every order, with filters, search and pages',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListAnswerSchema, ...REFUSALS },
      },
    },
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
  const params = z.object({ orderId: plainText('The order') });
  const refundParams = params.extend({ refundId: plainText('The refund') });

  fastify.get(
    '/api/admin/orders/:orderId',
    {
      onRequest: requireStaff,
      schema: { ...asStaff, summary: 'One order', params, response: orderResponse },
    },
    async (request) => orderAnswer(orderIdOf(request.params.orderId)),
  );

  fastify.get(
    '/api/admin/orders/:orderId/packing-slip',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The packing slip of a paid order: pieces, personalisation, gift and address, no prices',
        params,
        response: {
          200: fileAnswer('The packing slip’s PDF, an attachment named by the order', 'application/pdf'),
          ...REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const orderId = orderIdOf(request.params.orderId);
      const [found] = await findOrdersWithLines(db, { orderId });
      if (!found) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
      // Paid online, or confirmed to be paid on delivery: packed either way.
      if (found.order.paymentId === null && found.order.confirmedAt === null) {
        throw new HttpError(409, PACKING_SLIP_TEXTS.notPaid);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${PACKING_SLIP_TEXTS.fileName(orderId)}"`)
        .send(await packingSlipPdf(found.order, found.lines));
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/steps',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Take the order’s next step (shipping takes the courier and tracking)',
        params,
        body: OrderStepBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await takeOrderStep(
        db,
        mailer,
        shippingDocuments,
        {
          orderId,
          body: request.body,
          staffId: staffOf(request).id,
        },
        notifyWhatsApp,
      );
      return orderAnswer(orderId);
    },
  );

  fastify.put(
    '/api/admin/orders/:orderId/lines/:position/huid',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Record (or clear) a line’s hallmark unique id',
        params: params.extend({ position: z.string().regex(/^\d{1,3}$/, 'A line is named by its number.') }),
        body: HuidBodySchema,
        response: orderResponse,
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
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Cancel an order not yet delivered',
        params,
        body: CancelOrderBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await refunds.cancelOrder({ orderId, body: request.body, staffId: staffOf(request).id });
      return orderAnswer(orderId);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/not-delivered',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'A shipped order paid on delivery came back undelivered: its pieces go back in stock',
        params,
        body: NotDeliveredBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await markNotDelivered(
        db,
        { documents: shippingDocuments, mailer },
        {
          orderId,
          staffId: staffOf(request).id,
          body: request.body,
        },
      );
      return orderAnswer(orderId);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/cash-remitted',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The courier remitted the cash of a delivered order paid on delivery: its payment',
        params,
        body: RemittanceBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await recordRemittance(db, { orderId, staffId: staffOf(request).id, body: request.body });
      return orderAnswer(orderId);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/refunds',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Refund all or part of a paid order (the owner only)',
        params,
        body: RefundBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await refunds.requestRefund({ orderId, body: request.body, staffId: staffOf(request).id });
      return orderAnswer(orderId);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/refunds/:refundId/transfer',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary:
          'A refund of an order paid on delivery was paid back by bank transfer or UPI: processed with its reference (the owner only)',
        params: refundParams,
        body: RefundTransferBodySchema,
        response: orderResponse,
      },
    },
    async (request) => {
      const orderId = orderIdOf(request.params.orderId);
      await refunds.recordTransfer({
        orderId,
        refundId: request.params.refundId,
        body: request.body,
        staffId: staffOf(request).id,
      });
      return orderAnswer(orderId);
    },
  );
};

export default ordersAdminRoutes;
