import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_MESSAGE_TEXTS } from '@shop/shared/admin-messages';
import { Alert } from '@shop/ui/alert.tsx';
import { ListPager } from '../../components/list-table.tsx';
import { MessageTabs } from '../../components/message-tabs.tsx';
import { messageListQuery } from '../../features/contact/api/message-calls.ts';
import { formatDateTime } from '../../lib/format.ts';

/** The contact page's messages, unread first and then newest. */
export default function MessagesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const { data, error } = useQuery(messageListQuery(page));
  return (
    <section aria-labelledby="messages-title" className="space-y-4">
      <h1 id="messages-title" className="text-2xl font-semibold">
        Messages
      </h1>
      <MessageTabs />
      <Alert message={error?.message} />
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
            <ListPager
              label="Pages of messages"
              page={page}
              totalPages={data.totalPages}
              onPage={(next) => setSearchParams({ page: String(next) })}
              words={{ previous: 'Newer', next: 'Older' }}
            />
          )}
        </>
      )}
    </section>
  );
}
