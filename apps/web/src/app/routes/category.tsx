import { msg } from '@lingui/core/macro';
import { useParams } from 'react-router';
import type { Product } from '@shop/shared/catalogue-api';
import { CATEGORY_PAGES, categoryPageSlug, type CategoryPageSlug } from '@shop/shared/pages';
import { Listing, productCards } from '../../features/catalogue/components/listing.tsx';
import {
  FeatureTiles,
  HallmarkBanner,
  LISTING_TILES,
  ListingHeader,
  Testimonial,
} from '../../features/catalogue/components/marketing.tsx';
import {
  categorySource,
  searchSource,
  useListing,
  type ListingConfig,
} from '../../features/catalogue/hooks/use-listing.ts';
import { PEOPLE_MESSAGES } from '../../features/catalogue/catalogue-words.ts';
import { MATERIAL_MENU, PRICE_BOUNDS, peopleFilters } from '../../features/catalogue/listing-rules.ts';
import { usePageText } from '../../lib/page-words.ts';
import NotFoundRoute from './not-found.tsx';
import { heartCorner } from '../wishlist.tsx';

const BOUNDS = PRICE_BOUNDS.category;
const KIDS_TESTIMONIAL = {
  quote:
    'We engraved our daughter’s name on her first silver anklets. They are light, smooth and she never takes them off.',
  author: 'Priya R., Coimbatore',
};
const productCard = productCards((product) => ({ corner: heartCorner(product) }));

/**
 * The people categories' listings come from their category call's pages; rings and pendants
 * for everyone from the search call. Both filter, sort and page on the server, so the page
 * carries the pieces it shows (decision 0031). The kids' listing checks that the server is
 * there first, to say so plainly when it is not.
 */
function categoryListing(slug: CategoryPageSlug): ListingConfig<Product> {
  const { search } = CATEGORY_PAGES[slug];
  if ('peopleCategory' in search) {
    return {
      source: categorySource(search.peopleCategory),
      filters: peopleFilters(search.peopleCategory, BOUNDS),
      card: productCard,
      failure:
        search.peopleCategory === 'kids'
          ? { checkConnection: 'first', message: 'Failed to load products. Please try again later.' }
          : undefined,
    };
  }
  return {
    source: searchSource({ category: search.category }),
    filters: [
      { price: BOUNDS },
      {
        param: 'people',
        field: 'peopleCategory',
        label: msg`For`,
        options: [
          { value: 'all', label: msg`Everyone` },
          { value: 'women', label: PEOPLE_MESSAGES.women },
          { value: 'men', label: PEOPLE_MESSAGES.men },
          { value: 'kids', label: PEOPLE_MESSAGES.kids },
          ...(search.category === 'ring' ? [{ value: 'couples', label: PEOPLE_MESSAGES.couples }] : []),
        ],
      },
      MATERIAL_MENU,
    ],
    card: productCard,
  };
}

/** `/category/{women|men|kids|rings|pendants}`, `/womens` and `/mens`. */
export default function CategoryRoute({ slug: fixedSlug }: { slug?: string }) {
  const { slug: slugParam = '' } = useParams();
  const slug = categoryPageSlug(fixedSlug ?? slugParam);
  if (!slug) return <NotFoundRoute />;
  return (
    <>
      <CategoryHeader slug={slug} />
      <CategoryListing key={slug} slug={slug} />
      <HallmarkBanner />
      {slug === 'kids' && <Testimonial {...KIDS_TESTIMONIAL} />}
      <FeatureTiles tiles={LISTING_TILES} />
    </>
  );
}

/** The category's title and line in the page's language. */
function CategoryHeader({ slug }: { slug: CategoryPageSlug }) {
  const page = usePageText(CATEGORY_PAGES[slug]);
  return <ListingHeader title={page.title} subtitle={page.subtitle} />;
}

function CategoryListing({ slug }: { slug: CategoryPageSlug }) {
  return <Listing listing={useListing(categoryListing(slug))} />;
}
