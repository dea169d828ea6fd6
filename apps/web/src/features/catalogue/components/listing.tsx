import { useLingui } from '@lingui/react';
import { useRef } from 'react';
import type { Product } from '@shop/shared/catalogue-api';
import { NO_PRODUCTS_FOUND } from '../catalogue-words.ts';
import type { ListingState, MenuWord } from '../hooks/use-listing.ts';
import { ListingBody, type CardPlace } from './listing-body.tsx';
import { FilterBar, PriceRangeFilter, SelectFilter, SizeFilter, SortSelect } from './listing-filters.tsx';
import { NumberedPager, Pager } from './pager.tsx';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

/**
 * A listing as `useListing` keeps it: the filter bar, the cards in each of their states, and
 * the pager, which brings the top of the list into view, where the shopper starts reading the
 * new page.
 */
export function Listing<Item>({ listing }: { listing: ListingState<Item> }) {
  const top = useRef<HTMLElement>(null);
  const { config, shown } = listing;
  const { i18n } = useLingui();
  const empty = config.empty ?? i18n._(NO_PRODUCTS_FOUND);
  const PagerOfListing = config.pager === 'numbered' ? NumberedPager : Pager;
  return (
    <section
      ref={top}
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-8"
      aria-label={config.label ?? 'Products'}
    >
      <ListingFilterBar listing={listing} />
      {listing.total === 0 && typeof empty !== 'string' ? (
        empty
      ) : (
        <ListingBody
          items={listing.items}
          card={config.card}
          refreshing={listing.refreshing}
          errorMessage={listing.errorMessage}
          errorHeading={config.failure?.heading}
          onRetry={listing.retry}
          count={listing.count}
          emptyMessage={typeof empty === 'string' ? empty : ''}
          pager={
            shown && (
              <PagerOfListing
                page={shown.page}
                totalPages={shown.totalPages}
                onPage={(page) => {
                  listing.choose({ page: String(page) });
                  top.current?.scrollIntoView();
                }}
              />
            )
          }
        />
      )}
    </section>
  );
}

function ListingFilterBar<Item>({ listing }: { listing: ListingState<Item> }) {
  const { config, sorts, choose } = listing;
  // The size is offered only where the shop names sizes (or one is chosen, to take it back):
  // a search without sized designs keeps no empty bar.
  const filters = (config.filters ?? []).filter(
    (filter) => !('sizes' in filter) || listing.sizes.length > 0 || listing.size !== '',
  );
  const { i18n } = useLingui();
  const say = (word: MenuWord) => (typeof word === 'string' ? word : i18n._(word));
  if (filters.length === 0 && sorts.length === 0) return null;
  return (
    <FilterBar>
      {filters.map((filter) =>
        'sizes' in filter ? (
          <SizeFilter
            key="size"
            sizes={listing.sizes}
            size={listing.size}
            inStock={listing.sizeInStock}
            onChange={(size, inStock) => choose({ size, inStock: size && inStock ? 'true' : '' })}
          />
        ) : 'price' in filter ? (
          <PriceRangeFilter
            key="price"
            value={listing.range}
            bounds={filter.price}
            onChange={({ min, max }) => choose({ minPrice: String(min), maxPrice: String(max) })}
          />
        ) : (
          <SelectFilter
            key={filter.param}
            label={say(filter.label)}
            value={listing.values[filter.param] ?? ''}
            options={filter.options.map(({ value, label }) => ({ value, label: say(label) }))}
            onChange={(value) => choose({ [filter.param]: value })}
          />
        ),
      )}
      {sorts.length > 0 && (
        <SortSelect value={listing.sortBy} options={sorts} onChange={(sortBy) => choose({ sortBy })} />
      )}
    </FilterBar>
  );
}

/** Cards of the catalogue's pieces, with what a page adds to them (an eyebrow, a fade-in). */
export function productCards(
  extra?: (product: Product, index: number) => Omit<ProductCardProps, 'product' | 'eager' | 'first'>,
) {
  return (product: Product, { index, eager, first }: CardPlace) => (
    <ProductCard
      key={product._id}
      product={product}
      eager={eager}
      first={first}
      {...extra?.(product, index)}
    />
  );
}
