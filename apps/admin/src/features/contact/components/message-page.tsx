import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import {
  MessageReplyBodySchema,
  REPLY_LIMIT,
  type AdminMessage,
  type AdminMessageAnswer,
  type MessageReplyBody,
} from '@shop/shared/admin-messages';
import { FormAlert, PRIMARY_BUTTON, QUIET_BUTTON } from '../../../components/form';
import { formatDateTime } from '../../../lib/format';
import { markMessage, messageQuery, replyToMessage } from '../api/message-calls';

function useMessageChange(messageId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (answer: AdminMessageAnswer) => {
      queryClient.setQueryData(messageQuery(messageId).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
    },
    [queryClient, messageId],
  );
}

function ReplyForm({ message }: { message: AdminMessage }) {
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
      <FormAlert message={reply.error?.message} />
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

function MessageDetails({ message }: { message: AdminMessage }) {
  const changed = useMessageChange(message.id);
  const mark = useMutation({
    mutationFn: (answered: boolean) => markMessage(message.id, { answered }),
    onSuccess: changed,
  });
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{message.name ?? message.email}</h1>
        <p className="text-sm text-stone-600">
          <a href={`mailto:${message.email}`} className="underline">
            {message.email}
          </a>
          {message.phone && ` · ${message.phone}`} · {formatDateTime(message.createdAt)}
        </p>
      </header>
      <p className="rounded-xl border border-stone-200 bg-white p-4 whitespace-pre-wrap">
        {message.message ?? 'The visitor left no message, only their address.'}
      </p>
      {message.replies.length > 0 && (
        <section aria-label="Replies" className="space-y-2">
          <h2 className="text-lg font-semibold">Replies</h2>
          {message.replies.map((reply) => (
            <article key={reply.sentAt} className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
              <p className="mb-2 text-sm text-stone-600">
                {reply.by ?? 'A former member of staff'} · {formatDateTime(reply.sentAt)}
              </p>
              <p className="whitespace-pre-wrap">{reply.body}</p>
            </article>
          ))}
        </section>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">
          {message.answeredAt ? `Answered ${formatDateTime(message.answeredAt)}` : 'Not answered yet'}
        </p>
        <button
          type="button"
          className={QUIET_BUTTON}
          disabled={mark.isPending}
          onClick={() => mark.mutate(!message.answeredAt)}
        >
          {message.answeredAt ? 'Mark not answered' : 'Mark answered'}
        </button>
      </div>
      <ReplyForm message={message} />
    </div>
  );
}

/** One message: opening it marks it read. */
export function MessagePage() {
  const { messageId = '' } = useParams();
  const { data, error } = useQuery(messageQuery(messageId));
  const changed = useMessageChange(messageId);
  const unread = data !== undefined && data.message.readAt === null;
  useEffect(() => {
    if (unread) void markMessage(messageId, { read: true }).then(changed, () => undefined);
  }, [unread, messageId, changed]);
  return (
    <div className="space-y-4">
      <Link
        to="/messages"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All messages
      </Link>
      <FormAlert message={error?.message} />
      {data && <MessageDetails message={data.message} />}
    </div>
  );
}
