import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  signedInCustomers,
  signedInStaff,
  type Authenticate,
  type AuthenticateStaff,
} from '../../plugins/signed-in.ts';
import type { DocumentFile, InvoicesService } from './service.ts';

export interface InvoicesRoutesOptions {
  invoices: InvoicesService;
  authenticate: Authenticate;
  authenticateStaff: AuthenticateStaff;
}

/** A PDF to download, named by the document's number; never kept by a shared cache. */
function sendDocument(reply: FastifyReply, file: DocumentFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}

const OrderParams = z.object({ orderId: z.string() });

/** The tax invoice for its customer; the invoice, the credit notes and their list for staff. */
const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (
  fastify,
  { invoices, authenticate, authenticateStaff },
) => {
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  const { requireStaff } = signedInStaff(authenticateStaff);

  fastify.get(
    '/api/orders/:orderId/invoice',
    { onRequest: requireCustomer, schema: { params: OrderParams } },
    async (request, reply) =>
      sendDocument(reply, await invoices.customerInvoice(customerOf(request), request.params.orderId)),
  );

  fastify.get(
    '/api/admin/orders/:orderId/invoice',
    { onRequest: requireStaff, schema: { params: OrderParams } },
    async (request, reply) => sendDocument(reply, await invoices.staffInvoice(request.params.orderId)),
  );

  fastify.get(
    '/api/admin/orders/:orderId/credit-notes/:refundId',
    { onRequest: requireStaff, schema: { params: z.object({ orderId: z.string(), refundId: z.string() }) } },
    async (request, reply) =>
      sendDocument(reply, await invoices.staffCreditNote(request.params.orderId, request.params.refundId)),
  );

  fastify.get(
    '/api/admin/orders/:orderId/documents',
    { onRequest: requireStaff, schema: { params: OrderParams } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return invoices.documentsOfOrder(request.params.orderId);
    },
  );
};

export default invoicesRoutes;
