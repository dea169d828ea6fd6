import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReconciliationFinding, UnmatchedPaymentReason } from '@shop/shared/payment-reconciliation';
import type { RefundStatus } from '@shop/shared/refunds';
import { orders } from '../../db/shop-tables.ts';

/** Webhook events already handled, by the provider's event id: a repeated delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money the payment provider took that paid no order of the shop: a payment for pieces that
 * had sold out meanwhile (another order's payment took the last ones), for an order that is
 * gone (its customer deleted their account), for another amount than the order's total, a
 * second payment of an order paid already, or one only the daily reconciliation found
 * (features/payments/reconciliation.ts). Each is kept here, listed in the back office, until
 * it is refunded; a row is never removed.
 */
export const unmatchedPayments = pgTable(
  'unmatched_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    /** Null when the order never was the shop's, or is gone (its customer deleted their account). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The provider's order the payment was made for, when it said. */
    providerOrderId: text('provider_order_id'),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').$type<UnmatchedPaymentReason>().notNull().default('sold-out'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until a refund is asked for; pending until the provider has processed or failed it. */
    refundStatus: text('refund_status').$type<RefundStatus>(),
    providerRefundId: text('provider_refund_id').unique('unmatched_payments_provider_refund_id_unique'),
    /** What the provider said when it refused the refund. */
    refundFailure: text('refund_failure'),
    /** When the provider processed its refund. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'unmatched_payments_reason_known',
      sql`${table.reason} IN ('sold-out', 'coupon-used-up', 'no-order', 'amount-differs', 'paid-twice', 'found-by-reconciliation')`,
    ),
    check(
      'unmatched_payments_refund_status_known',
      sql`${table.refundStatus} IS NULL OR ${table.refundStatus} IN ('pending', 'processed', 'failed')`,
    ),
  ],
);
export type UnmatchedPaymentRow = typeof unmatchedPayments.$inferSelect;

/**
 * The daily reconciliation with the payment provider: the window it read, how many payments
 * and refunds the provider listed in it, and what did not match (a payment with no paid
 * order, a paid order with no payment). The Today page shows the latest.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    windowTo: timestamp('window_to', { withTimezone: true }).notNull(),
    paymentsRead: integer('payments_read').notNull(),
    refundsRead: integer('refunds_read').notNull(),
    findings: jsonb('findings').$type<ReconciliationFinding[]>().notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reconciliations_ran_at_idx').on(table.ranAt.desc())],
);

/**
 * What the built-in test payment provider has done, as Razorpay keeps it on its side: the
 * orders it was asked for, the payments taken in its window and the refunds made of them. It
 * answers the reconciliation's list calls from here. Empty when the shop takes payments with
 * Razorpay. A payment's or a refund's row also keeps the webhook the provider owes the shop
 * about it, until the shop answers it 2xx: its tries survive a restart of the shop, as
 * Razorpay's live on Razorpay's side (features/payments/test-webhooks.ts).
 */
export const testProviderRecords = pgTable(
  'test_provider_records',
  {
    /** `order_…`, `pay_…` or `rfnd_…`, as Razorpay names its entities. */
    id: text('id').primaryKey(),
    entity: text('entity').$type<'order' | 'payment' | 'refund'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** A payment's order. */
    providerOrderId: text('provider_order_id'),
    /** A refund's payment. */
    paymentId: text('payment_id'),
    receipt: text('receipt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The event the provider sends about this payment or refund, as its first try signed it. */
    webhookBody: text('webhook_body'),
    /** How many times the provider has sent it. */
    webhookTries: integer('webhook_tries').notNull().default(0),
    /** When it is sent next: null once the shop answered it 2xx, or the provider gave up on it. */
    webhookDueAt: timestamp('webhook_due_at', { withTimezone: true }),
    /** When the shop answered it 2xx. */
    webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
  },
  (table) => [
    check('test_provider_records_entity_known', sql`${table.entity} IN ('order', 'payment', 'refund')`),
    index('test_provider_records_entity_created_at_idx').on(table.entity, table.createdAt),
    // The provider's tries look only at the webhooks it still owes.
    index('test_provider_records_webhook_due_at_idx')
      .on(table.webhookDueAt)
      .where(sql`${table.webhookDueAt} IS NOT NULL`),
  ],
);
