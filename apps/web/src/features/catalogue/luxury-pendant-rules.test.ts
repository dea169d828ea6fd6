import { describe, expect, it } from 'vitest';
import { LUXURY_PENDANTS, type LuxuryPendant } from '@shop/shared/luxury-pendants';
import {
  filterLuxuryPendants,
  luxuryPendantCategory,
  luxuryPendantPaise,
  luxuryPendantSort,
  luxuryPendantsOnShow,
  sortLuxuryPendants,
} from './luxury-pendant-rules.ts';

const pendant = (id: number, name: string, price: string, category: LuxuryPendant['category']) => ({
  id,
  name,
  price,
  category,
  image: '',
  inStock: true,
  description: '',
});

const PIECES: LuxuryPendant[] = [
  pendant(3, 'Coral Drop', '9,000', 'Gemstone'),
  pendant(1, 'amber Heart', '4,500', 'Gold'),
  pendant(2, 'Birch Leaf', '12,000', 'Diamond'),
  pendant(4, 'Dove', '4,500', 'Religious'),
];
const EVERY_PRICE = { min: 0, max: 20_000 };
const ids = (pieces: readonly LuxuryPendant[]) => pieces.map((piece) => piece.id);

describe('the luxury pendants filter', () => {
  it('matches the category without regard to case and shows every kind under all', () => {
    expect(ids(filterLuxuryPendants(PIECES, { category: 'gold', range: EVERY_PRICE }))).toEqual([1]);
    expect(ids(filterLuxuryPendants(PIECES, { category: 'all', range: EVERY_PRICE }))).toEqual([3, 1, 2, 4]);
    expect(filterLuxuryPendants(PIECES, { category: 'pearl', range: EVERY_PRICE })).toEqual([]);
  });

  it('includes both ends of the price range, reading prices written with commas', () => {
    expect(ids(filterLuxuryPendants(PIECES, { category: 'all', range: { min: 4_500, max: 9_000 } }))).toEqual(
      [3, 1, 4],
    );
    expect(ids(filterLuxuryPendants(PIECES, { category: 'all', range: { min: 4_501, max: 8_999 } }))).toEqual(
      [],
    );
  });

  it('never shows a piece whose price cannot be read', () => {
    const broken = pendant(9, 'Unpriced', 'on request', 'Gold');
    expect(filterLuxuryPendants([broken], { category: 'all', range: EVERY_PRICE })).toEqual([]);
  });

  it('reads the category and sort from the address, and anything unknown as all and featured', () => {
    expect(luxuryPendantCategory('Diamond')).toBe('diamond');
    expect(luxuryPendantCategory('vintage')).toBe('all');
    expect(luxuryPendantSort('price-desc')).toBe('price-desc');
    expect(luxuryPendantSort('newest')).toBe('featured');
    expect(luxuryPendantSort('cheapest')).toBe('featured');
  });
});

describe('the luxury pendants sort', () => {
  it('orders featured pieces by id', () => {
    expect(ids(sortLuxuryPendants(PIECES, 'featured'))).toEqual([1, 2, 3, 4]);
  });

  it('orders names alphabetically whatever their case', () => {
    expect(ids(sortLuxuryPendants(PIECES, 'alpha-asc'))).toEqual([1, 2, 3, 4]);
    expect(ids(sortLuxuryPendants(PIECES, 'alpha-desc'))).toEqual([4, 3, 2, 1]);
  });

  it('orders by the amount, not by the text, keeping ties in id order', () => {
    // As text, '12,000' would come before '4,500' and '9,000'.
    expect(ids(sortLuxuryPendants(PIECES, 'price-asc'))).toEqual([1, 4, 3, 2]);
    expect(ids(sortLuxuryPendants(PIECES, 'price-desc'))).toEqual([2, 3, 1, 4]);
  });

  it('leaves the list it was given as it was', () => {
    const before = ids(PIECES);
    sortLuxuryPendants(PIECES, 'price-desc');
    expect(ids(PIECES)).toEqual(before);
  });
});

describe('the luxury pendants on show', () => {
  it('are the chosen pieces in the chosen order', () => {
    expect(
      ids(
        luxuryPendantsOnShow(PIECES, {
          category: 'all',
          range: { min: 4_500, max: 12_000 },
          sortBy: 'price-desc',
        }),
      ),
    ).toEqual([2, 3, 1, 4]);
  });
});

describe('the sample pendants', () => {
  it('are eight pieces, 501 to 508, priced from ₹4,500 to ₹18,500', () => {
    expect(ids(LUXURY_PENDANTS)).toEqual([501, 502, 503, 504, 505, 506, 507, 508]);
    const prices = LUXURY_PENDANTS.map((piece) => luxuryPendantPaise(piece) ?? Number.NaN);
    expect(prices.every(Number.isInteger)).toBe(true);
    expect(Math.min(...prices)).toBe(450_000);
    expect(Math.max(...prices)).toBe(1_850_000);
  });
});
