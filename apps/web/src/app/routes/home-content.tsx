import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Gem, Gift, Hammer, ShieldCheck } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue-api';
import { Listing, productCards } from '../../features/catalogue/components/listing.tsx';
import { FeatureTiles, type FeatureTile } from '../../features/catalogue/components/marketing.tsx';
import { searchSource, useListing, type ListingConfig } from '../../features/catalogue/hooks/use-listing.ts';
import { PRICE_BOUNDS } from '../../features/catalogue/listing-rules.ts';
import { heartCorner } from '../wishlist.tsx';

/** The whole collection, from the search call: its category menu takes values the search understands. */
const LISTING: ListingConfig<Product> = {
  source: searchSource(),
  filters: [
    {
      param: 'category',
      field: 'peopleCategory',
      label: msg`Category`,
      options: [
        { value: 'all', label: msg`All` },
        { value: 'female', label: msg`Female` },
        { value: 'male', label: msg`Male` },
        { value: 'Kids', label: msg`Kids` },
      ],
    },
    { price: PRICE_BOUNDS.home },
  ],
  sort: 'with-newest',
  card: productCards((product) => ({ corner: heartCorner(product) })),
  label: 'The collection',
};

/** The shop's promises, in the shopper's language. */
function useHomeTiles(): readonly FeatureTile[] {
  const { t } = useLingui();
  return [
    {
      title: t`Ethically Sourced`,
      text: t`Recycled silver and conflict-free gold from audited refiners.`,
      icon: Gem,
    },
    {
      title: t`Master Craftsmanship`,
      text: t`Finished by hand by goldsmiths with decades at the bench.`,
      icon: Hammer,
    },
    {
      title: t`Quality Guarantee`,
      text: t`BIS hallmarked purity, with free polishing for the life of the piece.`,
      icon: ShieldCheck,
    },
    {
      title: t`Elegant Gift Box`,
      text: t`A velvet box and a handwritten card with every order.`,
      icon: Gift,
    },
  ];
}

/**
 * The home page below its hero: the collection (filters, pieces, pager), the invitation to
 * design a piece and the shop's promises. Its own module, loaded as the page is adopted: the
 * server's HTML shows all of it meanwhile, and the header and the hero answer before this
 * code has arrived (docs/decisions/0008).
 */
export default function HomeContent() {
  const listing = useListing(LISTING);
  const tiles = useHomeTiles();
  return (
    <>
      <Listing listing={listing} />
      <section className="mx-auto max-w-6xl px-4">
        <div className="rounded-2xl bg-brand-100 px-6 py-10 text-center">
          <h2 className="text-2xl font-semibold text-brand-900">
            <Trans>Make it yours</Trans>
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-stone-700">
            <Trans>
              Engrave a name, a date or a fingerprint on a ring, a pendant or a bracelet, and see it before
              you buy.
            </Trans>
          </p>
          <Link
            to="/custom"
            className="mt-5 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            <Trans>Design Your Own</Trans>
          </Link>
        </div>
      </section>
      <FeatureTiles tiles={tiles} />
    </>
  );
}
