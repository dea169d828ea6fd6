/**
 * How the browsing pages page, count, sort and filter. Pure functions, so each rule is tested
 * without a page around it.
 */
import {
  MATERIALS,
  PAGE_SIZE,
  PRODUCT_CATEGORIES,
  SORT_OPTIONS,
  type PeopleCategory,
  type SortOption,
} from '@shop/shared/catalogue';
import { msg } from '@lingui/core/macro';
import type { ListingFilter, MenuFilter } from './hooks/use-listing.ts';
import { MATERIAL_MESSAGES } from './catalogue-words.ts';

export interface PriceBounds {
  max: number;
  step: number;
}

/** The price slider's bounds on each page, in rupees from 0. */
export const PRICE_BOUNDS = {
  home: { max: 60_000, step: 5_000 },
  category: { max: 50_000, step: 1_000 },
  coupleRings: { max: 50_000, step: 1_000 },
  luxuryPendants: { max: 20_000, step: 500 },
  womenMenTypes: { max: 60_000, step: 5_000 },
  kidsRings: { max: 5_000, step: 500 },
  kidsBracelets: { max: 2_000, step: 200 },
  kidsPendants: { max: 2_000, step: 200 },
} as const satisfies Record<string, PriceBounds>;

export interface PriceRange {
  min: number;
  max: number;
}

/**
 * The price filter as the calls want it: a minimum only above 0 and a maximum only below the
 * slider's end, so a slider pushed to its end means "no upper limit" and finds dearer pieces too.
 */
export function priceQuery(range: PriceRange, bounds: PriceBounds): { minPrice?: number; maxPrice?: number } {
  return {
    minPrice: range.min > 0 ? range.min : undefined,
    maxPrice: range.max < bounds.max ? range.max : undefined,
  };
}

/** A typed price: whole rupees; anything that is not a number becomes 0. */
export function parsePriceInput(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export interface PageWindow {
  page: number;
  totalPages: number;
  from: number;
  to: number;
}

/** Which items a page shows; a page beyond the end shows the last page. */
export function pageWindow(total: number, requestedPage: number, pageSize = PAGE_SIZE): PageWindow {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requestedPage), totalPages);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return { page, totalPages, from, to };
}

export function pageOf<T>(items: readonly T[], window: PageWindow, pageSize = PAGE_SIZE): T[] {
  return items.slice((window.page - 1) * pageSize, (window.page - 1) * pageSize + pageSize);
}

/** 'Showing x-y of n exquisite pieces', or 'No products found'. */
export function showingText({ from, to }: PageWindow, total: number): string {
  return total === 0 ? 'No products found' : `Showing ${from}-${to} of ${total} exquisite pieces`;
}

/**
 * The page numbers of a numbered pager: all of them when there are few, otherwise the first,
 * the last and the neighbours of the current page, with gaps (null) between.
 */
export function pageNumbers(current: number, totalPages: number): (number | null)[] {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const shown = new Set([1, totalPages, current - 1, current, current + 1]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return numbers.flatMap((n, index) => {
    const previous = numbers[index - 1];
    return previous !== undefined && n - previous > 1 ? [null, n] : [n];
  });
}

/** Every menu of a listing starts with 'all', which narrows nothing. */
export const ALL = 'all';

/** A menu's choice as a call's filter: 'all' narrows nothing, so it is not sent. */
export function choiceFilter(value: string): string | undefined {
  return value === ALL ? undefined : value;
}

/**
 * A choice read from the address: one of the menu's values, matched without regard to case,
 * or the fallback for anything else, so the menu always shows what the list is made from.
 */
export function choiceOf<T extends string>(value: string, choices: readonly T[], fallback: T): T {
  const key = value.toLowerCase();
  return choices.find((choice) => choice.toLowerCase() === key) ?? fallback;
}

/** The sort menu's orders: the spec's five, and Newest First where the page offers it (home). */
export function sortOptions(withNewest: boolean): readonly SortOption[] {
  return withNewest ? SORT_OPTIONS : SORT_OPTIONS.filter((option) => option !== 'newest');
}

/**
 * What a listing shows of a call's answer: its pieces, how many match, and the page the shop
 * answered when the shop pages (otherwise every match, paged in the browser: a list at hand).
 */
export interface Listed<Item> {
  items: readonly Item[];
  total: number;
  page?: number;
  /** The sizes the listing's designs are sold in, when some are (the size filter's choices). */
  sizes?: readonly string[];
}

/** The metal menu of the category listings. */
export const MATERIAL_MENU: MenuFilter = {
  param: 'productType',
  label: msg`Material`,
  options: [
    { value: 'all', label: msg`All metals` },
    ...MATERIALS.map((m) => ({ value: m, label: MATERIAL_MESSAGES[m] })),
  ],
};

/** The filters of the women's, men's, kids' and couples' listings: price, their own categories, metal. */
export function peopleFilters(people: PeopleCategory, bounds: PriceBounds): readonly ListingFilter[] {
  return [
    { price: bounds },
    {
      param: 'productCategory',
      label: msg`Category`,
      options: [
        { value: 'all', label: msg`All categories` },
        ...PRODUCT_CATEGORIES[people].map(({ name }) => ({ value: name, label: name })),
      ],
    },
    MATERIAL_MENU,
  ];
}
