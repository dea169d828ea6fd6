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
