/**
 * The stored cart: the browser's storage is the cart, so every tab and every page reads the
 * same one. This tab's writes fire CART_CHANGE_EVENT; another tab's fire `storage`.
 */
import {
  CART_STORAGE_KEYS,
  addLine,
  withoutFileData,
  type CartLine,
  type NewCartLine,
} from '@shop/shared/cart';
import { NewCartLineSchema, readCart } from '@shop/shared/cart-line-schema';
import { CART_STORAGE_KEY } from '@shop/shared/cart-storage';
import { CART_CHANGE_EVENT } from './hooks/use-stored-cart-count.ts';

export function subscribeToCart(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

/**
 * The cart this page keeps itself when the browser's storage refuses it (switched off by a
 * private mode or strict settings, or full even without pictures): it lasts as long as the
 * page, rather than the shopper's change being lost. Undefined while storage works.
 */
let memoryCart: string | null | undefined;

export function storedCartJson(): string | null {
  if (memoryCart !== undefined) return memoryCart;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Parsing is cached by the stored text, so every render of every reader shares one array. */
let cached: { json: string | null; lines: CartLine[] } = { json: null, lines: [] };
export function cartFromJson(json: string | null): CartLine[] {
  if (json !== cached.json) cached = { json, lines: readCart(json) };
  return cached.lines;
}

function write(json: string | null) {
  for (const key of CART_STORAGE_KEYS) {
    if (json === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, json);
  }
}

/**
 * Writes the cart under both keys. A full storage gets a second try with the pictures of
 * uploads replaced by a placeholder: the files themselves stay on the server.
 */
export function saveCart(lines: readonly CartLine[]): void {
  const json = lines.length === 0 ? null : JSON.stringify(lines);
  try {
    write(json);
    memoryCart = undefined;
  } catch {
    try {
      write(JSON.stringify(withoutFileData(lines)));
      memoryCart = undefined;
    } catch {
      memoryCart = json;
    }
  }
  window.dispatchEvent(new Event(CART_CHANGE_EVENT));
}

/**
 * Adds a piece to the stored cart. A line the cart could not read back (a damaged upload
 * picture, words longer than any screen takes) is refused here, with false, rather than
 * vanishing when the next page reads the cart.
 */
export function addToStoredCart(line: NewCartLine): boolean {
  const parsed = NewCartLineSchema.safeParse(line);
  if (!parsed.success) return false;
  saveCart(addLine(cartFromJson(storedCartJson()), parsed.data));
  return true;
}
