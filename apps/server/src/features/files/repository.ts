import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { UploadMimeType } from '@shop/shared/files';
import { FileIdSchema } from '@shop/shared/files-api';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';

export async function insertUpload(
  db: Database,
  upload: { contentType: UploadMimeType; bytes: Buffer },
): Promise<string> {
  const [row] = await db
    .insert(uploads)
    .values({ contentType: upload.contentType, byteSize: upload.bytes.length, bytes: upload.bytes })
    .returning({ id: uploads.id });
  if (!row) throw new Error('The database stored no upload row');
  return row.id;
}

export async function findUpload(
  db: Database,
  id: string,
): Promise<{ contentType: UploadMimeType; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row;
}

/**
 * Marks uploads as taken by an order, so the retention clean-up keeps them. Answers the ids
 * that exist, in lower case (an upload already placed keeps its first time); an id missing from the answer
 * was never uploaded or has been removed, and the order must not count on it.
 */
export async function markUploadsPlaced(
  db: Database,
  fileIds: readonly string[],
  placedAt: Date = new Date(),
): Promise<string[]> {
  // An id that is no uuid names no upload, and must not make PostgreSQL refuse the others.
  const ids = [...new Set(fileIds.map((fileId) => fileId.toLowerCase()))].filter(
    (fileId) => FileIdSchema.safeParse({ fileId }).success,
  );
  if (ids.length === 0) return [];
  // One statement: the clean-up, running at the same moment, either removed a row first (it
  // is then missing from the answer) or finds it placed.
  const placed = await db
    .update(uploads)
    .set({ placedAt: sql`coalesce(${uploads.placedAt}, ${placedAt.toISOString()}::timestamptz)` })
    .where(inArray(uploads.id, ids))
    .returning({ id: uploads.id });
  return placed.map((row) => row.id);
}

/** Removes the uploads no order took that were made before `cutoff`; answers how many. */
export async function removeUnplacedUploadsBefore(db: Database, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(uploads)
    .where(and(isNull(uploads.placedAt), lt(uploads.createdAt, cutoff)))
    .returning({ id: uploads.id });
  return removed.length;
}
