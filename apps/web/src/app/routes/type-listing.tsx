import { useParams } from 'react-router';
import { typePage, type TypePageGroup, type TypePageKind } from '@shop/shared/page-paths';
import { TYPE_PAGES } from '@shop/shared/pages';
import { Listing, productCards } from '../../features/catalogue/components/listing.tsx';
import {
  FeatureTiles,
  LISTING_TILES,
  ListingHeader,
  PromoStrip,
  Testimonial,
} from '../../features/catalogue/components/marketing.tsx';
import { typeSource, useListing } from '../../features/catalogue/hooks/use-listing.ts';
import { personalisationLabel, typePageRules } from '../../features/catalogue/type-page-rules.ts';
import NotFoundRoute from './not-found.tsx';
import { heartCorner } from '../wishlist.tsx';
import { usePageText } from '../../lib/page-words.ts';

const productCard = productCards((product) => ({ corner: heartCorner(product) }));

/** `/custom/{women|men|kids}/{rings|bracelets|pendants}` (and the header's `/custom/women/Pendants`). */
export default function TypeListingRoute(fixed: { group?: string; kind?: string }) {
  const params = useParams();
  const found = typePage(fixed.group ?? params.group ?? '', fixed.kind ?? params.kind ?? '');
  if (!found) return <NotFoundRoute />;
  return <TypeListing key={`${found.group}-${found.kind}`} group={found.group} kind={found.kind} />;
}

function TypeListing({ group, kind }: { group: TypePageGroup; kind: TypePageKind }) {
  const page = usePageText(TYPE_PAGES[group][kind]);
  const rules = typePageRules(group, kind);
  const listing = useListing({
    source: typeSource(group, kind),
    filters: [
      { price: rules.bounds },
      {
        param: 'customizationType',
        label: 'Customization',
        options: rules.personalisationOptions.map((value) => ({ value, label: personalisationLabel(value) })),
      },
      // Shown only when the listing has designs sold in sizes (the shop's answer names them).
      { sizes: true },
    ],
    card: productCard,
    count: (total) => rules.count(total),
    empty: rules.emptyMessage,
  });

  return (
    <>
      <ListingHeader title={page.title} subtitle={page.subtitle}>
        {listing.total !== undefined && (
          <p className="mt-3 text-sm font-medium text-brand-100">{rules.count(listing.total)}</p>
        )}
      </ListingHeader>
      <PromoStrip items={rules.promises} />
      <Listing listing={listing} />
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
