import { queryOptions } from '@tanstack/react-query';
import type {
  AdminOrderAnswer,
  AdminOrderListAnswer,
  AdminOrderListQuery,
  AdminOrderOverviewAnswer,
  WorkListAnswer,
} from '@shop/shared/admin-orders';
import { queryString } from '@shop/shared/api-client';
import type { NotDeliveredBody, RemittanceBody } from '@shop/shared/cash-on-delivery';
import type { HuidBody } from '@shop/shared/hallmark';
import type { CancelOrderBody, OrderStepBody } from '@shop/shared/order-lifecycle';
import type { RefundBody, RefundTransferBody } from '@shop/shared/refunds';
import { documentPath, type OrderDocument, type OrderDocumentsAnswer } from '@shop/shared/gst';
import { packingSlipPath } from '@shop/shared/packing-slip';
import { adminDownload, adminFetch } from '../../../lib/admin-fetch.ts';

export function orderListQuery(query: Partial<AdminOrderListQuery>) {
  return queryOptions({
    queryKey: ['orders', 'list', query],
    queryFn: ({ signal }) =>
      adminFetch<AdminOrderListAnswer>(
        `/api/admin/orders${queryString({ status: query.status, from: query.from, to: query.to, q: query.q, page: query.page, limit: query.limit })}`,
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: ['orders', 'one', orderId],
    queryFn: ({ signal }) =>
      adminFetch<AdminOrderAnswer>(`/api/admin/orders/${encodeURIComponent(orderId)}`, { signal }),
    // A refund on its way is settled by the provider in seconds: the page follows it.
    refetchInterval: (query) =>
      query.state.data?.order.refunds.some((refund) => refund.status === 'pending') ? 2_000 : false,
  });
}

export function cancelOrder(orderId: string, body: CancelOrderBody): Promise<AdminOrderAnswer> {
  return adminFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function refundOrder(orderId: string, body: RefundBody): Promise<AdminOrderAnswer> {
  return adminFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

export function takeOrderStep(orderId: string, body: OrderStepBody): Promise<AdminOrderAnswer> {
  return adminFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/steps`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** The courier's transfer of the cash it collected for a delivered order paid on delivery. */
export function recordRemittance(orderId: string, body: RemittanceBody): Promise<AdminOrderAnswer> {
  return adminFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/cash-remitted`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** A refund of an order paid on delivery, paid back by the shop's bank transfer or UPI payment. */
export function recordRefundTransfer(
  orderId: string,
  { refundId, ...body }: RefundTransferBody & { refundId: string },
): Promise<AdminOrderAnswer> {
  return adminFetch(
    `/api/admin/orders/${encodeURIComponent(orderId)}/refunds/${encodeURIComponent(refundId)}/transfer`,
    { method: 'POST', body: JSON.stringify(body) },
  );
}

/** A shipped order paid on delivery came back: it ends not delivered, its pieces back in stock. */
export function markNotDelivered(orderId: string, body: NotDeliveredBody): Promise<AdminOrderAnswer> {
  return adminFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/not-delivered`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** `PUT …/lines/{position}/huid`: the piece's HUID, or null to clear it. */
export function recordHuid(orderId: string, position: number, body: HuidBody): Promise<AdminOrderAnswer> {
  return adminFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/lines/${position}/huid`, {
    method: 'PUT',
    body: JSON.stringify(body),
  });
}

export function orderOverviewQuery() {
  return queryOptions({
    queryKey: ['orders', 'overview'],
    queryFn: ({ signal }) => adminFetch<AdminOrderOverviewAnswer>('/api/admin/orders/overview', { signal }),
    // The morning's figures keep up while the page stays open on the counter.
    refetchInterval: 60_000,
  });
}

export function workListQuery() {
  return queryOptions({
    queryKey: ['orders', 'work-list'],
    queryFn: ({ signal }) => adminFetch<WorkListAnswer>('/api/admin/orders/work-list', { signal }),
  });
}

/**
 * Every document of the order (`GET /api/admin/orders/{orderId}/documents`); `version` names
 * what a new document would change, so the list is asked for again when it may have one.
 */
export function orderDocumentsQuery(orderId: string, version: string) {
  return queryOptions({
    queryKey: ['orders', 'documents', orderId, version],
    queryFn: ({ signal }) =>
      adminFetch<OrderDocumentsAnswer>(`/api/admin/orders/${encodeURIComponent(orderId)}/documents`, {
        signal,
      }),
  });
}

/** A document's PDF, at the address documentPath gives (`…/invoice`, `…/credit-notes/{refundId}`, …). */
export function downloadDocument(orderId: string, document: Pick<OrderDocument, 'kind' | 'refundId'>) {
  return adminDownload(documentPath(orderId, document, 'staff'));
}

/** The order's packing slip, a PDF without prices, saved as a download. */
export function downloadPackingSlip(orderId: string) {
  return adminDownload(packingSlipPath(orderId));
}
