import { SORT_OPTIONS, type SortOption } from '@shop/shared/catalogue';

/** The sort in the address; anything unknown sorts as featured. */
export function sortParam(value: string): SortOption {
  return SORT_OPTIONS.find((option) => option === value) ?? 'featured';
}

/** Listings other than home offer every sort but Newest First. */
export const LISTING_SORT_OPTIONS = SORT_OPTIONS.filter((option) => option !== 'newest');
