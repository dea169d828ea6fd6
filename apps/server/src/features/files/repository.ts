import { and, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { UploadMimeType } from '@shop/shared/files';
import { FileIdSchema } from '@shop/shared/files-api';
import type { Database } from '../../db/client.ts';
import { orders, uploads } from '../../db/schema.ts';

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
 * The ids, in lower case, of the uploads among these that exist; an id missing from the
 * answer was never uploaded or has been removed, and an order must not count on it.
 */
export async function findExistingUploads(db: Database, fileIds: readonly string[]): Promise<string[]> {
  // An id that is no uuid names no upload, and must not make PostgreSQL refuse the others.
  const ids = [...new Set(fileIds.map((fileId) => fileId.toLowerCase()))].filter(
    (fileId) => FileIdSchema.safeParse({ fileId }).success,
  );
  if (ids.length === 0) return [];
  const found = await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
  return found.map((row) => row.id);
}

/**
 * Removes the uploads no paid (or confirmed) order took that were made before `cutoff`, but
 * for those an order still waiting for its payment, or its confirmation when paid on
 * delivery, names; answers how many.
 */
export async function removeUnplacedUploadsBefore(db: Database, cutoff: Date): Promise<number> {
  const awaitingPayment = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['pending', 'awaiting_confirmation']),
        sql`${uploads.id} = ANY(${orders.uploadIds})`,
      ),
    );
  const removed = await db
    .delete(uploads)
    .where(and(isNull(uploads.placedAt), lt(uploads.createdAt, cutoff), notExists(awaitingPayment)))
    .returning({ id: uploads.id });
  return removed.length;
}

export async function deleteUploads(db: Database, fileIds: readonly string[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  const removed = await db
    .delete(uploads)
    .where(inArray(uploads.id, [...fileIds]))
    .returning({ id: uploads.id });
  return removed.length;
}
