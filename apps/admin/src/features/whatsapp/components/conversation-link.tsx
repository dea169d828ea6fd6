import { Link } from 'react-router';
import { formatWhatsAppNumber, type AdminWhatsAppMessage, WHATSAPP_TEXTS } from '@shop/shared/whatsapp';

/** From an order's messages to the chat with the number they went to, where staff answer. */
export function ConversationLink({ messages }: { messages: readonly AdminWhatsAppMessage[] }) {
  const latest = messages.at(-1);
  if (!latest) return null;
  return (
    <Link
      to={`/messages/whatsapp/${encodeURIComponent(latest.to)}`}
      className="font-medium text-brand-700 underline"
    >
      {WHATSAPP_TEXTS.openConversation(formatWhatsAppNumber(latest.to))}
    </Link>
  );
}
