import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { rupeesToPaise } from '@shop/shared/money';
import type { OrderStatus } from '@shop/shared/order-lifecycle';
import { ApiError } from '@shop/shared/api-client';
import { type CustomerAfterSaleAnswer, type OrderReturn, type ReturnQuoteBody } from '@shop/shared/returns';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { ModalDialog } from '@shop/ui/modal-dialog.tsx';
import { cancelOrder, fetchAfterSale, quoteReturn, requestReturn } from '../api/after-sale-calls.ts';
import { afterSaleWords } from '../after-sale-words.ts';

/** The panel's words in the page's language. */
function useWords() {
  return afterSaleWords(useLingui().i18n);
}

/** Before delivery, where cancelling is either offered or explained. */
const BEFORE_DELIVERY: readonly OrderStatus[] = ['paid', 'in_making', 'quality_check', 'shipped'];

const FIELD =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-base text-stone-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-100';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

function errorText(error: unknown, failed: string): string {
  return (error instanceof Error && error.message) || failed;
}

/**
 * The "Cancel order" button and its confirmation, with an optional reason. The confirmation
 * says what cancelling refunds: all that is left of the payment after earlier refunds.
 */
function CancelOrder({
  token,
  order,
  cancel,
  onDone,
}: {
  token: string;
  order: CustomerOrder;
  cancel: CustomerAfterSaleAnswer['cancel'];
  onDone: () => void;
}) {
  const words = useWords();
  const headingId = useId();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [state, setState] = useState<{ pending: boolean; error?: string; done?: boolean }>({
    pending: false,
  });

  async function confirm() {
    setState({ pending: true });
    try {
      await cancelOrder(token, order.orderId, { reason: reason.trim() || undefined });
      setState({ pending: false });
      setOpen(false);
      onDone();
    } catch (error) {
      setState({ pending: false, error: words.cancelRefusal(errorText(error, words.failed), order.status) });
    }
  }

  return (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(true)}>
        {words.cancelAction}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={headingId}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-5 shadow-xl backdrop:bg-brand-900/60 sm:p-6"
      >
        <h2 id={headingId} className="text-xl font-semibold text-brand-900">
          {words.cancelHeading}
        </h2>
        <p className="mt-2 text-stone-800">
          {cancel.refundedEarlierPaise > 0
            ? words.cancelExplainedAfterRefunds(cancel.refundPaise, rupeesToPaise(order.total))
            : words.cancelExplained(rupeesToPaise(order.total))}
        </p>
        <label htmlFor={reasonId} className="mt-4 block text-sm font-medium text-stone-800">
          {words.cancelReasonLabel}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={200}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          className={FIELD}
        />
        {state.error !== undefined && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {state.error}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" data-autofocus className={SECONDARY_BUTTON} onClick={() => setOpen(false)}>
            {words.cancelKeep}
          </button>
          <button
            type="button"
            className={PRIMARY_BUTTON}
            disabled={state.pending}
            onClick={() => void confirm()}
          >
            {state.pending ? words.cancelling : words.cancelConfirm}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}

const piecesIn = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** The refund a return still waits for: its amount is what it would refund. */
const AWAITING_REFUND: readonly OrderReturn['status'][] = ['requested', 'approved', 'picked_up', 'received'];

/**
 * One return: its pieces, and what happened to them at each step with its day (asked for,
 * approved or declined with the shop's reason, picked up, received, refunded with how much and
 * when the money was made); before its refund, what it will refund and why it is less when it
 * is.
 */
function ReturnSteps({ ret }: { ret: OrderReturn }) {
  const words = useWords();
  const settledDay = ret.refundState?.settledAt ? words.stepDay(ret.refundState.settledAt) : null;
  return (
    <li className="py-3">
      <p className="font-medium text-stone-900 [overflow-wrap:anywhere]">
        {ret.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ')}
      </p>
      {AWAITING_REFUND.includes(ret.status) && (
        <p className="text-sm text-stone-700">{words.returnTotal(ret.amountPaise)}</p>
      )}
      {ret.couponWithdrawal && ret.status !== 'declined' && (
        <p className="mt-1 text-sm text-amber-900">
          {words.belowMinimum(ret.couponWithdrawal, piecesIn(ret.lines))}
        </p>
      )}
      <ol className="mt-2 space-y-1 text-sm">
        {ret.steps.map((step) => (
          <li key={step.status} className="text-stone-900 [overflow-wrap:anywhere]">
            {words.customerStep(step.status, words.stepDay(step.at), ret, settledDay)}
          </li>
        ))}
      </ol>
      {ret.pickup && (
        <p className="mt-1 text-sm text-stone-700">
          {words.pickupLine(ret.pickup.courier, ret.pickup.trackingNumber)}
        </p>
      )}
    </li>
  );
}

/**
 * What the pieces chosen would refund, worked out by the shop as they are chosen: less than
 * they cost when keeping the rest takes the order below its coupon's minimum, and why.
 */
function ReturnQuote({
  token,
  orderId,
  lines,
  form,
}: {
  token: string;
  orderId: string;
  lines: ReturnQuoteBody['lines'];
  form: CustomerAfterSaleAnswer['returnForm'];
}) {
  const words = useWords();
  const query = useQuery({
    queryKey: ['return-quote', token, orderId, lines],
    queryFn: () => quoteReturn(token, orderId, { lines }),
  });
  return (
    <div role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-stone-800">
      {query.data ? (
        <>
          <p className="font-medium text-stone-900">{words.returnTotal(query.data.amountPaise)}</p>
          {query.data.notice && (
            <p className="mt-1 text-amber-900">
              {query.data.couponWithdrawal
                ? words.belowMinimum(query.data.couponWithdrawal, piecesIn(lines))
                : query.data.notice}
            </p>
          )}
        </>
      ) : query.isError ? (
        <p>
          {query.error instanceof ApiError && query.error.fromServer
            ? words.returnError(query.error.message, form)
            : words.quoteFailed}
        </p>
      ) : (
        <p>{words.quoting}</p>
      )}
    </div>
  );
}

/** The "Return pieces" form: the lines to send back, how many, and why, with what they would refund. */
function ReturnForm({
  token,
  orderId,
  form,
  onDone,
}: {
  token: string;
  orderId: string;
  form: CustomerAfterSaleAnswer['returnForm'];
  onDone: (answer: CustomerAfterSaleAnswer) => void;
}) {
  const words = useWords();
  const reasonId = useId();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [state, setState] = useState<{ pending: boolean; error?: string }>({ pending: false });

  const lines = Object.entries(chosen)
    .map(([position, quantity]) => ({ position: Number(position), quantity }))
    .sort((a, b) => a.position - b.position);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lines.length === 0) return setState({ pending: false, error: words.chooseLines });
    if (!reason.trim()) return setState({ pending: false, error: words.reasonNeeded });
    setState({ pending: true });
    try {
      const answer = await requestReturn(token, orderId, { lines, reason: reason.trim() });
      setChosen({});
      setReason('');
      setState({ pending: false });
      onDone(answer);
    } catch (error) {
      setState({ pending: false, error: words.returnError(errorText(error, words.failed), form) });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-2 space-y-3">
      <h3 className="font-semibold text-stone-900">{words.returnAction}</h3>
      {form.lastDay && <p className="text-sm text-stone-700">{words.returnIntro(form.lastDay)}</p>}
      <fieldset className="space-y-2">
        <legend className="sr-only">{words.chooseLines}</legend>
        {form.lines.map((line) => {
          const disabled = line.refusal !== null;
          const checked = chosen[line.position] !== undefined;
          return (
            <div key={line.position} className="rounded-lg border border-stone-200 p-3">
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-5 accent-brand-700"
                  disabled={disabled}
                  checked={checked}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked
                        ? { ...current, [line.position]: 1 }
                        : Object.fromEntries(
                            Object.entries(current).filter(
                              ([position]) => Number(position) !== line.position,
                            ),
                          ),
                    )
                  }
                />
                <span className={disabled ? 'text-stone-500' : 'text-stone-900'}>{line.name}</span>
              </label>
              {line.refusal && (
                <p className="mt-1 pl-8 text-sm text-stone-600">
                  {words.lineRefusal(line.refusal, line.name)}
                </p>
              )}
              {checked && line.quantityLeft > 1 && (
                <label className="mt-2 block pl-8 text-sm text-stone-800">
                  {words.returnQuantityLabel(line.name)}
                  <select
                    className={FIELD}
                    value={chosen[line.position]}
                    onChange={(event) =>
                      setChosen((current) => ({ ...current, [line.position]: Number(event.target.value) }))
                    }
                  >
                    {Array.from({ length: line.quantityLeft }, (_, index) => index + 1).map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
          );
        })}
      </fieldset>
      {lines.length > 0 && <ReturnQuote token={token} orderId={orderId} lines={lines} form={form} />}
      <div>
        <label htmlFor={reasonId} className="block text-sm font-medium text-stone-800">
          {words.returnReasonLabel}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
          className={FIELD}
        />
      </div>
      {state.error !== undefined && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
      <button type="submit" className={`${PRIMARY_BUTTON} w-full sm:w-auto`} disabled={state.pending}>
        {state.pending ? words.returnSending : words.returnSend}
      </button>
    </form>
  );
}

/**
 * What the customer may do with their order after paying: cancel it before making starts,
 * or ask to return pieces after delivery, with the returns asked for and their steps. Each
 * refusal is the server's sentence, said in the page's language when it is one the shop knows.
 */
export function OrderAfterSale({ token, order }: { token: string; order: CustomerOrder }) {
  const words = useWords();
  const queryClient = useQueryClient();
  const queryKey = ['order-after-sale', token, order.orderId, order.status];
  const query = useQuery({ queryKey, queryFn: () => fetchAfterSale(token, order.orderId) });
  const [sent, setSent] = useState(false);
  // The order reads cancelled (then refunded) once it reloads; the sentence stays with it.
  const [cancelledHere, setCancelledHere] = useState(false);
  if (!query.data) return null;
  const { cancel, returnForm, returns } = query.data;
  const showCancel = BEFORE_DELIVERY.includes(order.status);
  const showReturns = order.status === 'delivered' || returns.length > 0;

  return (
    <>
      {cancelledHere && (
        <Panel title={words.cancelAction}>
          <p role="status">{words.cancelled}</p>
        </Panel>
      )}
      {showCancel && !cancelledHere && (
        <Panel title={words.cancelAction}>
          {cancel.allowed ? (
            <CancelOrder
              token={token}
              order={order}
              cancel={cancel}
              onDone={() => {
                setCancelledHere(true);
                void queryClient.invalidateQueries({ queryKey: ['customer-order', token, order.orderId] });
              }}
            />
          ) : (
            <p className="text-stone-800">
              {cancel.refusal && words.cancelRefusal(cancel.refusal, order.status)}
            </p>
          )}
        </Panel>
      )}
      {showReturns && (
        <Panel title={words.returnsHeading}>
          {returns.length > 0 && (
            <ul className="mb-3 divide-y divide-brand-100">
              {returns.map((ret) => (
                <ReturnSteps key={ret.id} ret={ret} />
              ))}
            </ul>
          )}
          {sent && (
            <p role="status" className="mb-3 text-stone-800">
              {words.returnSent}
            </p>
          )}
          {returnForm.allowed ? (
            <ReturnForm
              token={token}
              orderId={order.orderId}
              form={returnForm}
              onDone={(answer) => {
                setSent(true);
                queryClient.setQueryData(queryKey, answer);
              }}
            />
          ) : (
            returnForm.refusal && (
              <p className="text-stone-800">{words.formRefusal(returnForm.refusal, returnForm)}</p>
            )
          )}
        </Panel>
      )}
    </>
  );
}
