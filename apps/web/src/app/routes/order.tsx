import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { orderReference } from '@shop/shared/checkout';
import type { CustomerOrder as CustomerOrderAnswer } from '@shop/shared/checkout-api';
import { orderIdOf, orderPagePath } from '@shop/shared/pages';
import type { Customization } from '@shop/shared/personalisation';
import { useAuth } from '../../features/accounts/hooks/use-auth.ts';
import { rememberRedirect } from '../../features/accounts/redirect-after-login.ts';
import { OrderComplaint } from '../../features/complaints/components/order-complaint.tsx';
import { CustomerOrderPage } from '../../features/orders/components/customer-order-page.tsx';
import { OrderProofs } from '../../features/orders/components/order-proofs.tsx';
import { PersonalisationSummary } from '../../features/personalisation/components/personalisation-summary.tsx';
import NotFoundRoute from './not-found.tsx';

const renderPersonalisation = (customization: Customization) => (
  <PersonalisationSummary customization={customization} />
);

/** A proof of the order waits for its customer's decision. */
const waitsForYou = (order: CustomerOrderAnswer) =>
  order.timeline.some((event) => 'proof' in event && event.proof === 'waiting' && event.version !== null);

/** `/orders/{orderId}`; an address whose id is no order's id is no page. */
export default function OrderRoute() {
  const orderId = orderIdOf(useParams().orderId ?? '');
  return orderId ? <CustomerOrder orderId={orderId} /> : <NotFoundRoute />;
}

/**
 * One of the signed-in customer's orders. A guest, or a session that ended (a link from a
 * mail opened on another device), signs in and comes back here.
 */
function CustomerOrder({ orderId }: { orderId: string }) {
  const { isAuthenticated, token } = useAuth();
  const navigate = useNavigate();
  // The proof's mail links to `#proof`: kept through the sign-in.
  const { hash } = useLocation();
  useEffect(() => {
    if (isAuthenticated) return;
    rememberRedirect(`${orderPagePath(orderId)}${hash}`);
    void navigate('/login', { replace: true });
  }, [isAuthenticated, navigate, orderId, hash]);
  if (!isAuthenticated || !token) return null;
  const proofs = (order: CustomerOrderAnswer) => (
    <OrderProofs token={token} order={order} renderPersonalisation={renderPersonalisation} />
  );
  // What the customer must decide comes first: a proof waiting for them, above the order.
  const renderFirst = (order: CustomerOrderAnswer) => (waitsForYou(order) ? proofs(order) : null);
  // The proofs once decided, then a complaint about the order: parts of other features.
  const renderBelowTheOrder = (order: CustomerOrderAnswer) => (
    <>
      {!waitsForYou(order) && proofs(order)}
      <OrderComplaint
        token={token}
        order={{ id: order.orderId, reference: orderReference(order.orderId), customer: order.customer }}
      />
    </>
  );
  return (
    <CustomerOrderPage
      token={token}
      orderId={orderId}
      renderPersonalisation={renderPersonalisation}
      renderFirst={renderFirst}
      renderAfter={renderBelowTheOrder}
    />
  );
}
