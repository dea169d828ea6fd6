import { queryOptions } from '@tanstack/react-query';
import type {
  AdminOrderWhatsAppAnswer,
  WhatsAppConversationAnswer,
  WhatsAppConversationsAnswer,
  WhatsAppRatesAnswer,
  WhatsAppRatesBody,
  WhatsAppReplyAnswer,
  WhatsAppReplyBody,
  WhatsAppTodayAnswer,
} from '@shop/shared/whatsapp';
import { adminFetch } from '../../../lib/admin-fetch.ts';

/** `GET /api/admin/orders/:id/whatsapp`: the order's messages, for its timeline. */
export function orderWhatsAppQuery(orderId: string) {
  return queryOptions({
    queryKey: ['whatsapp', 'order', orderId],
    queryFn: ({ signal }) =>
      adminFetch<AdminOrderWhatsAppAnswer>(`/api/admin/orders/${encodeURIComponent(orderId)}/whatsapp`, {
        signal,
      }),
  });
}

/** `GET /api/admin/whatsapp/today`: the month's delivered template messages, their cost, a refusal. */
export function whatsappTodayQuery() {
  return queryOptions({
    queryKey: ['whatsapp', 'today'],
    queryFn: ({ signal }) => adminFetch<WhatsAppTodayAnswer>('/api/admin/whatsapp/today', { signal }),
  });
}

/** `PUT /api/admin/whatsapp/rates`, the owner's. */
export function saveWhatsAppRates(body: WhatsAppRatesBody): Promise<WhatsAppRatesAnswer> {
  return adminFetch('/api/admin/whatsapp/rates', { method: 'PUT', body: JSON.stringify(body) });
}

export function conversationsQuery() {
  return queryOptions({
    queryKey: ['whatsapp', 'conversations'],
    queryFn: ({ signal }) =>
      adminFetch<WhatsAppConversationsAnswer>('/api/admin/whatsapp/conversations', { signal }),
  });
}

export function conversationQuery(phone: string) {
  return queryOptions({
    queryKey: ['whatsapp', 'conversation', phone],
    queryFn: ({ signal }) =>
      adminFetch<WhatsAppConversationAnswer>(
        `/api/admin/whatsapp/conversations/${encodeURIComponent(phone)}`,
        { signal },
      ),
  });
}

/** 201 with the message sent; 409 once the customer's 24 hours are over. */
export function replyToConversation(phone: string, body: WhatsAppReplyBody): Promise<WhatsAppReplyAnswer> {
  return adminFetch(`/api/admin/whatsapp/conversations/${encodeURIComponent(phone)}/replies`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
}
