/**
 * Fetches JSON from the shop's own API. A refused call carries `{ success: false, message }`;
 * that message is what the shopper should read, so it becomes the error's message.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The message is the server's own, not one the browser made up for a failure. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const DEFAULT_TIMEOUT_MS = 15_000;

export const CONNECTION_FAILED = 'Could not reach the shop. Check your connection.';

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /** GET when not given. */
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** JSON text, or a form with files (the browser then sets the multipart content type). */
  body?: string | FormData;
}

/** How a call reaches the shop's API: the browser's fetch, or the server's own answers while it renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * The server renders pages with the same calls the browser makes, answered in-process
 * instead of over the network (apps/web/src/entry-server.tsx).
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export async function fetchJson<T>(path: string, init: RequestOptions = {}): Promise<T> {
  // A phone that loses its connection must not leave a page waiting for ever.
  const timeout = AbortSignal.timeout(init.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await transport(path, {
      method: init.method,
      headers: { accept: 'application/json', ...init.headers },
      body: init.body,
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('The shop took too long to answer', 0);
    if (init.signal?.aborted) throw error;
    throw new ApiError(CONNECTION_FAILED, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : undefined;
    throw new ApiError(message ?? `The shop answered ${response.status}`, response.status, !!message);
  }
  return body as T;
}

/** A query string from the values that are set; empty and undefined values are left out. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
