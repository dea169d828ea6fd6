/**
 * What the back office's Today page says about the shop's backups, and when it warns: the
 * shop makes one every night, so a last backup older than a day and a half means the nightly
 * one failed or the shop was off.
 */
import { z } from 'zod';

export const BACKUP_WARNING_HOURS = 36;
const HOUR_MS = 3_600_000;

/** `GET /api/admin/backups`: the last backup the shop made, or null before the first. */
export const BackupsAnswerSchema = z.strictObject({
  lastBackup: z.strictObject({ madeAt: z.string(), fileName: z.string(), inBucket: z.boolean() }).nullable(),
});
export type BackupsAnswer = z.infer<typeof BackupsAnswerSchema>;

export interface BackupStatus {
  /** True when the owner should look: no backup, or none within BACKUP_WARNING_HOURS. */
  warning: boolean;
  text: string;
}

export const BACKUP_TEXTS = {
  none: 'No backup of the shop has been made yet. Run "npm run shop -- backup" on the server, or check the server’s log: the shop makes one every night.',
  made: (when: string, inBucket: boolean) =>
    `The last backup was made ${when}${inBucket ? ' and copied to the bucket' : ''}.`,
  old: (when: string, hours: number) =>
    `The last backup was made ${when}, ${hours} hours ago: the nightly backup has not been made since. Check the server’s log, or run "npm run shop -- backup".`,
} as const;

/** `when` is the moment as the page writes it (24 Nov 2026, 2:05 am). */
export function backupStatus(answer: BackupsAnswer, now: Date, when: (iso: string) => string): BackupStatus {
  const last = answer.lastBackup;
  if (!last) return { warning: true, text: BACKUP_TEXTS.none };
  const ageMs = now.getTime() - new Date(last.madeAt).getTime();
  const hours = Math.floor(ageMs / HOUR_MS);
  return ageMs > BACKUP_WARNING_HOURS * HOUR_MS
    ? { warning: true, text: BACKUP_TEXTS.old(when(last.madeAt), hours) }
    : { warning: false, text: BACKUP_TEXTS.made(when(last.madeAt), last.inBucket) };
}
