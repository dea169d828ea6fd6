import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiError, fetchJson } from '@shop/shared/api-client';
import type { NewCartLine } from '@shop/shared/cart';
import type { Material } from '@shop/shared/catalogue';
import type { ProductAnswer } from '@shop/shared/catalogue-api';
import { imageSrcSet } from '@shop/shared/catalogue';
import { formatPaise, rupeesToPaise } from '@shop/shared/money';
import { productPath } from '@shop/shared/page-paths';
import { PERSONALISATION_TEXTS } from '@shop/shared/personalisation-texts';
import { priceDropPaise, WISHLIST_TEXTS, type StoredWishlistPiece } from '@shop/shared/wishlist';
import { useAddedNotice } from '../../../lib/use-added-notice.ts';
import { readAccount, setSaved, useWishlist } from '../wishlist.ts';

/** A saved piece as the page shows it: the catalogue's price today. */
interface ShownPiece {
  productId: string;
  name: string;
  image: string;
  inStock: boolean;
  productType: Material;
  /** The personalisations its page offers; none: it goes into the cart from here. */
  personalisations: readonly string[];
  pricePaise: number;
  priceDropPaise: number;
}

/** A saved piece as it goes into the cart from here: as shown, one of it. */
function cartLineOf(piece: ShownPiece): NewCartLine {
  return {
    id: piece.productId,
    name: piece.name,
    price: piece.pricePaise / 100,
    quantity: 1,
    variant: piece.productType,
    image: piece.image,
  };
}

/**
 * `/wishlist`: the saved pieces, each with its picture, name, today's price (and how much it
 * fell since it was saved), a link to it, 'Add to cart' (or, for a piece that offers
 * personalisation, what to choose on its page) and a remove button; or a word to start one.
 */
export function WishlistPage({
  title,
  token,
  onSignIn,
  onAddToCart,
}: {
  /** The page's title, from the page list (pages.ts). */
  title: string;
  token: string | null;
  onSignIn?: () => void;
  /** Puts a piece into the cart (the page hands it over: the cart is another feature's); false when refused. */
  onAddToCart: (line: NewCartLine) => Promise<boolean>;
}) {
  const view = useWishlist(token);
  // Today's prices: the list is read again each time the page opens.
  useEffect(() => {
    if (token !== null) void readAccount(token, true);
  }, [token]);
  const guest = useGuestPieces(view.guest);
  // A removed piece leaves at once, before the guest's pieces are read again.
  const pieces: readonly ShownPiece[] | undefined =
    token !== null
      ? view.items
      : view.saved.size === 0
        ? []
        : guest.data?.filter((piece) => view.saved.has(piece.productId));

  return (
    <section className="mx-auto max-w-4xl px-4 py-8" aria-labelledby="wishlist-heading">
      <h1 id="wishlist-heading" className="font-display text-3xl font-semibold text-brand-900">
        {title}
      </h1>
      {pieces && pieces.length > 0 && (
        <p className="mt-1 text-stone-600">{WISHLIST_TEXTS.count(pieces.length)}</p>
      )}
      {token === null && (
        <p className="mt-4 rounded-xl bg-brand-100/60 p-3 text-sm text-stone-800">
          {WISHLIST_TEXTS.guestNote}{' '}
          <Link
            to="/login"
            onClick={onSignIn}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {WISHLIST_TEXTS.signIn}
          </Link>
        </p>
      )}
      {view.error && (
        <p role="alert" className="mt-4 rounded-xl bg-rose-50 p-3 text-sm text-rose-800 ring-1 ring-rose-200">
          {view.error}
        </p>
      )}
      {pieces === undefined ? (
        guest.isError ? (
          <p role="alert" className="mt-6 text-rose-800">
            {guest.error.message}
          </p>
        ) : (
          <p role="status" className="mt-6 text-stone-600">
            {WISHLIST_TEXTS.loading}
          </p>
        )
      ) : pieces.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <ul className="mt-6 divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200">
          {pieces.map((piece) => (
            <SavedPiece
              key={piece.productId}
              piece={piece}
              onAddToCart={onAddToCart}
              onRemove={() =>
                void setSaved(token, { productId: piece.productId, pricePaise: piece.pricePaise }, false)
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function EmptyWishlist() {
  return (
    <div className="mt-8 rounded-xl bg-white p-8 text-center ring-1 ring-stone-200">
      <h2 className="text-xl font-semibold">{WISHLIST_TEXTS.empty}</h2>
      <p className="mt-2 text-stone-600">{WISHLIST_TEXTS.emptyHint}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
      >
        {WISHLIST_TEXTS.browse}
      </Link>
    </div>
  );
}

function SavedPiece({
  piece,
  onAddToCart,
  onRemove,
}: {
  piece: ShownPiece;
  onAddToCart: (line: NewCartLine) => Promise<boolean>;
  onRemove: () => void;
}) {
  const to = productPath(piece.productId);
  const nameId = useId();
  const noteId = useId();
  const notice = useAddedNotice();
  const [refused, setRefused] = useState(false);
  const personalisable = piece.personalisations.length > 0;
  const add = async () => {
    const added = await onAddToCart(cartLineOf(piece));
    setRefused(!added);
    if (added) notice.show();
  };
  return (
    <li className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <Link to={to} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <img
          src={piece.image}
          srcSet={imageSrcSet(piece.image)}
          sizes="96px"
          width={96}
          height={96}
          alt=""
          loading="lazy"
          className="size-20 rounded-lg bg-brand-100 object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={nameId} className="font-semibold leading-snug break-words">
          <Link to={to} className="hover:text-brand-700 hover:underline">
            {piece.name}
          </Link>
        </h2>
        <p className="font-semibold text-brand-700">{formatPaise(piece.pricePaise)}</p>
        {piece.priceDropPaise > 0 && (
          <p className="text-sm font-medium text-emerald-800">
            {WISHLIST_TEXTS.priceDropped(piece.priceDropPaise)}
          </p>
        )}
        {!piece.inStock && <p className="text-sm font-medium text-rose-700">{WISHLIST_TEXTS.outOfStock}</p>}
        {piece.inStock && personalisable && (
          <p id={noteId} className="text-sm text-stone-700">
            {WISHLIST_TEXTS.choosePersonalisation([
              ...piece.personalisations,
              PERSONALISATION_TEXTS.noneChoice,
            ])}
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {piece.inStock &&
            (personalisable ? (
              <Link
                to={to}
                aria-describedby={`${nameId} ${noteId}`}
                className="rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-900"
              >
                {PERSONALISATION_TEXTS.personaliseIt}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => void add()}
                aria-describedby={nameId}
                className="rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-900"
              >
                {PERSONALISATION_TEXTS.addToCart}
              </button>
            ))}
          <Link to={to} className="font-medium text-brand-700 underline underline-offset-2">
            {WISHLIST_TEXTS.viewPiece}
          </Link>
          <button
            type="button"
            onClick={onRemove}
            aria-label={WISHLIST_TEXTS.removeFrom(piece.name)}
            className="font-medium text-stone-700 underline underline-offset-2 hover:text-rose-700"
          >
            {WISHLIST_TEXTS.removeButton}
          </button>
        </div>
        <div role="status">
          {notice.shown && (
            <p className="mt-1 text-sm font-medium text-emerald-800">
              {PERSONALISATION_TEXTS.addedToCart}{' '}
              <Link to="/cart" className="underline underline-offset-2">
                {PERSONALISATION_TEXTS.viewCart}
              </Link>
            </p>
          )}
        </div>
        {refused && (
          <p role="alert" className="text-sm text-rose-800">
            {WISHLIST_TEXTS.notAdded}
          </p>
        )}
      </div>
    </li>
  );
}

/** A guest's pieces at the catalogue's prices today; a piece that left the collection is left out. */
function useGuestPieces(guest: readonly StoredWishlistPiece[] | undefined) {
  return useQuery({
    queryKey: ['wishlist', 'guest', guest?.map((piece) => piece.productId) ?? []],
    enabled: guest !== undefined && guest.length > 0,
    queryFn: async ({ signal }): Promise<ShownPiece[]> => {
      const found = await Promise.all(
        (guest ?? []).map(async (piece) => {
          try {
            const { product } = await fetchJson<ProductAnswer>(
              `/api/products/${encodeURIComponent(piece.productId)}`,
              { signal },
            );
            const pricePaise = rupeesToPaise(product.price);
            return {
              productId: piece.productId,
              name: product.name,
              image: product.image,
              inStock: product.inStock,
              productType: product.productType,
              personalisations: product.customizationTypes.map((type) => type.name),
              pricePaise,
              priceDropPaise: priceDropPaise(piece.pricePaise, pricePaise),
            };
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) return undefined;
            throw error;
          }
        }),
      );
      return found.filter((piece) => piece !== undefined);
    },
    placeholderData: (previous) => previous,
  });
}
