import { keepPreviousData, queryOptions, type QueryKey, useQuery } from '@tanstack/react-query';
import type { ListingPageAnswer, Product, TypeListingAnswer } from '@shop/shared/catalogue-api';
import { LAST_LISTING_PAGE, type SortOption } from '@shop/shared/catalogue';
import type { TypePageGroup, TypePageKind } from '@shop/shared/page-paths';
import { fetchJson, queryString } from '@shop/shared/api-client';
import type { Listed } from '../listing-rules.ts';

export interface TypeProductsInput {
  minPrice?: number;
  maxPrice?: number;
  customizationType?: string;
  /** A size that can be bought; with inStock 'true', one in stock. */
  size?: string;
  inStock?: string;
  sortBy?: SortOption;
}

/** `GET /api/{women|men|kids}-{rings|bracelets|pendants}`. */
export function fetchTypeProducts(
  group: TypePageGroup,
  kind: TypePageKind,
  input: TypeProductsInput,
  signal?: AbortSignal,
): Promise<TypeListingAnswer> {
  const query = queryString({ ...input, sortBy: input.sortBy === 'featured' ? undefined : input.sortBy });
  return fetchJson<TypeListingAnswer>(`/api/${group}-${kind}${query}`, { signal });
}

const typeProductsQuery = (group: TypePageGroup, kind: TypePageKind, input: TypeProductsInput) =>
  queryOptions<Listed<Product>, Error, Listed<Product>, QueryKey>({
    queryKey: ['catalogue', 'type', group, kind, input],
    queryFn: async ({ signal }) => {
      const { products } = await fetchTypeProducts(group, kind, input, signal);
      return { items: products, total: products.length };
    },
    // A failed refresh keeps the list that is on the screen.
    placeholderData: keepPreviousData,
  });

/**
 * `GET /api/{group}-{kind}/page`: one page of the listing and how many it holds, so a type
 * page's HTML carries the pieces it shows rather than the whole listing (decision 0031).
 */
export const typePageQuery = (
  group: TypePageGroup,
  kind: TypePageKind,
  input: TypeProductsInput & { page?: number },
) =>
  queryOptions<Listed<Product>, Error, Listed<Product>, QueryKey>({
    queryKey: ['catalogue', 'type-page', group, kind, input],
    queryFn: async ({ signal }) => {
      const query = queryString({
        ...input,
        // Any page after the last shows the last: an address's page of any length is one the call takes.
        page: input.page && Math.min(input.page, LAST_LISTING_PAGE),
        sortBy: input.sortBy === 'featured' ? undefined : input.sortBy,
      });
      const answer = await fetchJson<ListingPageAnswer>(`/api/${group}-${kind}/page${query}`, { signal });
      return {
        items: answer.products,
        total: answer.total,
        page: answer.currentPage,
        ...(answer.sizes && { sizes: answer.sizes }),
      };
    },
    // A failed refresh keeps the list that is on the screen.
    placeholderData: keepPreviousData,
  });

export function useTypeProducts(group: TypePageGroup, kind: TypePageKind, input: TypeProductsInput) {
  return useQuery(typeProductsQuery(group, kind, input));
}
