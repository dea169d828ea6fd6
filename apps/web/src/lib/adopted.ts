import { useEffect } from 'react';
import { EARLY_TAPS_ADOPTED } from '@shop/shared/early-taps';

/**
 * Tells the page's taps script (apps/server/src/plugins/early-taps.ts) that React has committed
 * the part of the page this stands in: the taps kept there are replayed now that its handlers
 * work. Placed inside each Suspense boundary a server-rendered page waits in for its code, as
 * the last child, so it commits with that part and not before.
 */
export function Adopted() {
  useEffect(() => {
    (window as unknown as Record<string, (() => void) | undefined>)[EARLY_TAPS_ADOPTED]?.();
  }, []);
  return null;
}
