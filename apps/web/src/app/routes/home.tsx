import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { imageSrcSet } from '@shop/shared/catalogue';
import { HOME_TITLE, SHOP_TAGLINE } from '@shop/shared/shop';
import { Adopted } from '../../lib/adopted.ts';
import { lazyWithQueries } from '../../lib/lazy-with-queries.ts';

const HomeContent = lazyWithQueries(() => import('./home-content.tsx'));

export function HomeRoute() {
  const collection = useRef<HTMLDivElement>(null);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-4 py-16 text-white sm:py-20">
        <div className="mx-auto flex max-w-6xl items-center gap-10">
          <div className="flex-1 text-center md:text-left">
            <h1 className="text-4xl font-semibold sm:text-5xl lg:text-6xl">{HOME_TITLE}</h1>
            <p className="mt-3 text-lg text-brand-100 sm:text-xl">{SHOP_TAGLINE}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3 md:justify-start">
              <button
                type="button"
                onClick={() => collection.current?.scrollIntoView({ behavior: 'smooth' })}
                className="rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-100"
              >
                <Trans>Explore Collection</Trans>
              </button>
              <Link
                to="/contact"
                className="rounded-full border border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
              >
                <Trans>Know More</Trans>
              </Link>
            </div>
          </div>
          <HeroPictures />
        </div>
      </section>

      <div ref={collection} className="scroll-mt-20">
        {/* The collection's code arrives after the layout's: the taps kept on its cards wait
            for this boundary's commit, not the layout's (docs/decisions/0034). */}
        <Suspense fallback={<CollectionLoading />}>
          <HomeContent />
          <Adopted />
        </Suspense>
      </div>
    </>
  );
}

/**
 * Two pieces beside the title on wider screens. Phones skip them: the title is what a small
 * screen shows first, and lazy pictures that are not displayed are never downloaded.
 */
function HeroPictures() {
  return (
    <div className="relative hidden h-80 w-96 shrink-0 md:block" aria-hidden="true">
      {HERO_PICTURES.map((picture) => (
        <img
          key={picture.src}
          src={picture.src}
          srcSet={imageSrcSet(picture.src)}
          sizes="256px"
          width={640}
          height={640}
          loading="lazy"
          alt=""
          className={`absolute size-64 rounded-3xl object-cover shadow-2xl ring-4 ring-white/20 ${picture.className}`}
        />
      ))}
    </div>
  );
}

/** Where the collection goes while its code loads, on a visit that started on another page. */
function CollectionLoading() {
  const { t } = useLingui();
  return (
    <div
      className="mx-auto min-h-[80vh] max-w-6xl px-4 py-8"
      role="status"
      aria-label={t`Loading the collection`}
    />
  );
}

const HERO_PICTURES = [
  { src: '/images/catalogue/v1/ring-gold-1-640.webp', className: 'left-0 top-0 -rotate-3' },
  { src: '/images/catalogue/v1/pendant-silver-1-640.webp', className: 'bottom-0 right-0 rotate-3' },
];
