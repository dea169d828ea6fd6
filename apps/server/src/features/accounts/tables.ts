import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/shop-tables.ts';

/**
 * The one open password-reset code of an account: a new request replaces it, a right answer
 * or the last wrong try removes it. Only a keyed hash of the code is kept.
 */
export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;

/**
 * Sessions ended before their token expired (a shopper signing out): a token carries its
 * session's id, and one named here no longer signs anyone in. A row is needed only until the
 * token would have expired anyway (`endsAt`); older rows are removed.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ended_sessions_ends_at_idx').on(table.endsAt)],
);
