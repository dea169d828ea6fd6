import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { RECONCILIATION_TEXTS, type MoneyWithoutOrder } from '@shop/shared/payment-reconciliation';
import { REFUND_STATUS_NAMES } from '@shop/shared/refunds';
import { FormAlert, PRIMARY_BUTTON } from '../../../components/form';
import { formatDateTime, formatPaise } from '../../../lib/format';
import { moneyWithoutOrderQuery, refundPaymentWithoutOrder } from '../api/payment-calls';

/**
 * Every payment the shop took that paid no order, oldest first, each with one button that
 * gives it back (the owner's): pieces sold out, an order gone, a cancelled order, or one only
 * the reconciliation found. `mayRefund`: the signed-in member is the owner, whose alone refunds are.
 */
export function MoneyWithoutOrderPage({ mayRefund }: { mayRefund: boolean }) {
  const { data, error } = useQuery(moneyWithoutOrderQuery());
  // Kept on the page: a refunded payment leaves the list once the provider has processed it.
  const [notice, setNotice] = useState<string>();
  return (
    <section aria-labelledby="money-title" className="space-y-4">
      <h1 id="money-title" className="text-2xl font-semibold">
        {RECONCILIATION_TEXTS.listTitle}
      </h1>
      <p className="text-stone-700">
        The payment provider took this money, but it paid no order of the shop. Give it back to the customer.
      </p>
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900"
        >
          {notice}
        </p>
      )}
      <FormAlert message={error?.message} />
      {data && data.payments.length === 0 && <p role="status">{RECONCILIATION_TEXTS.nothingToRefund}</p>}
      {data && data.payments.length > 0 && (
        <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
          {data.payments.map((payment) => (
            <PaymentToRefund
              key={payment.paymentId}
              payment={payment}
              mayRefund={mayRefund}
              onRefunded={setNotice}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function PaymentToRefund({
  payment,
  mayRefund,
  onRefunded,
}: {
  payment: MoneyWithoutOrder;
  mayRefund: boolean;
  onRefunded: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => refundPaymentWithoutOrder(payment.paymentId),
    onSuccess: (answer) => onRefunded(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
  const underWay = payment.refundStatus === 'pending';
  return (
    <li className="space-y-2 p-4" aria-label={`Payment ${payment.paymentId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-semibold">{formatPaise(payment.leftPaise)}</p>
        <p className="text-sm text-stone-600">{formatDateTime(payment.receivedAt)}</p>
      </div>
      <p>{payment.why}</p>
      <p className="text-sm text-stone-700">
        Payment <span className="font-mono">{payment.paymentId}</span>
        {payment.orderId && payment.orderReference && (
          <>
            {' · '}
            <Link to={`/orders/${payment.orderId}`} className="text-brand-700 underline">
              Order {payment.orderReference}
            </Link>
          </>
        )}
      </p>
      {payment.refundStatus && (
        <p className="text-sm font-medium">Refund: {REFUND_STATUS_NAMES[payment.refundStatus]}</p>
      )}
      {payment.refundFailure && <p className="text-sm text-rose-800">{payment.refundFailure}</p>}
      <FormAlert message={mutation.error?.message} />
      {mayRefund && !underWay && !mutation.isSuccess && (
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          {mutation.isPending
            ? 'Refunding…'
            : `${RECONCILIATION_TEXTS.refundAction} ${formatPaise(payment.leftPaise)}`}
        </button>
      )}
    </li>
  );
}
