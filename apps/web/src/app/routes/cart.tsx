import { useEffect } from 'react';
import { documentTitle } from '@shop/shared/shop';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { rememberRedirect } from '../../features/accounts/redirect-after-login.ts';
import { CartPage } from '../../features/cart/components/cart-page.tsx';
import { CartProvider } from '../../features/cart/components/cart-provider.tsx';
import { fixedPageMeta } from '../../features/catalogue/fixed-page.ts';
import { CustomizationSummary } from '../../features/personalisation/components/customization-summary.tsx';

const PAGE = fixedPageMeta('/cart');

/** `/cart`: the cart of this browser; a guest is asked to sign in before checking out. */
export default function CartRoute() {
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    document.title = documentTitle(PAGE);
  }, []);
  return (
    <CartProvider>
      <CartPage
        title={PAGE.title}
        signedIn={isAuthenticated}
        onLogin={() => rememberRedirect('/cart')}
        renderCustomization={(customization) => <CustomizationSummary customization={customization} />}
      />
    </CartProvider>
  );
}
