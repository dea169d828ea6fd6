import { queryOptions } from '@tanstack/react-query';
import type { AttentionShipmentsAnswer, CourierBoxAnswer, CourierShipmentBody } from '@shop/shared/couriers';
import type { RemittanceStatementAnswer } from '@shop/shared/remittance-statement';
import { adminDownload, adminFetch } from '../../../lib/admin-fetch.ts';

const boxPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/courier`;

export function courierBoxQuery(orderId: string) {
  return queryOptions({
    queryKey: ['couriers', 'box', orderId],
    queryFn: ({ signal }) => adminFetch<CourierBoxAnswer>(boxPath(orderId), { signal }),
  });
}

export function shipWithCourier(orderId: string, body: CourierShipmentBody): Promise<CourierBoxAnswer> {
  return adminFetch(boxPath(orderId), { method: 'POST', body: JSON.stringify(body) });
}

export function requestPickup(orderId: string): Promise<CourierBoxAnswer> {
  return adminFetch(`${boxPath(orderId)}/pickup`, { method: 'POST' });
}

export function printLabel(orderId: string): Promise<void> {
  return adminDownload(`${boxPath(orderId)}/label`);
}

export function attentionQuery() {
  return queryOptions({
    queryKey: ['couriers', 'attention'],
    queryFn: ({ signal }) =>
      adminFetch<AttentionShipmentsAnswer>('/api/admin/couriers/attention', { signal }),
  });
}

/** A courier's remittance statement, as the CSV file's text: each line recorded as its order's cash received. */
export function recordRemittanceStatement(csv: string): Promise<RemittanceStatementAnswer> {
  return adminFetch('/api/admin/couriers/remittance-statements', {
    method: 'POST',
    body: JSON.stringify({ csv }),
  });
}
