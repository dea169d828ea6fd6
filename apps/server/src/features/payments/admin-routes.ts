import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  fastify.get('/api/admin/money-without-order', { onRequest: requireStaff }, async () => unmatched.list());

  fastify.post(
    '/api/admin/money-without-order/:paymentId/refund',
    { onRequest: requireOwner, schema: { params: z.object({ paymentId: z.string().max(100) }) } },
    async (request) => unmatched.refund(request.params.paymentId, staffOf(request).id),
  );

  fastify.get('/api/admin/reconciliation', { onRequest: requireStaff }, async () => reconciliation.latest());

  // The owner's "Reconcile now": the last day, up to this moment.
  fastify.post('/api/admin/reconciliation', { onRequest: requireOwner }, async () => {
    const to = new Date();
    await reconciliation.reconcile({ from: new Date(to.getTime() - DAY_MS), to });
    return reconciliation.latest();
  });
};

export default paymentsAdminRoutes;
