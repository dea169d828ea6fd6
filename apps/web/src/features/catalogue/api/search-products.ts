import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@shop/shared/catalogue-api';
import { PAGE_SIZE, type SortOption } from '@shop/shared/catalogue';
import { getJson, queryString } from '../../../lib/api-client.ts';

export interface SearchProductsInput {
  q?: string;
  page?: number;
  sortBy?: SortOption;
}

export function searchProducts(input: SearchProductsInput, signal?: AbortSignal): Promise<SearchAnswer> {
  const query = queryString({ q: input.q, page: input.page, limit: PAGE_SIZE, sortBy: input.sortBy });
  return getJson<SearchAnswer>(`/api/products/search${query}`, { signal });
}

export const searchProductsQuery = (input: SearchProductsInput) =>
  queryOptions({
    queryKey: ['catalogue', 'search', input],
    queryFn: ({ signal }) => searchProducts(input, signal),
  });

export function useSearchProducts(input: SearchProductsInput) {
  return useQuery(searchProductsQuery(input));
}
