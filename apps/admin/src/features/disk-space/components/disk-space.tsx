import { useQuery } from '@tanstack/react-query';
import { DISK_SPACE_TEXTS, diskSpaceWarning } from '@shop/shared/disk-space';
import { Alert } from '@shop/ui/alert.tsx';
import { diskSpaceQuery } from '../api/disk-space-calls.ts';

/** The Today page's word on the disk holding the shop's data: the room left, and a warning when it is filling up. */
export function DiskSpace() {
  const { data, error } = useQuery(diskSpaceQuery());
  const warning = data && diskSpaceWarning(data);
  const full = data?.level === 'full' || data?.databaseServerFull;
  return (
    <section
      aria-labelledby="disk-space-title"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="disk-space-title" className="text-lg font-semibold">
        Disk space
      </h2>
      <Alert message={error?.message} />
      {data &&
        (warning ? (
          <p
            role="alert"
            className={
              full
                ? 'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-950'
                : 'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950'
            }
          >
            {warning}
          </p>
        ) : (
          <p className="text-sm text-stone-700">{DISK_SPACE_TEXTS.left(data)}</p>
        ))}
    </section>
  );
}
