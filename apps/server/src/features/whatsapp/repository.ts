import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { whatsappTestMessages } from '../../db/schema.ts';
import type { TestProviderLedger } from './provider.ts';

/** The test provider's record of what it was sent and what the customer wrote, in the shop's database. */
export function testProviderLedger(db: Database): TestProviderLedger & {
  chat(phone: string): Promise<{ id: string; direction: 'in' | 'out'; body: unknown; createdAt: Date }[]>;
} {
  return {
    async record(entry) {
      await db.insert(whatsappTestMessages).values(entry).onConflictDoNothing();
    },
    chat: (phone) =>
      db
        .select()
        .from(whatsappTestMessages)
        .where(eq(whatsappTestMessages.phone, phone))
        .orderBy(asc(whatsappTestMessages.createdAt)),
  };
}
