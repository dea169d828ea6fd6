import { useQuery } from '@tanstack/react-query';
import { Alert } from '@shop/ui/alert.tsx';
import { MessageTabs } from '../../components/message-tabs.tsx';
import { conversationsQuery } from '../../features/whatsapp/api/whatsapp-calls.ts';
import { ConversationList } from '../../features/whatsapp/components/conversation-list.tsx';

/** `/admin/messages/whatsapp`: the customers' WhatsApp conversations, beside the contact messages. */
export default function WhatsAppConversationsRoute() {
  const { data, error } = useQuery(conversationsQuery());
  return (
    <section aria-labelledby="messages-title" className="space-y-4">
      <h1 id="messages-title" className="text-2xl font-semibold">
        Messages
      </h1>
      <MessageTabs />
      <Alert message={error?.message} />
      {data && <ConversationList conversations={data.conversations} />}
    </section>
  );
}
