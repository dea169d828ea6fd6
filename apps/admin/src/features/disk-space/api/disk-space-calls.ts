import { queryOptions } from '@tanstack/react-query';
import type { DiskSpaceAnswer } from '@shop/shared/disk-space';
import { adminFetch } from '../../../lib/admin-fetch.ts';

export function diskSpaceQuery() {
  return queryOptions({
    queryKey: ['disk-space'],
    queryFn: ({ signal }) => adminFetch<DiskSpaceAnswer>('/api/admin/disk-space', { signal }),
  });
}
