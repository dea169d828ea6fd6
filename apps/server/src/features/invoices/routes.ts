import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { OrderDocumentsAnswerSchema } from '@shop/shared/order-documents';
import { DOCUMENT_NAMES, DOCUMENT_PATHS } from '@shop/shared/gst';
import { GstMonthAnswerSchema, MonthParamsSchema, monthCsvFileName } from '@shop/shared/gst-month';
import { plainText } from '@shop/shared/text';
import {
  CUSTOMER_SESSION,
  fileAnswer,
  inSection,
  REFUSALS,
  STAFF_SESSION,
} from '../../plugins/api-contract.ts';
import {
  signedInCustomers,
  signedInStaff,
  type Authenticate,
  type AuthenticateStaff,
} from '../../plugins/signed-in.ts';
import type { DocumentFile, InvoicesService, OrderDocumentKind, RefundDocumentKind } from './service.ts';

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

const OrderParams = z.object({ orderId: plainText('The order') });
const RefundParams = z.object({ orderId: plainText('The order'), refundId: plainText('The refund') });

const ORDER_DOCUMENTS: readonly OrderDocumentKind[] = ['receipt_voucher', 'invoice'];
const tags = inSection('invoices');
const pdfOf = (kind: OrderDocumentKind | RefundDocumentKind) => ({
  200: fileAnswer(
    `The ${DOCUMENT_NAMES[kind].toLowerCase()}'s PDF, an attachment named by its number`,
    'application/pdf',
  ),
  ...REFUSALS,
});
const REFUND_DOCUMENTS: readonly RefundDocumentKind[] = ['refund_voucher', 'credit_note'];

/**
 * Every document of an order and their list, for its customer and for staff: the receipt
 * voucher, the tax invoice, and each refund's refund voucher or credit note.
 */
const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (
  fastify,
  { invoices, authenticate, authenticateStaff },
) => {
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  const { requireStaff } = signedInStaff(authenticateStaff);

  for (const kind of ORDER_DOCUMENTS) {
    fastify.get(
      `/api/orders/:orderId/${DOCUMENT_PATHS[kind]}`,
      {
        onRequest: requireCustomer,
        schema: {
          tags,
          summary: `The customer's ${DOCUMENT_NAMES[kind].toLowerCase()} of their order`,
          security: CUSTOMER_SESSION,
          params: OrderParams,
          response: pdfOf(kind),
        },
      },
      async (request, reply) =>
        sendDocument(
          reply,
          await invoices.customerDocument(customerOf(request), kind, request.params.orderId),
        ),
    );
    fastify.get(
      `/api/admin/orders/:orderId/${DOCUMENT_PATHS[kind]}`,
      {
        onRequest: requireStaff,
        schema: {
          tags,
          summary: `An order's ${DOCUMENT_NAMES[kind].toLowerCase()}`,
          security: STAFF_SESSION,
          params: OrderParams,
          response: pdfOf(kind),
        },
      },
      async (request, reply) =>
        sendDocument(reply, await invoices.staffDocument(kind, request.params.orderId)),
    );
  }

  for (const kind of REFUND_DOCUMENTS) {
    fastify.get(
      `/api/orders/:orderId/${DOCUMENT_PATHS[kind]}/:refundId`,
      {
        onRequest: requireCustomer,
        schema: {
          tags,
          summary: `The customer's ${DOCUMENT_NAMES[kind].toLowerCase()} of a refund of their order`,
          security: CUSTOMER_SESSION,
          params: RefundParams,
          response: pdfOf(kind),
        },
      },
      async (request, reply) =>
        sendDocument(
          reply,
          await invoices.customerRefundDocument(
            customerOf(request),
            kind,
            request.params.orderId,
            request.params.refundId,
          ),
        ),
    );
    fastify.get(
      `/api/admin/orders/:orderId/${DOCUMENT_PATHS[kind]}/:refundId`,
      {
        onRequest: requireStaff,
        schema: {
          tags,
          summary: `A refund's ${DOCUMENT_NAMES[kind].toLowerCase()}`,
          security: STAFF_SESSION,
          params: RefundParams,
          response: pdfOf(kind),
        },
      },
      async (request, reply) =>
        sendDocument(
          reply,
          await invoices.staffRefundDocument(kind, request.params.orderId, request.params.refundId),
        ),
    );
  }

  // Any staff member: whoever sees the orders may see the month's sales they add up to.
  fastify.get(
    '/api/admin/invoices/months/:month',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: "A month's GSTR-1 figures: B2C supplies, the HSN summary, the documents issued",
        security: STAFF_SESSION,
        params: MonthParamsSchema,
        response: { 200: GstMonthAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await invoices.month(request.params.month)).summary;
    },
  );

  fastify.get(
    '/api/admin/invoices/months/:month/documents.csv',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: 'Every tax invoice and credit note of a month as one CSV',
        security: STAFF_SESSION,
        params: MonthParamsSchema,
        response: { 200: fileAnswer('The CSV, an attachment named by the month', 'text/csv'), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${monthCsvFileName(month)}"`)
        .header('cache-control', 'private, no-store')
        .send((await invoices.month(month)).csv);
    },
  );

  fastify.get(
    '/api/orders/:orderId/documents',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        summary: "Every document of the customer's order, oldest first",
        security: CUSTOMER_SESSION,
        params: OrderParams,
        response: { 200: OrderDocumentsAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return invoices.customerDocumentsOfOrder(customerOf(request), request.params.orderId);
    },
  );

  fastify.get(
    '/api/admin/orders/:orderId/documents',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        summary: 'Every document of an order, oldest first',
        security: STAFF_SESSION,
        params: OrderParams,
        response: { 200: OrderDocumentsAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return invoices.documentsOfOrder(request.params.orderId);
    },
  );
};

export default invoicesRoutes;
