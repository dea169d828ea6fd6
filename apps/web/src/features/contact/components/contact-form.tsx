import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import {
  CONTACT_LIMITS,
  CONTACT_SUCCESS_MS,
  ContactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@shop/shared/contact';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { TextAreaField, TextField } from '@shop/ui/text-field.tsx';
import { contactErrorText, sendContactMessage } from '../api/send-contact-message.ts';
import { contactFieldMessage, contactWords } from '../contact-words.ts';

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; text: string };

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', message: '' };

/**
 * The contact form: idle, then 'Sending...' with the button disabled, then the thanks for
 * five seconds and an empty form, or the reason it failed with the visitor's words kept for
 * another try. Checked by the shared rules when it is sent.
 */
export function ContactForm() {
  const { i18n } = useLingui();
  const words = contactWords(i18n);
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
      setOutcome({ kind: 'failed', text: contactErrorText(error, words) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <div className="space-y-4">
        <TextField
          label={words.nameLabel}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          error={contactFieldMessage(i18n, errors.name?.message)}
          {...register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={words.emailLabel}
            type="email"
            autoComplete="email"
            required
            error={contactFieldMessage(i18n, errors.email?.message)}
            {...register('email')}
          />
          <TextField
            label={words.phoneLabel}
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phone}
            error={contactFieldMessage(i18n, errors.phone?.message)}
            {...register('phone')}
          />
        </div>
        <TextAreaField
          label={words.messageLabel}
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          error={contactFieldMessage(i18n, errors.message?.message)}
          {...register('message')}
        />
      </div>
      <button type="submit" className={`${PRIMARY_BUTTON} mt-5 w-full sm:w-auto`} disabled={isSubmitting}>
        {isSubmitting ? words.sending : words.send}
      </button>
      {/* Always in the page, so a screen reader announces what appears in them. */}
      <div role="status">
        {outcome.kind === 'sent' && (
          <p className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            {words.sent}
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
