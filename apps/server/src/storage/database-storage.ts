import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';
import type { FileStorage } from './file-storage.ts';

/** Files as rows of `stored_files`: every instance that shares the database serves them. */
export function createDatabaseStorage(db: Database): FileStorage {
  return {
    kind: 'database',
    async put(key, file) {
      const row = { contentType: file.contentType, byteSize: file.bytes.length, bytes: file.bytes };
      await db
        .insert(storedFiles)
        .values({ key, ...row })
        .onConflictDoUpdate({ target: storedFiles.key, set: row });
    },
    async get(key) {
      const [row] = await db
        .select({ contentType: storedFiles.contentType, bytes: storedFiles.bytes })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row;
    },
    async remove(keys) {
      if (keys.length === 0) return;
      await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
    },
    async close() {},
  };
}
