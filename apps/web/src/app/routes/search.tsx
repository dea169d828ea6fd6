import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { Lock, ShieldCheck } from 'lucide-react';
import { Listing, productCards } from '../../features/catalogue/components/listing.tsx';
import { searchSource, useListing } from '../../features/catalogue/hooks/use-listing.ts';
import { heartCorner } from '../wishlist.tsx';

const resultCard = productCards((product) => ({
  showPersonalisable: true,
  corner: heartCorner(product),
  eyebrow: 'with-people',
}));

export default function SearchRoute() {
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const { t } = useLingui();
  // Results come in the search's own order, counted in the heading; when the listing fails,
  // the page asks whether the shop can be reached at all.
  const listing = useListing({
    source: searchSource({ q }),
    // Shown only when the search finds designs sold in sizes (the shop's answer names them).
    filters: [{ sizes: true }],
    sort: 'none',
    card: resultCard,
    label: 'Search results',
    count: () => undefined,
    empty: <EmptyResults q={q} />,
    pager: 'numbered',
    failure: { checkConnection: 'on-failure' },
  });

  return (
    <>
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-10 text-center text-white">
        <h1 className="text-2xl font-semibold sm:text-3xl">
          {listing.total === undefined
            ? t`Searching for "${q}"…`
            : t({ message: plural(listing.total, { other: `# results for "${q}"` }) })}
        </h1>
        <p className="mx-auto mt-2 max-w-xl text-brand-100">
          <Trans>Every piece can be engraved, or made with your fingerprint or your photograph.</Trans>
        </p>
        <Link
          to="/custom/men/rings"
          className="mt-5 inline-block rounded-full bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-100"
        >
          <Trans>Explore Customizable Products</Trans>
        </Link>
      </header>

      <Listing listing={listing} />

      <section className="mx-auto mb-10 max-w-6xl px-4">
        <div className="flex flex-col items-center justify-center gap-4 rounded-2xl bg-brand-100 px-6 py-6 text-center text-brand-900 sm:flex-row sm:gap-10">
          <p className="flex items-center gap-2 font-medium">
            <Lock aria-hidden="true" className="size-5" /> <Trans>Secured payment with cards and UPI</Trans>
          </p>
          <p className="flex items-center gap-2 font-medium">
            <ShieldCheck aria-hidden="true" className="size-5" />{' '}
            <Trans>BIS hallmark certified silver and gold</Trans>
          </p>
        </div>
      </section>
    </>
  );
}

function EmptyResults({ q }: { q: string }) {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <h2 className="text-xl font-semibold">
        <Trans>No pieces match "{q}"</Trans>
      </h2>
      <p className="mt-2 text-stone-700">
        <Trans>Try another word, or browse a collection:</Trans>
      </p>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        <li>
          <Link
            to="/category/Female"
            className="rounded-full bg-brand-100 px-4 py-2 font-medium text-brand-900 hover:bg-brand-600 hover:text-white"
          >
            <Trans>Women</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/category/Male"
            className="rounded-full bg-brand-100 px-4 py-2 font-medium text-brand-900 hover:bg-brand-600 hover:text-white"
          >
            <Trans>Men</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/category/Kids"
            className="rounded-full bg-brand-100 px-4 py-2 font-medium text-brand-900 hover:bg-brand-600 hover:text-white"
          >
            <Trans>Kids</Trans>
          </Link>
        </li>
      </ul>
      <Link to="/" className="mt-6 inline-block text-brand-700 underline">
        <Trans>Return to Home</Trans>
      </Link>
    </div>
  );
}
