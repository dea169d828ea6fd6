import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryListingAnswer } from '@shop/shared/catalogue-api';
import type { PeopleCategory, SortOption } from '@shop/shared/catalogue';
import { fetchJson, queryString } from '@shop/shared/api-client';

export interface CategoryProductsInput {
  productCategory?: string;
  productType?: string;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: SortOption;
}

const CATEGORY_TIMEOUT_MS = 10_000;

/** `GET /api/products/category/{people}`: every matching product; the page shows them 12 at a time. */
export function fetchCategoryProducts(
  people: PeopleCategory,
  input: CategoryProductsInput,
  signal?: AbortSignal,
): Promise<CategoryListingAnswer> {
  const query = queryString({ ...input, sortBy: input.sortBy === 'featured' ? undefined : input.sortBy });
  return fetchJson<CategoryListingAnswer>(`/api/products/category/${people}${query}`, {
    signal,
    timeoutMs: CATEGORY_TIMEOUT_MS,
  });
}

export const categoryProductsQuery = (people: PeopleCategory, input: CategoryProductsInput) =>
  queryOptions({
    queryKey: ['catalogue', 'category', people, input],
    queryFn: ({ signal }) => fetchCategoryProducts(people, input, signal),
    placeholderData: keepPreviousData,
  });

export function useCategoryProducts(people: PeopleCategory, input: CategoryProductsInput) {
  return useQuery(categoryProductsQuery(people, input));
}
