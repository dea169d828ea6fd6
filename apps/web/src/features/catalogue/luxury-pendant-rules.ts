/**
 * How the Luxury Pendants Collection narrows and orders its static pieces in the browser.
 * Pure functions, so each rule is tested on its own.
 */
import type { SortOption } from '@shop/shared/catalogue';
import {
  LUXURY_PENDANT_CATEGORIES,
  type LuxuryPendant,
  type LuxuryPendantCategory,
} from '@shop/shared/luxury-pendants';
import { rupeeTextToPaise, rupeesToPaise, type Paise } from '@shop/shared/money';
import { choiceOf, sortOptions, type PriceRange } from './listing-rules.ts';

export type LuxuryPendantSort = Exclude<SortOption, 'newest'>;

export interface LuxuryPendantSelection {
  category: LuxuryPendantCategory;
  /** Whole rupees, as the slider gives them. */
  range: PriceRange;
  sortBy: LuxuryPendantSort;
}

/** The category menu: the pieces' category values, shown capitalised. */
export const LUXURY_PENDANT_CATEGORY_OPTIONS = LUXURY_PENDANT_CATEGORIES.map((value) => ({
  value,
  label: value === 'all' ? 'All pendants' : value.charAt(0).toUpperCase() + value.slice(1),
}));

/** The category in the address; anything unknown shows every pendant. */
export function luxuryPendantCategory(value: string): LuxuryPendantCategory {
  const key = value.toLowerCase();
  return LUXURY_PENDANT_CATEGORIES.find((category) => category === key) ?? 'all';
}

/** The sort in the address; the sample pieces have no dates, so Newest First is not offered. */
export function luxuryPendantSort(value: string): LuxuryPendantSort {
  const sort = choiceOf(value, sortOptions(false), 'featured');
  return sort === 'newest' ? 'featured' : sort;
}

/** The pendant's price in paise; its text carries thousands separators ('18,500'). */
export function luxuryPendantPaise(pendant: LuxuryPendant): Paise | undefined {
  return rupeeTextToPaise(pendant.price);
}

/**
 * Pendants of the chosen category (matched without regard to case) whose price lies within
 * the range, both ends included. A piece whose price cannot be read matches no range.
 */
export function filterLuxuryPendants(
  pendants: readonly LuxuryPendant[],
  { category, range }: Pick<LuxuryPendantSelection, 'category' | 'range'>,
): LuxuryPendant[] {
  const min = rupeesToPaise(range.min);
  const max = rupeesToPaise(range.max);
  return pendants.filter((pendant) => {
    if (category !== 'all' && pendant.category.toLowerCase() !== category) return false;
    const price = luxuryPendantPaise(pendant);
    return price !== undefined && price >= min && price <= max;
  });
}

/** Ascending (1) or descending (-1); pieces that tie stay in id order either way. */
type Direction = 1 | -1;
const byId = (a: LuxuryPendant, b: LuxuryPendant) => a.id - b.id;
const byName = (direction: Direction) => (a: LuxuryPendant, b: LuxuryPendant) =>
  direction * a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }) || byId(a, b);
const byPrice = (direction: Direction) => (a: LuxuryPendant, b: LuxuryPendant) =>
  direction * ((luxuryPendantPaise(a) ?? 0) - (luxuryPendantPaise(b) ?? 0)) || byId(a, b);

const COMPARE: Record<LuxuryPendantSort, (a: LuxuryPendant, b: LuxuryPendant) => number> = {
  featured: byId,
  'alpha-asc': byName(1),
  'alpha-desc': byName(-1),
  'price-asc': byPrice(1),
  'price-desc': byPrice(-1),
};

/** Featured is the order of the ids. */
export function sortLuxuryPendants(
  pendants: readonly LuxuryPendant[],
  sortBy: LuxuryPendantSort,
): LuxuryPendant[] {
  return [...pendants].sort(COMPARE[sortBy]);
}

export function luxuryPendantsOnShow(
  pendants: readonly LuxuryPendant[],
  selection: LuxuryPendantSelection,
): LuxuryPendant[] {
  return sortLuxuryPendants(filterLuxuryPendants(pendants, selection), selection.sortBy);
}

/** '8 luxury pendants', '1 luxury pendant'. */
export function luxuryPendantCount(n: number): string {
  return `${n} luxury ${n === 1 ? 'pendant' : 'pendants'}`;
}
