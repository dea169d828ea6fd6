import { useQuery } from '@tanstack/react-query';
import { backupStatus } from '@shop/shared/backups';
import { Alert } from '@shop/ui/alert.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { backupsQuery } from '../api/backup-calls.ts';

/**
 * The Today page's word on the backups: when the last was made on this server and off it, how
 * long ago, and a warning when one is old or backups do not leave the machine.
 */
export function LastBackup() {
  const { data, error } = useQuery(backupsQuery());
  const lines = data ? backupStatus(data, new Date(), formatDateTime) : [];
  return (
    <section
      aria-labelledby="last-backup-title"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="last-backup-title" className="text-lg font-semibold">
        Backups
      </h2>
      <Alert message={error?.message} />
      {lines.map((status) =>
        status.warning ? (
          <p
            key={status.text}
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
          >
            {status.text}
          </p>
        ) : (
          <p key={status.text} className="text-sm text-stone-700">
            {status.text}
          </p>
        ),
      )}
    </section>
  );
}
