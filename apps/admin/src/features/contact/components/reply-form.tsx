import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  MessageReplyBodySchema,
  REPLY_LIMIT,
  type AdminMessage,
  type MessageReplyBody,
} from '@shop/shared/admin-messages';
import { Alert } from '@shop/ui/alert.tsx';
import { PRIMARY_BUTTON } from '@shop/ui/buttons.ts';
import { replyToMessage } from '../api/message-calls.ts';
import { useMessageChange } from '../hooks/use-message-change.ts';

/** A reply to the visitor, sent from the shop's address. */
export function ReplyForm({ message }: { message: AdminMessage }) {
  const changed = useMessageChange(message.id);
  const fieldId = useId();
  const form = useForm<MessageReplyBody>({ resolver: zodResolver(MessageReplyBodySchema) });
  const reply = useMutation({
    mutationFn: (body: MessageReplyBody) => replyToMessage(message.id, body),
    onSuccess: (answer) => {
      changed(answer);
      form.reset({ body: '' });
    },
  });
  const error = form.formState.errors.body?.message;
  return (
    <form noValidate className="space-y-3" onSubmit={form.handleSubmit((body) => reply.mutate(body))}>
      <Alert message={reply.error?.message} />
      <label htmlFor={fieldId} className="block font-medium">
        Reply to {message.email}
      </label>
      <textarea
        id={fieldId}
        rows={6}
        maxLength={REPLY_LIMIT}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...form.register('body')}
      />
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
      {reply.isSuccess && <p role="status">The reply has been sent.</p>}
      <button type="submit" className={PRIMARY_BUTTON} disabled={reply.isPending}>
        {reply.isPending ? 'Sending…' : 'Send reply'}
      </button>
    </form>
  );
}
