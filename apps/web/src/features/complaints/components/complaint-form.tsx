import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import {
  COMPLAINT_LIMITS,
  COMPLAINT_TOPICS,
  ComplaintBodySchema,
  type ComplaintAnswer,
  type ComplaintBody,
  type ComplaintInput,
} from '@shop/shared/complaints';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '@shop/ui/buttons.ts';
import { FieldError, INPUT_CLASS, TextAreaField, TextField } from '@shop/ui/text-field.tsx';
import { complaintErrorText, raiseComplaint } from '../api/raise-complaint.ts';
import { complaintFieldMessage, complaintWords } from '../complaint-words.ts';

/** The order a complaint from its page is tied to, and who placed it. */
export interface ComplaintOrder {
  id: string;
  reference: string;
  customer: { name: string; email: string; phone: string };
}

/** The ticket, shown at once and kept on the page: the shopper quotes it from now on. */
function Ticket({ answer, onAnother }: { answer: ComplaintAnswer; onAnother: () => void }) {
  const { i18n } = useLingui();
  const words = complaintWords(i18n);
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
      <p className="text-sm font-medium">{words.ticketLabel}</p>
      <p className="font-mono text-2xl font-semibold tracking-wide">{answer.ticket}</p>
      <p className="mt-2">{answer.message}</p>
      <p className="mt-2 text-sm">{words.keepTicket}</p>
      <button type="button" className={`${SECONDARY_BUTTON} mt-4`} onClick={onAnother}>
        {words.another}
      </button>
    </div>
  );
}

/**
 * The complaint form: from the contact page (an order number may be typed), or from an
 * order's page, where it is tied to that order and starts with its customer's details.
 * Checked by the shared rules when sent; the ticket replaces it once registered.
 */
export function ComplaintForm({
  order,
  token,
  onCancel,
}: {
  order?: ComplaintOrder;
  token?: string | undefined;
  onCancel?: () => void;
}) {
  const topicId = useId();
  const { i18n } = useLingui();
  const words = complaintWords(i18n);
  const fieldError = (message: string | undefined) => complaintFieldMessage(i18n, message);
  const [answer, setAnswer] = useState<ComplaintAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const empty: Partial<ComplaintInput> = {
    name: order?.customer.name ?? '',
    email: order?.customer.email ?? '',
    phone: order?.customer.phone ?? '',
    description: '',
    orderNumber: '',
  };
  const { register, handleSubmit, reset, formState } = useForm<ComplaintInput, unknown, ComplaintBody>({
    resolver: zodResolver(ComplaintBodySchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const send = async (complaint: ComplaintBody) => {
    setFailure(null);
    try {
      const registered = await raiseComplaint(
        order ? { ...complaint, orderNumber: undefined, orderId: order.id } : complaint,
        order ? token : undefined,
      );
      reset(empty);
      setAnswer(registered);
    } catch (error) {
      setFailure(complaintErrorText(error, words));
    }
  };

  return (
    <div>
      {/* Always in the page, so a screen reader announces the ticket when it appears. */}
      <div role="status">{answer && <Ticket answer={answer} onAnother={() => setAnswer(null)} />}</div>
      {!answer && (
        <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
          <div className="space-y-4">
            <TextField
              label={words.nameLabel}
              autoComplete="name"
              required
              maxLength={COMPLAINT_LIMITS.name}
              error={fieldError(errors.name?.message)}
              {...register('name')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={words.emailLabel}
                type="email"
                autoComplete="email"
                required
                error={fieldError(errors.email?.message)}
                {...register('email')}
              />
              <TextField
                label={words.phoneLabel}
                type="tel"
                autoComplete="tel"
                maxLength={COMPLAINT_LIMITS.phone}
                error={fieldError(errors.phone?.message)}
                {...register('phone')}
              />
            </div>
            <div>
              <label htmlFor={topicId} className="mb-1 block text-sm font-medium text-stone-800">
                {words.topicLabel}
              </label>
              <select
                id={topicId}
                className={INPUT_CLASS}
                required
                aria-invalid={errors.topic ? true : undefined}
                aria-describedby={errors.topic ? `${topicId}-error` : undefined}
                {...register('topic')}
              >
                <option value="">{words.topicPlaceholder}</option>
                {COMPLAINT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {words.topic(topic)}
                  </option>
                ))}
              </select>
              <FieldError id={`${topicId}-error`} message={fieldError(errors.topic?.message)} />
            </div>
            {!order && (
              <TextField
                label={words.orderNumberLabel}
                autoComplete="off"
                maxLength={COMPLAINT_LIMITS.orderNumber}
                error={fieldError(errors.orderNumber?.message)}
                {...register('orderNumber')}
              />
            )}
            <TextAreaField
              label={words.descriptionLabel}
              rows={5}
              required
              maxLength={COMPLAINT_LIMITS.description}
              error={fieldError(errors.description?.message)}
              {...register('description')}
            />
          </div>
          <div className="mt-5 flex flex-wrap gap-3">
            <button type="submit" className={`${PRIMARY_BUTTON} w-full sm:w-auto`} disabled={isSubmitting}>
              {isSubmitting ? words.sending : words.send}
            </button>
            {onCancel && (
              <button type="button" className={`${SECONDARY_BUTTON} w-full sm:w-auto`} onClick={onCancel}>
                {words.cancel}
              </button>
            )}
          </div>
        </form>
      )}
      <div role="alert">
        {failure && (
          <p className="mt-4 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
            {failure}
          </p>
        )}
      </div>
    </div>
  );
}
