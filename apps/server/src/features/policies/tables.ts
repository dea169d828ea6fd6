import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { POLICY_IDS, type PolicyId } from '@shop/shared/policy-pages';
import { staffMembers } from '../../db/shop-tables.ts';

/**
 * Every version of the shop's policy pages (packages/shared/src/policy-pages.ts): a version is
 * only ever added, never changed, and the page shows its policy's newest. The first of each is
 * written from the shop's settings at start, with no staff member.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    policyId: text('policy_id').$type<PolicyId>().notNull(),
    markdown: text('markdown').notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('policy_versions_policy_id_created_at_idx').on(table.policyId, table.createdAt),
    check(
      'policy_versions_policy_id_known',
      sql`${table.policyId} IN (${sql.raw(POLICY_IDS.map((id) => `'${id}'`).join(', '))})`,
    ),
  ],
);
export type PolicyVersionRow = typeof policyVersions.$inferSelect;
