import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Lock, ShieldCheck } from 'lucide-react';
import { useConnectivity } from '../../features/catalogue/api/connectivity.ts';
import { useSearchProducts } from '../../features/catalogue/api/search-products.ts';
import { ListingBody } from '../../features/catalogue/components/listing-body.tsx';
import {
  CONNECTIVITY_MESSAGE,
  listingErrorMessage,
} from '../../features/catalogue/components/load-error.tsx';
import { NumberedPager } from '../../features/catalogue/components/pager.tsx';
import { numberParam } from '../../features/catalogue/hooks/use-listing-params.ts';

const PEOPLE_LABELS: Record<string, string> = {
  women: 'Women',
  men: 'Men',
  kids: 'Kids',
  couples: 'Couples',
};

export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = numberParam(params.get('page') ?? '1', 1) || 1;
  const search = useSearchProducts({ q, page });
  const connectivity = useConnectivity(search.isError);
  const answer = search.data;
  const topRef = useRef<HTMLDivElement>(null);

  const errorMessage = !search.isError
    ? undefined
    : connectivity.data === false
      ? CONNECTIVITY_MESSAGE
      : listingErrorMessage(search.error);

  return (
    <>
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-10 text-center text-white">
        <h1 className="text-2xl font-semibold sm:text-3xl">
          {answer ? `${answer.total} results for "${q}"` : `Searching for "${q}"…`}
        </h1>
        <p className="mx-auto mt-2 max-w-xl text-brand-100">
          Every piece can be engraved, or made with your fingerprint or your photograph.
        </p>
        <Link
          to="/custom/men/rings"
          className="mt-5 inline-block rounded-full bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-100"
        >
          Explore Customizable Products
        </Link>
      </header>

      <section ref={topRef} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-8" aria-label="Search results">
        {answer?.total === 0 ? (
          <EmptyResults q={q} />
        ) : (
          <ListingBody
            products={answer?.products}
            refreshing={search.isPlaceholderData}
            errorMessage={errorMessage}
            onRetry={() => void search.refetch()}
            count={undefined}
            emptyMessage=""
            card={(product) => ({
              showCustomizable: true,
              eyebrow: `${product.productCategory} - ${PEOPLE_LABELS[product.peopleCategory] ?? product.peopleCategory}`,
            })}
            pager={
              answer && (
                <NumberedPager
                  page={answer.currentPage}
                  totalPages={answer.totalPages}
                  onPage={(next) => {
                    setParams({ q, page: String(next) });
                    topRef.current?.scrollIntoView();
                  }}
                />
              )
            }
          />
        )}
      </section>

      <section className="mx-auto mb-10 max-w-6xl px-4">
        <div className="flex flex-col items-center justify-center gap-4 rounded-2xl bg-brand-100 px-6 py-6 text-center text-brand-900 sm:flex-row sm:gap-10">
          <p className="flex items-center gap-2 font-medium">
            <Lock aria-hidden="true" className="size-5" /> Secured payment with cards and UPI
          </p>
          <p className="flex items-center gap-2 font-medium">
            <ShieldCheck aria-hidden="true" className="size-5" /> BIS hallmark certified silver and gold
          </p>
        </div>
      </section>
    </>
  );
}

function EmptyResults({ q }: { q: string }) {
  return (
    <div className="mx-auto max-w-xl py-8 text-center">
      <h2 className="text-xl font-semibold">No pieces match "{q}"</h2>
      <p className="mt-2 text-stone-700">Try another word, or browse a collection:</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-3">
        <li>
          <Link
            to="/category/Female"
            className="rounded-full bg-brand-100 px-4 py-2 font-medium text-brand-900 hover:bg-brand-600 hover:text-white"
          >
            Women
          </Link>
        </li>
        <li>
          <Link
            to="/category/Male"
            className="rounded-full bg-brand-100 px-4 py-2 font-medium text-brand-900 hover:bg-brand-600 hover:text-white"
          >
            Men
          </Link>
        </li>
        <li>
          <Link
            to="/category/Kids"
            className="rounded-full bg-brand-100 px-4 py-2 font-medium text-brand-900 hover:bg-brand-600 hover:text-white"
          >
            Kids
          </Link>
        </li>
      </ul>
      <Link to="/" className="mt-6 inline-block text-brand-700 underline">
        Return to Home
      </Link>
    </div>
  );
}
