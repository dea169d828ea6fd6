import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  WHATSAPP_TEXT_MAX,
  WHATSAPP_TEXTS,
  WhatsAppReplyBodySchema,
  type WhatsAppReplyAnswer,
  type WhatsAppReplyBody,
} from '@shop/shared/whatsapp';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { replyToConversation } from '../api/whatsapp-calls.ts';

/** The longest a browser's timer waits (about 24 days); a window is never open that long. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Whether staff may still write freely: until 24 hours after the customer's last message. The
 * screen closes the box when that time comes, without a reload.
 */
export function useWindowOpen(windowOpenUntil: string | null): boolean {
  const until = windowOpenUntil === null ? null : Date.parse(windowOpenUntil);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [until, now]);
  return until !== null && now < until;
}

/**
 * Staff's answer in the chat, in free text, within the customer service window. Outside it the
 * box is off and says that only an approved template can be sent; the server refuses it too
 * (409), should the window close between the page's drawing and the press.
 */
export function ReplyBox({
  phone,
  windowOpenUntil,
  onSent,
  onRefused,
}: {
  phone: string;
  windowOpenUntil: string | null;
  onSent: (answer: WhatsAppReplyAnswer) => void;
  /** The server said the window is closed: the conversation is read again. */
  onRefused: () => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  const open = useWindowOpen(windowOpenUntil);
  const form = useForm<WhatsAppReplyBody>({
    resolver: zodResolver(WhatsAppReplyBodySchema),
    defaultValues: { text: '' },
  });
  const reply = useMutation({
    mutationFn: (body: WhatsAppReplyBody) => replyToConversation(phone, body),
    onSuccess: (answer) => {
      form.reset({ text: '' });
      onSent(answer);
    },
    onError: onRefused,
  });
  const error = form.formState.errors.text?.message;
  return (
    <form
      noValidate
      aria-label={WHATSAPP_TEXTS.replyLabel}
      className="space-y-2"
      onSubmit={form.handleSubmit((body) => reply.mutate(body))}
    >
      <label htmlFor={fieldId} className="block font-medium">
        {WHATSAPP_TEXTS.replyLabel}
      </label>
      <p
        id={hintId}
        className={`text-sm ${open ? 'text-stone-600' : 'rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950'}`}
      >
        {open && windowOpenUntil !== null
          ? WHATSAPP_TEXTS.windowOpen(formatDateTime(windowOpenUntil))
          : WHATSAPP_TEXTS.windowClosed}
      </p>
      <textarea
        id={fieldId}
        rows={4}
        maxLength={WHATSAPP_TEXT_MAX}
        disabled={!open}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base disabled:cursor-not-allowed disabled:bg-stone-100"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error && `${fieldId}-error`].filter(Boolean).join(' ')}
        {...form.register('text', { onChange: () => reply.reset() })}
      />
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <Alert message={reply.error ? reply.error.message || WHATSAPP_TEXTS.sendFailed : undefined} />
      {reply.isSuccess && (
        <p role="status" className="text-sm text-emerald-800">
          {WHATSAPP_TEXTS.answerSent}
        </p>
      )}
      <button type="submit" className={PRIMARY_BUTTON} disabled={!open || reply.isPending}>
        {reply.isPending ? 'Sending…' : WHATSAPP_TEXTS.send}
      </button>
    </form>
  );
}
