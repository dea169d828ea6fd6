import { boolean, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { coupons, orders, users } from '../../db/shop-tables.ts';

/**
 * Each paid order that used a coupon, written in its payment's transaction. `withinLimit` is
 * false for an order paid after the coupon's limit was reached meanwhile, which kept its
 * discount (docs/decisions/0029-coupon-uses-are-counted-at-payment.md): only rows from before
 * decision 0037, since which such a payment pays nothing and is refunded.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    withinLimit: boolean('within_limit').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coupon_uses_coupon_user_idx').on(table.couponId, table.userId)],
);

/**
 * The uses of coupons held by orders waiting for their payment (features/coupons): an order
 * created with a code that has limits holds one use until `heldUntil` (COUPON_HOLD_MS), and
 * its payment turns the hold into the use. A hold counts only while its order is pending and
 * its time has not passed; the same customer's next try with the code removes it
 * (docs/decisions/0037-a-coupon-use-is-held-from-the-order-to-its-payment.md).
 */
export const couponHolds = pgTable(
  'coupon_holds',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('coupon_holds_coupon_held_until_idx').on(table.couponId, table.heldUntil),
    index('coupon_holds_coupon_user_idx').on(table.couponId, table.userId),
  ],
);
