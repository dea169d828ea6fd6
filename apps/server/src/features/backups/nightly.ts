import type { ScheduledJob } from '../../plugins/scheduled-work.ts';
import { nightlyBackupIsDue } from './retention.ts';
import type { BackupsService } from './service.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The nightly backup: looked at every hour by one instance of the shop (decision 0012), made
 * when retention.ts says it is due, so one backup a night however many instances run.
 */
export function nightlyBackup(
  backups: Pick<BackupsService, 'makeBackup' | 'lastBackupMadeAt'>,
  now: () => Date = () => new Date(),
): ScheduledJob {
  return {
    name: 'nightly-backup',
    everyMs: HOUR_MS,
    async run() {
      if (!nightlyBackupIsDue(await backups.lastBackupMadeAt(), now())) return 0;
      await backups.makeBackup();
      return 1;
    },
    done: 'made the nightly backup',
  };
}

/** Every hour: mails SHOP_EMAIL when the last good backup is late (service.ts, checkAge). */
export function backupAgeCheck(backups: Pick<BackupsService, 'checkAge'>): ScheduledJob {
  return {
    name: 'backup-age',
    everyMs: HOUR_MS,
    run: () => backups.checkAge(),
    done: 'mailed SHOP_EMAIL that the backups are late',
  };
}
