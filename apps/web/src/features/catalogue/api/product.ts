import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductAnswer, ProductDetail } from '@shop/shared/catalogue-api';
import { ApiError, fetchJson } from '@shop/shared/api-client';

/** A piece as a listing handed it over, or as its own page loads it, with its price breakup. */
export type ShownProduct = Product | ProductDetail;

/** One product by id; `null` when the catalogue has no such product. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<ShownProduct | null> {
  try {
    return (await fetchJson<ProductAnswer>(`/api/products/${encodeURIComponent(id)}`, { signal })).product;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', id],
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });

/** The product the page was opened with (from a listing) is shown at once and refreshed by id. */
export function useProduct(id: string, fromListing: Product | undefined) {
  return useQuery({ ...productQuery(id), initialData: fromListing, initialDataUpdatedAt: 0 });
}
