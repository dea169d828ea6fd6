import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, fetchJson } from '@shop/shared/api-client';
import {
  PREVIEW_TEXTS,
  previewApiPath,
  type NewPreviewAnswer,
  type NewPreviewBody,
  type PreviewAnswer,
  type SharedPreview,
} from '@shop/shared/previews';

/** `POST /api/previews`: a link to the piece as personalised. */
export const createPreview = (body: NewPreviewBody) =>
  fetchJson<NewPreviewAnswer>('/api/previews', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export function useCreatePreview() {
  return useMutation({ mutationFn: createPreview });
}

/** The shop's own sentence for a refusal; ours when no answer came. */
export function previewErrorText(error: unknown): string {
  return error instanceof ApiError && error.fromServer ? error.message : PREVIEW_TEXTS.failed;
}

/** A shared preview; `null` when there is no such preview (or its piece has gone). */
export async function fetchPreview(token: string, signal?: AbortSignal): Promise<SharedPreview | null> {
  try {
    return (await fetchJson<PreviewAnswer>(previewApiPath(encodeURIComponent(token)), { signal })).preview;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePreview(token: string) {
  return useQuery({ queryKey: ['previews', token], queryFn: ({ signal }) => fetchPreview(token, signal) });
}
