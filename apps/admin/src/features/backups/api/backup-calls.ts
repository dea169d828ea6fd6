import { queryOptions } from '@tanstack/react-query';
import type { BackupsAnswer } from '@shop/shared/backups';
import { adminFetch } from '../../../lib/admin-fetch.ts';

export function backupsQuery() {
  return queryOptions({
    queryKey: ['backups'],
    queryFn: ({ signal }) => adminFetch<BackupsAnswer>('/api/admin/backups', { signal }),
  });
}
