import { lazy, Suspense } from 'react';
import type { Product } from '@shop/shared/catalogue-api';
import { rupeesToPaise } from '@shop/shared/money';
import { useAuth } from '../features/accounts/hooks/use-auth.ts';
import { HeartButton } from '../features/wishlist/components/heart-button.tsx';
import { Adopted } from '../lib/adopted.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

/** The wishlist's code (its store and calls) arrives after the page is interactive, once for every heart. */
const LiveHeart = lazy(() => import('../features/wishlist/components/live-heart.tsx'));

/**
 * The heart of a piece, on its card and on its page. The server's HTML has a plain heart;
 * the browser gives it its behaviour once it has the session and the wishlist's code. A tap
 * on the plain heart is kept by the page's taps script and replayed on the live one
 * (docs/decisions/0034).
 */
export function WishlistHeart({
  product,
  describedBy,
  className,
}: {
  product: Pick<Product, '_id' | 'price'>;
  describedBy?: string;
  className?: string;
}) {
  const { token } = useAuth();
  const hydrated = useHydrated();
  // The built-in sample shown for an unknown piece is no piece to save.
  if (!/^\d+$/.test(product._id)) return null;
  // A stand-in for the taps script: a tap on it is kept until the live heart takes its place,
  // in the same place (the span is the live heart's too), and is replayed there.
  const plain = <HeartButton saved={false} standIn describedBy={describedBy} className={className} />;
  return (
    <span className="relative">
      {hydrated ? (
        <Suspense
          fallback={
            <>
              {plain}
              <Adopted />
            </>
          }
        >
          <LiveHeart
            productId={product._id}
            pricePaise={rupeesToPaise(product.price)}
            token={token}
            describedBy={describedBy}
            className={className}
          />
          <Adopted />
        </Suspense>
      ) : (
        plain
      )}
    </span>
  );
}

/** A card's corner with the piece's heart, described by the card's name. */
export function heartCorner(product: Pick<Product, '_id' | 'price'>) {
  return (nameId: string) => <WishlistHeart product={product} describedBy={nameId} />;
}
