import { useEffect } from 'react';
import { Link } from 'react-router';
import { PAGE_NOT_FOUND } from '@shop/shared/pages';
import { documentTitle } from '@shop/shared/shop';

export default function NotFoundRoute() {
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
