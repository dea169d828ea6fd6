import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TypeListingAnswer } from '@shop/shared/catalogue-api';
import type { SortOption } from '@shop/shared/catalogue';
import type { TypePageGroup, TypePageKind } from '@shop/shared/page-paths';
import { fetchJson, queryString } from '@shop/shared/api-client';

export interface TypeProductsInput {
  minPrice?: number;
  maxPrice?: number;
  customizationType?: string;
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

export const typeProductsQuery = (group: TypePageGroup, kind: TypePageKind, input: TypeProductsInput) =>
  queryOptions({
    queryKey: ['catalogue', 'type', group, kind, input],
    queryFn: ({ signal }) => fetchTypeProducts(group, kind, input, signal),
    // A failed refresh keeps the list that is on the screen.
    placeholderData: keepPreviousData,
  });

export function useTypeProducts(group: TypePageGroup, kind: TypePageKind, input: TypeProductsInput) {
  return useQuery(typeProductsQuery(group, kind, input));
}
