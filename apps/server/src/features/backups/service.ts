/**
 * The shop's backups as the shop keeps them: made (backup.ts) into DATA_DIR/backups, copied
 * off the machine encrypted to the owner's key (encryption.ts) into the BACKUP_S3_URL bucket,
 * recorded in the table `backups` for the Today page and the health call, and thinned to 7
 * daily and 4 weekly ones (retention.ts) on the disk and in the bucket alike. The owner is
 * mailed when the last good backup is more than 26 hours old, once a day at most.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BACKUP_MAIL_HOURS, BACKUP_TEXTS, type BackupsAnswer, type OffSite } from '@shop/shared/backups';
import type { Database } from '../../db/client.ts';
import { backups, scheduledRuns } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';
import { claimRun } from '../../plugins/scheduled-work.ts';
import type { S3Location } from '../../storage/s3-url.ts';
import { backupShop, backupsFolder } from './backup.ts';
import { ENCRYPTED_SUFFIX, encryptFile, identitiesOf } from './encryption.ts';
import { backupsToKeep, madeAtOfName } from './retention.ts';

export interface BackupsServiceOptions {
  /** The database's address, for the backup's own connection. */
  databaseUrl: string;
  dataDir: string;
  /** BACKUP_S3_URL's bucket (S3_URL's unless set). */
  bucket: S3Location | undefined;
  /** BACKUP_RECIPIENT: the owner's age public key. Without it nothing leaves the machine. */
  recipient: string | undefined;
  /** For the mail that says the backups are late; a command has none. */
  warn?: { mailer: Mailer; shopEmail: string; log: FastifyBaseLogger };
}

export interface MadeShopBackup {
  file: string;
  madeAt: Date;
  /** The encrypted copy's name in the bucket, when one was made. */
  inBucket: string | undefined;
  /** The older backups removed by the retention rule. */
  removed: string[];
}

/** The folder of the bucket that holds the backups, beside the pictures. */
export const BUCKET_FOLDER = 'backups';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const AGE_MAIL_JOB = 'backup-age-mail';

/** The names of the backups not to keep, of those given. */
export function backupsToRemove(names: readonly string[]): string[] {
  const dated = names.flatMap((name) => {
    const madeAt = madeAtOfName(name);
    return madeAt ? [{ name, madeAt }] : [];
  });
  const kept = backupsToKeep(dated.map((backup) => backup.madeAt));
  return dated.filter((backup) => !kept.has(backup.madeAt)).map((backup) => backup.name);
}

/** A backup that could not be copied off the machine: the local one is there. */
export class OffSiteCopyError extends Error {}

export function createBackupsService(db: Database, options: BackupsServiceOptions) {
  const folder = backupsFolder(options.dataDir);
  const offSite: OffSite = !options.bucket ? 'off' : options.recipient ? 'on' : 'no-key';

  async function bucketFolder() {
    if (!options.bucket) return undefined;
    // The AWS SDK is loaded only by a shop that uses a bucket.
    const { createBucketFolder } = await import('../../storage/bucket-folder.ts');
    return createBucketFolder(options.bucket, BUCKET_FOLDER);
  }

  /** Encrypts the backup, copies it to the bucket and thins the bucket's; answers its name there. */
  async function copyOffSite(file: string, recipient: string): Promise<{ name: string; removed: string[] }> {
    const name = `${path.basename(file)}${ENCRYPTED_SUFFIX}`;
    const encrypted = path.join(folder, `.${name}.partial`);
    const bucket = await bucketFolder();
    if (!bucket) throw new Error('no bucket is set for the backups');
    try {
      await encryptFile(file, encrypted, recipient);
      await bucket.upload(name, encrypted);
      const there = backupsToRemove(await bucket.list());
      await bucket.remove(there);
      return { name, removed: there };
    } finally {
      bucket.close();
      await fs.rm(encrypted, { force: true });
    }
  }

  async function lastOf(inBucket: boolean) {
    const [last] = await db
      .select()
      .from(backups)
      .where(inBucket ? eq(backups.inBucket, true) : undefined)
      .orderBy(desc(backups.madeAt))
      .limit(1);
    return last;
  }

  /** The last backup that is as safe as the settings ask: off the machine when a bucket and key are set. */
  async function lastGoodBackupAt(): Promise<Date | undefined> {
    return (await lastOf(offSite === 'on'))?.madeAt;
  }

  return {
    offSite,

    /**
     * Makes a backup, records it, removes the backups no longer kept, and copies it, encrypted,
     * to the bucket. A copy that fails is an OffSiteCopyError: the local backup is made.
     */
    async makeBackup(): Promise<MadeShopBackup> {
      const made = await backupShop({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
      const fileName = path.basename(made.file);
      const [{ id } = { id: '' }] = await db
        .insert(backups)
        .values({ fileName, madeAt: made.madeAt, sizeBytes: made.sizeBytes, inBucket: false })
        .returning({ id: backups.id });
      const removed = backupsToRemove(await fs.readdir(folder));
      for (const name of removed) await fs.rm(path.join(folder, name), { force: true });
      let inBucket: string | undefined;
      if (options.recipient && options.bucket) {
        try {
          const copied = await copyOffSite(made.file, options.recipient);
          inBucket = copied.name;
          removed.push(...copied.removed);
        } catch (error) {
          throw new OffSiteCopyError(
            `The backup ${made.file} was made, but could not be copied to the backups' bucket: ${(error as Error).message}`,
            { cause: error },
          );
        }
        await db.update(backups).set({ inBucket: true }).where(eq(backups.id, id));
      }
      return { file: made.file, madeAt: made.madeAt, inBucket, removed };
    },

    lastGoodBackupAt,

    /** When the last backup was made, on the disk: the nightly backup counts from it. */
    async lastBackupMadeAt(): Promise<Date | undefined> {
      return (await lastOf(false))?.madeAt;
    },

    async overview(): Promise<BackupsAnswer> {
      const [local, copied] = await Promise.all([lastOf(false), lastOf(true)]);
      return {
        lastBackup: local
          ? { madeAt: local.madeAt.toISOString(), fileName: local.fileName, inBucket: local.inBucket }
          : null,
        lastOffSite: copied
          ? { madeAt: copied.madeAt.toISOString(), fileName: `${copied.fileName}${ENCRYPTED_SUFFIX}` }
          : null,
        offSite,
      };
    },

    /**
     * The hourly look at the backups' age: mails SHOP_EMAIL when the last good backup is more
     * than BACKUP_MAIL_HOURS old, once a day at most across instances (the day's mail is claimed
     * as scheduled work is). A mail that cannot be sent is not counted: the next look tries again.
     */
    async checkAge(now = new Date()): Promise<number> {
      const warn = options.warn;
      if (!warn) return 0;
      const last = await lastGoodBackupAt();
      if (last && now.getTime() - last.getTime() <= BACKUP_MAIL_HOURS * HOUR_MS) return 0;
      if (!(await claimRun(db, AGE_MAIL_JOB, DAY_MS))) return 0;
      const paragraphs = [
        BACKUP_TEXTS.mailBody(
          last ? Math.floor((now.getTime() - last.getTime()) / HOUR_MS) : undefined,
          offSite,
        ),
        'The shop sends this once a day until a backup is made.',
      ];
      const subject = BACKUP_TEXTS.mailSubject(offSite === 'on');
      try {
        await warn.mailer.send({
          to: warn.shopEmail,
          subject,
          text: paragraphs.join('\n\n'),
          html: paragraphs.map((paragraph) => `<p>${escapeMarkup(paragraph)}</p>`).join('\n'),
        });
      } catch (error) {
        await db.delete(scheduledRuns).where(eq(scheduledRuns.job, AGE_MAIL_JOB));
        warn.log.error(
          { err: error },
          `could not mail SHOP_EMAIL "${subject}": it is tried again at the next look`,
        );
        return 0;
      }
      warn.log.warn({ lastGoodBackup: last?.toISOString() }, `mailed SHOP_EMAIL: ${subject}`);
      return 1;
    },

    /** Fetches a backup from the bucket into DATA_DIR/backups: `latest` or its name. Answers the file. */
    async fetchFromBucket(name: string): Promise<string> {
      const bucket = await bucketFolder();
      if (!bucket) {
        throw new BackupNotFoundError(
          'No bucket is set for the backups: set BACKUP_S3_URL (or S3_URL) to the bucket that holds them.',
        );
      }
      try {
        const names = (await bucket.list()).filter((found) => madeAtOfName(found) !== undefined).sort();
        const wanted = name === 'latest' ? names.at(-1) : names.find((found) => found === name);
        if (!wanted) {
          throw new BackupNotFoundError(
            names.length === 0
              ? 'The bucket holds no backup of the shop.'
              : `The bucket holds no backup ${name}. The newest it holds: ${names.slice(-5).reverse().join(', ')}.`,
          );
        }
        await fs.mkdir(folder, { recursive: true, mode: 0o700 });
        const file = path.join(folder, wanted);
        await fs.rm(file, { force: true });
        await bucket.download(wanted, file);
        return file;
      } finally {
        bucket.close();
      }
    },
  };
}

export class BackupNotFoundError extends Error {}

/** Reads a key file and answers its identities, or refuses one that holds none. */
export async function readIdentities(keyFile: string): Promise<string[]> {
  const text = await fs.readFile(keyFile, 'utf8').catch(() => {
    throw new BackupNotFoundError(`There is no key file ${keyFile}.`);
  });
  const identities = identitiesOf(text);
  if (identities.length === 0) {
    throw new BackupNotFoundError(
      `${keyFile} holds no age secret key (a line AGE-SECRET-KEY-1…): give the key file the backups were made for.`,
    );
  }
  return identities;
}

export type BackupsService = ReturnType<typeof createBackupsService>;
