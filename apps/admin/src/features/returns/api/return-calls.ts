import { queryOptions } from '@tanstack/react-query';
import type {
  AdminOrderReturnsAnswer,
  ReturnDecisionBody,
  ReturnPickupBody,
  ReturnsToReviewAnswer,
  ReturnWindowAnswer,
} from '@shop/shared/returns';
import { adminFetch } from '../../../lib/admin-fetch.ts';

const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/returns`;
const stepPath = (orderId: string, returnId: string, step: string) =>
  `${orderPath(orderId)}/${encodeURIComponent(returnId)}/${step}`;
const post = (path: string, body: object) =>
  adminFetch<AdminOrderReturnsAnswer>(path, { method: 'POST', body: JSON.stringify(body) });

export function orderReturnsQuery(orderId: string) {
  return queryOptions({
    queryKey: ['returns', 'order', orderId],
    queryFn: ({ signal }) => adminFetch<AdminOrderReturnsAnswer>(orderPath(orderId), { signal }),
  });
}

export function returnsToReviewQuery() {
  return queryOptions({
    queryKey: ['returns', 'to-review'],
    queryFn: ({ signal }) => adminFetch<ReturnsToReviewAnswer>('/api/admin/returns', { signal }),
  });
}

export function returnWindowQuery() {
  return queryOptions({
    queryKey: ['settings', 'return-window'],
    queryFn: ({ signal }) => adminFetch<ReturnWindowAnswer>('/api/admin/settings/return-window', { signal }),
  });
}

export const saveReturnWindow = (days: number) =>
  adminFetch<ReturnWindowAnswer>('/api/admin/settings/return-window', {
    method: 'PUT',
    body: JSON.stringify({ days }),
  });

export type ReturnStep =
  | { step: 'decision'; body: ReturnDecisionBody }
  | { step: 'pickup'; body: ReturnPickupBody }
  | { step: 'received'; body: Record<string, never> }
  | { step: 'refund'; body: Record<string, never> };

export const takeReturnStep = (orderId: string, returnId: string, { step, body }: ReturnStep) =>
  post(stepPath(orderId, returnId, step), body);
