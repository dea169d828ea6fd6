import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CategoryListingAnswer, Product } from '@shop/shared/catalogue-api';
import type { PeopleCategory, SortOption } from '@shop/shared/catalogue';
import { fetchJson, queryString } from '@shop/shared/api-client';
import type { Listed } from '../listing-rules.ts';

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
  queryOptions<Listed<Product>, Error, Listed<Product>, QueryKey>({
    queryKey: ['catalogue', 'category', people, input],
    queryFn: async ({ signal }) => {
      const products = await fetchCategoryProducts(people, input, signal);
      return { items: products, total: products.length };
    },
    placeholderData: keepPreviousData,
  });
