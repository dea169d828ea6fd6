/**
 * Which backups are kept, and when the nightly one is due. Pure: the dates come in, the
 * answer goes out; the job and the command act on it.
 */

/**
 * `shop-backup-20261124T203005Z.tar.gz`: the moment of the database's snapshot, in UTC; with
 * `.age` after it, the same backup encrypted, as the bucket keeps it.
 */
const NAME = /^shop-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz(\.age)?$/;

export function backupFileName(madeAt: Date): string {
  const stamp = madeAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `shop-backup-${stamp}.tar.gz`;
}

/** When the backup of this name was made, or undefined for a file that is no backup of ours. */
export function madeAtOfName(name: string): Date | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The Monday that starts the date's week (ISO weeks, UTC). */
function weekOf(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/**
 * The backups to keep of those made at these moments: the newest of each of the last 7 days
 * that have one, and the newest of each of the last 4 weeks that have one (as restic's
 * `--keep-daily 7 --keep-weekly 4`: a backup may count for both). Days and weeks are UTC's.
 */
export function backupsToKeep(madeAt: readonly Date[]): Set<Date> {
  const newestFirst = [...madeAt].sort((a, b) => b.getTime() - a.getTime());
  const kept = new Set<Date>();
  for (const [periodOf, count] of [
    [dayOf, KEEP_DAILY],
    [weekOf, KEEP_WEEKLY],
  ] as const) {
    const periods = new Set<string>();
    for (const backup of newestFirst) {
      const period = periodOf(backup);
      if (periods.has(period)) continue;
      if (periods.size === count) break;
      periods.add(period);
      kept.add(backup);
    }
  }
  return kept;
}

const HOUR_MS = 60 * 60 * 1000;

/** The night's backup is made in this hour, India's time, when the shop is quiet. */
export const NIGHTLY_HOUR_IN_INDIA = 2;
/** A shop that was off at night makes its backup once the last is this old. */
const CATCH_UP_HOURS = 26;
/** Two backups in one night's hour are one too many. */
const SAME_NIGHT_HOURS = 12;

const INDIA_HOUR = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/**
 * Whether the nightly backup is to be made now: in the night's hour unless one was made this
 * night, at any hour when the last is more than a day old (the shop was off at night) or
 * when there is none.
 */
export function nightlyBackupIsDue(lastMadeAt: Date | undefined, now: Date): boolean {
  if (lastMadeAt === undefined) return true;
  const hoursSince = (now.getTime() - lastMadeAt.getTime()) / HOUR_MS;
  if (hoursSince >= CATCH_UP_HOURS) return true;
  return Number(INDIA_HOUR.format(now)) === NIGHTLY_HOUR_IN_INDIA && hoursSince >= SAME_NIGHT_HOURS;
}
