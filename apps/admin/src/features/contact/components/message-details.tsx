import { useMutation } from '@tanstack/react-query';
import type { AdminMessage } from '@shop/shared/admin-messages';
import { QUIET_BUTTON } from '@shop/ui/buttons.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { markMessage } from '../api/message-calls.ts';
import { useMessageChange } from '../hooks/use-message-change.ts';
import { ReplyForm } from './reply-form.tsx';

/** A message with the replies sent to it, whether it is answered, and the reply form. */
export function MessageDetails({ message }: { message: AdminMessage }) {
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
