import { queryOptions } from '@tanstack/react-query';
import type { MetalRatesAnswer, MetalRatesBody, MetalRatesSavedAnswer } from '@shop/shared/pricing-admin';
import { adminFetch } from '../../../lib/admin-fetch.ts';

export function metalRatesQuery() {
  return queryOptions({
    queryKey: ['metal-rates'],
    queryFn: ({ signal }) => adminFetch<MetalRatesAnswer>('/api/admin/metal-rates', { signal }),
  });
}

export function saveMetalRates(body: MetalRatesBody): Promise<MetalRatesSavedAnswer> {
  return adminFetch('/api/admin/metal-rates', { method: 'POST', body: JSON.stringify(body) });
}
