import { useRef } from 'react';
import { useParams } from 'react-router';
import { CATEGORY_PAGES, categoryPageSlug, type CategoryPageSlug } from '@shop/shared/pages';
import { useSearchProducts } from '../../features/catalogue/api/search-products.ts';
import { CategoryListing, MATERIAL_OPTIONS } from '../../features/catalogue/components/category-listing.tsx';
import { ListingBody } from '../../features/catalogue/components/listing-body.tsx';
import {
  FilterBar,
  PriceRangeFilter,
  SelectFilter,
  SortSelect,
} from '../../features/catalogue/components/listing-filters.tsx';
import { listingErrorMessage } from '../../features/catalogue/components/load-error.tsx';
import {
  FeatureTiles,
  HallmarkBanner,
  LISTING_TILES,
  ListingHeader,
  Testimonial,
} from '../../features/catalogue/components/marketing.tsx';
import { ListingPager } from '../../features/catalogue/components/pager.tsx';
import { numberParam, useListingParams } from '../../features/catalogue/hooks/use-listing-params.ts';
import {
  PRICE_BOUNDS,
  choiceFilter,
  pageWindow,
  priceQuery,
  showingText,
} from '../../features/catalogue/listing-rules.ts';
import { LISTING_SORT_OPTIONS, sortParam } from '../../features/catalogue/sort-param.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import NotFoundRoute from './not-found.tsx';

const BOUNDS = PRICE_BOUNDS.category;
const DEFAULTS = {
  productType: 'all',
  people: 'all',
  minPrice: '0',
  maxPrice: String(BOUNDS.max),
  sortBy: 'featured',
  page: '1',
};
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
        <CategoryListing key={slug} people={page.search.peopleCategory} bounds={BOUNDS} />
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
          <ListingPager shown={shown} onPage={(page) => setParams({ page: String(page) })} listTop={topRef} />
        }
      />
    </section>
  );
}
