/**
 * The demo's reviews, so the demo shop looks alive and every rating in it stands on reviews
 * one can read. They are written by demo buyers: accounts the seed makes with no password and
 * no Google link, at addresses of the reserved `.invalid` domain, so nobody signs in as them.
 *
 * Why no orders: a real review needs its writer's delivered order with the piece, and the
 * storefront marks such a review "Verified buyer". Invented delivered orders would stand in
 * the back office's orders, reports and GST documents as sales that never happened; so the
 * nearest honest thing is reviews by demo buyers without orders, which the storefront shows
 * without the "Verified buyer" mark (it is given only where the delivered order exists).
 */
import type { ItemType } from '@shop/shared/catalogue';
import type { DemoProduct } from './demo-product.ts';
import { random } from './demo-catalogue.ts';

export interface DemoReview {
  productId: number;
  writer: { email: string; firstName: string; lastName: string };
  stars: number;
  title: string;
  text: string;
  createdAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_SEED = 0x5e71e3;

const BUYERS: readonly (readonly [string, string])[] = [
  ['Ananya', 'Rao'],
  ['Priya', 'Sharma'],
  ['Kavya', 'Iyer'],
  ['Meera', 'Nair'],
  ['Aditi', 'Kulkarni'],
  ['Sneha', 'Reddy'],
  ['Divya', 'Menon'],
  ['Pooja', 'Gupta'],
  ['Lakshmi', 'Pillai'],
  ['Fatima', 'Shaikh'],
  ['Harpreet', 'Kaur'],
  ['Rohan', 'Mehta'],
  ['Arjun', 'Das'],
  ['Vikram', 'Singh'],
  ['Karthik', 'Subramanian'],
  ['Rahul', 'Joshi'],
  ['Imran', 'Khan'],
  ['Siddharth', 'Banerjee'],
  ['Neha', 'Agarwal'],
  ['Riya', 'Chatterjee'],
  ['Tanvi', 'Desai'],
  ['Nikhil', 'Patil'],
  ['Sara', 'Thomas'],
  ['Gaurav', 'Malhotra'],
];

/** A demo buyer's address: demo-buyer-1@demo-shop.invalid … */
export const demoBuyerEmail = (index: number) => `demo-buyer-${index + 1}@demo-shop.invalid`;

const WHAT: Record<ItemType, string> = {
  ring: 'ring',
  pendant: 'pendant',
  chain: 'chain',
  bracelet: 'bracelet',
  earring: 'earrings',
  stud: 'studs',
  anklet: 'anklet',
  kada: 'kada',
  'toe-ring': 'toe ring',
  'nose-pin': 'nose pin',
  necklace: 'necklace',
  bangle: 'bangle',
};

const TITLES: Readonly<Record<number, readonly string[]>> = {
  5: ['Lovely piece', 'Exactly as pictured', 'Beautiful finish', 'Worth every rupee', 'A perfect gift'],
  4: ['Very nice', 'Good quality', 'Pretty, a little smaller than I thought', 'Happy with it'],
  3: ['It is fine', 'Nice, but delivery was slow', 'Decent for the price'],
  2: ['Not what I expected', 'Finish could be better'],
  1: ['Disappointed'],
};

const TEXTS: Readonly<Record<number, readonly ((what: string) => string)[]>> = {
  5: [
    (what) => `The ${what} looks even better in person. The polish is even and it came well packed.`,
    (what) => `Bought this ${what} for my mother and she wears it every day. The hallmark is clear.`,
    (what) => `Lovely weight and shine. The ${what} matches the photos exactly.`,
  ],
  4: [
    (what) => `Good ${what}, well made. Took a day longer to arrive than promised.`,
    (what) => `Nice ${what} and the purity is as described. Slightly smaller than it looks on screen.`,
  ],
  3: [
    (what) => `The ${what} is all right, but the box was a little crushed when it came.`,
    (what) => `An average ${what}: fine for everyday wear, nothing special.`,
  ],
  2: [(what) => `The ${what} had a small scratch; the shop offered a replacement.`],
  1: [(what) => `The ${what} was not what I hoped for and I returned it.`],
};

/** Mostly 4 and 5 stars, as buyers of jewellery they chose tend to give; a few lower. */
const STAR_ODDS: readonly (readonly [number, number])[] = [
  [5, 0.55],
  [4, 0.3],
  [3, 0.09],
  [2, 0.04],
  [1, 0.02],
];

/**
 * Reviews of the demo's pieces by its demo buyers (each buyer at most once per piece): none to
 * three for a new piece, none to eight for another, dated after the piece came in.
 */
export function demoReviews(
  products: readonly DemoProduct[],
  options?: { seed?: number; now?: Date },
): DemoReview[] {
  const rng = random(options?.seed ?? DEFAULT_SEED);
  const now = options?.now ?? new Date();
  const reviews: DemoReview[] = [];
  for (const product of products) {
    const count = product.isNew ? rng.int(0, 3) : rng.int(0, 8);
    const writers = rng.shuffled(BUYERS.map((_, index) => index)).slice(0, count);
    const since = product.createdAt.getTime();
    const what = WHAT[product.itemType];
    for (const index of writers) {
      const [firstName, lastName] = BUYERS[index] ?? ['Demo', 'Buyer'];
      let roll = rng.next();
      const stars = STAR_ODDS.find(([, odds]) => (roll -= odds) < 0)?.[0] ?? 5;
      const at = since + rng.next() * Math.max(DAY_MS, now.getTime() - since - DAY_MS);
      reviews.push({
        productId: product.id,
        writer: { email: demoBuyerEmail(index), firstName, lastName },
        stars,
        title: rng.pick(TITLES[stars] ?? ['Review']),
        text: rng.pick(TEXTS[stars] ?? [(piece: string) => `About the ${piece}.`])(what),
        createdAt: new Date(Math.min(Math.floor(at / 1000) * 1000, now.getTime() - 1000)),
      });
    }
  }
  return reviews;
}
