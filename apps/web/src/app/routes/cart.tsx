import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { customerDetailsFromProfile } from '@shop/shared/checkout';
import { documentTitle } from '@shop/shared/shop';
import { getProfile } from '../../features/accounts/api/account-calls.ts';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { rememberRedirect } from '../../features/accounts/redirect-after-login.ts';
import { CartPage } from '../../features/cart/components/cart-page.tsx';
import { CartProvider } from '../../features/cart/components/cart-provider.tsx';
import { useCart } from '../../features/cart/hooks/use-cart.ts';
import { CheckoutButton } from '../../features/checkout/components/checkout-button.tsx';
import { OrderConfirmation } from '../../features/checkout/components/order-confirmation.tsx';
import { OrderPlacedOnDelivery } from '../../features/checkout/components/order-placed-on-delivery.tsx';
import type { PaidOrder, PlacedOrder } from '../../features/checkout/hooks/use-checkout.ts';
import { PersonalisationSummary } from '../../features/personalisation/components/personalisation-summary.tsx';

const renderPersonalisation = (
  customization: Parameters<typeof PersonalisationSummary>[0]['customization'],
) => <PersonalisationSummary customization={customization} />;

/** `/cart`: the cart of this browser; a guest is asked to sign in before checking out. */
export default function CartRoute() {
  const { t } = useLingui();
  // The page list's title ('Shopping Cart') in the page's language.
  const title = t`Shopping Cart`;
  useEffect(() => {
    document.title = documentTitle({ title });
  }, [title]);
  return (
    <CartProvider>
      <CartAndCheckout title={title} />
    </CartProvider>
  );
}

function CartAndCheckout({ title }: { title: string }) {
  const { isAuthenticated, token, user } = useAuth();
  const { clearCart, lines } = useCart();
  // The paid order stays on screen until the shopper leaves; the cart behind it is empty.
  const [paid, setPaid] = useState<PaidOrder>();
  // So does an order placed to be paid on delivery, until the shopper goes to confirm it.
  const [placed, setPlaced] = useState<PlacedOrder>();
  // What the profile knows fills 'Enter Your Details'; without it the shopper types it all.
  const profile = useQuery({
    queryKey: ['checkout-profile', token],
    queryFn: () => getProfile(token ?? ''),
    enabled: Boolean(token) && lines.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (placed) return <OrderPlacedOnDelivery order={placed} />;
  if (paid && token)
    return (
      <OrderConfirmation
        token={token}
        order={paid}
        onClose={() => setPaid(undefined)}
        renderPersonalisation={renderPersonalisation}
      />
    );
  return (
    <CartPage
      title={title}
      signedIn={isAuthenticated}
      token={token ?? undefined}
      onLogin={() => rememberRedirect('/cart')}
      renderPersonalisation={renderPersonalisation}
      renderCheckout={(lines, totals) =>
        token &&
        user && (
          <CheckoutButton
            token={token}
            userId={user.id}
            lines={lines}
            totals={totals}
            prefill={
              profile.data
                ? customerDetailsFromProfile(profile.data.user)
                : { name: [user.firstName, user.lastName].filter(Boolean).join(' ') }
            }
            onPaid={(order) => {
              clearCart();
              setPaid(order);
            }}
            onPlaced={(order) => {
              clearCart();
              setPlaced(order);
            }}
          />
        )
      }
    />
  );
}
