import type { Product } from '@shop/shared/catalogue-api';
import { COUPLE_RINGS_PATH } from '@shop/shared/page-paths';
import { Listing, productCards } from '../../features/catalogue/components/listing.tsx';
import {
  FeatureTiles,
  HallmarkBanner,
  LISTING_TILES,
  ListingHeader,
  PromoStrip,
  Testimonial,
} from '../../features/catalogue/components/marketing.tsx';
import { fixedPageMeta } from '../../features/catalogue/fixed-page.ts';
import {
  categorySource,
  useListing,
  type ListingConfig,
} from '../../features/catalogue/hooks/use-listing.ts';
import { PRICE_BOUNDS, peopleFilters } from '../../features/catalogue/listing-rules.ts';
import { heartCorner } from '../wishlist.tsx';

const PAGE = fixedPageMeta(COUPLE_RINGS_PATH);
const PROMISES = [
  'BIS hallmark certification',
  'Lifetime warranty',
  'Complimentary sizing for both rings',
  'Gift box for two',
  'Discreet shipping',
];
const TESTIMONIAL = {
  quote: 'We pressed our fingerprints into each other’s wedding bands. Every time I look at mine, I see his.',
  author: 'Divya & Karthik, Tiruchirappalli',
};
/** Cards fade in one after another, 100 ms apart. */
const APPEAR_STEP_MS = 100;

/** A plain band in the ring's own metal stands in for a ring that has no picture yet. */
function placeholderImage(product: Product): string {
  return `/images/catalogue/v1/ring-template-${product.productType === 'Gold' ? 'gold' : 'silver'}-640.webp`;
}

const LISTING: ListingConfig<Product> = {
  source: categorySource('couples', placeholderImage),
  filters: peopleFilters('couples', PRICE_BOUNDS.coupleRings),
  card: productCards((product, index) => ({
    eyebrow: 'with-metal',
    appearDelayMs: index * APPEAR_STEP_MS,
    corner: heartCorner(product),
  })),
  failure: { heading: 'Error' },
};

/** `/couple-rings`: promise, engagement, wedding and anniversary rings from the couples' category call. */
export default function CoupleRingsRoute() {
  const listing = useListing(LISTING);
  return (
    <>
      <ListingHeader
        title={PAGE.title}
        subtitle="Promise, engagement, wedding and anniversary rings, made as a pair and engraved for two"
      />
      <PromoStrip items={PROMISES} />
      <Listing listing={listing} />
      <HallmarkBanner />
      <Testimonial {...TESTIMONIAL} />
      <FeatureTiles tiles={LISTING_TILES} />
    </>
  );
}
