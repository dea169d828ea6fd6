import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DocumentContent, DocumentKind, DocumentSeller, NoteContent } from '@shop/shared/gst';
import { orders, refunds } from '../../db/shop-tables.ts';

/**
 * The last number given in each series of documents (receipt vouchers, tax invoices, refund
 * vouchers, credit notes) of each financial year. A number is taken by raising `last_number`
 * in the transaction that issues the document, so two payments at once wait for each other
 * and never share or skip a number (docs/decisions/0020-gst-invoices.md).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** '2026-27': 1 April to 31 March, India's time. */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.financialYear] }),
    check(
      'document_series_kind_known',
      sql`${table.kind} IN ('receipt_voucher', 'invoice', 'refund_voucher', 'credit_note')`,
    ),
    check('document_series_last_number_positive', sql`${table.lastNumber} > 0`),
  ],
);

/**
 * What a document states, kept with it as issued beside its seller: its content, its value before
 * tax, each tax, the round-off and the total. The tax invoices and credit notes issued before
 * contents were kept have none until the server freezes them as they then read, at its first
 * start (features/invoices/freeze.ts); every other document has them from its issue.
 */
function frozenColumns<Content>() {
  return {
    content: jsonb('content').$type<Content>(),
    taxablePaise: integer('taxable_paise'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
    roundOffPaise: integer('round_off_paise'),
    totalPaise: integer('total_paise'),
  };
}

type FrozenColumns = Record<keyof ReturnType<typeof frozenColumns> | 'seller', SQLWrapper>;

/**
 * Everything a document states is there (or, for one issued before contents were kept,
 * nothing but maybe its seller), and its amounts add up to its total.
 */
function frozenChecks(table: string, columns: FrozenColumns, issuedBeforeContents: boolean) {
  const present = sql`num_nonnulls(${columns.content}, ${columns.taxablePaise}, ${columns.cgstPaise}, ${columns.sgstPaise}, ${columns.igstPaise}, ${columns.roundOffPaise}, ${columns.totalPaise})`;
  return [
    issuedBeforeContents
      ? check(
          `${table}_frozen_whole`,
          sql`${present} = 0 OR (${present} = 7 AND ${columns.seller} IS NOT NULL)`,
        )
      : check(`${table}_frozen_whole`, sql`${present} = 7 AND ${columns.seller} IS NOT NULL`),
    check(
      `${table}_figures_add_up`,
      sql`${columns.totalPaise} = ${columns.taxablePaise} + ${columns.cgstPaise} + ${columns.sgstPaise} + ${columns.igstPaise} + ${columns.roundOffPaise}`,
    ),
  ];
}

/**
 * The receipt voucher of a paid order (CGST Rule 50), numbered in the payment's transaction:
 * the money was received before the goods left.
 */
export const receiptVouchers = pgTable(
  'receipt_vouchers',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('receipt_vouchers_number_unique'),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<DocumentSeller>().notNull(),
    ...frozenColumns<DocumentContent>(),
  },
  (table) => frozenChecks('receipt_vouchers', table, false),
);
export type ReceiptVoucherRow = typeof receiptVouchers.$inferSelect;

/**
 * The tax invoice of an order, numbered in the transaction that marks it shipped (orders paid
 * before decision 0023 were invoiced when paid, and keep those invoices).
 */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('invoices_number_unique'),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The seller as configured when it was issued; null on those numbered by migration 0023 until they are frozen. */
    seller: jsonb('seller').$type<DocumentSeller>(),
    ...frozenColumns<DocumentContent>(),
  },
  (table) => frozenChecks('invoices', table, true),
);
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The refund voucher of a refund processed before its order shipped (Rule 51), from a series of
 * its own, naming the receipt voucher it gives money back against.
 */
export const refundVouchers = pgTable(
  'refund_vouchers',
  {
    refundId: uuid('refund_id')
      .primaryKey()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => receiptVouchers.orderId, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('refund_vouchers_number_unique'),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<DocumentSeller>().notNull(),
    ...frozenColumns<NoteContent>(),
  },
  (table) => [
    index('refund_vouchers_order_id_idx').on(table.orderId),
    ...frozenChecks('refund_vouchers', table, false),
  ],
);
export type RefundVoucherRow = typeof refundVouchers.$inferSelect;

/**
 * A credit note naming the invoice it reduces: of a refund processed once its order's invoice
 * was issued, or, without a refund, of a parcel paid on delivery that came back undelivered,
 * which takes back the whole supply (one such note an order).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The refund it was issued for; null for a parcel returned undelivered, where nothing was paid. */
    refundId: uuid('refund_id')
      .unique('credit_notes_refund_id_unique')
      .references(() => refunds.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => invoices.orderId, { onDelete: 'restrict' }),
    number: text('number').notNull().unique('credit_notes_number_unique'),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<DocumentSeller>().notNull(),
    ...frozenColumns<NoteContent>(),
  },
  (table) => [
    index('credit_notes_order_id_idx').on(table.orderId),
    uniqueIndex('credit_notes_one_undelivered_idx')
      .on(table.orderId)
      .where(sql`${table.refundId} IS NULL`),
    ...frozenChecks('credit_notes', table, true),
  ],
);
export type CreditNoteRow = typeof creditNotes.$inferSelect;
