import { describe, expect, it } from 'vitest';
import { healthAttention, type HealthChecks } from './health.ts';

const well: Pick<HealthChecks, 'disk' | 'backup' | 'mail'> = {
  disk: { freeBytes: 30e9, totalBytes: 40e9, level: 'ok' },
  backup: { lastAgeSeconds: 3600, offSiteAgeSeconds: 3600, offSite: 'on' },
  mail: {
    unsentConfirmations: 0,
    oldestUnsentSeconds: null,
    lastSentSecondsAgo: 60,
    lastFailureSecondsAgo: null,
  },
};

describe('what the health call says needs attention', () => {
  it('is nothing for a shop that is well', () => {
    expect(healthAttention(well, true)).toEqual([]);
  });

  it('is a late backup: the last off the machine when backups leave it, and only while the shop makes them', () => {
    const late = { ...well, backup: { ...well.backup, offSiteAgeSeconds: 27 * 3600 } };
    expect(healthAttention(late, true)).toEqual(['backup-late']);
    expect(healthAttention(late, false)).toEqual([]);
    expect(healthAttention({ ...well, backup: { ...well.backup, offSite: 'no-key' } }, true)).toEqual([
      'backup-not-off-site',
    ]);
  });

  it('is failing mail: the last try failed, or a confirmation is unsent after 15 minutes', () => {
    expect(healthAttention({ ...well, mail: { ...well.mail, lastFailureSecondsAgo: 10 } }, true)).toEqual([
      'mail-failing',
    ]);
    expect(healthAttention({ ...well, mail: { ...well.mail, lastFailureSecondsAgo: 600 } }, true)).toEqual(
      [],
    );
    expect(
      healthAttention(
        { ...well, mail: { ...well.mail, unsentConfirmations: 1, oldestUnsentSeconds: 901 } },
        true,
      ),
    ).toEqual(['mail-failing']);
  });

  it('is a low disk', () => {
    expect(healthAttention({ ...well, disk: { ...well.disk, level: 'low' } }, true)).toEqual(['disk-low']);
  });
});
