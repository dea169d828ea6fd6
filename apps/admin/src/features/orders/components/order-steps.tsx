import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminOrder } from '@shop/shared/admin-orders';
import {
  FULFILMENT_STEP_ACTIONS,
  ORDER_STATUS_NAMES,
  ShipmentSchema,
  nextFulfilmentStep,
  type OrderStepBody,
  type Shipment,
} from '@shop/shared/order-lifecycle';
import { PROOF_TEXTS } from '@shop/shared/proofs';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { orderQuery, takeOrderStep } from '../api/order-calls.ts';

/** The courier's details, asked for before an order is marked shipped. */
function ShipmentForm({ onDone }: { onDone: (shipment: Shipment) => void }) {
  const form = useForm<z.input<typeof ShipmentSchema>, unknown, Shipment>({
    resolver: zodResolver(ShipmentSchema),
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="grid gap-3 sm:grid-cols-3" onSubmit={form.handleSubmit(onDone)}>
      <TextField label="Courier" error={errors.courier?.message} {...form.register('courier')} />
      <TextField
        label="Tracking number"
        error={errors.trackingNumber?.message}
        {...form.register('trackingNumber')}
      />
      <TextField
        label="Tracking link (optional)"
        type="url"
        error={errors.trackingUrl?.message}
        {...form.register('trackingUrl')}
      />
      <div className="sm:col-span-3">
        <button type="submit" className={PRIMARY_BUTTON}>
          {FULFILMENT_STEP_ACTIONS.shipped}
        </button>
      </div>
    </form>
  );
}

/**
 * The order's next step, one click and a confirmation away; the customer is mailed when it is
 * taken. Shipping asks for the courier first.
 */
export function OrderSteps({ order }: { order: AdminOrder }) {
  const step = nextFulfilmentStep(order.status);
  const [asking, setAsking] = useState<OrderStepBody | undefined>();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: OrderStepBody) => takeOrderStep(order.id, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      setAsking(undefined);
    },
    // The refusal says why; the question it answered is closed, not left open under it.
    onError: () => setAsking(undefined),
  });
  const reasonId = useId();
  if (!step) return null;
  // The order's timeline ends with the proofs it waits for (proofs.ts): making cannot start yet.
  const waitingFor = [
    ...new Set(
      order.timeline.flatMap((event) => ('proof' in event && event.proof === 'waiting' ? [event.name] : [])),
    ),
  ];
  const blocked = step === 'in_making' && waitingFor.length > 0;

  const ask = (body: OrderStepBody) => {
    mutation.reset();
    setAsking(body);
  };
  return (
    <section aria-label="Next step" className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <h2 className="mb-3 text-lg font-semibold">Next step: {ORDER_STATUS_NAMES[step].toLowerCase()}</h2>
      <Alert message={mutation.error?.message} />
      {asking ? (
        <div role="alertdialog" aria-label="Confirm the step" className="space-y-3">
          <p>
            Mark order {order.reference} as {ORDER_STATUS_NAMES[asking.to].toLowerCase()}? The customer is
            told by mail.
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={PRIMARY_BUTTON}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(asking)}
            >
              {mutation.isPending ? 'Saving…' : 'Confirm'}
            </button>
            <button type="button" className={QUIET_BUTTON} onClick={() => setAsking(undefined)}>
              Cancel
            </button>
          </div>
        </div>
      ) : step === 'shipped' ? (
        <ShipmentForm onDone={(shipment) => ask({ to: 'shipped', shipment })} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={blocked}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => ask({ to: step })}
          >
            {FULFILMENT_STEP_ACTIONS[step]}
          </button>
          {blocked && (
            <p id={reasonId} className="text-sm text-stone-800">
              {PROOF_TEXTS.startsAfterApproval(waitingFor)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
