import type { ScheduledJob } from '../../plugins/scheduled-work.ts';
import type { DiskSpaceService } from './service.ts';

/**
 * Every minute, and at each start: reading the free space is one system call, and a backup
 * can fill the last gigabyte within minutes.
 */
export const DISK_SPACE_CHECK_EVERY_MS = 60_000;

export function diskSpaceCheck(diskSpace: Pick<DiskSpaceService, 'check'>): ScheduledJob {
  return {
    name: 'disk-space',
    everyMs: DISK_SPACE_CHECK_EVERY_MS,
    atStart: true,
    run: () => diskSpace.check(),
    done: 'warned SHOP_EMAIL that the disk is filling up',
  };
}
