import type { SESSION_KEYS } from '@shop/shared/accounts';
import { write } from '../../features/accounts/session-storage.ts';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { fixedPageMeta } from '../../features/catalogue/fixed-page.ts';
import { WishlistPage } from '../../features/wishlist/components/wishlist-page.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { addToCart } from '../add-to-cart.ts';
import { PageLoading } from '../layout/layout.tsx';

/**
 * The contract's key, written out as session-storage.ts does: redirect-after-login.ts would
 * bring the contract's zod to this page.
 */
const REDIRECT_KEY: (typeof SESSION_KEYS)['redirectAfterLogin'] = 'redirectAfterLogin';

const PAGE = fixedPageMeta('/wishlist');

/**
 * `/wishlist`: the shopper's saved pieces (its title comes from the page list, pages.ts), and
 * the cart they go into.
 * They belong to the browser or the session, which the server knows nothing of, so the
 * server sends the page as loading. A guest who signs in from here comes back here.
 */
export default function WishlistRoute() {
  const { token } = useAuth();
  return useHydrated() ? (
    <WishlistPage
      title={PAGE.title}
      token={token}
      onSignIn={() => write(REDIRECT_KEY, '/wishlist')}
      onAddToCart={addToCart}
    />
  ) : (
    <PageLoading />
  );
}
