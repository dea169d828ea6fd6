import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@shop/shared/catalogue-api';
import { PAGE_SIZE, type SortOption } from '@shop/shared/catalogue';
import { fetchJson, queryString } from '@shop/shared/api-client';

/** The search call's query; unset values are not sent. */
export interface SearchProductsInput {
  q?: string;
  page?: number;
  peopleCategory?: string;
  productCategory?: string;
  category?: string;
  productType?: string;
  customOption?: string;
  minPrice?: number;
  maxPrice?: number;
  sortBy?: SortOption;
}

export function searchProducts(input: SearchProductsInput, signal?: AbortSignal): Promise<SearchAnswer> {
  const query = queryString({
    ...input,
    limit: PAGE_SIZE,
    sortBy: input.sortBy === 'featured' ? undefined : input.sortBy,
  });
  return fetchJson<SearchAnswer>(`/api/products/search${query}`, { signal });
}

export const searchProductsQuery = (input: SearchProductsInput) =>
  queryOptions({
    queryKey: ['catalogue', 'search', input],
    queryFn: ({ signal }) => searchProducts(input, signal),
    // The page keeps showing the previous results while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useSearchProducts(input: SearchProductsInput) {
  return useQuery(searchProductsQuery(input));
}
