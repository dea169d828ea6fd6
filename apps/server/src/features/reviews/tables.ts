import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products, staffMembers, users } from '../../db/shop-tables.ts';

/**
 * A buyer's review of a piece (IS 19000:2022): one per customer and piece, written only by a
 * customer whose order holding the piece was delivered (or a demo buyer, see db/seed.ts);
 * writing again edits it. Staff may hide one with a reason (who and when too), mailed to its
 * writer; a hidden review is published nowhere and counts in no rating. Its trigger keeps
 * `products.rating` and `products.reviews` and so announces the catalogue's change.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('product_reviews_product_customer_unique').on(table.productId, table.customerId),
    check('product_reviews_stars_range', sql`${table.stars} BETWEEN 1 AND 5`),
    check(
      'product_reviews_hidden_has_reason',
      sql`(${table.hiddenAt} IS NULL) = (${table.hiddenReason} IS NULL)`,
    ),
    index('product_reviews_product_created_at_idx').on(table.productId, table.createdAt.desc()),
    index('product_reviews_created_at_idx').on(table.createdAt.desc()),
    index('product_reviews_customer_id_idx').on(table.customerId),
  ],
);
export type ProductReviewRow = typeof productReviews.$inferSelect;
