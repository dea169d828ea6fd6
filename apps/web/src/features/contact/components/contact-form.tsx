import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_LIMITS,
  CONTACT_SUCCESS_MS,
  CONTACT_TEXTS,
  ContactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@shop/shared/contact';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextAreaField, TextField } from '@shop/ui/text-field.tsx';
import { contactErrorText, sendContactMessage } from '../api/send-contact-message.ts';

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; text: string };

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form: idle, then 'Sending...' with the button disabled, then the thanks for
 * five seconds and an empty form, or the reason it failed with the visitor's words kept for
 * another try. Checked by the shared rules when it is sent.
 */
export function ContactForm() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const { register, handleSubmit, reset, formState } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (outcome.kind !== 'sent') return;
    const timer = setTimeout(() => setOutcome({ kind: 'idle' }), CONTACT_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const send = async (message: ContactMessage) => {
    setOutcome({ kind: 'idle' });
    try {
      await sendContactMessage(message);
      reset(EMPTY);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failed', text: contactErrorText(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <div className="space-y-4">
        <TextField
          label={CONTACT_TEXTS.nameLabel}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={CONTACT_TEXTS.emailLabel}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={CONTACT_TEXTS.phoneLabel}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
        <TextAreaField
          label={CONTACT_TEXTS.messageLabel}
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <button type="submit" className={`${PRIMARY_BUTTON} mt-5 w-full sm:w-auto`} disabled={isSubmitting}>
        {isSubmitting ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
      </button>
      {/* Always in the page, so a screen reader announces what appears in them. */}
      <div role="status">
        {outcome.kind === 'sent' && (
          <p className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {CONTACT_TEXTS.sent}
          </p>
        )}
      </div>
      <div role="alert">
        {outcome.kind === 'failed' && (
          <p className="mt-4 rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
            {outcome.text}
          </p>
        )}
      </div>
    </form>
  );
}
