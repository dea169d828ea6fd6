import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@shop/shared/api-client';

const CONNECTIVITY_TIMEOUT_MS = 5_000;

/** `GET /api/test`: whether the shop's server can be reached at all. */
export async function checkConnectivity(signal?: AbortSignal): Promise<boolean> {
  try {
    await fetchJson(`/api/test`, { signal, timeoutMs: CONNECTIVITY_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

export const connectivityQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'connectivity'],
    queryFn: ({ signal }) => checkConnectivity(signal),
    retry: false,
    staleTime: 0,
  });

/** Asked only when `enabled`: a page checks the connection when a listing fails or before it loads. */
export function useConnectivity(enabled = true) {
  return useQuery({ ...connectivityQuery(), enabled });
}
