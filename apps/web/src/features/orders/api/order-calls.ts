import type { CustomerOrder } from '@shop/shared/checkout-api';
import { fetchJson } from '@shop/shared/api-client';

const signedIn = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** `GET /api/orders`: the signed-in customer's orders, newest first. */
export const fetchCustomerOrders = (token: string) =>
  fetchJson<{ success: true; orders: CustomerOrder[] }>('/api/orders', signedIn(token));

/** `GET /api/orders/{orderId}`: one of the customer's orders; another's answers 404. */
export const fetchCustomerOrder = (token: string, orderId: string) =>
  fetchJson<{ success: true; order: CustomerOrder }>(
    `/api/orders/${encodeURIComponent(orderId)}`,
    signedIn(token),
  );
