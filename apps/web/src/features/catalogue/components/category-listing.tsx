import { useMemo, useRef } from 'react';
import { MATERIALS, PRODUCT_CATEGORIES, type PeopleCategory } from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCategoryProducts } from '../api/category-products.ts';
import { useConnectivity } from '../api/connectivity.ts';
import { numberParam, useListingParams } from '../hooks/use-listing-params.ts';
import {
  choiceFilter,
  pageOf,
  pageWindow,
  priceQuery,
  showingText,
  type PriceBounds,
} from '../listing-rules.ts';
import { LISTING_SORT_OPTIONS, sortParam } from '../sort-param.ts';
import { ListingBody, type ListingBodyProps } from './listing-body.tsx';
import { FilterBar, PriceRangeFilter, SelectFilter, SortSelect } from './listing-filters.tsx';
import { CONNECTIVITY_MESSAGE, listingErrorMessage } from './load-error.tsx';
import { ListingPager } from './pager.tsx';

export const MATERIAL_OPTIONS = [
  { value: 'all', label: 'All metals' },
  ...MATERIALS.map((m) => ({ value: m, label: m })),
];

export interface CategoryListingProps {
  people: PeopleCategory;
  bounds: PriceBounds;
  /** A heading above the error text (the couple rings page says 'Error'). */
  errorHeading?: string;
  card?: ListingBodyProps['card'];
  /** The picture a card shows for a piece that has none of its own. */
  placeholderImage?: (product: Product) => string;
}

/**
 * The women's, men's, kids' and couples' listings: the category call answers every matching
 * product at once, and the page shows them 12 at a time. Filters, sort and page are kept in
 * the address.
 */
export function CategoryListing({
  people,
  bounds,
  errorHeading,
  card,
  placeholderImage,
}: CategoryListingProps) {
  const [params, setParams] = useListingParams({
    productCategory: 'all',
    productType: 'all',
    minPrice: '0',
    maxPrice: String(bounds.max),
    sortBy: 'featured',
    page: '1',
  });
  const range = { min: numberParam(params.minPrice, 0), max: numberParam(params.maxPrice, bounds.max) };
  const sortBy = sortParam(params.sortBy);
  const topRef = useRef<HTMLElement>(null);
  const isKids = people === 'kids';
  // The kids' listing checks that the server is there first, to say so plainly when it is not.
  const connectivity = useConnectivity(isKids);
  const input = useDebouncedValue(
    {
      productCategory: choiceFilter(params.productCategory),
      productType: choiceFilter(params.productType),
      sortBy,
      ...priceQuery(range, bounds),
    },
    300,
  );
  const listing = useCategoryProducts(people, input);
  const products = useMemo(
    () =>
      placeholderImage
        ? listing.data?.map((product) =>
            product.image ? product : withPicture(product, placeholderImage(product)),
          )
        : listing.data,
    [listing.data, placeholderImage],
  );
  const shown = products ? pageWindow(products.length, numberParam(params.page, 1)) : undefined;

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
          bounds={bounds}
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
        errorHeading={errorHeading}
        onRetry={() => {
          void connectivity.refetch();
          void listing.refetch();
        }}
        count={products && shown ? showingText(shown, products.length) : undefined}
        emptyMessage="No products found"
        card={card}
        pager={
          <ListingPager shown={shown} onPage={(page) => setParams({ page: String(page) })} listTop={topRef} />
        }
      />
    </section>
  );
}

/** The product page shows what the card showed, so the picture travels with the product. */
function withPicture(product: Product, image: string): Product {
  return { ...product, image, images: product.images.length > 0 ? product.images : [image] };
}
