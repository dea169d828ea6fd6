import { FILE_MESSAGES, type FilePersonalisationType } from '@shop/shared/files';
import type { UploadAnswer } from '@shop/shared/files-api';
import { ApiError, fetchJson, queryString } from '@shop/shared/api-client';

/** A 5 MB picture over a slow mobile connection takes far longer than a page's call. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `POST /api/files?type=…`: sends one file in the multipart field `file`. The server keeps
 * it under the answer's `fileId`; a refusal's message is the server's own.
 */
export async function uploadFile(
  file: File,
  type: FilePersonalisationType,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await fetchJson<unknown>(`/api/files${queryString({ type })}`, {
    method: 'POST',
    body: form,
    signal,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  // zod comes with the first upload rather than with the page that offers one.
  const { UploadAnswerSchema } = await import('@shop/shared/files-api');
  const parsed = UploadAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(FILE_MESSAGES.uploadFailed, 0);
  return parsed.data;
}
