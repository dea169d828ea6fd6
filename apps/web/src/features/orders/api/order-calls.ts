import type { CustomerOrder, CustomerOrderAnswer, CustomerOrdersAnswer } from '@shop/shared/checkout-api';
import { fetchJson } from '@shop/shared/api-client';
import { fetchFile } from '@shop/shared/file-download';
import { DOCUMENT_PATHS } from '@shop/shared/gst';

const signedIn = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** `GET /api/orders`: the signed-in customer's orders, newest first. */
export const fetchCustomerOrders = (token: string) =>
  fetchJson<CustomerOrdersAnswer>('/api/orders', signedIn(token));

/** `GET /api/orders/{orderId}`: one of the customer's orders; another's answers 404. */
export const fetchCustomerOrder = (token: string, orderId: string) =>
  fetchJson<CustomerOrderAnswer>(`/api/orders/${encodeURIComponent(orderId)}`, signedIn(token));

/**
 * `GET /api/orders/{orderId}/receipt` or `…/invoice`: the order's receipt voucher or tax
 * invoice as a PDF, saved by the browser.
 */
export async function downloadDocument(
  token: string,
  orderId: string,
  kind: NonNullable<CustomerOrder['taxDocument']>,
): Promise<void> {
  const { blob, fileName } = await fetchFile(
    `/api/orders/${encodeURIComponent(orderId)}/${DOCUMENT_PATHS[kind]}`,
    signedIn(token).headers,
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The browser has the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
