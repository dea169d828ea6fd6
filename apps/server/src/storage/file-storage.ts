/**
 * One place for the shop's files, whichever instance wrote them: the database by default
 * (table `stored_files`), an S3-compatible bucket when S3_URL is set (see s3-url.ts). Files
 * are written once under a key the shop makes and never changed, so a reader may keep them.
 */
import type { Database } from '../db/client.ts';
import { createDatabaseStorage } from './database-storage.ts';
import type { S3Location } from './s3-url.ts';

export interface StoredObject {
  contentType: string;
  bytes: Buffer;
}

export interface FileStorage {
  readonly kind: 'database' | 's3';
  put(key: string, file: StoredObject): Promise<void>;
  /** The file, or undefined when there is none under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes these files; a key with no file is no error. */
  remove(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** The bucket, when there is one, or else the database. */
export async function createFileStorage(db: Database, bucket: S3Location | undefined): Promise<FileStorage> {
  if (bucket === undefined) return createDatabaseStorage(db);
  // The AWS SDK is loaded only by a shop that uses a bucket.
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(bucket);
}
