/**
 * What the back office's Today page says about the shop's backups, and when it warns: the
 * shop makes one every night, so a last backup older than BACKUP_MAIL_HOURS means the nightly
 * one failed or the shop was off; the owner is mailed then too. With a bucket and a key for
 * the backups, the last one copied off the machine is what counts.
 */
import { z } from 'zod';

/** A last good backup older than this: the Today page warns and SHOP_EMAIL is mailed. */
export const BACKUP_MAIL_HOURS = 26;
const HOUR_MS = 3_600_000;

/**
 * Whether backups leave the machine: `on` (a bucket and BACKUP_RECIPIENT), `no-key` (a bucket
 * but no key to encrypt them to: nothing is copied), `off` (no bucket).
 */
export const OffSiteSchema = z.enum(['on', 'no-key', 'off']);
export type OffSite = z.infer<typeof OffSiteSchema>;

/** `GET /api/admin/backups`: the last backup the shop made, and the last one copied off the machine. */
export const BackupsAnswerSchema = z.strictObject({
  lastBackup: z.strictObject({ madeAt: z.string(), fileName: z.string(), inBucket: z.boolean() }).nullable(),
  /** The last backup copied, encrypted, to the backups' bucket; its name there. */
  lastOffSite: z.strictObject({ madeAt: z.string(), fileName: z.string() }).nullable(),
  offSite: OffSiteSchema,
});
export type BackupsAnswer = z.infer<typeof BackupsAnswerSchema>;

export interface BackupStatus {
  /** True when the owner should look. */
  warning: boolean;
  text: string;
}

/** How long ago, as a person says it: "40 minutes ago", "5 hours ago", "3 days ago". */
export function ageText(ageMs: number): string {
  const minutes = Math.max(0, Math.floor(ageMs / 60_000));
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export const BACKUP_TEXTS = {
  none: 'No backup of the shop has been made yet. Run "npm run shop -- backup" on the server, or check the server’s log: the shop makes one every night.',
  made: (when: string, age: string) => `The last backup on this server was made ${when}, ${age}.`,
  old: (when: string, hours: number) =>
    `The last backup was made ${when}, ${hours} hours ago: the nightly backup has not been made since. Check the server’s log, or run "npm run shop -- backup".`,
  offSiteNone:
    'No backup has been copied off the machine yet. Check the server’s log: each backup is copied, encrypted, to the backups’ bucket.',
  offSiteMade: (when: string, age: string) =>
    `The last backup copied off the machine, encrypted, was made ${when}, ${age}.`,
  offSiteOld: (when: string, hours: number) =>
    `The last backup copied off the machine was made ${when}, ${hours} hours ago: the copies to the backups’ bucket have failed since. Check the server’s log.`,
  noKey:
    'Backups are not copied off the machine: a bucket is set but no key to encrypt them to. Set BACKUP_RECIPIENT to your age public key (docs/going-live.md, "Backups off the machine").',
  off: 'Backups stay on this server only. Set BACKUP_S3_URL (or S3_URL) and BACKUP_RECIPIENT to keep an encrypted copy of each in a bucket elsewhere.',
  mailSubject: (offSite: boolean) =>
    offSite ? 'The shop has no recent backup off the machine' : 'The shop has no recent backup',
  mailBody: (hours: number | undefined, offSite: OffSite) =>
    `${
      hours === undefined
        ? offSite === 'on'
          ? 'No backup of the shop has been copied off the machine yet.'
          : 'No backup of the shop has been made yet.'
        : `The last ${offSite === 'on' ? 'backup copied off the machine' : 'backup of the shop'} was made ${hours} hours ago.`
    } The shop makes one every night; check the server’s log, or run "npm run shop -- backup" on the server to see what fails.`,
} as const;

type When = (iso: string) => string;

function lineOf(
  made: { madeAt: string } | null,
  now: Date,
  when: When,
  texts: {
    none: string;
    made: (when: string, age: string) => string;
    old: (when: string, hours: number) => string;
  },
): BackupStatus {
  if (!made) return { warning: true, text: texts.none };
  const ageMs = now.getTime() - new Date(made.madeAt).getTime();
  return ageMs > BACKUP_MAIL_HOURS * HOUR_MS
    ? { warning: true, text: texts.old(when(made.madeAt), Math.floor(ageMs / HOUR_MS)) }
    : { warning: false, text: texts.made(when(made.madeAt), ageText(ageMs)) };
}

/** The Today page's lines: the last backup on the disk, then the last off the machine (or why none is). */
export function backupStatus(answer: BackupsAnswer, now: Date, when: When): BackupStatus[] {
  const local = lineOf(answer.lastBackup, now, when, BACKUP_TEXTS);
  if (answer.offSite === 'off') return [local, { warning: false, text: BACKUP_TEXTS.off }];
  if (answer.offSite === 'no-key') return [local, { warning: true, text: BACKUP_TEXTS.noKey }];
  return [
    local,
    lineOf(answer.lastOffSite, now, when, {
      none: BACKUP_TEXTS.offSiteNone,
      made: BACKUP_TEXTS.offSiteMade,
      old: BACKUP_TEXTS.offSiteOld,
    }),
  ];
}
