/**
 * What differs between the nine `/custom/{group}/{type}` pages: slider bounds, the
 * personalisation filter, count words, promises and testimonial. Titles and descriptions are
 * in packages/shared/src/pages.ts, which the server reads too.
 */
import type { TypePageGroup, TypePageKind } from '@shop/shared/page-paths';
import { PRICE_BOUNDS, type PriceBounds } from './listing-rules.ts';

export interface TypePageRules {
  bounds: PriceBounds;
  /** The personalisation filter's values, their uneven capitals kept; 'all' shows every piece. */
  personalisationOptions: readonly string[];
  count: (n: number) => string;
  emptyMessage: string;
  promises: readonly string[];
  badges?: readonly string[];
  testimonial: { quote: string; author: string };
}

const PERSONALISATION_OPTIONS: Record<TypePageKind, readonly string[]> = {
  rings: ['all', 'fingerprint', 'Combined', 'engraving'],
  bracelets: ['all', 'fingerprint', 'engraving'],
  pendants: ['all', 'image', 'engraving'],
};

export function personalisationLabel(value: string): string {
  return value === 'all' ? 'All' : value.charAt(0).toUpperCase() + value.slice(1);
}

const ADULT_PROMISES: Record<TypePageKind, readonly string[]> = {
  rings: [
    'BIS hallmark certification',
    'Lifetime warranty',
    'Complimentary sizing',
    'Gift box',
    'Discreet shipping',
  ],
  bracelets: ['BIS hallmark certification', 'Lifetime warranty', 'Gift box', 'Discreet shipping'],
  pendants: [
    'BIS hallmark certification',
    'Lifetime warranty',
    'Complimentary chain',
    'Gift box',
    'Discreet shipping',
  ],
};

const ADULT_TESTIMONIALS: Record<TypePageGroup, { quote: string; author: string }> = {
  women: {
    quote: 'The engraving on my ring is so fine you can read every letter of my mother’s handwriting.',
    author: 'Lakshmi S., Chennai',
  },
  men: {
    quote: 'My fingerprint on a silver band, made exactly as the preview showed. My wife cried.',
    author: 'Arjun K., Bengaluru',
  },
  kids: {
    quote: 'Light, smooth and safe for my son. The name is still crisp after a year of play.',
    author: 'Meena V., Madurai',
  },
};

const KIDS: Record<TypePageKind, Omit<TypePageRules, 'personalisationOptions' | 'testimonial'>> = {
  rings: {
    bounds: PRICE_BOUNDS.kidsRings,
    count: (n) => `${n} fun rings`,
    emptyMessage: 'No rings found matching your filters. Try adjusting your criteria.',
    promises: ['BIS hallmark certification', 'Nickel-free', 'Complimentary sizing', 'Gift box'],
  },
  bracelets: {
    bounds: PRICE_BOUNDS.kidsBracelets,
    count: (n) => `${n} magical bracelets`,
    emptyMessage: 'No bracelets found matching your filters. Try adjusting your criteria.',
    promises: ['BIS hallmark certification', 'Nickel-free', 'Smooth, kid-safe edges', 'Gift box'],
  },
  pendants: {
    bounds: PRICE_BOUNDS.kidsPendants,
    count: (n) => `${n} magical pendants`,
    emptyMessage: 'No pendants found matching your filters. Try adjusting your criteria.',
    promises: ['Nickel-free', 'Kid-safe', 'Gift packaging', 'No-tangle chains'],
    badges: ['Colourful', 'Water resistant', 'Durable', 'Gift ready'],
  },
};

export function typePageRules(group: TypePageGroup, kind: TypePageKind): TypePageRules {
  const personalisationOptions =
    group === 'kids' && kind === 'rings'
      ? ['all', 'Fingerprint', 'Combined', 'engraving']
      : PERSONALISATION_OPTIONS[kind];
  const testimonial = ADULT_TESTIMONIALS[group];
  if (group === 'kids') return { ...KIDS[kind], personalisationOptions, testimonial };
  const promises =
    group === 'men' && kind === 'bracelets'
      ? ADULT_PROMISES.bracelets.map((promise) =>
          promise === 'Lifetime warranty' ? '2-year warranty' : promise,
        )
      : ADULT_PROMISES[kind];
  return {
    bounds: PRICE_BOUNDS.womenMenTypes,
    personalisationOptions,
    count: (n) => `${n} ${n === 1 ? kind.slice(0, -1) : kind}`,
    emptyMessage: `No ${kind} found matching your filters. Try adjusting your criteria.`,
    promises,
    testimonial,
  };
}
