import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_MESSAGE_TEXTS } from '@shop/shared/admin-messages';
import { FormAlert, QUIET_BUTTON } from '../../../components/form';
import { formatDateTime } from '../../../lib/format';
import { messageListQuery } from '../api/message-calls';

/** The contact page's messages, unread first and then newest. */
export function MessageListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, error } = useQuery(messageListQuery(page));
  return (
    <section aria-labelledby="messages-title" className="space-y-4">
      <h1 id="messages-title" className="text-2xl font-semibold">
        Messages
      </h1>
      <FormAlert message={error?.message} />
      {data && (
        <>
          <p className="text-sm text-stone-700">
            {data.unread === 1 ? '1 unread' : `${data.unread} unread`} of {data.total}
          </p>
          {data.messages.length === 0 ? (
            <p className="text-stone-600">{ADMIN_MESSAGE_TEXTS.noMessages}</p>
          ) : (
            <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
              {data.messages.map((message) => (
                <li key={message.id}>
                  <Link to={`/messages/${message.id}`} className="block px-4 py-3 hover:bg-stone-50">
                    <span className={`block ${message.read ? '' : 'font-semibold'}`}>
                      {message.read ? '' : <span className="sr-only">Unread: </span>}
                      {message.name ?? message.email}
                      {message.answered && (
                        <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-normal text-emerald-900">
                          Answered
                        </span>
                      )}
                    </span>
                    <span className="block truncate text-sm text-stone-600">{message.preview}</span>
                    <span className="block text-xs text-stone-500">{formatDateTime(message.createdAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {data.totalPages > 1 && (
            <nav aria-label="Pages of messages" className="flex items-center gap-3">
              <button
                type="button"
                className={QUIET_BUTTON}
                disabled={page <= 1}
                onClick={() => setSearchParams({ page: String(page - 1) })}
              >
                Newer
              </button>
              <span className="text-sm">
                Page {page} of {data.totalPages}
              </span>
              <button
                type="button"
                className={QUIET_BUTTON}
                disabled={page >= data.totalPages}
                onClick={() => setSearchParams({ page: String(page + 1) })}
              >
                Older
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
