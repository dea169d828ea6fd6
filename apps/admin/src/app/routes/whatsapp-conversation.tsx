import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { WHATSAPP_TEXTS } from '@shop/shared/whatsapp';
import { Alert } from '@shop/ui/alert.tsx';
import { conversationQuery } from '../../features/whatsapp/api/whatsapp-calls.ts';
import { ConversationView } from '../../features/whatsapp/components/conversation-view.tsx';

/** `/admin/messages/whatsapp/{number}`: one customer's WhatsApp conversation and the answer to it. */
export default function WhatsAppConversationRoute() {
  const { phone = '' } = useParams();
  const { data, error } = useQuery(conversationQuery(phone));
  return (
    <div className="space-y-4">
      <Link
        to="/messages/whatsapp"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {WHATSAPP_TEXTS.allConversations}
      </Link>
      <Alert message={error?.message} />
      {data && <ConversationView conversation={data} />}
    </div>
  );
}
