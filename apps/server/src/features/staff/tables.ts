import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffMembers } from '../../db/shop-tables.ts';

/**
 * A back-office session. The browser holds a random token; only its SHA-256 is kept, so a
 * copy of the database opens no session. Signing out ends the session at once.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('staff_sessions_staff_id_idx').on(table.staffId),
    index('staff_sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** A member's one open set-password link: a new one replaces it, using it removes it. */
export const staffPasswordLinks = pgTable('staff_password_links', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('staff_password_links_token_hash_unique'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A member's second factor: a TOTP secret, encrypted with a key derived from the session
 * secret (staff/second-factor.ts), so a copy of the database alone opens nothing. It is on
 * once confirmed with a code; until then it is a secret being set up. `lastTimeStep` is the
 * step of the last code taken: a code is accepted once, never again within its window.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  staffId: uuid('staff_id')
    .primaryKey()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  encryptedSecret: text('encrypted_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: integer('last_time_step'),
  /**
   * Codes tried at signing in, across challenges, since `wrongCodesSince`: each is counted
   * before it is checked and given back when it was right (SECOND_FACTOR_MEMBER_LIMIT).
   */
  wrongCodes: integer('wrong_codes').notNull().default(0),
  wrongCodesSince: timestamp('wrong_codes_since', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The step of signing in between a right password and the code: no session until the code is
 * right. Only the token's SHA-256 is kept; a challenge dies after its minutes or its tries.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongCodes: integer('wrong_codes').notNull().default(0),
  },
  (table) => [index('staff_sign_in_challenges_expires_at_idx').on(table.expiresAt)],
);
