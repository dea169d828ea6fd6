import { describe, expect, it } from 'vitest';
import { ageText, BACKUP_TEXTS, backupStatus, type BackupsAnswer } from './backups.ts';

const now = new Date('2026-11-24T10:00:00Z');
const when = (iso: string) => `at ${iso}`;
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const madeAt = (hours: number, offSite: BackupsAnswer['offSite'] = 'off'): BackupsAnswer => ({
  lastBackup: { madeAt: hoursAgo(hours), fileName: 'shop-backup.tar.gz', inBucket: false },
  lastOffSite: null,
  offSite,
});

describe('the Today page’s word on backups', () => {
  it('warns when no backup was ever made', () => {
    expect(backupStatus({ lastBackup: null, lastOffSite: null, offSite: 'off' }, now, when)[0]).toEqual({
      warning: true,
      text: BACKUP_TEXTS.none,
    });
  });

  it('says when the last backup was made and how long ago, up to 26 hours ago', () => {
    expect(backupStatus(madeAt(26), now, when)).toEqual([
      {
        warning: false,
        text: 'The last backup on this server was made at 2026-11-23T08:00:00.000Z, 26 hours ago.',
      },
      { warning: false, text: BACKUP_TEXTS.off },
    ]);
  });

  it('warns once the last backup is more than 26 hours old', () => {
    expect(backupStatus(madeAt(27), now, when)[0]).toEqual({
      warning: true,
      text: 'The last backup was made at 2026-11-23T07:00:00.000Z, 27 hours ago: the nightly backup has not been made since. Check the server’s log, or run "npm run shop -- backup".',
    });
  });

  it('says when the last backup went off the machine, and warns when that is old or cannot be', () => {
    const answer = madeAt(2, 'on');
    expect(backupStatus(answer, now, when)[1]).toEqual({ warning: true, text: BACKUP_TEXTS.offSiteNone });
    answer.lastOffSite = { madeAt: hoursAgo(2), fileName: 'shop-backup.tar.gz.age' };
    expect(backupStatus(answer, now, when)[1]).toEqual({
      warning: false,
      text: 'The last backup copied off the machine, encrypted, was made at 2026-11-24T08:00:00.000Z, 2 hours ago.',
    });
    answer.lastOffSite = { madeAt: hoursAgo(50), fileName: 'shop-backup.tar.gz.age' };
    expect(backupStatus(answer, now, when)[1]).toEqual({
      warning: true,
      text: BACKUP_TEXTS.offSiteOld('at 2026-11-22T08:00:00.000Z', 50),
    });
    expect(backupStatus(madeAt(2, 'no-key'), now, when)[1]).toEqual({
      warning: true,
      text: BACKUP_TEXTS.noKey,
    });
  });

  it('says ages as a person does', () => {
    expect([
      ageText(40 * 60_000),
      ageText(3_600_000),
      ageText(5 * 3_600_000),
      ageText(73 * 3_600_000),
    ]).toEqual(['40 minutes ago', '1 hour ago', '5 hours ago', '3 days ago']);
  });
});
