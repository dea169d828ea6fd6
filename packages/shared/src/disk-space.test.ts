import { describe, expect, it } from 'vitest';
import {
  CANNOT_WRITE_BELOW_BYTES,
  diskSpaceLevel,
  diskSpaceWarning,
  formatBytes,
  isWorse,
} from './disk-space.ts';

const GB = 1_000_000_000;

describe('how full the shop’s disk is', () => {
  it('warns under 5 % or under 1 GB free, again under 1 % or 200 MB, and cannot write under 8 MiB', () => {
    const big = 1_000 * GB;
    expect(diskSpaceLevel({ freeBytes: 51 * GB, totalBytes: big })).toBe('ok');
    expect(diskSpaceLevel({ freeBytes: 49 * GB, totalBytes: big })).toBe('low');
    expect(diskSpaceLevel({ freeBytes: 9 * GB, totalBytes: big })).toBe('very-low');
    const small = 10 * GB;
    expect(diskSpaceLevel({ freeBytes: 1.01 * GB, totalBytes: small })).toBe('ok');
    expect(diskSpaceLevel({ freeBytes: 0.99 * GB, totalBytes: small })).toBe('low');
    expect(diskSpaceLevel({ freeBytes: 199_000_000, totalBytes: small })).toBe('very-low');
    expect(diskSpaceLevel({ freeBytes: CANNOT_WRITE_BELOW_BYTES, totalBytes: small })).toBe('very-low');
    expect(diskSpaceLevel({ freeBytes: CANNOT_WRITE_BELOW_BYTES - 1, totalBytes: small })).toBe('full');
    expect(isWorse('full', 'very-low')).toBe(true);
    expect(isWorse('low', 'low')).toBe(false);
  });

  it('writes sizes as a person reads them, never more than there is', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(640)).toBe('640 bytes');
    expect(formatBytes(12_345)).toBe('12 kB');
    expect(formatBytes(812_900_000)).toBe('812 MB');
    expect(formatBytes(1_299_000_000)).toBe('1.2 GB');
    expect(formatBytes(45_600_000_000)).toBe('45 GB');
  });

  it('says on the Today page how much is left and what to do', () => {
    const folder = '/var/lib/shop';
    expect(
      diskSpaceWarning({
        folder,
        freeBytes: 812_000_000,
        totalBytes: 20 * GB,
        level: 'low',
        databaseServerFull: false,
      }),
    ).toBe(
      "The disk holding the shop's data (/var/lib/shop) has 812 MB free, 4.1% of 20 GB. When it is full the shop cannot take orders. Delete old backups in /var/lib/shop/backups (keep the latest), or give the disk more room.",
    );
    expect(
      diskSpaceWarning({
        folder,
        freeBytes: 0,
        totalBytes: 20 * GB,
        level: 'full',
        databaseServerFull: false,
      }),
    ).toBe(
      "The disk holding the shop's data (/var/lib/shop) is full (0 bytes free): the shop cannot take orders. Delete old backups in /var/lib/shop/backups (keep the latest), or give the disk more room.",
    );
    expect(
      diskSpaceWarning({
        folder,
        freeBytes: 9 * GB,
        totalBytes: 20 * GB,
        level: 'ok',
        databaseServerFull: false,
      }),
    ).toBeUndefined();
  });
});
