import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@shop/ui/alert.tsx';
import { markMessage, messageQuery } from '../../features/contact/api/message-calls.ts';
import { MessageDetails } from '../../features/contact/components/message-details.tsx';
import { useMessageChange } from '../../features/contact/hooks/use-message-change.ts';

/** One message: opening it marks it read. */
export default function MessageRoute() {
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
      <Alert message={error?.message} />
      {data && <MessageDetails message={data.message} />}
    </div>
  );
}
