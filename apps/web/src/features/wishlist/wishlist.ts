/**
 * The shopper's wishlist in the browser. A guest's is kept in localStorage; a signed-in
 * shopper's is the shop's (`/api/wishlist`), read once per session and changed call by call.
 * At sign-in the guest's pieces join the account (`POST /api/wishlist/merge`) and the copy in
 * the browser is cleared. Hearts and the wishlist page read one view of it, so a heart tapped
 * on a card shows on the product page and on `/wishlist` alike.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { fetchJson } from '@shop/shared/api-client';
import {
  readStoredWishlist,
  WISHLIST_MAX_ITEMS,
  WISHLIST_STORAGE_KEY,
  WISHLIST_TEXTS,
  type StoredWishlistPiece,
} from '@shop/shared/wishlist';
import type { WishlistAnswer, WishlistItem } from '@shop/shared/wishlist-api';

export interface WishlistView {
  /** The ids of the saved pieces. */
  saved: ReadonlySet<string>;
  /** Whether `saved` is known: a signed-in shopper's list is read from the shop first. */
  ready: boolean;
  /** A guest's pieces, as the browser keeps them; undefined for a signed-in shopper. */
  guest: readonly StoredWishlistPiece[] | undefined;
  /** A signed-in shopper's pieces at today's prices; undefined for a guest, or until read. */
  items: readonly WishlistItem[] | undefined;
  /** What went wrong with the last change or read, for the shopper to read. */
  error: string | null;
  /** The piece whose change went wrong, when a change did. */
  errorFor?: string | undefined;
}

const NOTHING: ReadonlySet<string> = new Set();
export const SERVER_VIEW: WishlistView = {
  saved: NOTHING,
  ready: false,
  guest: [],
  items: undefined,
  error: null,
};

const listeners = new Set<() => void>();
function notify() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving a guest's piece.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISHLIST_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// Storage can be switched off (private modes): the guest's list then lives as long as the page.
let memoryCopy: string | null = null;
function readGuestJson(): string | null {
  try {
    return window.localStorage.getItem(WISHLIST_STORAGE_KEY);
  } catch {
    return memoryCopy;
  }
}
function writeGuest(pieces: readonly StoredWishlistPiece[]) {
  const json = pieces.length === 0 ? null : JSON.stringify(pieces);
  memoryCopy = json;
  try {
    if (json === null) window.localStorage.removeItem(WISHLIST_STORAGE_KEY);
    else window.localStorage.setItem(WISHLIST_STORAGE_KEY, json);
  } catch {
    // See above.
  }
  notify();
}

let guestView: { json: string | null; view: WishlistView } | undefined;
let guestError: { message: string; productId: string } | null = null;
function viewOfGuest(): WishlistView {
  const json = readGuestJson();
  if (
    guestView?.json !== json ||
    guestView.view.error !== (guestError?.message ?? null) ||
    guestView.view.errorFor !== guestError?.productId
  ) {
    const pieces = readStoredWishlist(json);
    guestView = {
      json,
      view: {
        saved: new Set(pieces.map((piece) => piece.productId)),
        ready: true,
        guest: pieces,
        items: undefined,
        error: guestError?.message ?? null,
        errorFor: guestError?.productId,
      },
    };
  }
  return guestView.view;
}

/** The signed-in shopper's list as last read, for the session of `token`. */
let account: { token: string; view: WishlistView; reading?: Promise<void> } | undefined;

function setAccount(token: string, items: readonly WishlistItem[], error: string | null) {
  const saved = new Set(items.map((item) => item.productId));
  account = { token, view: { saved, ready: true, guest: undefined, items, error } };
  notify();
}

const LOADING_VIEW: WishlistView = { ...SERVER_VIEW, guest: undefined };

/** What hearts and the page show for this session (null: a guest). */
export function viewOf(token: string | null): WishlistView {
  if (token === null) return viewOfGuest();
  return account?.token === token ? account.view : LOADING_VIEW;
}

const signedIn = (token: string, method?: 'PUT' | 'DELETE' | 'POST', body?: unknown) => ({
  method,
  headers: {
    authorization: `Bearer ${token}`,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : WISHLIST_TEXTS.couldNotSave);

/**
 * Reads the signed-in shopper's list, once per session unless asked `again` (the wishlist page
 * shows today's prices); a guest's pieces in this browser join it first, and are then cleared
 * from the browser.
 */
export function readAccount(token: string, again = false): Promise<void> {
  if (account?.token === token && account.reading) return account.reading;
  if (!again && account?.token === token && account.view.ready) return Promise.resolve();
  const current: { token: string; view: WishlistView; reading?: Promise<void> } = {
    token,
    view: account?.token === token ? account.view : LOADING_VIEW,
  };
  account = current;
  current.reading = (async () => {
    try {
      const guest = readStoredWishlist(readGuestJson());
      const answer =
        guest.length > 0
          ? await fetchJson<WishlistAnswer>(
              '/api/wishlist/merge',
              signedIn(token, 'POST', { productIds: guest.map((piece) => piece.productId) }),
            )
          : await fetchJson<WishlistAnswer>('/api/wishlist', signedIn(token));
      if (guest.length > 0) writeGuest([]);
      if (account === current) setAccount(token, answer.items, null);
    } catch (error) {
      if (account === current) {
        account = { token, view: { ...current.view, error: messageOf(error) } };
        notify();
      }
    }
  })();
  return current.reading;
}

export interface PieceToSave {
  productId: string;
  /** The price the shopper sees now, in paise (a guest's list keeps it; the shop keeps its own). */
  pricePaise: number;
}

/** Saves or removes a piece; a signed-in shopper's change is shown at once and undone if the shop refuses it. */
export async function setSaved(token: string | null, piece: PieceToSave, save: boolean): Promise<void> {
  if (token === null) {
    const pieces = readStoredWishlist(readGuestJson()).filter((saved) => saved.productId !== piece.productId);
    if (save && pieces.length >= WISHLIST_MAX_ITEMS) {
      guestError = { message: WISHLIST_TEXTS.full, productId: piece.productId };
      notify();
      return;
    }
    guestError = null;
    writeGuest(save ? [{ ...piece, addedAt: new Date().toISOString() }, ...pieces] : pieces);
    return;
  }
  const before = viewOf(token);
  const saved = new Set(before.saved);
  if (save) saved.add(piece.productId);
  else saved.delete(piece.productId);
  account = { token, view: { ...before, saved, error: null, errorFor: undefined } };
  notify();
  try {
    const answer = await fetchJson<WishlistAnswer>(
      `/api/wishlist/${encodeURIComponent(piece.productId)}`,
      signedIn(token, save ? 'PUT' : 'DELETE'),
    );
    if (account?.token === token) setAccount(token, answer.items, null);
  } catch (error) {
    if (account?.token === token) {
      account = { token, view: { ...before, error: messageOf(error), errorFor: piece.productId } };
      notify();
    }
  }
}

/** Forgets the session's list (tests start each from nothing). */
export function forgetWishlist() {
  account = undefined;
  guestView = undefined;
  guestError = null;
  memoryCopy = null;
  notify();
}

/** The wishlist of the session of `token` (null: a guest), read from the shop when signed in. */
export function useWishlist(token: string | null): WishlistView {
  const view = useSyncExternalStore(
    subscribe,
    useCallback(() => viewOf(token), [token]),
    () => SERVER_VIEW,
  );
  useEffect(() => {
    if (token !== null) void readAccount(token);
  }, [token]);
  return view;
}
