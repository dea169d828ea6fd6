import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToKeep, madeAtOfName, nightlyBackupIsDue } from './retention.ts';
import { backupsToRemove } from './service.ts';

const at = (iso: string) => new Date(iso);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('which backups are kept', () => {
  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // One backup a night at 20:30 UTC (2 am in India) for 60 nights, to Tuesday 24 November 2026.
    const nights = Array.from(
      { length: 60 },
      (_, index) => new Date(Date.parse('2026-11-24T20:30:00Z') - index * DAY_MS),
    );
    const kept = [...backupsToKeep(nights)].map((date) => date.toISOString().slice(0, 10)).sort();
    expect(kept).toEqual([
      // The newest of each of the last 4 weeks: the 24th (this week's), the 22nd (a Sunday,
      // also one of the 7 days), and the Sundays before.
      '2026-11-08',
      '2026-11-15',
      // The last 7 days.
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
  });

  it('keeps only the newest of a day that has several, and all of fewer than 7 days', () => {
    const morning = at('2026-11-24T04:00:00Z');
    const evening = at('2026-11-24T20:30:00Z');
    const yesterday = at('2026-11-23T20:30:00Z');
    expect(backupsToKeep([morning, evening, yesterday])).toEqual(new Set([evening, yesterday]));
  });

  it('removes by name only the backups of ours it does not keep', () => {
    const names = [
      backupFileName(at('2026-11-24T04:00:00Z')),
      backupFileName(at('2026-11-24T20:30:05Z')),
      'notes.txt',
      '.making-abc',
    ];
    expect(names[1]).toBe('shop-backup-20261124T203005Z.tar.gz');
    expect(madeAtOfName(names[1]!)).toEqual(at('2026-11-24T20:30:05Z'));
    expect(backupsToRemove(names)).toEqual(['shop-backup-20261124T040000Z.tar.gz']);
  });
});

describe('when the nightly backup is due', () => {
  // 2 am in India is 20:30 UTC the day before.
  const twoAmInIndia = at('2026-11-24T20:45:00Z');

  it('at once when none was ever made', () => {
    expect(nightlyBackupIsDue(undefined, at('2026-11-24T10:00:00Z'))).toBe(true);
  });

  it('in the night hour, unless one was made this night', () => {
    expect(nightlyBackupIsDue(at('2026-11-23T20:31:00Z'), twoAmInIndia)).toBe(true);
    expect(nightlyBackupIsDue(at('2026-11-24T20:31:00Z'), twoAmInIndia)).toBe(false);
    expect(nightlyBackupIsDue(at('2026-11-24T10:00:00Z'), at('2026-11-24T15:00:00Z'))).toBe(false);
  });

  it('at any hour once the last is more than a day old: the shop was off at night', () => {
    expect(nightlyBackupIsDue(at('2026-11-23T08:00:00Z'), at('2026-11-24T10:00:00Z'))).toBe(true);
  });
});
