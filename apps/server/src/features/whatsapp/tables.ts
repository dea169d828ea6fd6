import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  WhatsAppCategory,
  WhatsAppConsentSource,
  WhatsAppMessageStatus,
  WhatsAppTemplateName,
  WhatsAppTemplateValues,
  WhatsAppWithdrawnBy,
} from '@shop/shared/whatsapp';
import { orders, staffMembers, users } from '../../db/shop-tables.ts';

/**
 * A customer's consent to order updates on WhatsApp, as the box said it: the number, the
 * sentence shown (whatsappConsentText) and when. Never deleted while the account stands: a
 * withdrawal (in the profile, or by STOP in the chat) is kept with its time and how, so the
 * shop can show what it was allowed to send and when. One consent stands per customer.
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** In the Cloud API's form: 919876543210. */
    phone: text('phone').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    text: text('text').notNull(),
    source: text('source').$type<WhatsAppConsentSource>().notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by').$type<WhatsAppWithdrawnBy>(),
  },
  (table) => [
    check('whatsapp_consents_source_known', sql`${table.source} IN ('checkout', 'profile')`),
    check(
      'whatsapp_consents_withdrawal_whole',
      sql`(${table.withdrawnAt} IS NULL) = (${table.withdrawnBy} IS NULL) AND coalesce(${table.withdrawnBy}, 'profile') IN ('profile', 'stop')`,
    ),
    // At most one standing consent per customer: a new one replaces the old.
    uniqueIndex('whatsapp_consents_one_standing')
      .on(table.userId)
      .where(sql`${table.withdrawnAt} IS NULL`),
    index('whatsapp_consents_phone_idx').on(table.phone),
  ],
);
export type WhatsAppConsentRow = typeof whatsappConsents.$inferSelect;

/**
 * The outbox: each message the shop means to send, written with the event that calls for it
 * (in its transaction where it has one). `eventKey` is unique (`order_confirmed:<orderId>`,
 * `proof_ready:<proofId>`), so one event never queues two messages, whichever instance or
 * retry writes it. A worker claims due rows (FOR UPDATE SKIP LOCKED), sends them and moves
 * `nextAttemptAt` out by backoff; Meta's status webhooks move `status` on. Staff's free-text
 * answers are kept here too (template null), sent at once.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull().unique('whatsapp_messages_event_key_unique'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    template: text('template').$type<WhatsAppTemplateName>(),
    category: text('category').$type<WhatsAppCategory>(),
    variables: jsonb('variables').$type<WhatsAppTemplateValues>().notNull().default({}),
    /** What the customer reads: the template filled in, or the free text. */
    text: text('text').notNull(),
    /** The proof a proof_ready message asks about (its quick replies name it). */
    proofId: uuid('proof_id'),
    to: text('to').notNull(),
    status: text('status').$type<WhatsAppMessageStatus>().notNull().default('queued'),
    providerMessageId: text('provider_message_id').unique('whatsapp_messages_provider_id_unique'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (next) try it; null once it was accepted or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its delivered status came: the month's cost counts these. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'whatsapp_messages_status_known',
      sql`${table.status} IN ('queued', 'sent', 'delivered', 'read', 'failed')`,
    ),
    check(
      'whatsapp_messages_failure_when_failed',
      sql`(${table.failure} IS NULL) = (${table.status} <> 'failed')`,
    ),
    index('whatsapp_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'queued'`),
    index('whatsapp_messages_order_idx').on(table.orderId, table.createdAt),
    index('whatsapp_messages_to_idx').on(table.to, table.createdAt),
  ],
);
export type WhatsAppMessageRow = typeof whatsappMessages.$inferSelect;

/**
 * A customer's message to the shop's number, from Meta's webhook: their text or the button
 * they tapped, tied to their account by the number when one has a consent with it. Meta may
 * deliver one webhook more than once; its message id is unique, so each is kept once.
 */
export const whatsappIncoming = pgTable(
  'whatsapp_incoming',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerMessageId: text('provider_message_id').notNull().unique('whatsapp_incoming_provider_id_unique'),
    from: text('from').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    buttonPayload: text('button_payload'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff opened the conversation after it came. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('whatsapp_incoming_from_idx').on(table.from, table.receivedAt)],
);
export type WhatsAppIncomingRow = typeof whatsappIncoming.$inferSelect;

/**
 * A number whose customer tapped "Ask for a change": their next text becomes the change's
 * note for that proof. One per number; a later tap replaces it.
 */
export const whatsappPendingChanges = pgTable('whatsapp_pending_changes', {
  phone: text('phone').primaryKey(),
  proofId: uuid('proof_id').notNull(),
  askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the test provider did, as Meta keeps it on its side: each message the shop sent it and
 * each reply a person or a test made as the customer, so the chat page shows them and a
 * restart of the shop can be checked against them. Only a shop without WHATSAPP_* settings
 * writes here.
 */
export const whatsappTestMessages = pgTable(
  'whatsapp_test_messages',
  {
    id: text('id').primaryKey(),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    phone: text('phone').notNull(),
    /** The Cloud API request the shop sent, or the webhook's message the customer made. */
    body: jsonb('body').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_test_messages_phone_idx').on(table.phone, table.createdAt)],
);
