import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminOrder } from '@shop/shared/admin-orders';
import { ORDER_STEP_TEXTS, canCancel, canRefund } from '@shop/shared/order-lifecycle';
import {
  REFUND_STATUS_NAMES,
  REFUND_TEXTS,
  RefundFormSchema,
  RefundTransferBodySchema,
  type RefundTransferBody,
} from '@shop/shared/refunds';
import { Alert } from '@shop/ui/alert.tsx';
import { DANGER_BUTTON, PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { formatDateTime, formatPaise, rupeesText } from '../../../lib/format.ts';
import { cancelOrder, recordRefundTransfer, refundOrder } from '../api/order-calls.ts';
import { useOrderChange } from '../api/use-order-change.ts';

function CancelDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const mutation = useOrderChange(order.id, cancelOrder);
  return (
    <div role="alertdialog" aria-label="Confirm the cancellation" className="space-y-3">
      <p>
        Cancel order {order.reference}? The customer is told by mail.
        {order.paymentId
          ? ' The payment is not refunded by this: refund it afterwards.'
          : ' It was never paid, so there is nothing to refund.'}
      </p>
      <TextField
        label="Reason (optional, for the shop)"
        maxLength={200}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Alert message={mutation.error?.message} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={DANGER_BUTTON}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ reason: reason.trim() || undefined }, { onSuccess: onClose })}
        >
          {mutation.isPending ? 'Saving…' : 'Confirm cancellation'}
        </button>
        <button type="button" className={QUIET_BUTTON} onClick={onClose}>
          Keep the order
        </button>
      </div>
    </div>
  );
}

function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { leftPaise } = order.refundAmounts;
  const form = useForm<z.input<typeof RefundFormSchema>, unknown, z.output<typeof RefundFormSchema>>({
    resolver: zodResolver(RefundFormSchema),
    defaultValues: { amount: rupeesText(leftPaise), reason: '' },
  });
  const mutation = useOrderChange(order.id, refundOrder);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      role="alertdialog"
      aria-label="Confirm the refund"
      className="space-y-3"
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate({ amountPaise: values.amount, reason: values.reason }, { onSuccess: onClose }),
      )}
    >
      <p>
        Refund order {order.reference} to the card or account the customer paid with? At most{' '}
        {formatPaise(leftPaise)} is left to refund. The customer is mailed when the refund has been processed,
        with its refund voucher or credit note, which states the reason.
      </p>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label="Reason"
          maxLength={200}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </div>
      <Alert message={mutation.error?.message} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} disabled={mutation.isPending}>
          {mutation.isPending ? 'Refunding…' : 'Confirm refund'}
        </button>
        <button type="button" className={QUIET_BUTTON} onClick={onClose}>
          Back
        </button>
      </div>
    </form>
  );
}

/**
 * Cancelling the order and refunding its payment, each one click and a confirmation; neither
 * is offered once the order is delivered. Refunds are the owner's (`mayRefund`).
 */
export function OrderEnding({ order, mayRefund }: { order: AdminOrder; mayRefund: boolean }) {
  const [asking, setAsking] = useState<'cancel' | 'refund' | undefined>();
  const cancellable = canCancel(order.status);
  const refundable = mayRefund && canRefund(order) && order.refundAmounts.leftPaise > 0;
  if (!cancellable && !refundable) return null;
  return (
    <section aria-label="Cancel or refund" className="rounded-xl border border-rose-100 bg-rose-50/40 p-4">
      <h2 className="mb-3 text-lg font-semibold">Cancel or refund</h2>
      {asking === 'cancel' ? (
        <CancelDialog order={order} onClose={() => setAsking(undefined)} />
      ) : asking === 'refund' ? (
        <RefundDialog order={order} onClose={() => setAsking(undefined)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {cancellable && (
            <button type="button" className={DANGER_BUTTON} onClick={() => setAsking('cancel')}>
              {ORDER_STEP_TEXTS.cancelAction}
            </button>
          )}
          {refundable && (
            <button type="button" className={DANGER_BUTTON} onClick={() => setAsking('refund')}>
              {REFUND_TEXTS.action}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * A pending refund of an order paid on delivery: cash, which no provider gives back. The owner
 * pays it back by bank transfer or UPI and records the transfer's reference, which processes it.
 */
function TransferForm({ order, refundId }: { order: AdminOrder; refundId: string }) {
  const form = useForm<RefundTransferBody>({
    resolver: zodResolver(RefundTransferBodySchema),
    defaultValues: { reference: '' },
  });
  const mutation = useOrderChange(order.id, recordRefundTransfer);
  return (
    <form
      noValidate
      aria-label={REFUND_TEXTS.recordTransfer}
      className="mt-2 space-y-2"
      onSubmit={form.handleSubmit((values) => mutation.mutate({ refundId, ...values }))}
    >
      <p className="text-amber-900">{REFUND_TEXTS.toTransfer}</p>
      <TextField
        label={REFUND_TEXTS.transferReference}
        autoComplete="off"
        maxLength={60}
        error={form.formState.errors.reference?.message}
        {...form.register('reference')}
      />
      <Alert message={mutation.error?.message} />
      <button type="submit" className={PRIMARY_BUTTON} disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : REFUND_TEXTS.recordTransfer}
      </button>
    </form>
  );
}

/** The order's refunds and what they add up to against what was paid; the owner records a transfer's. */
export function RefundList({ order, mayRefund }: { order: AdminOrder; mayRefund: boolean }) {
  if (order.refunds.length === 0) return null;
  const { refundedPaise, paidPaise } = order.refundAmounts;
  return (
    <div className="space-y-2">
      <p className="font-medium">{REFUND_TEXTS.refundedOf(refundedPaise, paidPaise)}</p>
      <ul className="divide-y divide-stone-100 text-sm">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="py-2">
            <p>
              <span className="font-medium">{formatPaise(refund.amountPaise)}</span> ·{' '}
              {REFUND_STATUS_NAMES[refund.status]} · {refund.reason}
            </p>
            <p className="text-stone-600">
              {formatDateTime(refund.createdAt)}
              {refund.by && ` · ${refund.by}`}
              {refund.providerRefundId && (
                <>
                  {' · '}
                  <span className="font-mono">{refund.providerRefundId}</span>
                </>
              )}
            </p>
            {refund.failure && <p className="text-rose-800">{refund.failure}</p>}
            {mayRefund && order.cashOnDelivery && refund.status === 'pending' && (
              <TransferForm order={order} refundId={refund.id} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
