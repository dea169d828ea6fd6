import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages, type ContactMessageRow, type NewContactMessageRow } from '../../db/schema.ts';

export async function insertContactMessage(
  db: Database,
  message: NewContactMessageRow,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('The contact message was not stored');
  return row;
}

/** Removes every message sent from this e-mail address, whatever its case; answers how many. */
export async function deleteMessagesFrom(db: Database, email: string): Promise<number> {
  const removed = await db
    .delete(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`)
    .returning({ id: contactMessages.id });
  return removed.length;
}
