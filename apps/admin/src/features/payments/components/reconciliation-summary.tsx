import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RECONCILIATION_TEXTS, findingText } from '@shop/shared/payment-reconciliation';
import { Alert } from '@shop/ui/alert.tsx';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { reconcileNow, reconciliationQuery } from '../api/payment-calls.ts';

/**
 * Today's word on the money: the latest daily reconciliation with the payment provider and
 * what it found, and how many payments without an order wait to be given back. The owner may
 * reconcile the last day at once.
 */
export function ReconciliationSummary({ isOwner }: { isOwner: boolean }) {
  const { data, error } = useQuery(reconciliationQuery());
  const queryClient = useQueryClient();
  const now = useMutation({
    mutationFn: reconcileNow,
    onSuccess: (answer) => queryClient.setQueryData(reconciliationQuery().queryKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments', 'without-order'] }),
  });
  const latest = data?.latest;
  return (
    <section
      aria-labelledby="reconciliation-title"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="reconciliation-title" className="text-lg font-semibold">
        Payments
      </h2>
      <Alert message={error?.message ?? now.error?.message} />
      {data && (
        <>
          {latest ? (
            <p className="text-stone-700">
              Reconciled with the payment provider {formatDateTime(latest.ranAt)}, for payments from{' '}
              {formatDateTime(latest.windowFrom)} to {formatDateTime(latest.windowTo)}.
            </p>
          ) : (
            <p className="text-stone-700">The shop has not yet reconciled with the payment provider.</p>
          )}
          {latest && latest.findings.length === 0 && (
            <p className="font-medium text-emerald-900">
              {RECONCILIATION_TEXTS.allMatched(latest.paymentsRead)}
            </p>
          )}
          {latest && latest.findings.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-rose-900">
              {latest.findings.map((finding) => (
                <li key={`${finding.kind}-${finding.paymentId}`}>
                  {finding.kind === 'order-without-payment' ? (
                    <Link to={`/orders/${finding.orderId}`} className="underline">
                      {findingText(finding)}
                    </Link>
                  ) : (
                    findingText(finding)
                  )}
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/money-without-order" className="text-brand-700 underline">
              {RECONCILIATION_TEXTS.listTitle}
            </Link>
            {data.awaitingRefund > 0
              ? `: ${data.awaitingRefund} ${data.awaitingRefund === 1 ? 'payment waits' : 'payments wait'} to be refunded.`
              : ': none waits to be refunded.'}
          </p>
          {isOwner && (
            <button
              type="button"
              className={QUIET_BUTTON}
              disabled={now.isPending}
              onClick={() => now.mutate()}
            >
              {now.isPending ? 'Reconciling…' : 'Reconcile the last day now'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
