import { msg } from '@lingui/core/macro';
import { LUXURY_PENDANTS, type LuxuryPendant } from '@shop/shared/luxury-pendants';
import { LUXURY_PENDANTS_PATH } from '@shop/shared/page-paths';
import { Listing } from '../../features/catalogue/components/listing.tsx';
import { LuxuryPendantCard } from '../../features/catalogue/components/luxury-pendant-card.tsx';
import {
  FeatureTiles,
  HallmarkBanner,
  LISTING_TILES,
  ListingHeader,
  PromoStrip,
  Testimonial,
} from '../../features/catalogue/components/marketing.tsx';
import { fixedPageMeta } from '../../features/catalogue/fixed-page.ts';
import { listSource, useListing, type ListingConfig } from '../../features/catalogue/hooks/use-listing.ts';
import { PRICE_BOUNDS } from '../../features/catalogue/listing-rules.ts';
import {
  LUXURY_PENDANT_CATEGORY_OPTIONS,
  luxuryPendantCategory,
  luxuryPendantCount,
  luxuryPendantSort,
  luxuryPendantsOnShow,
} from '../../features/catalogue/luxury-pendant-rules.ts';

const PAGE = fixedPageMeta(LUXURY_PENDANTS_PATH);
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
/** The static sample pieces, narrowed and ordered in the browser as the shopper chooses. */
const LISTING: ListingConfig<LuxuryPendant> = {
  source: listSource(LUXURY_PENDANTS, (pendants, { values, range, sortBy }) =>
    luxuryPendantsOnShow(pendants, {
      category: luxuryPendantCategory(values.category ?? ''),
      range,
      sortBy: luxuryPendantSort(sortBy),
    }),
  ),
  filters: [
    { price: PRICE_BOUNDS.luxuryPendants },
    { param: 'category', label: msg`Category`, options: LUXURY_PENDANT_CATEGORY_OPTIONS },
  ],
  card: (pendant, { eager, first }) => (
    <LuxuryPendantCard key={pendant.id} pendant={pendant} eager={eager} first={first} />
  ),
  count: luxuryPendantCount,
  empty: 'No pendants found matching your filters. Try adjusting your criteria.',
};

/** `/luxury-pendants`: the sample pendants. */
export default function LuxuryPendantsRoute() {
  const listing = useListing(LISTING);
  return (
    <>
      <ListingHeader
        title={PAGE.title}
        subtitle="Diamond, gold, pearl and gemstone pendants, finished by hand to be treasured for a lifetime"
      />
      <PromoStrip items={PROMISES} />
      <Listing listing={listing} />
      <HallmarkBanner />
      <Testimonial {...TESTIMONIAL} />
      <FeatureTiles tiles={LISTING_TILES} />
    </>
  );
}
