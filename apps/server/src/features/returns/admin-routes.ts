import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOrderReturnsAnswerSchema,
  EmptyBodySchema,
  ReturnDecisionBodySchema,
  ReturnPickupBodySchema,
  ReturnsToReviewAnswerSchema,
  ReturnWindowAnswerSchema,
  ReturnWindowBodySchema,
} from '@shop/shared/returns';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { ReturnsService } from './service.ts';
import { plainText } from '@shop/shared/text';

export interface ReturnsAdminRoutesOptions {
  returns: ReturnsService;
  authenticateStaff: AuthenticateStaff;
}

/**
 * The back office's returns: staff approve or decline, record the pickup and mark the pieces
 * received; the refund, money leaving the shop, and the return window are the owner's.
 */
const returnsAdminRoutes: FastifyPluginAsyncZod<ReturnsAdminRoutesOptions> = async (
  fastify,
  { returns, authenticateStaff },
) => {
  const { requireStaff, requireOwner, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const asStaff = { tags: inSection('back office: orders'), security: STAFF_SESSION };
  const params = z.object({ orderId: plainText('The order') });
  const stepParams = z.object({ orderId: plainText('The order'), returnId: plainText('The return') });
  const answer = { 200: AdminOrderReturnsAnswerSchema, ...REFUSALS };

  fastify.get(
    '/api/admin/returns',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Returns to approve or decline, and returns received awaiting their refund',
        response: { 200: ReturnsToReviewAnswerSchema, ...REFUSALS },
      },
    },
    async () => returns.toReview(),
  );

  fastify.get(
    '/api/admin/orders/:orderId/returns',
    {
      onRequest: requireStaff,
      schema: { ...asStaff, summary: 'The order’s returns', params, response: answer },
    },
    async (request) => returns.staffReturns(request.params.orderId),
  );

  fastify.post(
    '/api/admin/orders/:orderId/returns/:returnId/decision',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Approve a return, or decline it with a reason',
        params: stepParams,
        body: ReturnDecisionBodySchema,
        response: answer,
      },
    },
    async (request) =>
      returns.decide({ ...request.params, staffId: staffOf(request).id, body: request.body }),
  );

  fastify.post(
    '/api/admin/orders/:orderId/returns/:returnId/pickup',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Record the courier and tracking of an approved return’s pickup',
        params: stepParams,
        body: ReturnPickupBodySchema,
        response: answer,
      },
    },
    async (request) =>
      returns.recordPickup({ ...request.params, staffId: staffOf(request).id, body: request.body }),
  );

  fastify.post(
    '/api/admin/orders/:orderId/returns/:returnId/received',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Mark a picked-up return received, once its pieces are checked',
        params: stepParams,
        body: EmptyBodySchema,
        response: answer,
      },
    },
    async (request) => returns.markReceived({ ...request.params, staffId: staffOf(request).id }),
  );

  fastify.post(
    '/api/admin/orders/:orderId/returns/:returnId/refund',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Refund a received return’s lines at their prices (the owner only)',
        params: stepParams,
        body: EmptyBodySchema,
        response: answer,
      },
    },
    async (request) => returns.refund({ ...request.params, staffId: staffOf(request).id }),
  );

  fastify.get(
    '/api/admin/settings/return-window',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        tags: inSection('back office: shop'),
        summary: 'The return window in days (the owner only)',
        response: { 200: ReturnWindowAnswerSchema, ...REFUSALS },
      },
    },
    async () => returns.windowDays(),
  );

  fastify.put(
    '/api/admin/settings/return-window',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        tags: inSection('back office: shop'),
        summary: 'Set the return window in days (the owner only)',
        body: ReturnWindowBodySchema,
        response: { 200: ReturnWindowAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => returns.setWindowDays(staffOf(request).id, request.body.days),
  );
};

export default returnsAdminRoutes;
