import { sql } from 'drizzle-orm';
import { eraseFromChanges } from '../../audit/record-change.ts';
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

/** The fields of a message's audit entries that hold the visitor's address and the reply (inbox.ts). */
const CUSTOMER_FIELDS_IN_AUDIT = ['to', 'reply'];

/**
 * Removes every message sent from this e-mail address, whatever its case, and erases the
 * visitor from the audit entries of those messages; answers how many went.
 */
export async function deleteMessagesFrom(db: Database, email: string): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(contactMessages)
      .where(sql`lower(${contactMessages.email}) = lower(${email})`)
      .returning({ id: contactMessages.id });
    const ids = removed.map((message) => message.id);
    await eraseFromChanges(tx, { type: 'message', ids }, CUSTOMER_FIELDS_IN_AUDIT);
    return removed.length;
  });
}
