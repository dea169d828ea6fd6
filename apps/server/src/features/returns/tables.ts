import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReturnRefund } from '@shop/shared/return-refunds';
import type { ReturnStatus } from '@shop/shared/returns';
import { orders, refunds } from '../../db/shop-tables.ts';

/**
 * A customer's request to send pieces of a delivered order back (features/returns/), with
 * each step staff took: approved or declined, picked up, received, refunded. The refund is
 * one of the order's refunds, of the lines' frozen prices.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    pickup: jsonb('pickup').$type<{ courier: string; trackingNumber: string }>(),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * What the return refunded and why, frozen at its refund (return-refunds.ts): the pieces'
     * value, the coupon discount taken back from the pieces kept, the amount. A return refunded
     * with nothing to give back has no refund row. Null before the refund, and on returns
     * refunded before it was kept (they refunded their pieces' value).
     */
    refund: jsonb('refund').$type<ReturnRefund>(),
  },
  (table) => [
    check(
      'order_returns_status_known',
      sql`${table.status} IN ('requested', 'approved', 'declined', 'picked_up', 'received', 'refunded')`,
    ),
    index('order_returns_order_id_idx').on(table.orderId, table.requestedAt),
    index('order_returns_status_idx').on(table.status),
  ],
);
export type OrderReturnRow = typeof orderReturns.$inferSelect;

/** The pieces of a return: a line of its order and how many of it, at the line's frozen price. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.returnId, table.position] }),
    check('order_return_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
