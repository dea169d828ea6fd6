import { and, asc, eq, sql } from 'drizzle-orm';
import { documentNumber, financialYearOf, type DocumentKind, type DocumentSeller } from '@shop/shared/gst';
import type { Purity } from '@shop/shared/pricing';
import type { Database } from '../../db/client.ts';
import {
  creditNotes,
  documentSeries,
  invoices,
  orderLines,
  orders,
  products,
  refunds,
  type CreditNoteRow,
  type InvoiceRow,
  type OrderLineRow,
  type OrderRow,
  type RefundRow,
} from '../../db/schema.ts';

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

/** Numbers the invoice of an order just paid, in the payment's transaction. */
export async function insertInvoice(
  tx: Database,
  invoice: { orderId: string; issuedAt: Date; seller: DocumentSeller },
): Promise<string> {
  const financialYear = financialYearOf(invoice.issuedAt);
  const number = await takeNumber(tx, 'invoice', financialYear);
  await tx.insert(invoices).values({ ...invoice, number, financialYear });
  return number;
}

/**
 * Numbers the credit note of a refund just processed, in the refund's transaction; an order
 * with no invoice (paid after staff had cancelled it) sold nothing, and gets none.
 */
export async function insertCreditNote(
  tx: Database,
  note: { refundId: string; orderId: string; issuedAt: Date; seller: DocumentSeller },
): Promise<string | undefined> {
  const [invoice] = await tx
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(eq(invoices.orderId, note.orderId));
  if (!invoice) return undefined;
  const financialYear = financialYearOf(note.issuedAt);
  const number = await takeNumber(tx, 'credit_note', financialYear);
  await tx
    .insert(creditNotes)
    .values({ ...note, number, financialYear })
    .onConflictDoNothing();
  return number;
}

/** A line with the purity and weight of its piece when the line's breakup does not carry them. */
export interface InvoiceLine extends OrderLineRow {
  productPurity: Purity | null;
  productNetWeightMg: number | null;
}

export interface InvoicedOrder {
  invoice: InvoiceRow;
  order: OrderRow;
  lines: InvoiceLine[];
}

export async function findInvoicedOrder(db: Database, orderId: string): Promise<InvoicedOrder | undefined> {
  const [found] = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.orderId, orderId));
  if (!found) return undefined;
  const rows = await db
    .select({ line: orderLines, purity: products.purity, netWeightMg: products.netWeightMg })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  return {
    ...found,
    lines: rows.map((row) => ({
      ...row.line,
      productPurity: row.purity,
      productNetWeightMg: row.netWeightMg,
    })),
  };
}

export interface CreditedRefund {
  creditNote: CreditNoteRow;
  refund: RefundRow;
}

export async function findCreditNote(
  db: Database,
  orderId: string,
  refundId: string,
): Promise<CreditedRefund | undefined> {
  const [found] = await db
    .select({ creditNote: creditNotes, refund: refunds })
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .where(and(eq(creditNotes.orderId, orderId), eq(creditNotes.refundId, refundId)));
  return found;
}

export async function findCreditNotesOfOrder(db: Database, orderId: string) {
  return db
    .select({
      refundId: creditNotes.refundId,
      number: creditNotes.number,
      issuedAt: creditNotes.issuedAt,
      amountPaise: refunds.amountPaise,
    })
    .from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}

/** Whose order this is, or undefined when there is none with this id. */
export async function findOrderOwner(
  db: Database,
  orderId: string,
): Promise<{ userId: string | null } | undefined> {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  return order;
}
