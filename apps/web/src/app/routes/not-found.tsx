import { lazy, useEffect, type ComponentType } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PAGE_NOT_FOUND, orderOfPagePath } from '@shop/shared/pages';
import { documentTitle } from '@shop/shared/shop';

/**
 * Pages the router has no entry for: they are reached through this module, which the router
 * loads for every address it does not know. An entry in the router adds its import and its
 * file's name to the first visit's JavaScript (about 50 gzipped bytes for the contact page),
 * which is at CI's ceiling (docs/decisions/0008); an entry here adds nothing to it, and costs
 * the page one more request when it is first opened.
 */
const PAGES_WITHOUT_A_ROUTE: Readonly<Record<string, ComponentType>> = {
  '/contact': lazy(() => import('./contact.tsx')),
};

/**
 * `/orders/{orderId}`, a customer's order, through this module too. Its code travels with the
 * profile's, whose Orders tab links to it: a module of its own would split the code the two
 * share into new files, and each new file's name adds to the first visit's JavaScript.
 */
const OrderRoute = lazy(() => import('./profile.tsx').then(({ OrderRoute }) => ({ default: OrderRoute })));

/**
 * Addresses the shop links to that another page serves: checkout happens in the cart, so
 * 'Proceed to Checkout' (/checkout) leads there, replacing the address so Back does not bounce.
 */
const INTERIM_PAGES: Readonly<Record<string, string>> = { '/checkout': '/cart' };

export default function NotFoundRoute() {
  // Addresses match without regard to case or a closing slash, as the router's own routes do.
  const address = useLocation().pathname.replace(/\/+$/, '').toLowerCase();
  const Page = PAGES_WITHOUT_A_ROUTE[address];
  const orderId = orderOfPagePath(address);
  if (orderId) return <OrderRoute orderId={orderId} />;
  return Page ? <Page /> : <NoSuchPage address={address} />;
}

function NoSuchPage({ address }: { address: string }) {
  const navigate = useNavigate();
  const interim = INTERIM_PAGES[address];
  useEffect(() => {
    if (interim) void navigate(interim, { replace: true });
    else document.title = documentTitle(PAGE_NOT_FOUND);
  }, [interim, navigate]);
  if (interim) return null;
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
