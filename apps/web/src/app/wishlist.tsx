import { lazy, Suspense } from 'react';
import type { Product } from '@shop/shared/catalogue-api';
import { rupeesToPaise } from '@shop/shared/money';
import { useAuth } from '../features/accounts/hooks/use-auth.ts';
import { HeartButton } from '../features/wishlist/components/heart-button.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

/** The wishlist's code (its store and calls) arrives after the page is interactive, once for every heart. */
const LiveHeart = lazy(() => import('../features/wishlist/components/live-heart.tsx'));

/**
 * The heart of a piece, on its card and on its page. The server's HTML has a plain heart;
 * the browser gives it its behaviour once it has the session and the wishlist's code.
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
  const plain = <HeartButton saved={false} describedBy={describedBy} className={className} />;
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <LiveHeart
        productId={product._id}
        pricePaise={rupeesToPaise(product.price)}
        token={token}
        describedBy={describedBy}
        className={className}
      />
    </Suspense>
  );
}

/** A card's corner with the piece's heart, described by the card's name. */
export function heartCorner(product: Pick<Product, '_id' | 'price'>) {
  return (nameId: string) => <WishlistHeart product={product} describedBy={nameId} />;
}
