import { useMemo } from 'react';
import { LUXURY_PENDANTS } from '@shop/shared/luxury-pendants';
import { LUXURY_PENDANTS_PATH } from '@shop/shared/page-paths';
import {
  FilterBar,
  PriceRangeFilter,
  SelectFilter,
  SortSelect,
} from '../../features/catalogue/components/listing-filters.tsx';
import { LuxuryPendantCard } from '../../features/catalogue/components/luxury-pendant-card.tsx';
import {
  FeatureTiles,
  HallmarkBanner,
  LISTING_TILES,
  ListingHeader,
  PromoStrip,
  Testimonial,
} from '../../features/catalogue/components/marketing.tsx';
import { ProductGrid } from '../../features/catalogue/components/product-grid.tsx';
import { fixedPageMeta } from '../../features/catalogue/fixed-page.ts';
import { numberParam, useListingParams } from '../../features/catalogue/hooks/use-listing-params.ts';
import { PRICE_BOUNDS } from '../../features/catalogue/listing-rules.ts';
import {
  LUXURY_PENDANT_CATEGORY_OPTIONS,
  luxuryPendantCategory,
  luxuryPendantCount,
  luxuryPendantSort,
  luxuryPendantsOnShow,
} from '../../features/catalogue/luxury-pendant-rules.ts';
import { LISTING_SORT_OPTIONS } from '../../features/catalogue/sort-param.ts';

const PAGE = fixedPageMeta(LUXURY_PENDANTS_PATH);
const BOUNDS = PRICE_BOUNDS.luxuryPendants;
const DEFAULTS = { category: 'all', minPrice: '0', maxPrice: String(BOUNDS.max), sortBy: 'featured' };
const PROMISES = [
  'BIS hallmark certification',
  'Lifetime warranty',
  'Complimentary chain',
  'Gift box',
  'Discreet shipping',
];
const TESTIMONIAL = {
  quote:
    'The emerald pendant was my gift for our tenth anniversary. It arrived boxed, certified and perfect.',
  author: 'Ramesh N., Hyderabad',
};
/** The first cards are in view at once: their pictures load first. */
const EAGER_CARDS = 2;

/** `/luxury-pendants`: the static sample pieces, narrowed and ordered in the browser as the shopper chooses. */
export default function LuxuryPendantsRoute() {
  const [params, setParams] = useListingParams(DEFAULTS);
  const category = luxuryPendantCategory(params.category);
  const sortBy = luxuryPendantSort(params.sortBy);
  const min = numberParam(params.minPrice, 0);
  const max = numberParam(params.maxPrice, BOUNDS.max);
  const pendants = useMemo(
    () => luxuryPendantsOnShow(LUXURY_PENDANTS, { category, range: { min, max }, sortBy }),
    [category, min, max, sortBy],
  );

  return (
    <>
      <ListingHeader
        title={PAGE.title}
        subtitle="Diamond, gold, pearl and gemstone pendants, finished by hand to be treasured for a lifetime"
      />
      <PromoStrip items={PROMISES} />
      <section className="mx-auto max-w-6xl px-4 py-8" aria-label="Products">
        <FilterBar>
          <PriceRangeFilter
            value={{ min, max }}
            bounds={BOUNDS}
            onChange={(range) => setParams({ minPrice: String(range.min), maxPrice: String(range.max) })}
          />
          <SelectFilter
            label="Category"
            value={category}
            options={LUXURY_PENDANT_CATEGORY_OPTIONS}
            onChange={(next) => setParams({ category: next })}
          />
          <SortSelect
            value={sortBy}
            options={LISTING_SORT_OPTIONS}
            onChange={(next) => setParams({ sortBy: next })}
          />
        </FilterBar>
        <p className="mb-4 text-sm text-stone-700" role="status">
          {pendants.length === 0
            ? 'No pendants found matching your filters. Try adjusting your criteria.'
            : luxuryPendantCount(pendants.length)}
        </p>
        {pendants.length > 0 && (
          <ProductGrid>
            {pendants.map((pendant, index) => (
              <LuxuryPendantCard key={pendant.id} pendant={pendant} eager={index < EAGER_CARDS} />
            ))}
          </ProductGrid>
        )}
      </section>
      <HallmarkBanner />
      <Testimonial {...TESTIMONIAL} />
      <FeatureTiles tiles={LISTING_TILES} />
    </>
  );
}
