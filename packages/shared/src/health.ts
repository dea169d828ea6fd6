/**
 * What `GET /api/health` tells anyone, beside `ok`: statuses and numbers an owner's monitor can
 * read, never a path, an address or a secret (the back office's Today page gives the detail).
 * `status` is `attention` when something needs the owner soon though the shop serves: the
 * disk low, the last good backup late, mail failing. The shop answers 503 only when it cannot
 * serve (starting, cannot write); `?strict=true` answers 503 for `attention` too, for a monitor
 * that reads the status code alone.
 */
import { z } from 'zod';
import { OffSiteSchema } from './backups.ts';
import { DISK_SPACE_LEVELS } from './disk-space.ts';

export const HEALTH_ATTENTION = ['disk-low', 'backup-late', 'backup-not-off-site', 'mail-failing'] as const;
export type HealthAttention = (typeof HEALTH_ATTENTION)[number];

export const HealthChecksSchema = z.strictObject({
  status: z.enum(['ok', 'attention']),
  attention: z.array(z.enum(HEALTH_ATTENTION)),
  database: z.strictObject({ writes: z.boolean() }),
  disk: z.strictObject({
    freeBytes: z.number().int(),
    totalBytes: z.number().int(),
    level: z.enum(DISK_SPACE_LEVELS),
  }),
  backup: z.strictObject({
    /** Seconds since the last backup on the server, null before the first. */
    lastAgeSeconds: z.number().int().nullable(),
    /** Seconds since the last backup copied off the machine, null before the first. */
    offSiteAgeSeconds: z.number().int().nullable(),
    offSite: OffSiteSchema,
  }),
  mail: z.strictObject({
    /** Paid orders of the last week whose confirmation has not gone out, a few minutes after payment. */
    unsentConfirmations: z.number().int(),
    oldestUnsentSeconds: z.number().int().nullable(),
    /** Seconds since this instance last handed a mail over, and since one failed; null: not since it started. */
    lastSentSecondsAgo: z.number().int().nullable(),
    lastFailureSecondsAgo: z.number().int().nullable(),
  }),
});
export type HealthChecks = z.infer<typeof HealthChecksSchema>;

/** Each attention's sentence, for the strict answer's message. */
export const HEALTH_ATTENTION_TEXTS: Record<HealthAttention, string> = {
  'disk-low': 'The disk holding the shop’s data is filling up.',
  'backup-late': 'The last good backup is more than 26 hours old.',
  'backup-not-off-site': 'Backups have a bucket but no key to encrypt them to: none leaves the machine.',
  'mail-failing': 'Mail is not being delivered.',
};

/** The query of `GET /api/health`. */
export const HealthQuerySchema = z.strictObject({
  strict: z.enum(['true', 'false']).optional(),
});

const LATE_BACKUP_SECONDS = 26 * 3600;
/** A paid order's confirmation still unsent after this long: the mail is not getting through. */
const UNSENT_MAIL_SECONDS = 15 * 60;

/** What needs the owner's attention, of the checks' numbers. */
export function healthAttention(
  checks: Pick<HealthChecks, 'disk' | 'backup' | 'mail'>,
  backupsWatched: boolean,
): HealthAttention[] {
  const attention: HealthAttention[] = [];
  if (checks.disk.level !== 'ok') attention.push('disk-low');
  const { backup, mail } = checks;
  const goodAge = backup.offSite === 'on' ? backup.offSiteAgeSeconds : backup.lastAgeSeconds;
  if (backupsWatched && (goodAge === null || goodAge > LATE_BACKUP_SECONDS)) attention.push('backup-late');
  if (backup.offSite === 'no-key') attention.push('backup-not-off-site');
  const failedLast =
    mail.lastFailureSecondsAgo !== null &&
    (mail.lastSentSecondsAgo === null || mail.lastFailureSecondsAgo < mail.lastSentSecondsAgo);
  if (failedLast || (mail.oldestUnsentSeconds ?? 0) > UNSENT_MAIL_SECONDS) attention.push('mail-failing');
  return attention;
}

/** How long ago, in seconds, as the Today page says it. */
function secondsAgo(seconds: number): string {
  if (seconds < 120) return 'a minute ago';
  if (seconds < 7200) return `${Math.floor(seconds / 60)} minutes ago`;
  if (seconds < 172_800) return `${Math.floor(seconds / 3600)} hours ago`;
  return `${Math.floor(seconds / 86_400)} days ago`;
}

export const HEALTH_TEXTS = {
  writes: 'The database takes writes.',
  noWrites: 'The database takes no writes: the shop cannot take orders. Check the server’s log.',
  mailSent: (ago: string) => `Mail is being delivered: the last went out ${ago}.`,
  mailQuiet: 'No mail has been sent since the shop last started.',
  mailFailing: (unsent: number, failedAgo: string | undefined) =>
    `Mail is not being delivered${failedAgo ? `: the last try failed ${failedAgo}` : ''}${
      unsent > 0
        ? `; ${unsent} ${unsent === 1 ? 'order’s confirmation has' : 'orders’ confirmations have'} not gone out`
        : ''
    }. Check SMTP_URL and the server’s log.`,
} as const;

/** The Today page's lines on the database and the mail (the disk and the backups have their own). */
export function healthLines(checks: HealthChecks): { warning: boolean; text: string }[] {
  const { mail } = checks;
  const database = checks.database.writes
    ? { warning: false, text: HEALTH_TEXTS.writes }
    : { warning: true, text: HEALTH_TEXTS.noWrites };
  const mailLine = checks.attention.includes('mail-failing')
    ? {
        warning: true,
        text: HEALTH_TEXTS.mailFailing(
          mail.unsentConfirmations,
          mail.lastFailureSecondsAgo === null ? undefined : secondsAgo(mail.lastFailureSecondsAgo),
        ),
      }
    : {
        warning: false,
        text:
          mail.lastSentSecondsAgo === null
            ? HEALTH_TEXTS.mailQuiet
            : HEALTH_TEXTS.mailSent(secondsAgo(mail.lastSentSecondsAgo)),
      };
  return [database, mailLine];
}
