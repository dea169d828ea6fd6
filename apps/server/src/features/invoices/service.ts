/**
 * Tax invoices and credit notes (docs/decisions/0020-gst-invoices.md). An invoice is numbered
 * in the transaction that marks its order paid, a credit note in the one that marks its refund
 * processed (app.ts hands these two to the payments and orders features); both are drawn as
 * PDF whenever they are asked for, from what was stored.
 */
import { ADMIN_ORDER_TEXTS } from '@shop/shared/admin-orders';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import {
  documentFileName,
  INVOICE_TEXTS,
  type DocumentSeller,
  type OrderDocumentsAnswer,
} from '@shop/shared/gst';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { creditNotePdf, invoicePdf } from './invoice-pdf.ts';
import {
  findCreditNote,
  findCreditNotesOfOrder,
  findInvoicedOrder,
  findOrderOwner,
  insertCreditNote,
  insertInvoice,
} from './repository.ts';

export class InvoiceError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A document ready to send: its PDF and the file name with its number. */
export interface DocumentFile {
  fileName: string;
  pdf: Buffer;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type InvoicesService = ReturnType<typeof createInvoicesService>;

export function createInvoicesService(db: Database, { seller }: { seller: DocumentSeller }) {
  async function invoiceFile(orderId: string): Promise<DocumentFile | undefined> {
    if (!UUID.test(orderId)) return undefined;
    const found = await findInvoicedOrder(db, orderId.toLowerCase());
    if (!found) return undefined;
    return {
      fileName: documentFileName('invoice', found.invoice.number),
      pdf: await invoicePdf({ ...found, seller }),
    };
  }

  return {
    /** In the payment's transaction: the order's invoice takes the next number of its year. */
    issueInvoice: (tx: Database, orderId: string, paidAt: Date) =>
      insertInvoice(tx, { orderId, issuedAt: paidAt, seller }),

    /** In the refund's transaction: a processed refund of an invoiced order gets a credit note. */
    issueCreditNote: (tx: Database, refund: { refundId: string; orderId: string; processedAt: Date }) =>
      insertCreditNote(tx, {
        refundId: refund.refundId,
        orderId: refund.orderId,
        issuedAt: refund.processedAt,
        seller,
      }),

    /** The invoice of an order, for the confirmation mail; undefined when it has none. */
    invoiceFile,

    /** The customer's own order's invoice; another customer's order is as unknown as none. */
    async customerInvoice(user: UserRow, orderId: string): Promise<DocumentFile> {
      const found = UUID.test(orderId) ? await findInvoicedOrder(db, orderId.toLowerCase()) : undefined;
      if (found?.order.userId === user.id) {
        return {
          fileName: documentFileName('invoice', found.invoice.number),
          pdf: await invoicePdf({ ...found, seller }),
        };
      }
      const order = UUID.test(orderId) ? await findOrderOwner(db, orderId.toLowerCase()) : undefined;
      // Unpaid, or paid after staff had cancelled it: there is nothing to invoice.
      if (order && order.userId === user.id) throw new InvoiceError(404, INVOICE_TEXTS.notIssued);
      throw new InvoiceError(404, PAYMENT_TEXTS.orderNotFound);
    },

    async staffInvoice(orderId: string): Promise<DocumentFile> {
      const file = await invoiceFile(orderId);
      if (file) return file;
      const order = UUID.test(orderId) ? await findOrderOwner(db, orderId.toLowerCase()) : undefined;
      throw new InvoiceError(404, order ? INVOICE_TEXTS.notIssued : ADMIN_ORDER_TEXTS.notFound);
    },

    async staffCreditNote(orderId: string, refundId: string): Promise<DocumentFile> {
      if (!UUID.test(orderId) || !UUID.test(refundId))
        throw new InvoiceError(404, INVOICE_TEXTS.creditNoteNotFound);
      const credited = await findCreditNote(db, orderId.toLowerCase(), refundId.toLowerCase());
      const invoiced = credited && (await findInvoicedOrder(db, orderId.toLowerCase()));
      if (!credited || !invoiced) throw new InvoiceError(404, INVOICE_TEXTS.creditNoteNotFound);
      return {
        fileName: documentFileName('credit_note', credited.creditNote.number),
        pdf: await creditNotePdf({ ...credited, invoice: invoiced.invoice, order: invoiced.order }),
      };
    },

    /** What the back office's order page lists: the invoice and the credit notes. */
    async documentsOfOrder(orderId: string): Promise<OrderDocumentsAnswer> {
      if (!UUID.test(orderId)) throw new InvoiceError(404, ADMIN_ORDER_TEXTS.notFound);
      const found = await findInvoicedOrder(db, orderId.toLowerCase());
      const creditNotes = found ? await findCreditNotesOfOrder(db, orderId.toLowerCase()) : [];
      return {
        success: true,
        invoice: found
          ? { number: found.invoice.number, issuedAt: found.invoice.issuedAt.toISOString() }
          : null,
        creditNotes: creditNotes.map((note) => ({
          refundId: note.refundId,
          number: note.number,
          issuedAt: note.issuedAt.toISOString(),
          amountPaise: note.amountPaise,
        })),
      };
    },
  };
}
