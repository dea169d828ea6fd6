import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Product, SearchAnswer } from '@shop/shared/catalogue-api';
import { PAGE_SIZE, type SortOption } from '@shop/shared/catalogue';
import { fetchJson, queryString } from '@shop/shared/api-client';
import type { Listed } from '../listing-rules.ts';

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
  /** A size that can be bought; with inStock 'true', one in stock. */
  size?: string;
  inStock?: string;
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

/** One page of the pieces the search finds, as a listing shows it. */
export const searchProductsQuery = (input: SearchProductsInput) =>
  queryOptions<Listed<Product>, Error, Listed<Product>, QueryKey>({
    queryKey: ['catalogue', 'search', input],
    queryFn: async ({ signal }) => {
      const answer = await searchProducts(input, signal);
      return {
        items: answer.products,
        total: answer.total,
        page: answer.currentPage,
        ...(answer.sizes && { sizes: answer.sizes }),
      };
    },
    // The page keeps showing the previous results while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
