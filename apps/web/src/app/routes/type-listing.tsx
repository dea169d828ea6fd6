import { useRef } from 'react';
import { useParams } from 'react-router';
import { typePage, type TypePageGroup, type TypePageKind } from '@shop/shared/page-paths';
import { TYPE_PAGES } from '@shop/shared/pages';
import { useTypeProducts } from '../../features/catalogue/api/type-products.ts';
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
  LISTING_TILES,
  ListingHeader,
  PromoStrip,
  Testimonial,
} from '../../features/catalogue/components/marketing.tsx';
import { ListingPager } from '../../features/catalogue/components/pager.tsx';
import { numberParam, useListingParams } from '../../features/catalogue/hooks/use-listing-params.ts';
import { choiceFilter, pageOf, pageWindow, priceQuery } from '../../features/catalogue/listing-rules.ts';
import { LISTING_SORT_OPTIONS, sortParam } from '../../features/catalogue/sort-param.ts';
import { customizationLabel, typePageRules } from '../../features/catalogue/type-page-rules.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import NotFoundRoute from './not-found.tsx';

/** `/custom/{women|men|kids}/{rings|bracelets|pendants}` (and the header's `/custom/women/Pendants`). */
export default function TypeListingRoute(fixed: { group?: TypePageGroup; kind?: TypePageKind }) {
  const params = useParams();
  const found = typePage(fixed.group ?? params.group ?? '', fixed.kind ?? params.kind ?? '');
  if (!found) return <NotFoundRoute />;
  return <TypeListing key={`${found.group}-${found.kind}`} group={found.group} kind={found.kind} />;
}

function TypeListing({ group, kind }: { group: TypePageGroup; kind: TypePageKind }) {
  const page = TYPE_PAGES[group][kind];
  const rules = typePageRules(group, kind);
  const [params, setParams] = useListingParams({
    customizationType: 'all',
    minPrice: '0',
    maxPrice: String(rules.bounds.max),
    sortBy: 'featured',
    page: '1',
  });
  const topRef = useRef<HTMLElement>(null);
  const range = { min: numberParam(params.minPrice, 0), max: numberParam(params.maxPrice, rules.bounds.max) };
  const sortBy = sortParam(params.sortBy);
  const input = useDebouncedValue(
    { customizationType: choiceFilter(params.customizationType), sortBy, ...priceQuery(range, rules.bounds) },
    300,
  );
  const listing = useTypeProducts(group, kind, input);
  const products = listing.data?.products;
  const shown = products ? pageWindow(products.length, numberParam(params.page, 1)) : undefined;

  return (
    <>
      <ListingHeader title={page.title} subtitle={page.subtitle}>
        {products && (
          <p className="mt-3 text-sm font-medium text-brand-100">{rules.count(products.length)}</p>
        )}
      </ListingHeader>
      <PromoStrip items={rules.promises} />
      <section ref={topRef} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-8" aria-label="Products">
        <FilterBar>
          <PriceRangeFilter
            value={range}
            bounds={rules.bounds}
            onChange={({ min, max }) => setParams({ minPrice: String(min), maxPrice: String(max) })}
          />
          <SelectFilter
            label="Customization"
            value={params.customizationType}
            options={rules.customizationOptions.map((value) => ({ value, label: customizationLabel(value) }))}
            onChange={(customizationType) => setParams({ customizationType })}
          />
          <SortSelect
            value={sortBy}
            options={LISTING_SORT_OPTIONS}
            onChange={(next) => setParams({ sortBy: next })}
          />
        </FilterBar>
        <ListingBody
          products={products && shown ? pageOf(products, shown) : undefined}
          refreshing={listing.isPlaceholderData}
          // A failed refresh keeps the list on screen; a first load that fails has nothing to
          // keep, so it says so and offers Retry.
          errorMessage={listing.isError ? listingErrorMessage(listing.error) : undefined}
          onRetry={() => void listing.refetch()}
          count={products ? rules.count(products.length) : undefined}
          emptyMessage={rules.emptyMessage}
          pager={
            <ListingPager
              shown={shown}
              onPage={(page) => setParams({ page: String(page) })}
              listTop={topRef}
            />
          }
        />
      </section>
      {rules.badges && (
        <ul
          className="mx-auto flex max-w-3xl flex-wrap justify-center gap-3 px-4 pb-4"
          aria-label="Made for little ones"
        >
          {rules.badges.map((badge) => (
            <li
              key={badge}
              className="rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-brand-100"
            >
              {badge}
            </li>
          ))}
        </ul>
      )}
      <Testimonial {...rules.testimonial} />
      <FeatureTiles tiles={LISTING_TILES} />
    </>
  );
}
