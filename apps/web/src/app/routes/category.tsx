import { useRef } from 'react';
import { useParams } from 'react-router';
import { MATERIALS, PRODUCT_CATEGORIES } from '@shop/shared/catalogue';
import { CATEGORY_PAGES, categoryPageSlug, type CategoryPageSlug } from '@shop/shared/pages';
import { useCategoryProducts } from '../../features/catalogue/api/category-products.ts';
import { useConnectivity } from '../../features/catalogue/api/connectivity.ts';
import { useSearchProducts } from '../../features/catalogue/api/search-products.ts';
import { ListingBody } from '../../features/catalogue/components/listing-body.tsx';
import {
  FilterBar,
  PriceRangeFilter,
  SelectFilter,
  SortSelect,
} from '../../features/catalogue/components/listing-filters.tsx';
import {
  CONNECTIVITY_MESSAGE,
  listingErrorMessage,
} from '../../features/catalogue/components/load-error.tsx';
import {
  FeatureTiles,
  HallmarkBanner,
  LISTING_TILES,
  ListingHeader,
  Testimonial,
} from '../../features/catalogue/components/marketing.tsx';
import { Pager } from '../../features/catalogue/components/pager.tsx';
import { numberParam, useListingParams } from '../../features/catalogue/hooks/use-listing-params.ts';
import {
  PRICE_BOUNDS,
  choiceFilter,
  pageOf,
  pageWindow,
  priceQuery,
  showingText,
} from '../../features/catalogue/listing-rules.ts';
import { LISTING_SORT_OPTIONS, sortParam } from '../../features/catalogue/sort-param.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import NotFoundRoute from './not-found.tsx';

const BOUNDS = PRICE_BOUNDS.category;
const DEFAULTS = {
  productCategory: 'all',
  productType: 'all',
  people: 'all',
  minPrice: '0',
  maxPrice: String(BOUNDS.max),
  sortBy: 'featured',
  page: '1',
};
const MATERIAL_OPTIONS = [
  { value: 'all', label: 'All metals' },
  ...MATERIALS.map((m) => ({ value: m, label: m })),
];
const KIDS_TESTIMONIAL = {
  quote:
    'We engraved our daughter’s name on her first silver anklets. They are light, smooth and she never takes them off.',
  author: 'Priya R., Coimbatore',
};

/** `/category/{women|men|kids|rings|pendants}`, `/womens` and `/mens`. */
export default function CategoryRoute({ slug: fixedSlug }: { slug?: CategoryPageSlug }) {
  const { slug: slugParam = '' } = useParams();
  const slug = fixedSlug ?? categoryPageSlug(slugParam);
  if (!slug) return <NotFoundRoute />;
  const page = CATEGORY_PAGES[slug];
  return (
    <>
      <ListingHeader title={page.title} subtitle={page.subtitle} />
      {'peopleCategory' in page.search ? (
        <PeopleListing key={slug} people={page.search.peopleCategory} />
      ) : (
        <ItemListing key={slug} category={page.search.category} />
      )}
      <HallmarkBanner />
      {slug === 'kids' && <Testimonial {...KIDS_TESTIMONIAL} />}
      <FeatureTiles tiles={LISTING_TILES} />
    </>
  );
}

function useCategoryParams() {
  const [params, setParams] = useListingParams(DEFAULTS);
  const range = { min: numberParam(params.minPrice, 0), max: numberParam(params.maxPrice, BOUNDS.max) };
  return { params, setParams, range, sortBy: sortParam(params.sortBy), page: numberParam(params.page, 1) };
}

/** Women, men and kids: every matching product in one answer, shown 12 at a time. */
function PeopleListing({ people }: { people: 'women' | 'men' | 'kids' | 'couples' }) {
  const { params, setParams, range, sortBy, page } = useCategoryParams();
  const topRef = useRef<HTMLElement>(null);
  const isKids = people === 'kids';
  // The kids' listing checks that the server is there first, to say so plainly when it is not.
  const connectivity = useConnectivity(isKids);
  const input = useDebouncedValue(
    {
      productCategory: choiceFilter(params.productCategory),
      productType: choiceFilter(params.productType),
      sortBy,
      ...priceQuery(range, BOUNDS),
    },
    300,
  );
  const listing = useCategoryProducts(people, input);
  const products = listing.data;
  const shown = products ? pageWindow(products.length, page) : undefined;

  const errorMessage =
    isKids && connectivity.data === false
      ? CONNECTIVITY_MESSAGE
      : !listing.isError
        ? undefined
        : isKids
          ? 'Failed to load products. Please try again later.'
          : listingErrorMessage(listing.error);

  return (
    <section ref={topRef} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-8" aria-label="Products">
      <FilterBar>
        <PriceRangeFilter
          value={range}
          bounds={BOUNDS}
          onChange={({ min, max }) => setParams({ minPrice: String(min), maxPrice: String(max) })}
        />
        <SelectFilter
          label="Category"
          value={params.productCategory}
          options={[
            { value: 'all', label: 'All categories' },
            ...PRODUCT_CATEGORIES[people].map(({ name }) => ({ value: name, label: name })),
          ]}
          onChange={(productCategory) => setParams({ productCategory })}
        />
        <SelectFilter
          label="Material"
          value={params.productType}
          options={MATERIAL_OPTIONS}
          onChange={(productType) => setParams({ productType })}
        />
        <SortSelect
          value={sortBy}
          options={LISTING_SORT_OPTIONS}
          onChange={(next) => setParams({ sortBy: next })}
        />
      </FilterBar>
      <ListingBody
        products={
          errorMessage && !products ? undefined : products && shown ? pageOf(products, shown) : undefined
        }
        refreshing={listing.isPlaceholderData}
        errorMessage={errorMessage}
        onRetry={() => {
          void connectivity.refetch();
          void listing.refetch();
        }}
        count={products && shown ? showingText(shown, products.length) : undefined}
        emptyMessage="No products found"
        pager={
          shown && (
            <Pager
              page={shown.page}
              totalPages={shown.totalPages}
              onPage={(next) => {
                setParams({ page: String(next) });
                topRef.current?.scrollIntoView();
              }}
            />
          )
        }
      />
    </section>
  );
}

/** Rings and pendants for everyone: the search call filters, sorts and pages on the server. */
function ItemListing({ category }: { category: 'ring' | 'pendant' }) {
  const { params, setParams, range, sortBy, page } = useCategoryParams();
  const topRef = useRef<HTMLElement>(null);
  const input = useDebouncedValue(
    {
      category,
      page,
      peopleCategory: choiceFilter(params.people),
      productType: choiceFilter(params.productType),
      sortBy,
      ...priceQuery(range, BOUNDS),
    },
    300,
  );
  const search = useSearchProducts(input);
  const answer = search.data;
  const shown = answer ? pageWindow(answer.total, answer.currentPage) : undefined;

  return (
    <section ref={topRef} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-8" aria-label="Products">
      <FilterBar>
        <PriceRangeFilter
          value={range}
          bounds={BOUNDS}
          onChange={({ min, max }) => setParams({ minPrice: String(min), maxPrice: String(max) })}
        />
        <SelectFilter
          label="For"
          value={params.people}
          options={[
            { value: 'all', label: 'Everyone' },
            { value: 'women', label: 'Women' },
            { value: 'men', label: 'Men' },
            { value: 'kids', label: 'Kids' },
            ...(category === 'ring' ? [{ value: 'couples', label: 'Couples' }] : []),
          ]}
          onChange={(people) => setParams({ people })}
        />
        <SelectFilter
          label="Material"
          value={params.productType}
          options={MATERIAL_OPTIONS}
          onChange={(productType) => setParams({ productType })}
        />
        <SortSelect
          value={sortBy}
          options={LISTING_SORT_OPTIONS}
          onChange={(next) => setParams({ sortBy: next })}
        />
      </FilterBar>
      <ListingBody
        products={answer?.products}
        refreshing={search.isPlaceholderData}
        errorMessage={search.isError ? listingErrorMessage(search.error) : undefined}
        onRetry={() => void search.refetch()}
        count={answer && shown ? showingText(shown, answer.total) : undefined}
        emptyMessage="No products found"
        pager={
          shown && (
            <Pager
              page={shown.page}
              totalPages={shown.totalPages}
              onPage={(next) => {
                setParams({ page: String(next) });
                topRef.current?.scrollIntoView();
              }}
            />
          )
        }
      />
    </section>
  );
}
