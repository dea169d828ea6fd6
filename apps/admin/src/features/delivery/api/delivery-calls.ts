import { queryOptions } from '@tanstack/react-query';
import type { UndeliveredPrefixesAnswer } from '@shop/shared/delivery-api';
import { adminFetch } from '../../../lib/admin-fetch.ts';

const PATH = '/api/admin/settings/undelivered-pincodes';

export function undeliveredPincodesQuery() {
  return queryOptions({
    queryKey: ['settings', 'undelivered-pincodes'],
    queryFn: ({ signal }) => adminFetch<UndeliveredPrefixesAnswer>(PATH, { signal }),
  });
}

export const saveUndeliveredPincodes = (prefixes: string[]) =>
  adminFetch<UndeliveredPrefixesAnswer>(PATH, { method: 'PUT', body: JSON.stringify({ prefixes }) });
