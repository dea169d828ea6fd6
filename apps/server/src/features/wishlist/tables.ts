import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products, users } from '../../db/shop-tables.ts';

/**
 * A signed-in shopper's wishlist (features/wishlist/): one row per saved piece, with the
 * catalogue's price when it was saved, so the list can say when the price fell. Gone with
 * the account, and with the piece should it ever be deleted (an archived piece keeps its row).
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePaiseWhenAdded: integer('price_paise_when_added').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId], name: 'wishlist_items_user_product_pk' }),
    check('wishlist_items_price_positive', sql`${table.pricePaiseWhenAdded} > 0`),
    index('wishlist_items_user_added_at_idx').on(table.userId, table.addedAt),
  ],
);
export type WishlistItemRow = typeof wishlistItems.$inferSelect;
