import { useQuery } from '@tanstack/react-query';
import { ApiError, fetchJson } from '@shop/shared/api-client';
import type { PreviewAnswer, SharedPreview } from '@shop/shared/previews-api';

/** A shared preview; `null` when there is no such preview (or its piece has gone). */
export async function fetchPreview(token: string, signal?: AbortSignal): Promise<SharedPreview | null> {
  try {
    return (await fetchJson<PreviewAnswer>(`/api/previews/${encodeURIComponent(token)}`, { signal })).preview;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The preview a `/previews/{token}` page shows. */
export function usePreview(token: string) {
  return useQuery({ queryKey: ['previews', token], queryFn: ({ signal }) => fetchPreview(token, signal) });
}
