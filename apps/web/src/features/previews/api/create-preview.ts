import { ApiError, fetchJson } from '@shop/shared/api-client';
import { PREVIEW_TEXTS } from '@shop/shared/previews';
import type { NewPreviewAnswer, NewPreviewBody } from '@shop/shared/previews-api';

/** `POST /api/previews`: a link to the piece as personalised. */
export const createPreview = (body: NewPreviewBody) =>
  fetchJson<NewPreviewAnswer>('/api/previews', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The shop's own sentence for a refusal; ours (`failed`, in the page's language) when no answer came. */
export function previewErrorText(error: unknown, failed: string = PREVIEW_TEXTS.failed): string {
  return error instanceof ApiError && error.fromServer ? error.message : failed;
}
