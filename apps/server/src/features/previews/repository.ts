import { eq, lt, sql } from 'drizzle-orm';
import type { StoredPreviewPersonalisation } from '@shop/shared/previews';
import type { Database } from '../../db/client.ts';
import { previews, type PreviewRow } from '../../db/schema.ts';

export async function insertPreview(
  db: Database,
  preview: {
    token: string;
    productId: number;
    personalisation: StoredPreviewPersonalisation;
    showPicture: boolean;
  },
): Promise<void> {
  await db.insert(previews).values(preview);
}

/** The preview, marked as opened now; undefined when there is none. */
export async function openPreview(db: Database, token: string, now: Date): Promise<PreviewRow | undefined> {
  const [row] = await db
    .update(previews)
    .set({ lastOpenedAt: now })
    .where(eq(previews.token, token))
    .returning();
  return row;
}

export async function findPreview(db: Database, token: string): Promise<PreviewRow | undefined> {
  const [row] = await db.select().from(previews).where(eq(previews.token, token));
  return row;
}

/** Removes the previews last opened (or, never opened, made) before `before`; answers their tokens. */
export async function removePreviewsUnopenedSince(db: Database, before: Date): Promise<string[]> {
  const removed = await db
    .delete(previews)
    .where(lt(sql`coalesce(${previews.lastOpenedAt}, ${previews.createdAt})`, before))
    .returning({ token: previews.token });
  return removed.map((row) => row.token);
}
