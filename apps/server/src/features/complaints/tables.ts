import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ComplaintStatus, ComplaintStepKind, ComplaintTopic } from '@shop/shared/complaints';
import { orders, staffMembers } from '../../db/shop-tables.ts';

/**
 * A shopper's complaint (features/complaints): its `number` is the ticket (C-000042), from an
 * identity column, so tickets follow one another and none is given twice. Tied to an order
 * only when raised from that order's page by its customer; an order number typed on the
 * contact page is kept as typed. Kept when the order or the account goes: the shop answers
 * for how it handled a complaint.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique('complaints_number_unique'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topic: text('topic').$type<ComplaintTopic>().notNull(),
    description: text('description').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    status: text('status').$type<ComplaintStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The acknowledgement's Message-ID: the replies name it, so a mail program shows one thread. */
    mailId: text('mail_id').notNull(),
  },
  (table) => [
    check(
      'complaints_topic_known',
      sql`${table.topic} IN ('order', 'product', 'payment', 'delivery', 'refund', 'other')`,
    ),
    check('complaints_status_known', sql`${table.status} IN ('open', 'in_progress', 'resolved')`),
    check(
      'complaints_resolved_has_time',
      sql`(${table.status} = 'resolved') = (${table.resolvedAt} IS NOT NULL)`,
    ),
    index('complaints_unresolved_created_at_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'resolved'`),
    index('complaints_order_id_idx').on(table.orderId),
  ],
);
export type ComplaintRow = typeof complaints.$inferSelect;
export type NewComplaintRow = typeof complaints.$inferInsert;

/** What staff did with a complaint: each reply and the resolution, mailed to the shopper, with who and when. */
export const complaintSteps = pgTable(
  'complaint_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ComplaintStepKind>().notNull(),
    body: text('body').notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    mailId: text('mail_id').notNull(),
  },
  (table) => [
    check('complaint_steps_kind_known', sql`${table.kind} IN ('reply', 'resolution')`),
    index('complaint_steps_complaint_id_at_idx').on(table.complaintId, table.at),
  ],
);
