/**
 * A shopper's wishlist: pieces saved with the heart on a card or on the product page, listed
 * on `/wishlist`. A signed-in shopper's list is kept by the shop (`/api/wishlist`), so it
 * follows them to another device; a guest's is kept in the browser and joins the account at
 * sign-in. The rules and every sentence the storefront and the server say about it; the calls
 * and their answers are in wishlist-api.ts, which the browser imports only as types.
 */
import { formatPaise, type Paise } from './money.ts';

/** The most pieces one wishlist holds: a list to choose from, not a second catalogue. */
export const WISHLIST_MAX_ITEMS = 200;

/** Where the browser keeps a guest's wishlist (localStorage). */
export const WISHLIST_STORAGE_KEY = 'wishlist';

export const WISHLIST_PATH = '/wishlist';

/** A piece a guest saved, as the browser keeps it: the price it showed when saved, in paise. */
export interface StoredWishlistPiece {
  productId: string;
  pricePaise: Paise;
  addedAt: string;
}

const PRODUCT_ID = /^\d{1,9}$/;

/** The pieces of a stored guest wishlist; anything unreadable is left out, never a failure. */
export function readStoredWishlist(json: string | null): StoredWishlistPiece[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<string>();
    const pieces: StoredWishlistPiece[] = [];
    for (const entry of parsed as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { productId, pricePaise, addedAt } = entry as Record<string, unknown>;
      if (typeof productId !== 'string' || !PRODUCT_ID.test(productId) || seen.has(productId)) continue;
      seen.add(productId);
      pieces.push({
        productId,
        pricePaise:
          typeof pricePaise === 'number' && Number.isInteger(pricePaise) && pricePaise > 0 ? pricePaise : 0,
        addedAt: typeof addedAt === 'string' ? addedAt : new Date(0).toISOString(),
      });
      if (pieces.length === WISHLIST_MAX_ITEMS) break;
    }
    return pieces;
  } catch {
    return [];
  }
}

/** How much a piece's price fell since it was saved, in paise; 0 when it did not. */
export function priceDropPaise(savedPaise: Paise, todayPaise: Paise): Paise {
  return savedPaise > todayPaise ? savedPaise - todayPaise : 0;
}

export const WISHLIST_TEXTS = {
  add: 'Add to wishlist',
  remove: 'Remove from wishlist',
  loading: 'Loading your wishlist…',
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on a piece you love to save it here.',
  browse: 'Explore the collection',
  guestNote: 'Saved on this device. Sign in to keep your wishlist on every device.',
  signIn: 'Sign in',
  removeFrom: (name: string) => `Remove ${name} from wishlist`,
  viewPiece: 'View piece',
  // 'Add to cart', 'Added to cart!', 'View cart' and 'Personalise it' are the product page's
  // (PERSONALISATION_TEXTS), which the wishlist page says too.
  notAdded: 'This piece could not be put in the cart. Please open its page and try again.',
  /** A piece that offers personalisation: its page's choices, 'None' among them. */
  choosePersonalisation: (choices: readonly string[]) =>
    `To add it to the cart, choose ${new Intl.ListFormat('en-IN', { type: 'disjunction' }).format(choices)} on its page.`,
  removeButton: 'Remove',
  outOfStock: 'Out of Stock',
  priceDropped: (dropPaise: Paise) => `Price dropped by ${formatPaise(dropPaise)} since you saved it`,
  pieceGone: 'This piece has left the collection.',
  full: `Your wishlist holds ${WISHLIST_MAX_ITEMS} pieces, as many as it can. Remove a piece to save another.`,
  productNotFound: 'There is no such piece in the collection. It may have been removed.',
  couldNotSave: 'Could not save this piece to your wishlist. Please try again.',
  count: (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`,
} as const;
