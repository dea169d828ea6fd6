import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@shop/shared/api-client';
import type { DeliveryEstimateAnswer } from '@shop/shared/delivery-api';

/** When the piece would reach the pincode; kept for the visit, as it changes only with the day. */
export function deliveryEstimateQuery(productId: string, pincode: string) {
  return queryOptions({
    queryKey: ['delivery-estimate', productId, pincode],
    queryFn: ({ signal }) =>
      fetchJson<DeliveryEstimateAnswer>(
        `/api/delivery-estimate?${new URLSearchParams({ pincode, productId }).toString()}`,
        { signal },
      ),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
}

/** Where the browser keeps the shopper's pincode, so the next piece is checked at once. */
export const PINCODE_STORAGE_KEY = 'delivery-pincode';

export function storedPincode(): string {
  try {
    return localStorage.getItem(PINCODE_STORAGE_KEY) ?? '';
  } catch {
    // Storage refused (a private window's settings): the shopper types it again.
    return '';
  }
}

export function rememberPincode(pincode: string): void {
  try {
    localStorage.setItem(PINCODE_STORAGE_KEY, pincode);
  } catch {
    // Not remembered: the check itself still works.
  }
}
