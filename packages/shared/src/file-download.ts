/**
 * Files the shop sends as attachments, in a module of its own: the storefront's first visit
 * loads api-client.ts, and a function kept there would ride along with it (decision 0008).
 */
import { ApiError, CONNECTION_FAILED, DEFAULT_TIMEOUT_MS } from './api-client.ts';

/**
 * Fetches a file the shop sends as an attachment (an invoice's PDF) with the caller's
 * session header, which a plain link cannot carry; a refusal's message becomes the error's.
 */
export async function fetchFile(
  path: string,
  headers: Record<string, string>,
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS) });
  } catch {
    throw new ApiError(CONNECTION_FAILED, 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : undefined;
    throw new ApiError(message ?? `The shop answered ${response.status}`, response.status, !!message);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: fileName ?? 'document.pdf' };
}
