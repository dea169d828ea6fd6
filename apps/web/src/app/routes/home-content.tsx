import { useRef } from 'react';
import { Link } from 'react-router';
import { Gem, Gift, Hammer, ShieldCheck } from 'lucide-react';
import { SORT_OPTIONS } from '@shop/shared/catalogue';
import { useSearchProducts } from '../../features/catalogue/api/search-products.ts';
import {
  FilterBar,
  PriceRangeFilter,
  SelectFilter,
  SortSelect,
} from '../../features/catalogue/components/listing-filters.tsx';
import { ListingBody } from '../../features/catalogue/components/listing-body.tsx';
import { listingErrorMessage } from '../../features/catalogue/components/load-error.tsx';
import { FeatureTiles, type FeatureTile } from '../../features/catalogue/components/marketing.tsx';
import { ListingPager } from '../../features/catalogue/components/pager.tsx';
import { numberParam, useListingParams } from '../../features/catalogue/hooks/use-listing-params.ts';
import {
  PRICE_BOUNDS,
  choiceFilter,
  pageWindow,
  priceQuery,
  showingText,
} from '../../features/catalogue/listing-rules.ts';
import { sortParam } from '../../features/catalogue/sort-param.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const BOUNDS = PRICE_BOUNDS.home;
const DEFAULTS = {
  category: 'all',
  minPrice: '0',
  maxPrice: String(BOUNDS.max),
  sortBy: 'featured',
  page: '1',
};

/** The home page's category filter: values the search call understands. */
const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'Kids', label: 'Kids' },
];

const HOME_TILES: readonly FeatureTile[] = [
  {
    title: 'Ethically Sourced',
    text: 'Recycled silver and conflict-free gold from audited refiners.',
    icon: Gem,
  },
  {
    title: 'Master Craftsmanship',
    text: 'Finished by hand by goldsmiths with decades at the bench.',
    icon: Hammer,
  },
  {
    title: 'Quality Guarantee',
    text: 'BIS hallmarked purity, with free polishing for the life of the piece.',
    icon: ShieldCheck,
  },
  { title: 'Elegant Gift Box', text: 'A velvet box and a handwritten card with every order.', icon: Gift },
];

/**
 * The home page below its hero: the collection (filters, pieces, pager), the invitation to
 * design a piece and the shop's promises. Its own module, loaded as the page is adopted: the
 * server's HTML shows all of it meanwhile, and the header and the hero answer before this
 * code has arrived (docs/decisions/0008).
 */
export default function HomeContent() {
  const [params, setParams] = useListingParams(DEFAULTS);
  const listRef = useRef<HTMLElement>(null);
  const range = { min: numberParam(params.minPrice, 0), max: numberParam(params.maxPrice, BOUNDS.max) };
  const sortBy = sortParam(params.sortBy);
  const page = numberParam(params.page, 1);
  const query = useDebouncedValue(
    { page, peopleCategory: choiceFilter(params.category), sortBy, ...priceQuery(range, BOUNDS) },
    300,
  );
  const search = useSearchProducts(query);
  const answer = search.data;
  const shown = answer ? pageWindow(answer.total, answer.currentPage) : undefined;

  return (
    <>
      <section ref={listRef} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-8" aria-label="The collection">
        <FilterBar>
          <SelectFilter
            label="Category"
            value={params.category}
            options={CATEGORY_OPTIONS}
            onChange={(category) => setParams({ category })}
          />
          <PriceRangeFilter
            value={range}
            bounds={BOUNDS}
            onChange={({ min, max }) => setParams({ minPrice: String(min), maxPrice: String(max) })}
          />
          <SortSelect
            value={sortBy}
            options={SORT_OPTIONS}
            onChange={(next) => setParams({ sortBy: next })}
          />
        </FilterBar>
        <ListingBody
          products={answer?.products}
          refreshing={search.isPlaceholderData || search.isFetching}
          errorMessage={search.isError ? listingErrorMessage(search.error) : undefined}
          onRetry={() => void search.refetch()}
          count={answer && shown ? showingText(shown, answer.total) : undefined}
          emptyMessage="No products found"
          pager={
            <ListingPager
              shown={shown}
              onPage={(page) => setParams({ page: String(page) })}
              listTop={listRef}
            />
          }
        />
      </section>
      <section className="mx-auto max-w-6xl px-4">
        <div className="rounded-2xl bg-brand-100 px-6 py-10 text-center">
          <h2 className="text-2xl font-semibold text-brand-900">Make it yours</h2>
          <p className="mx-auto mt-2 max-w-xl text-stone-700">
            Engrave a name, a date or a fingerprint on a ring, a pendant or a bracelet, and see it before you
            buy.
          </p>
          <Link
            to="/custom"
            className="mt-5 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            Design Your Own
          </Link>
        </div>
      </section>
      <FeatureTiles tiles={HOME_TILES} />
    </>
  );
}
