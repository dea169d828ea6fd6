/**
 * The answers the server's render used, written into the page as a JSON data block (the
 * content security policy runs no inline script) so the browser starts from the same data and
 * its first render matches the HTML.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The data block's markup; `<` is escaped so no answer can close the script element. */
export function serverStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${json}</script>`;
}

/** Fills the browser's query cache from the page's data block; false when the page has none. */
export function adoptServerState(queryClient: QueryClient): boolean {
  const block = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!block?.textContent) return false;
  try {
    hydrate(queryClient, JSON.parse(block.textContent) as DehydratedState);
    return true;
  } catch {
    // A damaged block costs the page its head start, nothing more: the queries ask again.
    return false;
  }
}
