import { lazy, useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PAGE_NOT_FOUND, orderOfPagePath } from '@shop/shared/pages';
import { documentTitle } from '@shop/shared/shop';

/**
 * `/orders/{orderId}`, a customer's order, is reached through this module. Its code travels with the
 * profile's, whose Orders tab links to it: a module of its own would split the code the two
 * share into new files, and each new file's name adds to the first visit's JavaScript.
 */
const OrderRoute = lazy(() => import('./profile.tsx').then(({ OrderRoute }) => ({ default: OrderRoute })));

export default function NotFoundRoute() {
  // Addresses match without regard to case or a closing slash, as the router's own routes do.
  const address = useLocation().pathname.replace(/\/+$/, '').toLowerCase();
  const orderId = orderOfPagePath(address);
  return orderId ? <OrderRoute orderId={orderId} /> : <NoSuchPage />;
}

function NoSuchPage() {
  useEffect(() => {
    document.title = documentTitle(PAGE_NOT_FOUND);
  }, []);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">This page does not exist</h1>
      <p className="mt-2 text-stone-700">The link may be old, or the piece may have left the collection.</p>
      <Link to="/" className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 text-white">
        Return to Home
      </Link>
    </section>
  );
}
