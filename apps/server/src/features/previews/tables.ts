import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredPreviewPersonalisation } from '@shop/shared/previews';
import { products } from '../../db/shop-tables.ts';

/**
 * Shared previews of a personalisation (features/previews): a link anyone may open, by its
 * unguessable token. No name, e-mail, account or order is kept with it; the uploads it names
 * are shown only when `show_picture` is set. Deleted when nobody opened it for 90 days.
 */
export const previews = pgTable(
  'previews',
  {
    token: text('token').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    personalisation: jsonb('personalisation').$type<StoredPreviewPersonalisation>().notNull(),
    showPicture: boolean('show_picture').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (table) => [index('previews_last_seen_idx').on(sql`coalesce(${table.lastOpenedAt}, ${table.createdAt})`)],
);

export type PreviewRow = typeof previews.$inferSelect;
