import { fetchJson } from '@shop/shared/api-client';
import type { CustomerOrderAnswer } from '@shop/shared/checkout-api';
import type {
  CustomerAfterSaleAnswer,
  CustomerCancelBody,
  ReturnQuoteAnswer,
  ReturnQuoteBody,
  ReturnRequestBody,
} from '@shop/shared/returns';

const signedIn = (token: string) => ({ authorization: `Bearer ${token}` });
const path = (orderId: string, rest: string) => `/api/orders/${encodeURIComponent(orderId)}/${rest}`;

/** `GET /api/orders/{orderId}/returns`: whether it may be cancelled or pieces returned, and its returns. */
export const fetchAfterSale = (token: string, orderId: string) =>
  fetchJson<CustomerAfterSaleAnswer>(path(orderId, 'returns'), { headers: signedIn(token) });

/** `POST /api/orders/{orderId}/cancel`: the customer cancels before making; all that is left is refunded. */
export const cancelOrder = (token: string, orderId: string, body: CustomerCancelBody) =>
  fetchJson<CustomerOrderAnswer>(path(orderId, 'cancel'), {
    method: 'POST',
    headers: { ...signedIn(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** `POST /api/orders/{orderId}/returns`: asks to return pieces of a delivered order. */
export const requestReturn = (token: string, orderId: string, body: ReturnRequestBody) =>
  fetchJson<CustomerAfterSaleAnswer>(path(orderId, 'returns'), {
    method: 'POST',
    headers: { ...signedIn(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** `POST /api/orders/{orderId}/returns/quote`: what returning the pieces chosen would refund; stores nothing. */
export const quoteReturn = (token: string, orderId: string, body: ReturnQuoteBody) =>
  fetchJson<ReturnQuoteAnswer>(path(orderId, 'returns/quote'), {
    method: 'POST',
    headers: { ...signedIn(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
