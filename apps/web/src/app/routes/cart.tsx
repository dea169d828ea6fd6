import { useEffect, useState } from 'react';
import { documentTitle } from '@shop/shared/shop';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { rememberRedirect } from '../../features/accounts/redirect-after-login.ts';
import { CartPage } from '../../features/cart/components/cart-page.tsx';
import { CartProvider } from '../../features/cart/components/cart-provider.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { fixedPageMeta } from '../../features/catalogue/fixed-page.ts';
import { CheckoutButton } from '../../features/checkout/components/checkout-button.tsx';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation.tsx';
import type { PaidOrder } from '../../features/checkout/hooks/use-checkout.ts';
import { CustomizationSummary } from '../../features/personalisation/components/customization-summary.tsx';

const PAGE = fixedPageMeta('/cart');

const renderCustomization = (customization: Parameters<typeof CustomizationSummary>[0]['customization']) => (
  <CustomizationSummary customization={customization} />
);

/** `/cart`: the cart of this browser; a guest is asked to sign in before checking out. */
export default function CartRoute() {
  useEffect(() => {
    document.title = documentTitle(PAGE);
  }, []);
  return (
    <CartProvider>
      <CartAndCheckout />
    </CartProvider>
  );
}

function CartAndCheckout() {
  const { isAuthenticated, token, user } = useAuth();
  const { clearCart } = useCart();
  // The paid order stays on screen until the shopper leaves; the cart behind it is empty.
  const [paid, setPaid] = useState<PaidOrder>();
  if (paid && token)
    return (
      <OrderConfirmation
        token={token}
        order={paid}
        onClose={() => setPaid(undefined)}
        renderCustomization={renderCustomization}
      />
    );
  return (
    <CartPage
      title={PAGE.title}
      signedIn={isAuthenticated}
      onLogin={() => rememberRedirect('/cart')}
      renderCustomization={renderCustomization}
      renderCheckout={(lines, totals) =>
        token &&
        user && (
          <CheckoutButton
            token={token}
            userId={user.id}
            lines={lines}
            totals={totals}
            prefill={{
              name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
              email: user?.email,
              phone: user?.phoneNumber,
            }}
            onPaid={(order) => {
              clearCart();
              setPaid(order);
            }}
          />
        )
      }
    />
  );
}
