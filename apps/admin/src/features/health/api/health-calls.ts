import { queryOptions } from '@tanstack/react-query';
import type { HealthAnswer } from '@shop/shared/catalogue-api';
import { adminFetch } from '../../../lib/admin-fetch.ts';

/** The shop's health call, as a monitor reads it; a 503's message is the error's. */
export function healthQuery() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => adminFetch<HealthAnswer>('/api/health', { signal }),
  });
}
