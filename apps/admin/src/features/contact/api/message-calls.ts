import { queryOptions } from '@tanstack/react-query';
import type {
  AdminMessageAnswer,
  AdminMessageListAnswer,
  MessageMarkBody,
  MessageReplyBody,
} from '@shop/shared/admin-messages';
import { adminFetch } from '../../../lib/admin-fetch.ts';

export function messageListQuery(page: number) {
  return queryOptions({
    queryKey: ['messages', 'list', page],
    queryFn: ({ signal }) =>
      adminFetch<AdminMessageListAnswer>(`/api/admin/messages?page=${page}`, { signal }),
  });
}

export function messageQuery(messageId: string) {
  return queryOptions({
    queryKey: ['messages', 'one', messageId],
    queryFn: ({ signal }) =>
      adminFetch<AdminMessageAnswer>(`/api/admin/messages/${encodeURIComponent(messageId)}`, { signal }),
  });
}

export function markMessage(messageId: string, mark: MessageMarkBody): Promise<AdminMessageAnswer> {
  return adminFetch(`/api/admin/messages/${encodeURIComponent(messageId)}`, {
    method: 'PATCH',
    body: JSON.stringify(mark),
  });
}

export function replyToMessage(messageId: string, reply: MessageReplyBody): Promise<AdminMessageAnswer> {
  return adminFetch(`/api/admin/messages/${encodeURIComponent(messageId)}/replies`, {
    method: 'POST',
    body: JSON.stringify(reply),
  });
}
