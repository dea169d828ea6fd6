import type {
  CashOnDeliveryQuoteAnswer,
  CashOnDeliveryQuoteBody,
  CreateOrderAnswer,
  CreateOrderBody,
  SaveOrderAnswer,
  SaveOrderBody,
  PaymentKeyAnswer,
  PlaceCashOnDeliveryOrderAnswer,
  VerifyPaymentAnswer,
  VerifyPaymentBody,
} from '@shop/shared/checkout-api';
import { fetchJson } from '@shop/shared/api-client';

const json = (token: string, body: unknown) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

/** `GET /api/api/razorpay-key`: the public key and where the checkout script is. */
export const fetchPaymentKey = () => fetchJson<PaymentKeyAnswer>('/api/api/razorpay-key');

/** `POST /api/api/create-razorpay-order`: the server prices the cart and opens a pending order. */
export const createPaymentOrder = (token: string, body: CreateOrderBody) =>
  fetchJson<CreateOrderAnswer>('/api/api/create-razorpay-order', json(token, body));

/** `POST /api/api/verify-payment`: the server checks the payment's signature and marks the order paid. */
export const verifyPayment = (token: string, body: VerifyPaymentBody) =>
  fetchJson<VerifyPaymentAnswer>('/api/api/verify-payment', json(token, body));

/** `POST /api/orders`: the save call, which answers the paid order's id. */
export const saveOrder = (token: string, body: SaveOrderBody) =>
  fetchJson<SaveOrderAnswer>('/api/orders', json(token, body));

/** `POST /api/orders/cash-on-delivery/quote`: whether this cart may be paid at the door of this pincode. */
export const quoteCashOnDelivery = (token: string, body: CashOnDeliveryQuoteBody) =>
  fetchJson<CashOnDeliveryQuoteAnswer>('/api/orders/cash-on-delivery/quote', json(token, body));

/** `POST /api/orders/cash-on-delivery`: the order to be paid at the door, stored awaiting its confirmation. */
export const placeCashOnDeliveryOrder = (token: string, body: CreateOrderBody) =>
  fetchJson<PlaceCashOnDeliveryOrderAnswer>('/api/orders/cash-on-delivery', json(token, body));
