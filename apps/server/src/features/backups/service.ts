/**
 * The shop's backups as the shop keeps them: made (backup.ts), copied to the S3_URL bucket,
 * recorded in the table `backups` for the Today page, and thinned to 7 daily and 4 weekly
 * ones (retention.ts) in DATA_DIR/backups and in the bucket alike.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { BackupsAnswer } from '@shop/shared/backups';
import type { Database } from '../../db/client.ts';
import { backups } from '../../db/schema.ts';
import type { S3Location } from '../../storage/s3-url.ts';
import { backupShop, backupsFolder } from './backup.ts';
import { backupsToKeep, madeAtOfName } from './retention.ts';

export interface BackupsServiceOptions {
  /** The database's address, for the backup's own connection. */
  databaseUrl: string;
  dataDir: string;
  bucket: S3Location | undefined;
}

export interface MadeShopBackup {
  file: string;
  madeAt: Date;
  inBucket: boolean;
  /** The older backups removed by the retention rule. */
  removed: string[];
}

/** The folder of the bucket that holds the backups, beside the pictures. */
const BUCKET_FOLDER = 'backups';

/** The names of the backups not to keep, of those given. */
export function backupsToRemove(names: readonly string[]): string[] {
  const dated = names.flatMap((name) => {
    const madeAt = madeAtOfName(name);
    return madeAt ? [{ name, madeAt }] : [];
  });
  const kept = backupsToKeep(dated.map((backup) => backup.madeAt));
  return dated.filter((backup) => !kept.has(backup.madeAt)).map((backup) => backup.name);
}

export function createBackupsService(db: Database, options: BackupsServiceOptions) {
  const folder = backupsFolder(options.dataDir);

  async function bucketFolder() {
    if (!options.bucket) return undefined;
    // The AWS SDK is loaded only by a shop that uses a bucket.
    const { createBucketFolder } = await import('../../storage/bucket-folder.ts');
    return createBucketFolder(options.bucket, BUCKET_FOLDER);
  }

  return {
    /** Makes a backup, copies it to the bucket, records it and removes the backups no longer kept. */
    async makeBackup(): Promise<MadeShopBackup> {
      const made = await backupShop({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
      const fileName = path.basename(made.file);
      const bucket = await bucketFolder();
      const removed: string[] = [];
      try {
        await bucket?.upload(fileName, made.file);
        await db.insert(backups).values({
          fileName,
          madeAt: made.madeAt,
          sizeBytes: made.sizeBytes,
          inBucket: bucket !== undefined,
        });
        const here = backupsToRemove(await fs.readdir(folder));
        for (const name of here) await fs.rm(path.join(folder, name), { force: true });
        removed.push(...here);
        if (bucket) {
          const there = backupsToRemove(await bucket.list());
          await bucket.remove(there);
          removed.push(...there.filter((name) => !here.includes(name)));
        }
      } finally {
        bucket?.close();
      }
      return { file: made.file, madeAt: made.madeAt, inBucket: bucket !== undefined, removed };
    },

    async lastBackupMadeAt(): Promise<Date | undefined> {
      const [last] = await db
        .select({ madeAt: backups.madeAt })
        .from(backups)
        .orderBy(desc(backups.madeAt))
        .limit(1);
      return last?.madeAt;
    },

    async overview(): Promise<BackupsAnswer> {
      const [last] = await db.select().from(backups).orderBy(desc(backups.madeAt)).limit(1);
      return {
        lastBackup: last
          ? { madeAt: last.madeAt.toISOString(), fileName: last.fileName, inBucket: last.inBucket }
          : null,
      };
    },
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
