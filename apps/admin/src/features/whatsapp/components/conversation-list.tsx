import { Link } from 'react-router';
import {
  formatWhatsAppNumber,
  WHATSAPP_TEXTS,
  type WhatsAppConversationSummary,
} from '@shop/shared/whatsapp';
import { formatDateTime } from '../../../lib/format.ts';

/** The WhatsApp conversations, latest first: who, their last message, and what is new since staff answered. */
export function ConversationList({
  conversations,
}: {
  conversations: readonly WhatsAppConversationSummary[];
}) {
  if (conversations.length === 0) return <p className="text-stone-600">{WHATSAPP_TEXTS.noConversations}</p>;
  return (
    <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
      {conversations.map((conversation) => {
        const number = formatWhatsAppNumber(conversation.phone);
        const unread = conversation.unread > 0;
        return (
          <li key={conversation.phone}>
            <Link
              to={`/messages/whatsapp/${encodeURIComponent(conversation.phone)}`}
              className="block px-4 py-3 hover:bg-stone-50"
            >
              <span className={`block [overflow-wrap:anywhere] ${unread ? 'font-semibold' : ''}`}>
                {conversation.customerName ?? number}
                {conversation.customerName && (
                  <span className="ml-2 text-sm font-normal text-stone-600">{number}</span>
                )}
                {unread && (
                  <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-900">
                    {WHATSAPP_TEXTS.unread(conversation.unread)}
                  </span>
                )}
              </span>
              <span className="block truncate text-sm text-stone-600">{conversation.lastText}</span>
              <span className="block text-xs text-stone-500">
                {formatDateTime(conversation.lastMessageAt)}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
