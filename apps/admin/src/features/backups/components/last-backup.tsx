import { useQuery } from '@tanstack/react-query';
import { backupStatus } from '@shop/shared/backups';
import { TodaySection } from '../../../components/today-section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { backupsQuery } from '../api/backup-calls.ts';

/**
 * The Today page's word on the backups: when the last was made on this server and off it, how
 * long ago, and a warning when one is old or backups do not leave the machine.
 */
export function LastBackup() {
  const { data, error } = useQuery(backupsQuery());
  const lines = data ? backupStatus(data, new Date(), formatDateTime) : [];
  return <TodaySection id="last-backup-title" title="Backups" error={error} lines={lines} />;
}
