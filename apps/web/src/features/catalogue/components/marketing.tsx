import type { ReactNode } from 'react';
import { Award, Gem, Gift, ShieldCheck, Sparkles, Truck, type LucideIcon } from 'lucide-react';

/** A listing's title band: title, subtitle and a count line below. */
export function ListingHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 px-4 py-10 text-center text-white">
      <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
      <p className="mx-auto mt-2 max-w-2xl text-brand-100">{subtitle}</p>
      {children}
    </header>
  );
}

/** A row of short promises (hallmark, warranty, sizing, gift box, shipping). */
export function PromoStrip({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 bg-brand-100 px-4 py-3 text-sm font-medium text-brand-900">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-1.5">
          <Sparkles aria-hidden="true" className="size-4 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

export interface FeatureTile {
  title: string;
  text: string;
  icon: LucideIcon;
}

export function FeatureTiles({ tiles, heading }: { tiles: readonly FeatureTile[]; heading?: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-label={heading ?? 'Why shop with us'}>
      <ul
        className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${tiles.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
      >
        {tiles.map(({ title, text, icon: Icon }) => (
          <li key={title} className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200">
            <Icon aria-hidden="true" className="mx-auto size-8 text-brand-700" />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The listings' three tiles: quality materials, fast shipping, gift packaging. */
export const LISTING_TILES: readonly FeatureTile[] = [
  {
    title: 'Quality Materials',
    text: 'BIS hallmarked 92.5 silver and 18K/22K gold, tested in our workshop.',
    icon: Gem,
  },
  {
    title: 'Fast Shipping',
    text: 'Insured, tracked delivery across India; ready pieces leave within 2 days.',
    icon: Truck,
  },
  {
    title: 'Gift Packaging',
    text: 'Every piece arrives in a velvet gift box with a card for your message.',
    icon: Gift,
  },
];

export function HallmarkBanner() {
  return (
    <section className="mx-auto my-10 max-w-6xl px-4">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-brand-900 px-6 py-8 text-center text-white sm:flex-row sm:text-left">
        <Award aria-hidden="true" className="size-12 shrink-0 text-amber-300" />
        <div>
          <h2 className="text-xl font-semibold">BIS hallmark certified</h2>
          <p className="mt-1 text-brand-100">
            Every piece carries the BIS hallmark for its purity, with resale value all over India.
          </p>
        </div>
      </div>
    </section>
  );
}

export function Testimonial({ quote, author }: { quote: string; author: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 text-center" aria-label="What our customers say">
      <figure>
        <blockquote className="text-lg italic text-stone-800">“{quote}”</blockquote>
        <figcaption className="mt-3 flex items-center justify-center gap-2 text-sm text-stone-600">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
          {author}
        </figcaption>
      </figure>
    </section>
  );
}
