import { queryOptions } from '@tanstack/react-query';
import type { CashOnDeliverySettingsBody } from '@shop/shared/cash-on-delivery';
import { adminFetch } from '../../../lib/admin-fetch.ts';

const PATH = '/api/admin/settings/cash-on-delivery';

/** `GET` and `PUT /api/admin/settings/cash-on-delivery`: the settings as staff type them. */
export interface CashOnDeliverySettingsAnswer {
  success: true;
  settings: CashOnDeliverySettingsBody;
}

export function cashOnDeliverySettingsQuery() {
  return queryOptions({
    queryKey: ['settings', 'cash-on-delivery'],
    queryFn: ({ signal }) => adminFetch<CashOnDeliverySettingsAnswer>(PATH, { signal }),
  });
}

export const saveCashOnDeliverySettings = (settings: CashOnDeliverySettingsBody) =>
  adminFetch<CashOnDeliverySettingsAnswer>(PATH, { method: 'PUT', body: JSON.stringify(settings) });
