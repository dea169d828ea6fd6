import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, storedCartCount } from '@shop/shared/cart-storage';

/** Fired by this tab when it writes the cart (`storage` only reaches other tabs). */
export const CART_CHANGE_EVENT = 'shop:cart-change';

/** The cart lives in the browser; another tab changing it fires `storage` here. */
function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

function readStoredCart(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    // Storage can be switched off (private modes, strict settings): an empty cart then.
    return null;
  }
}

/** How many pieces the stored cart holds, for the header's badge. */
export function useStoredCartCount(): number {
  const stored = useSyncExternalStore(subscribe, readStoredCart, () => null);
  return storedCartCount(stored);
}
