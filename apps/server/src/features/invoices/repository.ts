import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import {
  documentNumber,
  financialYearOf,
  noteFigures,
  withdrawalNoteFigures,
  type DocumentContent,
  type DocumentKind,
  type DocumentSeller,
  type NoteContent,
  type NoteCouponWithdrawal,
  type OrderDocument,
  type TaxFigures,
} from '@shop/shared/gst';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  creditNotes,
  documentSeries,
  invoices,
  orderLines,
  orderReturns,
  orders,
  products,
  receiptVouchers,
  refundVouchers,
  type CreditNoteRow,
  type InvoiceRow,
  type ReceiptVoucherRow,
  type RefundVoucherRow,
} from '../../db/schema.ts';
import { documentContent, type LineWithPiece } from './content.ts';

/**
 * The next number of a series, taken in the caller's transaction: the row of the series is
 * locked by the update until that transaction ends, so a second payment at the same moment
 * waits and takes the number after; a transaction that rolls back gives its number back.
 */
async function takeNumber(tx: Database, kind: DocumentKind, financialYear: string): Promise<string> {
  const [series] = await tx
    .insert(documentSeries)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  if (!series) throw new Error('The database gave no number for the series');
  return documentNumber(kind, financialYear, series.lastNumber);
}

/** What a receipt voucher or a tax invoice of the order states at this moment, read in `tx`. */
export async function readOrderContent(
  tx: Database,
  orderId: string,
  sellerStateCode: string,
  amountsOf?: Parameters<typeof documentContent>[3],
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`There is no order ${orderId} to issue a document for`);
  const rows: LineWithPiece[] = await tx
    .select({
      line: orderLines,
      piece: { purity: products.purity, gram: products.gram, netWeightMg: products.netWeightMg },
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return documentContent(order, rows, sellerStateCode, amountsOf);
}

export interface IssueOfOrder {
  orderId: string;
  issuedAt: Date;
  seller: DocumentSeller;
}

/** Numbers the receipt voucher of an order just paid and keeps what it states, in the payment's transaction. */
export async function insertReceiptVoucher(tx: Database, issue: IssueOfOrder): Promise<string> {
  const financialYear = financialYearOf(issue.issuedAt);
  const number = await takeNumber(tx, 'receipt_voucher', financialYear);
  const { content, figures } = await readOrderContent(tx, issue.orderId, issue.seller.stateCode);
  await tx.insert(receiptVouchers).values({ ...issue, number, financialYear, content, ...figures });
  return number;
}

/**
 * Numbers the tax invoice of an order as it ships and keeps what it states, in the
 * transaction that marks it shipped. An order paid before invoices moved to the shipping keeps
 * the invoice it was given then, and gets no second one.
 */
export async function insertInvoice(tx: Database, issue: IssueOfOrder): Promise<string> {
  const [existing] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, issue.orderId));
  if (existing) return existing.number;
  const financialYear = financialYearOf(issue.issuedAt);
  const number = await takeNumber(tx, 'invoice', financialYear);
  const { content, figures } = await readOrderContent(tx, issue.orderId, issue.seller.stateCode);
  await tx.insert(invoices).values({ ...issue, number, financialYear, content, ...figures });
  return number;
}

/** A document's row with all it states; its content is there once it is frozen. */
type DocumentRow = InvoiceRow | ReceiptVoucherRow | CreditNoteRow | RefundVoucherRow;

/** A document as it was issued, all it states, to draw or to reduce. */
export interface IssuedDocument<Content> {
  orderId: string;
  number: string;
  issuedAt: Date;
  seller: DocumentSeller;
  content: Content;
  figures: TaxFigures;
}

/** The document as issued; an invoice or credit note from before contents were kept is frozen at start (freeze.ts). */
export function issued<Row extends DocumentRow>(row: Row): IssuedDocument<NonNullable<Row['content']>> {
  const { seller, content, taxablePaise, cgstPaise, sgstPaise, igstPaise, roundOffPaise, totalPaise } = row;
  if (
    !seller ||
    !content ||
    taxablePaise === null ||
    cgstPaise === null ||
    sgstPaise === null ||
    igstPaise === null ||
    roundOffPaise === null ||
    totalPaise === null
  ) {
    throw new Error(`Document ${row.number} has not been frozen yet`);
  }
  return {
    orderId: row.orderId,
    number: row.number,
    issuedAt: row.issuedAt,
    seller,
    content,
    figures: { taxablePaise, cgstPaise, sgstPaise, igstPaise, roundOffPaise, totalPaise },
  };
}

export interface RefundIssue {
  /** Null for the note of a parcel returned undelivered, which had no refund. */
  refundId: string | null;
  orderId: string;
  issuedAt: Date;
  seller: DocumentSeller;
  amountPaise: number;
  reason: string;
}

/**
 * The two parts of the note of a return that took the order below its coupon's minimum, from
 * the figures frozen on the return at its refund (the returns feature); undefined for any other
 * refund, and for a return whose refund is not exactly the returned pieces less the discount.
 */
async function couponWithdrawalOf(
  tx: Database,
  refund: RefundIssue,
): Promise<NoteCouponWithdrawal | undefined> {
  if (refund.refundId === null) return undefined;
  const [ret] = await tx
    .select({ refund: orderReturns.refund })
    .from(orderReturns)
    .where(eq(orderReturns.refundId, refund.refundId));
  const figures = ret?.refund;
  const withdrawal = figures?.withdrawal;
  if (!figures || !withdrawal?.tax || figures.refundPaise !== refund.amountPaise) return undefined;
  const { pieces, taxablePaise, taxPaise, totalPaise } = figures.returned;
  return {
    code: withdrawal.code,
    minOrderPaise: withdrawal.minOrderPaise,
    returned: { pieces, taxablePaise, taxPaise, totalPaise },
    withdrawn: { pieces: withdrawal.kept, ...withdrawal.tax, totalPaise: withdrawal.discountPaise },
  };
}

/** The values of a note against `document`, after the notes already issued against it. */
async function noteValues<Issue extends RefundIssue>(
  tx: Database,
  kind: 'credit_note' | 'refund_voucher',
  document: IssuedDocument<DocumentContent>,
  earlier: readonly DocumentRow[],
  refund: Issue,
) {
  const { buyer, placeOfSupply, language } = document.content;
  const earlierFigures = earlier.map((note) => issued(note).figures);
  const couponWithdrawal = await couponWithdrawalOf(tx, refund);
  const figures = couponWithdrawal
    ? withdrawalNoteFigures(
        document.figures,
        earlierFigures,
        refund.amountPaise,
        couponWithdrawal,
        placeOfSupply.intraState,
      )
    : noteFigures(document.figures, earlierFigures, refund.amountPaise, placeOfSupply.intraState);
  const financialYear = financialYearOf(refund.issuedAt);
  const content: NoteContent = {
    buyer,
    placeOfSupply,
    reason: refund.reason,
    ...(couponWithdrawal && { couponWithdrawal }),
    ...(refund.refundId === null && { notDelivered: true as const }),
    // A note speaks the language of the document it answers: one issued in English stays so.
    ...(language && { language }),
  };
  return {
    refundId: refund.refundId as Issue['refundId'],
    orderId: refund.orderId,
    number: await takeNumber(tx, kind, financialYear),
    financialYear,
    issuedAt: refund.issuedAt,
    seller: refund.seller,
    content,
    ...figures,
  };
}

/**
 * Numbers the note of a refund just processed, in the refund's transaction (which holds the
 * order, so the notes of one order are issued one after the other): a credit note against the
 * tax invoice once the order has one, a refund voucher against the receipt voucher before.
 * An order paid after staff had cancelled it sold nothing and has neither, nor its refund.
 */
export async function insertRefundDocument(
  tx: Database,
  refund: RefundIssue & { refundId: string },
): Promise<{ kind: 'credit_note' | 'refund_voucher'; number: string } | undefined> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, refund.orderId));
  if (invoice) {
    const earlier = await tx.select().from(creditNotes).where(eq(creditNotes.orderId, refund.orderId));
    const values = await noteValues(tx, 'credit_note', issued(invoice), earlier, refund);
    await tx.insert(creditNotes).values(values);
    return { kind: 'credit_note', number: values.number };
  }
  const [receipt] = await tx
    .select()
    .from(receiptVouchers)
    .where(eq(receiptVouchers.orderId, refund.orderId));
  if (!receipt) return undefined;
  const earlier = await tx.select().from(refundVouchers).where(eq(refundVouchers.orderId, refund.orderId));
  const values = await noteValues(tx, 'refund_voucher', issued(receipt), earlier, refund);
  await tx.insert(refundVouchers).values(values);
  return { kind: 'refund_voucher', number: values.number };
}

/**
 * Numbers the credit note of a parcel paid on delivery that came back undelivered, in the
 * transaction that ends the order so: the supply did not take place, so the note takes back all
 * the invoice still states (its whole total, less any note before). Issued once; none for an
 * order without an invoice.
 */
export async function insertUndeliveredCreditNote(
  tx: Database,
  issue: IssueOfOrder & { reason: string },
): Promise<string | undefined> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, issue.orderId));
  if (!invoice) return undefined;
  const earlier = await tx.select().from(creditNotes).where(eq(creditNotes.orderId, issue.orderId));
  if (earlier.some((note) => note.refundId === null)) return undefined;
  const invoiced = issued(invoice);
  const creditedPaise = earlier.reduce((sum, note) => sum + issued(note).figures.totalPaise, 0);
  const amountPaise = invoiced.figures.totalPaise - creditedPaise;
  if (amountPaise <= 0) return undefined;
  const values = await noteValues(tx, 'credit_note', invoiced, earlier, {
    ...issue,
    refundId: null,
    amountPaise,
  });
  await tx.insert(creditNotes).values(values);
  return values.number;
}

export async function findInvoice(db: Database, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

export async function findReceiptVoucher(
  db: Database,
  orderId: string,
): Promise<ReceiptVoucherRow | undefined> {
  const [row] = await db.select().from(receiptVouchers).where(eq(receiptVouchers.orderId, orderId));
  return row;
}

/** A credit note and the invoice it reduces, or a refund voucher and the receipt voucher it answers. */
export async function findRefundDocument(
  db: Database,
  kind: 'credit_note' | 'refund_voucher',
  orderId: string,
  /** Null: the credit note of the order's parcel returned undelivered. */
  refundId: string | null,
) {
  if (kind === 'credit_note') {
    const [found] = await db
      .select({ note: creditNotes, document: invoices })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.orderId, creditNotes.orderId))
      .where(
        and(
          eq(creditNotes.orderId, orderId),
          refundId === null ? isNull(creditNotes.refundId) : eq(creditNotes.refundId, refundId),
        ),
      );
    return found;
  }
  if (refundId === null) return undefined;
  const [found] = await db
    .select({ note: refundVouchers, document: receiptVouchers })
    .from(refundVouchers)
    .innerJoin(receiptVouchers, eq(receiptVouchers.orderId, refundVouchers.orderId))
    .where(and(eq(refundVouchers.orderId, orderId), eq(refundVouchers.refundId, refundId)));
  return found;
}

/** Every document of an order, in the order they were issued. */
export async function findDocumentsOfOrder(db: Database, orderId: string): Promise<OrderDocument[]> {
  const listed = (kind: DocumentKind, row: DocumentRow): OrderDocument => ({
    kind,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    totalPaise: issued(row).figures.totalPaise,
    refundId: 'refundId' in row ? row.refundId : null,
  });
  const [receipt, invoice, vouchers, notes] = await Promise.all([
    findReceiptVoucher(db, orderId),
    findInvoice(db, orderId),
    db.select().from(refundVouchers).where(eq(refundVouchers.orderId, orderId)),
    db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)),
  ]);
  return [
    ...(receipt ? [listed('receipt_voucher', receipt)] : []),
    ...(invoice ? [listed('invoice', invoice)] : []),
    ...vouchers.map((row) => listed('refund_voucher', row)),
    ...notes.map((row) => listed('credit_note', row)),
  ].sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.number.localeCompare(b.number));
}

/** Whose order this is, or undefined when there is none with this id. */
export async function findOrderOwner(
  db: Database,
  orderId: string,
): Promise<{ userId: string | null } | undefined> {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The documents issued in a month: the invoices and credit notes whole, the vouchers' numbers. */
export interface MonthDocuments {
  invoices: IssuedDocument<DocumentContent>[];
  creditNotes: IssuedDocument<NoteContent>[];
  receiptVouchers: string[];
  refundVouchers: string[];
}

/** Every document issued from `from` until before `to`. */
export async function findDocumentsIssued(db: Database, from: Date, to: Date): Promise<MonthDocuments> {
  const within = (column: PgColumn) => and(gte(column, from), lt(column, to));
  const [invoiceRows, noteRows, receiptRows, refundRows] = await Promise.all([
    db.select().from(invoices).where(within(invoices.issuedAt)),
    db.select().from(creditNotes).where(within(creditNotes.issuedAt)),
    db
      .select({ number: receiptVouchers.number })
      .from(receiptVouchers)
      .where(within(receiptVouchers.issuedAt)),
    db.select({ number: refundVouchers.number }).from(refundVouchers).where(within(refundVouchers.issuedAt)),
  ]);
  return {
    invoices: invoiceRows.map((row) => issued(row)),
    creditNotes: noteRows.map((row) => issued(row)),
    receiptVouchers: receiptRows.map((row) => row.number),
    refundVouchers: refundRows.map((row) => row.number),
  };
}
