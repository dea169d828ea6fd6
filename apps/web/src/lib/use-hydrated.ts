import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False on the server and while the browser adopts the server's HTML, true afterwards. What
 * only the browser knows (its storage, its screen) waits for true, so the first render in
 * the browser matches the HTML the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
