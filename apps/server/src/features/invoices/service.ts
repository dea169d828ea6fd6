/**
 * The GST documents of a sale (docs/decisions/0023-receipt-at-payment-invoice-at-shipping.md):
 * a receipt voucher numbered in the transaction that marks the order paid, the tax invoice in
 * the one that marks it shipped, and for a processed refund a refund voucher before that or a
 * credit note after it (app.ts hands these to the payments and orders features). Each keeps
 * what it states when it is issued, and its PDF is drawn from that alone whenever it is asked
 * for.
 */
import { ADMIN_ORDER_TEXTS } from '@shop/shared/admin-orders';
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import {
  DOCUMENT_TEXTS,
  NOT_DELIVERED_NOTE,
  documentFileName,
  type DocumentSeller,
  type OrderDocumentsAnswer,
} from '@shop/shared/gst';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { freezeEarlierDocuments } from './freeze.ts';
import { creditNotePdf, invoicePdf, receiptVoucherPdf, refundVoucherPdf } from './invoice-pdf.ts';
import {
  findDocumentsOfOrder,
  findDocumentsIssued,
  findInvoice,
  findOrderOwner,
  findReceiptVoucher,
  findRefundDocument,
  insertInvoice,
  insertReceiptVoucher,
  insertRefundDocument,
  insertUndeliveredCreditNote,
  issued,
} from './repository.ts';
import { monthBounds, monthCsv, monthSummary } from './month-summary.ts';
import { HttpError } from '../../plugins/http-error.ts';

/** A document ready to send: its PDF and the file name with its number. */
export interface DocumentFile {
  fileName: string;
  pdf: Buffer;
}

/** The two documents of an order itself. */
export type OrderDocumentKind = 'receipt_voucher' | 'invoice';

/** The two documents of a refund, which its order's customer and staff may download. */
export type RefundDocumentKind = 'refund_voucher' | 'credit_note';

const NOT_FOUND: Readonly<Record<OrderDocumentKind | RefundDocumentKind, string>> = {
  receipt_voucher: DOCUMENT_TEXTS.receiptNotIssued,
  invoice: DOCUMENT_TEXTS.invoiceNotIssued,
  refund_voucher: DOCUMENT_TEXTS.refundVoucherNotFound,
  credit_note: DOCUMENT_TEXTS.creditNoteNotFound,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type InvoicesService = ReturnType<typeof createInvoicesService>;

export function createInvoicesService(db: Database, { seller }: { seller: DocumentSeller }) {
  /** The order's receipt voucher or tax invoice as a PDF; undefined when it has none. */
  async function orderDocument(kind: OrderDocumentKind, orderId: string): Promise<DocumentFile | undefined> {
    if (!UUID.test(orderId)) return undefined;
    if (kind === 'invoice') {
      const invoice = await findInvoice(db, orderId.toLowerCase());
      return (
        invoice && {
          fileName: documentFileName(kind, invoice.number),
          pdf: await invoicePdf(issued(invoice)),
        }
      );
    }
    const receipt = await findReceiptVoucher(db, orderId.toLowerCase());
    return (
      receipt && {
        fileName: documentFileName(kind, receipt.number),
        pdf: await receiptVoucherPdf(issued(receipt)),
      }
    );
  }

  const ownerOf = (orderId: string) =>
    UUID.test(orderId) ? findOrderOwner(db, orderId.toLowerCase()) : undefined;

  /** Refuses an order that is not the customer's as if there were none. */
  async function customersOwn(user: UserRow, orderId: string): Promise<void> {
    const order = await ownerOf(orderId);
    if (!order || order.userId !== user.id) throw new HttpError(404, PAYMENT_TEXTS.orderNotFound);
  }

  /**
   * A refund's credit note or refund voucher as a PDF, with its number; undefined when it has
   * none. `refundId` NOT_DELIVERED_NOTE: the credit note of the order's parcel returned undelivered.
   */
  async function refundDocument(
    kind: RefundDocumentKind,
    orderId: string,
    refundId: string,
  ): Promise<(DocumentFile & { number: string }) | undefined> {
    const refund = refundId === NOT_DELIVERED_NOTE ? null : refundId.toLowerCase();
    const found =
      UUID.test(orderId) && (refund === null || UUID.test(refund))
        ? await findRefundDocument(db, kind, orderId.toLowerCase(), refund)
        : undefined;
    if (!found) return undefined;
    const note = issued(found.note);
    const against = issued(found.document);
    return {
      number: note.number,
      fileName: documentFileName(kind, note.number),
      pdf:
        kind === 'credit_note' ? await creditNotePdf(note, against) : await refundVoucherPdf(note, against),
    };
  }

  return {
    /** In the payment's transaction: the payment's receipt voucher takes the next number of its year. */
    issueReceiptVoucher: (tx: Database, orderId: string, paidAt: Date) =>
      insertReceiptVoucher(tx, { orderId, issuedAt: paidAt, seller }),

    /** In the transaction that marks the order shipped: its tax invoice, once. */
    issueInvoice: (tx: Database, orderId: string, shippedAt: Date) =>
      insertInvoice(tx, { orderId, issuedAt: shippedAt, seller }),

    /** In the refund's transaction: a processed refund's refund voucher or credit note. */
    issueRefundDocument: (
      tx: Database,
      refund: { refundId: string; orderId: string; processedAt: Date; amountPaise: number; reason: string },
    ) => insertRefundDocument(tx, { ...refund, issuedAt: refund.processedAt, seller }),

    /** In the transaction that ends an order paid on delivery not delivered: its credit note, once. */
    issueUndeliveredCreditNote: (tx: Database, orderId: string, returnedAt: Date) =>
      insertUndeliveredCreditNote(tx, {
        orderId,
        issuedAt: returnedAt,
        seller,
        reason: CASH_ON_DELIVERY_TEXTS.notDeliveredCreditNoteReason,
      }),

    /** At start, before any call: the documents issued before contents were kept, as they read. */
    freezeEarlierDocuments: () => freezeEarlierDocuments(db, seller),

    /** The receipt for the confirmation mail, the invoice for the shipped one; undefined when there is none. */
    receiptVoucherFile: (orderId: string) => orderDocument('receipt_voucher', orderId),
    invoiceFile: (orderId: string) => orderDocument('invoice', orderId),
    /** The credit note of a parcel returned undelivered, for its mail. */
    undeliveredCreditNoteFile: (orderId: string) =>
      refundDocument('credit_note', orderId, NOT_DELIVERED_NOTE),

    /** The customer's own order's document; another customer's order is as unknown as none. */
    async customerDocument(user: UserRow, kind: OrderDocumentKind, orderId: string): Promise<DocumentFile> {
      await customersOwn(user, orderId);
      const file = await orderDocument(kind, orderId);
      if (!file) throw new HttpError(404, NOT_FOUND[kind]);
      return file;
    },

    /** The customer's own order's refund voucher or credit note. */
    async customerRefundDocument(
      user: UserRow,
      kind: RefundDocumentKind,
      orderId: string,
      refundId: string,
    ): Promise<DocumentFile> {
      await customersOwn(user, orderId);
      const file = await refundDocument(kind, orderId, refundId);
      if (!file) throw new HttpError(404, NOT_FOUND[kind]);
      return file;
    },

    /** Every document of the customer's own order, as the back office lists them. */
    async customerDocumentsOfOrder(user: UserRow, orderId: string): Promise<OrderDocumentsAnswer> {
      await customersOwn(user, orderId);
      return { success: true, documents: await findDocumentsOfOrder(db, orderId.toLowerCase()) };
    },

    /**
     * For the refund's mail: the refund voucher or credit note its processing issued, as a PDF
     * named as the back office names it; undefined when it issued none.
     */
    async refundDocumentFile(
      orderId: string,
      refundId: string,
    ): Promise<(DocumentFile & { kind: RefundDocumentKind; number: string }) | undefined> {
      for (const kind of ['credit_note', 'refund_voucher'] as const) {
        const file = await refundDocument(kind, orderId, refundId);
        if (file) return { ...file, kind };
      }
      return undefined;
    },

    async staffDocument(kind: OrderDocumentKind, orderId: string): Promise<DocumentFile> {
      const file = await orderDocument(kind, orderId);
      if (file) return file;
      throw new HttpError(404, (await ownerOf(orderId)) ? NOT_FOUND[kind] : ADMIN_ORDER_TEXTS.notFound);
    },

    /** A refund's credit note or refund voucher. */
    async staffRefundDocument(
      kind: RefundDocumentKind,
      orderId: string,
      refundId: string,
    ): Promise<DocumentFile> {
      const file = await refundDocument(kind, orderId, refundId);
      if (!file) throw new HttpError(404, NOT_FOUND[kind]);
      return file;
    },

    /** The month's GSTR-1 figures and its CSV, from the documents issued in it ('YYYY-MM', India's time). */
    async month(month: string) {
      const { from, to } = monthBounds(month);
      const documents = await findDocumentsIssued(db, from, to);
      return { summary: monthSummary(month, documents), csv: monthCsv(documents) };
    },

    /** What the back office's order page lists: every document of the order. */
    async documentsOfOrder(orderId: string): Promise<OrderDocumentsAnswer> {
      if (!(await ownerOf(orderId))) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
      return { success: true, documents: await findDocumentsOfOrder(db, orderId.toLowerCase()) };
    },
  };
}
