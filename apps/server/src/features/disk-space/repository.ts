import { desc, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { diskSpaceWarnings } from '../../db/schema.ts';

export type WarnedLevel = (typeof diskSpaceWarnings.$inferSelect)['level'];

/** The levels warned of by mail in the last day, whichever instance sent them. */
export async function levelsWarnedSinceADay(db: Database): Promise<WarnedLevel[]> {
  const rows = await db
    .select({ level: diskSpaceWarnings.level })
    .from(diskSpaceWarnings)
    .where(gte(diskSpaceWarnings.mailedAt, sql`now() - interval '1 day'`))
    .orderBy(desc(diskSpaceWarnings.mailedAt));
  return rows.map((row) => row.level);
}

export async function recordWarning(db: Database, level: WarnedLevel, freeBytes: number): Promise<void> {
  await db.insert(diskSpaceWarnings).values({ level, freeBytes });
}
