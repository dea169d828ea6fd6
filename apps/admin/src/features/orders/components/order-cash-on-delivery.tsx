import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminOrder } from '@shop/shared/admin-orders';
import { CASH_ON_DELIVERY_TEXTS, RemittanceFormSchema } from '@shop/shared/cash-on-delivery';
import { paiseToRupees } from '@shop/shared/money';
import { Alert } from '@shop/ui/alert.tsx';
import { DANGER_BUTTON, PRIMARY_BUTTON, QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { TextField } from '@shop/ui/text-field.tsx';
import { formatDateTime, formatPaise, rupeesText } from '../../../lib/format.ts';
import { markNotDelivered, recordRemittance } from '../api/order-calls.ts';
import { useOrderChange } from '../api/use-order-change.ts';

/** The courier's reference of its transfer and the amount, the order's total to begin with. */
function RemittanceForm({ order }: { order: AdminOrder }) {
  const form = useForm<z.input<typeof RemittanceFormSchema>, unknown, z.output<typeof RemittanceFormSchema>>({
    resolver: zodResolver(RemittanceFormSchema),
    defaultValues: { reference: '', amount: rupeesText(order.totalPaise) },
  });
  const mutation = useOrderChange(order.id, recordRemittance);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={CASH_ON_DELIVERY_TEXTS.remittanceForm}
      className="space-y-3 border-t border-stone-200 pt-3"
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate({ reference: values.reference, amount: paiseToRupees(values.amount) }),
      )}
    >
      <h3 className="font-semibold">{CASH_ON_DELIVERY_TEXTS.remittanceForm}</h3>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <TextField
          label={CASH_ON_DELIVERY_TEXTS.remittanceReference}
          autoComplete="off"
          maxLength={60}
          error={errors.reference?.message}
          {...form.register('reference')}
        />
        <TextField
          label={CASH_ON_DELIVERY_TEXTS.remittanceAmount}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      </div>
      <Alert message={mutation.error?.message} />
      <button type="submit" className={PRIMARY_BUTTON} disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : CASH_ON_DELIVERY_TEXTS.recordRemittance}
      </button>
    </form>
  );
}

/** A shipped parcel that came back unaccepted: one click and a confirmation, with a note for the shop. */
function NotDelivered({ order }: { order: AdminOrder }) {
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const mutation = useOrderChange(order.id, markNotDelivered);
  if (!asking) {
    return (
      <div className="space-y-3 border-t border-stone-200 pt-3">
        <Alert message={mutation.error?.message} />
        <button
          type="button"
          className={DANGER_BUTTON}
          onClick={() => {
            mutation.reset();
            setAsking(true);
          }}
        >
          {CASH_ON_DELIVERY_TEXTS.notDeliveredAction}
        </button>
      </div>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-label="Confirm not delivered"
      className="space-y-3 border-t border-stone-200 pt-3"
    >
      <p>{CASH_ON_DELIVERY_TEXTS.notDeliveredQuestion(order.reference)}</p>
      <TextField
        label={CASH_ON_DELIVERY_TEXTS.notDeliveredNote}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={DANGER_BUTTON}
          disabled={mutation.isPending}
          // A refusal says why under the button again: the question it answered closes.
          onClick={() =>
            mutation.mutate({ note: note.trim() || undefined }, { onSettled: () => setAsking(false) })
          }
        >
          {mutation.isPending ? 'Saving…' : 'Confirm'}
        </button>
        <button type="button" className={QUIET_BUTTON} onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/**
 * An order paid on delivery: its fee; until when its customer may confirm it; once delivered,
 * the cash its courier owes and the form recording the remittance, then when that was recorded.
 * While shipped, a parcel that came back is marked not delivered here.
 */
export function OrderCashOnDelivery({ order }: { order: AdminOrder }) {
  const cash = order.cashOnDelivery;
  if (!cash) return null;
  const owed = order.status === 'delivered' && cash.remittedAt === null && cash.owedPaise > 0;
  return (
    <section
      aria-label={CASH_ON_DELIVERY_TEXTS.adminHeading}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold">{CASH_ON_DELIVERY_TEXTS.adminHeading}</h2>
      <p className="text-sm">
        {CASH_ON_DELIVERY_TEXTS.fee}: {formatPaise(cash.feePaise)}
      </p>
      {order.status === 'awaiting_confirmation' && cash.confirmBy && (
        <p className="text-sm font-medium text-amber-900">
          {CASH_ON_DELIVERY_TEXTS.adminConfirmBy(formatDateTime(cash.confirmBy))}
        </p>
      )}
      {owed && (
        <p className="font-semibold text-amber-900">{CASH_ON_DELIVERY_TEXTS.cashOwed(cash.owedPaise)}</p>
      )}
      {cash.remittedAt && (
        <p className="text-sm">
          <span className="font-medium">{CASH_ON_DELIVERY_TEXTS.remitted}</span>{' '}
          <span className="text-stone-600">{formatDateTime(cash.remittedAt)}</span>
        </p>
      )}
      {owed && <RemittanceForm order={order} />}
      {order.status === 'shipped' && <NotDelivered order={order} />}
    </section>
  );
}
