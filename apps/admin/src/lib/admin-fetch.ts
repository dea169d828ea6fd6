import { ApiError, fetchJson, type RequestOptions } from '@shop/shared/api-client';
import { fetchFile } from '@shop/shared/file-download';
import { readStaffToken, storeStaffToken } from './staff-token.ts';

/**
 * A back-office call with the session's token. A 401 means the session has ended (signed out
 * elsewhere, expired): the token goes, and the app shows the sign-in page.
 */
export async function adminFetch<T>(path: string, init: RequestOptions = {}): Promise<T> {
  const token = readStaffToken();
  try {
    return await fetchJson<T>(path, {
      ...init,
      headers: {
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token !== null) storeStaffToken(null);
    throw error;
  }
}

/** A file of the back office (an invoice's PDF), fetched with the session and saved by the browser. */
export async function adminDownload(path: string): Promise<void> {
  const token = readStaffToken();
  let file: Awaited<ReturnType<typeof fetchFile>>;
  try {
    file = await fetchFile(path, token === null ? {} : { authorization: `Bearer ${token}` });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token !== null) storeStaffToken(null);
    throw error;
  }
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  // The browser has the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
