import { describe, expect, it } from 'vitest';
import {
  PRICE_BOUNDS,
  choiceOf,
  pageNumbers,
  pageOf,
  pageWindow,
  parsePriceInput,
  priceQuery,
  showingText,
  sortOptions,
} from './listing-rules.ts';

describe('the price filter', () => {
  it('sends a minimum only above 0 and a maximum only below the end of the slider', () => {
    expect(priceQuery({ min: 0, max: 60_000 }, PRICE_BOUNDS.home)).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
    });
    expect(priceQuery({ min: 5_000, max: 20_000 }, PRICE_BOUNDS.home)).toEqual({
      minPrice: 5_000,
      maxPrice: 20_000,
    });
    expect(priceQuery({ min: 0, max: 50_000 }, PRICE_BOUNDS.category)).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
    });
  });

  it('reads typed prices as whole rupees and anything else as 0', () => {
    expect(parsePriceInput('2500')).toBe(2500);
    expect(parsePriceInput('2500.75')).toBe(2500);
    expect(parsePriceInput('abc')).toBe(0);
    expect(parsePriceInput('')).toBe(0);
    expect(parsePriceInput('-40')).toBe(0);
  });
});

describe('paging', () => {
  it('counts what a page shows', () => {
    expect(showingText(pageWindow(308, 1), 308)).toBe('Showing 1-12 of 308 exquisite pieces');
    expect(showingText(pageWindow(308, 26), 308)).toBe('Showing 301-308 of 308 exquisite pieces');
    expect(showingText(pageWindow(0, 1), 0)).toBe('No products found');
  });

  it('shows the last page for a page beyond the end', () => {
    expect(pageWindow(30, 9)).toMatchObject({ page: 3, totalPages: 3, from: 25, to: 30 });
    expect(
      pageOf(
        Array.from({ length: 30 }, (_, i) => i),
        pageWindow(30, 9),
      ),
    ).toEqual([24, 25, 26, 27, 28, 29]);
  });

  it('numbers every page when there are few and elides the middle when there are many', () => {
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(10, 26)).toEqual([1, null, 9, 10, 11, null, 26]);
    expect(pageNumbers(1, 26)).toEqual([1, 2, null, 26]);
  });
});

describe('the choices in the address', () => {
  it('are one of the menu’s values whatever their case, and anything else the fallback', () => {
    const metals = ['all', 'Silver', 'Gold'];
    expect(choiceOf('gold', metals, 'all')).toBe('Gold');
    expect(choiceOf('Silver', metals, 'all')).toBe('Silver');
    expect(choiceOf('platinum', metals, 'all')).toBe('all');
  });

  it('sort only by an order the listing offers: Newest First on the home page alone', () => {
    expect(sortOptions(true)).toContain('newest');
    expect(sortOptions(false)).toEqual(['featured', 'alpha-asc', 'alpha-desc', 'price-asc', 'price-desc']);
    expect(choiceOf('newest', sortOptions(false), 'featured')).toBe('featured');
    expect(choiceOf('price-desc', sortOptions(false), 'featured')).toBe('price-desc');
  });
});
