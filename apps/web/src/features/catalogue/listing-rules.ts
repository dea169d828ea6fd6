/**
 * How the browsing pages page, count and filter. Pure functions, so each rule is tested
 * without a page around it.
 */
import { PAGE_SIZE } from '@shop/shared/catalogue';

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

/** A menu's choice as a call's filter: 'all' narrows nothing, so it is not sent. */
export function choiceFilter(value: string): string | undefined {
  return value === 'all' ? undefined : value;
}
