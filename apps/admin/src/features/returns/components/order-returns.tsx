import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NEXT_RETURN_STEP, RETURN_STATUS_NAMES, RETURN_TEXTS, type OrderReturn } from '@shop/shared/returns';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { formatDateTime, formatPaise } from '../../../lib/format.ts';
import { orderReturnsQuery, takeReturnStep, type ReturnStep } from '../api/return-calls.ts';

function useReturnStep(orderId: string, returnId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: ReturnStep) => takeReturnStep(orderId, returnId, step),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderReturnsQuery(orderId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['returns', 'to-review'] });
      // A refund shows among the order's refunds.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: orderReturnsQuery(orderId).queryKey }),
  });
}

/** The step staff take next with a return, as a small form. */
function NextStep({ orderId, ret, mayRefund }: { orderId: string; ret: OrderReturn; mayRefund: boolean }) {
  const mutation = useReturnStep(orderId, ret.id);
  const [declineReason, setDeclineReason] = useState('');
  const [courier, setCourier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const next = NEXT_RETURN_STEP[ret.status];
  if (!next) return null;
  return (
    <div className="space-y-2 border-t border-stone-200 pt-3">
      {next === 'decide' && (
        <>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ step: 'decision', body: { decision: 'approve' } })}
          >
            {RETURN_TEXTS.approve}
          </button>
          <div className="flex flex-wrap items-end gap-2">
            <div className="min-w-60 flex-1">
              <TextField
                label={RETURN_TEXTS.declineReasonLabel}
                maxLength={500}
                value={declineReason}
                onChange={(event) => setDeclineReason(event.target.value)}
              />
            </div>
            <button
              type="button"
              className={QUIET_BUTTON}
              disabled={mutation.isPending}
              onClick={() =>
                mutation.mutate({
                  step: 'decision',
                  body: { decision: 'decline', reason: declineReason.trim() },
                })
              }
            >
              {RETURN_TEXTS.decline}
            </button>
          </div>
        </>
      )}
      {next === 'pickup' && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate({ step: 'pickup', body: { courier, trackingNumber } });
          }}
        >
          <div className="min-w-48 flex-1">
            <TextField
              label="Courier"
              value={courier}
              maxLength={80}
              onChange={(e) => setCourier(e.target.value)}
            />
          </div>
          <div className="min-w-48 flex-1">
            <TextField
              label="Tracking number"
              value={trackingNumber}
              maxLength={80}
              onChange={(e) => setTrackingNumber(e.target.value)}
            />
          </div>
          <button type="submit" className={PRIMARY_BUTTON} disabled={mutation.isPending}>
            {RETURN_TEXTS.recordPickup}
          </button>
        </form>
      )}
      {next === 'receive' && (
        <button
          type="button"
          className={PRIMARY_BUTTON}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ step: 'received', body: {} })}
        >
          {RETURN_TEXTS.markReceived}
        </button>
      )}
      {next === 'refund' &&
        (mayRefund ? (
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ step: 'refund', body: {} })}
          >
            {ret.amountPaise === 0 ? RETURN_TEXTS.closeReturn : RETURN_TEXTS.refundReturn(ret.amountPaise)}
          </button>
        ) : (
          <p className="text-sm text-stone-700">The owner refunds a received return.</p>
        ))}
      <Alert message={mutation.error?.message} />
    </div>
  );
}

/** The order's returns in the back office: each one's pieces, steps and the next step to take. */
export function OrderReturns({ orderId, mayRefund }: { orderId: string; mayRefund: boolean }) {
  const { data, error } = useQuery(orderReturnsQuery(orderId));
  if (!error && (!data || data.returns.length === 0)) return null;
  return (
    <section
      aria-labelledby="returns-title"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="returns-title" className="text-lg font-semibold">
        {RETURN_TEXTS.returnsHeading}
      </h2>
      <Alert message={error?.message} />
      {data?.returns.map((ret) => (
        <article key={ret.id} className="space-y-2 rounded-lg border border-stone-200 p-3">
          <p className="font-medium">
            {ret.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')} ·{' '}
            {formatPaise(ret.amountPaise)}
          </p>
          {ret.couponWithdrawal && (
            <p className="text-sm text-amber-900">{RETURN_TEXTS.staffBelowMinimum(ret.couponWithdrawal)}</p>
          )}
          <p className="text-sm text-stone-700">Customer’s reason: {ret.reason}</p>
          <ol className="space-y-1 text-sm">
            {ret.steps.map((step) => (
              <li key={step.status}>
                <span className="font-medium">{RETURN_STATUS_NAMES[step.status]}</span> ·{' '}
                <span className="text-stone-600">{formatDateTime(step.at)}</span>
              </li>
            ))}
          </ol>
          {ret.pickup && (
            <p className="text-sm">
              {RETURN_TEXTS.pickupLine(ret.pickup.courier, ret.pickup.trackingNumber)}
            </p>
          )}
          {ret.declineReason && <p className="text-sm">{RETURN_TEXTS.declinedBecause(ret.declineReason)}</p>}
          <NextStep orderId={orderId} ret={ret} mayRefund={mayRefund} />
        </article>
      ))}
    </section>
  );
}
