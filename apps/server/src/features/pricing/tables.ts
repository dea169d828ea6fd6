import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Purity } from '@shop/shared/pricing';
import { staffMembers } from '../../db/shop-tables.ts';

/**
 * The day's metal rates, in paise per gram of each purity. Every change is a new row, never an
 * update, so any past price can be explained; the current rate is the latest row.
 */
export const metalRates = pgTable(
  'metal_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    purity: text('purity').$type<Purity>().notNull(),
    ratePaisePerGram: integer('rate_paise_per_gram').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('metal_rates_rate_positive', sql`${table.ratePaisePerGram} > 0`),
    check(
      'metal_rates_purity_known',
      sql`${table.purity} IN ('gold-999', 'gold-916', 'gold-750', 'gold-585', 'silver-999', 'silver-925')`,
    ),
    index('metal_rates_purity_set_at_idx').on(table.purity, table.setAt.desc()),
  ],
);

export type MetalRateRow = typeof metalRates.$inferSelect;
