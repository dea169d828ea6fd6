/**
 * The couriers' calls: the back office's shipping box on the order page (book, label, pickup),
 * Today's parcels needing attention and the courier's remittance statements, the customer's
 * tracking list, and the courier's tracking webhook (keyed by `x-api-key`).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswerSchema } from '@shop/shared/catalogue-api';
import {
  AttentionShipmentsAnswerSchema,
  CourierBoxAnswerSchema,
  CourierShipmentBodySchema,
  OrderTrackingAnswerSchema,
} from '@shop/shared/couriers';
import {
  CUSTOMER_SESSION,
  fileAnswer,
  inSection,
  REFUSALS,
  STAFF_SESSION,
} from '../../plugins/api-contract.ts';
import {
  MAX_STATEMENT_CHARACTERS,
  RemittanceStatementAnswerSchema,
  RemittanceStatementBodySchema,
  type RemittanceStatementAnswer,
} from '@shop/shared/remittance-statement';
import { HttpError } from '../../plugins/http-error.ts';
import {
  signedInCustomers,
  signedInStaff,
  type Authenticate,
  type AuthenticateStaff,
} from '../../plugins/signed-in.ts';
import type { Couriers } from './service.ts';

/** Where the courier posts its tracking: Shiprocket takes no address with its own name in it. */
export const TRACKING_WEBHOOK_PATH = '/api/courier-tracking';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const Params = z.object({ orderId: z.string().regex(UUID, 'There is no such order') });

export async function sendToOwnTrackingWebhook(
  fastify: FastifyInstance,
  headers: Record<string, string>,
  body: unknown,
) {
  const answer = await fastify.inject({
    method: 'POST',
    url: TRACKING_WEBHOOK_PATH,
    headers,
    payload: JSON.stringify(body),
  });
  return { status: answer.statusCode };
}

const couriersRoutes: FastifyPluginAsyncZod<{
  couriers: Couriers;
  authenticate: Authenticate;
  authenticateStaff: AuthenticateStaff;
  /** A courier's remittance statement, recorded line by line (remittance-statement.ts). */
  recordStatement?: (statement: { csv: string; staffId: string }) => Promise<RemittanceStatementAnswer>;
}> = async (fastify, { couriers, authenticate, authenticateStaff, recordStatement }) => {
  const { requireStaff, staffOf } = signedInStaff(authenticateStaff);
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  const asStaff = { tags: inSection('back office: orders'), security: STAFF_SESSION };
  const boxAnswer = { 200: CourierBoxAnswerSchema, ...REFUSALS };

  fastify.get(
    '/api/admin/orders/:orderId/courier',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The order’s courier box: package, cover, the shipment and its tracking',
        params: Params,
        response: boxAnswer,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return couriers.box(request.params.orderId.toLowerCase());
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/courier',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary:
          'Ship with the courier: books the parcel once (a retry adopts it) and marks the order shipped',
        params: Params,
        body: CourierShipmentBodySchema,
        response: boxAnswer,
      },
    },
    async (request) => {
      const orderId = request.params.orderId.toLowerCase();
      await couriers.ship(orderId, request.body, staffOf(request).id);
      return couriers.box(orderId);
    },
  );

  fastify.get(
    '/api/admin/orders/:orderId/courier/label',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The courier’s label of the order’s parcel (PDF)',
        params: Params,
        response: { 200: fileAnswer('The label', 'application/pdf'), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await couriers.label(request.params.orderId.toLowerCase());
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/courier/pickup',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Ask the courier to collect the parcel',
        params: Params,
        response: boxAnswer,
      },
    },
    async (request) => {
      const orderId = request.params.orderId.toLowerCase();
      await couriers.requestPickup(orderId);
      return couriers.box(orderId);
    },
  );

  if (recordStatement) {
    fastify.post(
      '/api/admin/couriers/remittance-statements',
      {
        onRequest: requireStaff,
        // The statement's text, a little over its own limit, so the schema says that limit.
        bodyLimit: 2 * MAX_STATEMENT_CHARACTERS + 1_024,
        schema: {
          ...asStaff,
          summary:
            "A courier's remittance statement (CSV): each line matched by its AWB and recorded as its order's remittance",
          body: RemittanceStatementBodySchema,
          response: { 200: RemittanceStatementAnswerSchema, ...REFUSALS },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return recordStatement({ csv: request.body.csv, staffId: staffOf(request).id });
      },
    );
  }

  fastify.get(
    '/api/admin/couriers/attention',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Today: parcels not delivered or on their way back to the shop',
        response: { 200: AttentionShipmentsAnswerSchema, ...REFUSALS },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, shipments: await couriers.needingAttention() };
    },
  );

  fastify.get(
    '/api/orders/:orderId/tracking',
    {
      onRequest: requireCustomer,
      schema: {
        tags: inSection('couriers'),
        security: CUSTOMER_SESSION,
        summary: 'The courier’s tracking steps of the customer’s order, each with its time',
        params: Params,
        response: { 200: OrderTrackingAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tracking = await couriers.trackingForCustomer(
        request.params.orderId.toLowerCase(),
        customerOf(request).id,
      );
      if (!tracking) throw new HttpError(404, 'There is no such order');
      return { success: true as const, tracking };
    },
  );

  fastify.post(
    TRACKING_WEBHOOK_PATH,
    {
      schema: {
        tags: inSection('couriers'),
        summary: 'The courier’s tracking update, keyed by the x-api-key header',
        body: z.unknown(),
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const { recorded } = await couriers.receiveWebhook(request.headers, request.body);
      return { success: true as const, message: recorded ? 'Recorded' : 'Nothing new' };
    },
  );
};

export default couriersRoutes;
