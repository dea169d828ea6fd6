import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ListingPageAnswer, Product } from '@shop/shared/catalogue-api';
import { LAST_LISTING_PAGE, type PeopleCategory, type SortOption } from '@shop/shared/catalogue';
import { fetchJson, queryString } from '@shop/shared/api-client';
import type { Listed } from '../listing-rules.ts';

export interface CategoryProductsInput {
  page?: number;
  productCategory?: string;
  productType?: string;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: SortOption;
}

const CATEGORY_TIMEOUT_MS = 10_000;

/**
 * `GET /api/products/category/{people}/page`: the page's 12 pieces of the category's matches,
 * and how many match. The page asks for one page rather than every match (the category call),
 * so a page's HTML and its first call carry what it shows (decision 0031).
 */
export function fetchCategoryPage(
  people: PeopleCategory,
  input: CategoryProductsInput,
  signal?: AbortSignal,
): Promise<ListingPageAnswer> {
  const query = queryString({
    ...input,
    // Any page after the last shows the last: an address's page of any length is one the call takes.
    page: input.page && Math.min(input.page, LAST_LISTING_PAGE),
    sortBy: input.sortBy === 'featured' ? undefined : input.sortBy,
  });
  return fetchJson<ListingPageAnswer>(`/api/products/category/${people}/page${query}`, {
    signal,
    timeoutMs: CATEGORY_TIMEOUT_MS,
  });
}

export const categoryProductsQuery = (people: PeopleCategory, input: CategoryProductsInput) =>
  queryOptions<Listed<Product>, Error, Listed<Product>, QueryKey>({
    queryKey: ['catalogue', 'category', people, input],
    queryFn: async ({ signal }) => {
      const answer = await fetchCategoryPage(people, input, signal);
      return { items: answer.products, total: answer.total, page: answer.currentPage };
    },
    placeholderData: keepPreviousData,
  });
