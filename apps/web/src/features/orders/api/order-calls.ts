import type {
  ConfirmOrderAnswer,
  CustomerOrderAnswer,
  CustomerOrdersAnswer,
} from '@shop/shared/checkout-api';
import type { OrderTrackingAnswer } from '@shop/shared/couriers';
import { fetchJson } from '@shop/shared/api-client';
import { fetchFile } from '@shop/shared/file-download';
import { documentPath, type OrderDocument, type OrderDocumentsAnswer } from '@shop/shared/gst';

const signedIn = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** `GET /api/orders`: the signed-in customer's orders, newest first. */
export const fetchCustomerOrders = (token: string) =>
  fetchJson<CustomerOrdersAnswer>('/api/orders', signedIn(token));

/** `GET /api/orders/{orderId}`: one of the customer's orders; another's answers 404. */
export const fetchCustomerOrder = (token: string, orderId: string) =>
  fetchJson<CustomerOrderAnswer>(`/api/orders/${encodeURIComponent(orderId)}`, signedIn(token));

/** `GET /api/orders/{orderId}/documents`: every GST document of the customer's order, oldest first. */
export const fetchOrderDocuments = (token: string, orderId: string) =>
  fetchJson<OrderDocumentsAnswer>(`/api/orders/${encodeURIComponent(orderId)}/documents`, signedIn(token));

/**
 * A document of the order, at the address documentPath gives (`…/invoice`,
 * `…/credit-notes/{refundId}`, …), as a PDF, fetched with the session a plain link cannot carry
 * and saved by the browser under the name the shop gives it.
 */
export async function downloadDocument(
  token: string,
  orderId: string,
  document: Pick<OrderDocument, 'kind' | 'refundId'>,
): Promise<void> {
  const { blob, fileName } = await fetchFile(documentPath(orderId, document), signedIn(token).headers);
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `GET /api/orders/{orderId}/tracking`: the courier's tracking steps of the customer's order, oldest first. */
export const fetchOrderTracking = (token: string, orderId: string) =>
  fetchJson<OrderTrackingAnswer>(`/api/orders/${encodeURIComponent(orderId)}/tracking`, signedIn(token));

/** `POST /api/orders/{orderId}/confirm`: the customer confirms an order to be paid on delivery. */
export const confirmOrder = (token: string, orderId: string) =>
  fetchJson<ConfirmOrderAnswer>(`/api/orders/${encodeURIComponent(orderId)}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
