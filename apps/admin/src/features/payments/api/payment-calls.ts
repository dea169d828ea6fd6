import { queryOptions } from '@tanstack/react-query';
import type { MessageAnswer } from '@shop/shared/catalogue-api';
import type { MoneyWithoutOrderAnswer, ReconciliationAnswer } from '@shop/shared/payment-reconciliation';
import { adminFetch } from '../../../lib/admin-fetch.ts';

export function moneyWithoutOrderQuery() {
  return queryOptions({
    queryKey: ['payments', 'without-order'],
    queryFn: ({ signal }) =>
      adminFetch<MoneyWithoutOrderAnswer>('/api/admin/money-without-order', { signal }),
    // A refund on its way is settled by the provider in seconds: the list follows it.
    refetchInterval: (query) =>
      query.state.data?.payments.some((payment) => payment.refundStatus === 'pending') ? 2_000 : false,
  });
}

export function refundPaymentWithoutOrder(paymentId: string): Promise<MessageAnswer> {
  return adminFetch(`/api/admin/money-without-order/${encodeURIComponent(paymentId)}/refund`, {
    method: 'POST',
  });
}

export function reconciliationQuery() {
  return queryOptions({
    queryKey: ['payments', 'reconciliation'],
    queryFn: ({ signal }) => adminFetch<ReconciliationAnswer>('/api/admin/reconciliation', { signal }),
  });
}

export function reconcileNow(): Promise<ReconciliationAnswer> {
  return adminFetch('/api/admin/reconciliation', { method: 'POST' });
}
