/**
 * The answers the server's render used, written into the page as a JSON data block (the
 * content security policy runs no inline script but the page's fixed taps script, by its
 * hash) so the browser starts from the same data and
 * its first render matches the HTML. A list of keys and answers rather than TanStack Query's
 * dehydrated state: putting those in the cache takes `setQueryData`, which the cache has
 * anyway, where `hydrate` would add its own code to it.
 *
 * Only types of TanStack Query here: the first visit reads the block (`readServerState`) but
 * loads the query cache with the first part that asks the shop (lazy-with-queries.ts), which
 * then takes the answers (`adoptServerState`).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const SERVER_STATE_ELEMENT_ID = 'server-state';

interface ServerAnswer {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** The data block's markup, with the answers the render used; `<` is escaped so no answer can close the element. */
export function serverStateScript(queryClient: QueryClient): string {
  const answers: ServerAnswer[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${json}</script>`;
}

let pageAnswers: ServerAnswer[] = [];

/** Reads the page's data block and keeps its answers for the query cache; false when the page has none. */
export function readServerState(): boolean {
  const block = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!block?.textContent) return false;
  try {
    pageAnswers = JSON.parse(block.textContent) as ServerAnswer[];
    return true;
  } catch {
    // A damaged block costs the page its head start, nothing more: the queries ask again.
    return false;
  }
}

/** Puts the answers `readServerState` kept into the browser's query cache, once. */
export function adoptServerState(queryClient: QueryClient): void {
  for (const answer of pageAnswers) {
    queryClient.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.updatedAt });
  }
  pageAnswers = [];
}
