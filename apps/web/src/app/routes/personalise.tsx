import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, FileText, Fingerprint, ImageIcon, PenLine, type LucideIcon } from 'lucide-react';
import { imageSrcSet } from '@shop/shared/catalogue';
import type { Product } from '@shop/shared/catalogue-api';
import {
  COUPLE_RINGS_PATH,
  LUXURY_PENDANTS_PATH,
  RING_COLLECTION_PATH,
  RING_PERSONALISATION_PATH,
  TYPE_PAGE_GROUPS,
  TYPE_PAGE_KINDS,
  typePagePath,
  type TypePageGroup,
  type TypePageKind,
} from '@shop/shared/page-paths';
import { TYPE_PAGES } from '@shop/shared/pages';
import { descriptionIn, nameIn } from '@shop/shared/product-words';
import { useTypeProducts } from '../../features/catalogue/api/type-products.ts';
import {
  FeatureTiles,
  HallmarkBanner,
  LISTING_TILES,
  ListingHeader,
  PromoStrip,
  Testimonial,
} from '../../features/catalogue/components/marketing.tsx';
import { fixedPageMeta } from '../../features/catalogue/fixed-page.ts';
import type { RingPersonalisationType, RingPageState } from '../../features/personalisation/ring-product.ts';
import { PERSONALISATION_MESSAGES } from '../../features/personalisation/personalisation-words.ts';
import { usePageLanguage } from '../../lib/page-language.ts';

/** The page list's title of `/custom` (`fixedPageMeta`), as the page's heading says it. */
const TITLE = msg`Design Your Own Jewellery`;
const COUPLE_RINGS = fixedPageMeta(COUPLE_RINGS_PATH);
const LUXURY_PENDANTS = fixedPageMeta(LUXURY_PENDANTS_PATH);

const PROMISES = [
  msg`BIS hallmark certification`,
  msg`Preview before you buy`,
  msg`Made to order by hand`,
  msg`Gift box`,
  msg`Insured shipping across India`,
];

const WAYS: readonly { title: MessageDescriptor; text: MessageDescriptor; icon: LucideIcon }[] = [
  {
    title: msg`Engraving`,
    text: msg`A name, a date or a short message in the font you choose, with a live preview on the piece.`,
    icon: PenLine,
  },
  {
    title: msg`Fingerprint`,
    text: msg`Upload a fingerprint and our artisans engrave its ridges onto a ring, bracelet or pendant.`,
    icon: Fingerprint,
  },
  {
    title: msg`Image`,
    text: msg`Upload a photograph (JPEG, PNG or GIF) and we set the face you love into a pendant.`,
    icon: ImageIcon,
  },
  {
    title: msg`Text with image or PDF`,
    text: msg`Add your words beside a picture or a PDF of your own, such as a drawing or handwriting.`,
    icon: FileText,
  },
];

const STEPS: readonly { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Choose a piece`,
    text: msg`A ring, a bracelet or a pendant, in 92.5 silver or hallmarked gold.`,
  },
  {
    title: msg`Make it yours`,
    text: msg`Pick the personalisation on the piece’s page and see how it will look.`,
  },
  {
    title: msg`We craft it`,
    text: msg`Our goldsmiths make, polish and hallmark it, then send it gift boxed and insured.`,
  },
];

const GROUP_HEADINGS: Record<TypePageGroup, MessageDescriptor> = {
  women: msg`For Women`,
  men: msg`For Men`,
  kids: msg`For Kids`,
};

/** One of the shop's own catalogue drawings for each kind of piece, in a metal that suits the group. */
function typePicture(group: TypePageGroup, kind: TypePageKind): string {
  const itemType = kind.slice(0, -1);
  const tone = group === 'women' ? 'gold' : 'silver';
  const variant = group === 'kids' ? 3 : group === 'men' ? 2 : 1;
  return `/images/catalogue/v1/${itemType}-${tone}-${variant}-640.webp`;
}

const COLLECTIONS = [
  {
    path: COUPLE_RINGS_PATH,
    meta: COUPLE_RINGS,
    picture: '/images/catalogue/v1/ring-gold-2-640.webp',
  },
  {
    path: LUXURY_PENDANTS_PATH,
    meta: LUXURY_PENDANTS,
    picture: '/images/catalogue/v1/pendant-gold-3-640.webp',
  },
];

const TESTIMONIAL = {
  quote: msg`I sent my father’s handwriting from an old letter, and the pendant came back with every curl of his writing in it.`,
  author: 'Anitha M., Salem',
};

/** `/custom` and `/customize`: where a shopper starts personalising a piece. */
export default function PersonaliseRoute() {
  const { i18n, t } = useLingui();
  return (
    <>
      <ListingHeader
        title={i18n._(TITLE)}
        subtitle={t`Engrave a name, set a fingerprint or a photograph in silver or gold, and see it before you buy`}
      />
      <PromoStrip items={PROMISES.map((promise) => i18n._(promise))} />

      <section className="mx-auto max-w-6xl px-4 pt-10" aria-labelledby="ways-heading">
        <h2 id="ways-heading" className="text-center text-2xl font-semibold text-brand-900">
          <Trans>Four ways to make it yours</Trans>
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {WAYS.map(({ title, text, icon: Icon }) => (
            <li key={title.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 font-semibold">{i18n._(title)}</h3>
              <p className="mt-1 text-sm text-stone-600">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <DesignYourRing />

      <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="pieces-heading">
        <h2 id="pieces-heading" className="text-center text-2xl font-semibold text-brand-900">
          <Trans>Choose a piece to personalise</Trans>
        </h2>
        {TYPE_PAGE_GROUPS.map((group) => (
          <div key={group} className="mt-8">
            <h3 className="text-lg font-semibold text-brand-700">{i18n._(GROUP_HEADINGS[group])}</h3>
            <ul className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-3">
              {TYPE_PAGE_KINDS.map((kind) => (
                <li key={kind}>
                  <CardLink
                    look="piece"
                    to={typePagePath(group, kind)}
                    title={TYPE_PAGES[group][kind].title}
                    text={TYPE_PAGES[group][kind].subtitle}
                    picture={typePicture(group, kind)}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="collections-heading">
        <h2 id="collections-heading" className="text-center text-2xl font-semibold text-brand-900">
          <Trans>Our collections</Trans>
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
          {COLLECTIONS.map(({ path, meta, picture }) => (
            <li key={path}>
              <CardLink
                look="collection"
                to={path}
                title={meta.title}
                text={meta.description}
                picture={picture}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-center text-2xl font-semibold text-brand-900">
          <Trans>How it works</Trans>
        </h2>
        <ol className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {STEPS.map(({ title, text }, index) => (
            <li key={title.id} className="flex gap-3 rounded-xl bg-brand-100 p-5">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-semibold text-brand-900">{i18n._(title)}</span>
                <span className="mt-1 block text-sm text-stone-700">{i18n._(text)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <HallmarkBanner />
      <Testimonial quote={i18n._(TESTIMONIAL.quote)} author={TESTIMONIAL.author} />
      <FeatureTiles tiles={LISTING_TILES} />
    </>
  );
}

const RING_DESIGNS: readonly {
  type: RingPersonalisationType;
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: LucideIcon;
}[] = [
  {
    type: 'engraving',
    title: PERSONALISATION_MESSAGES.engravedRing,
    text: msg`A message of up to 20 characters in script, block or roman letters, with a live preview.`,
    icon: PenLine,
  },
  {
    type: 'fingerprint',
    title: PERSONALISATION_MESSAGES.fingerprintRing,
    text: msg`Upload a fingerprint and our artisans engrave it onto the band.`,
    icon: Fingerprint,
  },
];

function offers(product: Product, type: RingPersonalisationType): boolean {
  return product.customizationTypes.some((offered) => offered.id === type);
}

/**
 * The women's ring the shop's own link personalises: one in stock that offers the type,
 * preferably one that offers both, so the two links lead to the same ring.
 */
function ringToDesign(
  products: readonly Product[] | undefined,
  type: RingPersonalisationType,
): Product | undefined {
  const fitting = (products ?? []).filter((product) => product.inStock && offers(product, type));
  return (
    fitting.find((product) => offers(product, 'engraving') && offers(product, 'fingerprint')) ?? fitting[0]
  );
}

/**
 * Straight to the ring personalisation page with a ring, so the shop's own link never lands on
 * 'Product information missing'. Until the rings have arrived (or when none fits) the links
 * lead to the women's rings, where the shopper picks one.
 */
function DesignYourRing() {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  const rings = useTypeProducts('women', 'rings', {});
  return (
    <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="ring-heading">
      <h2 id="ring-heading" className="text-center text-2xl font-semibold text-brand-900">
        <Trans>Design your ring</Trans>
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-stone-700">
        <Trans>
          Personalise a women’s ring here and now: see your words on the band as you type, or send your
          fingerprint.
        </Trans>
      </p>
      <ul className="mx-auto mt-6 grid max-w-4xl grid-cols-1 gap-4 sm:grid-cols-2">
        {RING_DESIGNS.map(({ type, title, text, icon: Icon }) => {
          const ring = ringToDesign(rings.data?.items, type);
          // The ring page names the ring as it is handed over: in the page's language.
          const state: RingPageState | undefined = ring
            ? {
                product: {
                  ...ring,
                  name: nameIn(ring, language),
                  description: descriptionIn(ring, language),
                },
              }
            : undefined;
          return (
            <li key={type}>
              <Link
                to={
                  ring
                    ? `${RING_PERSONALISATION_PATH}?product=${ring._id}&type=${type}`
                    : RING_COLLECTION_PATH
                }
                state={state}
                aria-labelledby={`ring-${type}-title`}
                aria-describedby={`ring-${type}-text`}
                className="group flex h-full items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 hover:shadow-md hover:ring-brand-600"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100">
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                </span>
                <span className="min-w-0">
                  <span
                    id={`ring-${type}-title`}
                    className="block text-lg font-semibold text-stone-900 group-hover:text-brand-700"
                  >
                    {i18n._(title)}
                  </span>
                  <span id={`ring-${type}-text`} className="mt-1 block text-sm text-stone-600">
                    {i18n._(text)}
                  </span>
                  <span
                    aria-hidden="true"
                    className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline"
                  >
                    <Trans>Start designing</Trans> <ArrowRight className="size-4" />
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const CARD_LINK_STYLES = {
  /** A type page: light, with a small picture. */
  piece: {
    link: 'gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200 hover:ring-brand-600',
    picture: 'size-16 rounded-lg bg-brand-100 sm:size-20',
    sizes: '80px',
    title: 'leading-snug text-stone-900 group-hover:text-brand-700',
    text: 'mt-0.5 text-stone-600',
  },
  /** A collection: wide, in the brand's colours. */
  collection: {
    link: 'gap-4 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-4 text-white',
    picture: 'size-20 rounded-xl ring-2 ring-white/20 sm:size-24',
    sizes: '96px',
    title: 'text-lg',
    text: 'mt-1 text-brand-100',
  },
} as const;

/** A page as a card: its picture, its title and a line about it; the whole card is the link. */
function CardLink({
  to,
  title,
  text,
  picture,
  look,
}: {
  to: string;
  title: string;
  text: string;
  picture: string;
  look: keyof typeof CARD_LINK_STYLES;
}) {
  const titleId = useId();
  const textId = useId();
  const styles = CARD_LINK_STYLES[look];
  return (
    <Link
      to={to}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={`group flex h-full items-center overflow-hidden shadow-sm hover:shadow-md ${styles.link}`}
    >
      <img
        src={picture}
        srcSet={imageSrcSet(picture)}
        sizes={styles.sizes}
        width={640}
        height={640}
        loading="lazy"
        decoding="async"
        alt=""
        className={`shrink-0 object-cover ${styles.picture}`}
      />
      <span className="min-w-0">
        <span id={titleId} className={`block font-semibold ${styles.title}`}>
          {title}
        </span>
        <span id={textId} className={`block text-sm ${styles.text}`}>
          {text}
        </span>
        {look === 'collection' && (
          <span
            aria-hidden="true"
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-amber-200 group-hover:underline"
          >
            <Trans>Explore</Trans> <ArrowRight className="size-4" />
          </span>
        )}
      </span>
    </Link>
  );
}
