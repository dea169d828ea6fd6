import { startTransition, useEffect, useState } from 'react';

/** Set once the browser has adopted the server's HTML: parts mounted later start as adopted. */
let adopted = typeof window !== 'undefined' && !document.getElementById('root')?.hasChildNodes();

/**
 * False on the server and while the browser adopts the server's HTML, true afterwards. What
 * only the browser knows (its storage, its screen) waits for true, so the first render in
 * the browser matches the HTML the server sent. The change comes as a transition: React draws
 * what it reveals (the cart's lines, the cards' live hearts) in slices a tap can come between,
 * where a store's change would be drawn in one task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(adopted);
  useEffect(() => {
    adopted = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
