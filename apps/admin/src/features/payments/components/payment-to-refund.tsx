import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RECONCILIATION_TEXTS, type MoneyWithoutOrder } from '@shop/shared/payment-reconciliation';
import { REFUND_STATUS_NAMES } from '@shop/shared/refunds';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { formatDateTime, formatPaise } from '../../../lib/format.ts';
import { refundPaymentWithoutOrder } from '../api/payment-calls.ts';

/** A payment that paid no order, with the button that gives it back when `mayRefund`. */
export function PaymentToRefund({
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
      <Alert message={mutation.error?.message} />
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
