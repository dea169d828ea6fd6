import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { rupeesToPaise } from '@shop/shared/money';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { confirmOrder } from '../api/order-calls.ts';
import { cashOnDeliveryWords } from '../order-words.ts';

type Confirming =
  { step: 'waiting' } | { step: 'sending' } | { step: 'done' } | { step: 'refused'; message: string };

/**
 * An order to be paid on delivery waits for its customer: until when, and 'Confirm order',
 * which has it made and sent (`CASH_ON_DELIVERY_TEXTS`). Confirmed, the sentence says what the
 * courier collects, and stays while the order reloads with its new status; a refusal is the
 * server's own sentence, in the page's language where the page knows it.
 */
export function OrderConfirmOnDelivery({ token, order }: { token: string; order: CustomerOrder }) {
  const { i18n } = useLingui();
  const words = cashOnDeliveryWords(i18n);
  const queryClient = useQueryClient();
  const [state, setState] = useState<Confirming>({ step: 'waiting' });
  const waiting = order.status === 'awaiting_confirmation';
  if (order.paymentMethod !== 'cash_on_delivery' || (!waiting && state.step === 'waiting')) return null;

  // The order reads confirmed (or expired) once it reloads.
  const reload = () => queryClient.invalidateQueries({ queryKey: ['customer-order', token, order.orderId] });
  async function confirm() {
    setState({ step: 'sending' });
    try {
      await confirmOrder(token, order.orderId);
      setState({ step: 'done' });
    } catch (error) {
      setState({ step: 'refused', message: error instanceof Error ? error.message : String(error) });
    }
    void reload();
  }

  return (
    <section
      aria-label={words.heading}
      className="rounded-2xl bg-white p-4 shadow-sm ring-2 ring-brand-600 sm:p-6"
    >
      <h2 className="mb-3 text-lg font-semibold text-brand-900">{words.heading}</h2>
      {state.step === 'done' ? (
        <p role="status" className="font-medium text-emerald-900">
          {words.confirmed(rupeesToPaise(order.total))}
        </p>
      ) : (
        <>
          {waiting && order.confirmBy && (
            <p className="font-semibold text-stone-900">{words.confirmBy(order.confirmBy)}</p>
          )}
          {waiting && (
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={state.step === 'sending'}
              className={`${PRIMARY_BUTTON} mt-3 w-full sm:w-auto`}
            >
              {state.step === 'sending' ? words.confirming : words.confirm}
            </button>
          )}
          <div role="alert">
            {state.step === 'refused' && <p className="mt-3 text-rose-800">{words.refusal(state.message)}</p>}
          </div>
        </>
      )}
    </section>
  );
}
