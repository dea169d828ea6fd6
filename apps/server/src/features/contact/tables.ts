import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffMembers } from '../../db/shop-tables.ts';

/**
 * A visitor's message from the contact page. Kept even though it is also mailed to the shop:
 * a mail that could not be sent loses nothing. The optional fields are null when left empty.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When staff first opened it in the back office's inbox. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When staff answered it, by a reply from the back office or in their own mail. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;

/**
 * A reply to a contact message, mailed from the shop's address. `mailId` is the reply mail's
 * Message-ID: the next reply names the earlier ones, so a mail program shows one thread.
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    mailId: text('mail_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_id_idx').on(table.messageId, table.sentAt)],
);
