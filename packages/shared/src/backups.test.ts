import { describe, expect, it } from 'vitest';
import { BACKUP_TEXTS, backupStatus, type BackupsAnswer } from './backups.ts';

const now = new Date('2026-11-24T10:00:00Z');
const when = (iso: string) => `at ${iso}`;
const madeAt = (hoursAgo: number): BackupsAnswer => ({
  lastBackup: {
    madeAt: new Date(now.getTime() - hoursAgo * 3_600_000).toISOString(),
    fileName: 'shop-backup.tar.gz',
    inBucket: false,
  },
});

describe('the Today page’s word on backups', () => {
  it('warns when no backup was ever made', () => {
    expect(backupStatus({ lastBackup: null }, now, when)).toEqual({ warning: true, text: BACKUP_TEXTS.none });
  });

  it('says when the last backup was made, up to 36 hours ago', () => {
    expect(backupStatus(madeAt(36), now, when)).toEqual({
      warning: false,
      text: 'The last backup was made at 2026-11-22T22:00:00.000Z.',
    });
  });

  it('warns once the last backup is more than 36 hours old', () => {
    expect(backupStatus(madeAt(37), now, when)).toEqual({
      warning: true,
      text: 'The last backup was made at 2026-11-22T21:00:00.000Z, 37 hours ago: the nightly backup has not been made since. Check the server’s log, or run "npm run shop -- backup".',
    });
  });

  it('says when the backup was copied to the bucket', () => {
    const answer = madeAt(2);
    answer.lastBackup!.inBucket = true;
    expect(backupStatus(answer, now, when).text).toBe(
      'The last backup was made at 2026-11-24T08:00:00.000Z and copied to the bucket.',
    );
  });
});
