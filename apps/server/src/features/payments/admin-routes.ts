import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswerSchema } from '@shop/shared/catalogue-api';
import { plainText } from '@shop/shared/text';
import {
  MoneyWithoutOrderAnswerSchema,
  ReconciliationAnswerSchema,
} from '@shop/shared/payment-reconciliation';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { Reconciliation } from './reconciliation.ts';
import type { UnmatchedPayments } from './unmatched.ts';

export interface PaymentsAdminRoutesOptions {
  unmatched: UnmatchedPayments;
  reconciliation: Reconciliation;
  authenticateStaff: AuthenticateStaff;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The back office's money without an order and the reconciliation with the payment provider:
 * every member reads them; refunding, money leaving the shop, and reconciling on demand are
 * the owner's.
 */
const paymentsAdminRoutes: FastifyPluginAsyncZod<PaymentsAdminRoutesOptions> = async (
  fastify,
  { unmatched, reconciliation, authenticateStaff },
) => {
  const { requireStaff, requireOwner, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const asStaff = { tags: inSection('back office: money'), security: STAFF_SESSION };
  const reconciliationAnswer = { 200: ReconciliationAnswerSchema, ...REFUSALS };

  fastify.get(
    '/api/admin/money-without-order',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Payments that paid no order, to be given back',
        response: { 200: MoneyWithoutOrderAnswerSchema, ...REFUSALS },
      },
    },
    async () => unmatched.list(),
  );

  fastify.post(
    '/api/admin/money-without-order/:paymentId/refund',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Refund a payment that paid no order (the owner only)',
        params: z.object({ paymentId: plainText('The payment id').max(100) }),
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => unmatched.refund(request.params.paymentId, staffOf(request).id),
  );

  fastify.get(
    '/api/admin/reconciliation',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The latest reconciliation with the payment provider',
        response: reconciliationAnswer,
      },
    },
    async () => reconciliation.latest(),
  );

  // The owner's "Reconcile now": the last day, up to this moment.
  fastify.post(
    '/api/admin/reconciliation',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Reconcile the last day now (the owner only)',
        response: reconciliationAnswer,
      },
    },
    async () => {
      const to = new Date();
      await reconciliation.reconcile({ from: new Date(to.getTime() - DAY_MS), to });
      return reconciliation.latest();
    },
  );
};

export default paymentsAdminRoutes;
