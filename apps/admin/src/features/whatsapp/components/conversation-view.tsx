import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@shop/shared/order-lifecycle';
import {
  formatWhatsAppNumber,
  WHATSAPP_STATUS_NAMES,
  type WhatsAppConversationAnswer,
  WHATSAPP_TEXTS,
} from '@shop/shared/whatsapp';
import { formatDateTime } from '../../../lib/format.ts';
import { conversationQuery, conversationsQuery } from '../api/whatsapp-calls.ts';
import { ReplyBox } from './reply-box.tsx';

const statusName = (status: string) =>
  status in ORDER_STATUS_NAMES ? ORDER_STATUS_NAMES[status as OrderStatus] : status;

/** One WhatsApp conversation: who it is with, their orders, the messages, and the answer box. */
export function ConversationView({ conversation }: { conversation: WhatsAppConversationAnswer }) {
  const queryClient = useQueryClient();
  const number = formatWhatsAppNumber(conversation.phone);
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: conversationQuery(conversation.phone).queryKey });
    void queryClient.invalidateQueries({ queryKey: conversationsQuery().queryKey });
  };
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">
          {conversation.customer?.name ?? number}
        </h1>
        <p className="text-sm text-stone-600">
          {conversation.customer ? number : WHATSAPP_TEXTS.unknownCustomer}
        </p>
      </header>
      <section aria-labelledby="their-orders" className="rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="their-orders" className="mb-2 font-semibold">
          {WHATSAPP_TEXTS.theirOrders}
        </h2>
        {conversation.orders.length === 0 ? (
          <p className="text-sm text-stone-600">{WHATSAPP_TEXTS.noOrders}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {conversation.orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/orders/${encodeURIComponent(order.id)}`}
                  className="inline-block rounded-lg border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-50"
                >
                  <span className="font-mono font-medium text-brand-700 underline">{order.number}</span>{' '}
                  <span className="text-stone-600">· {statusName(order.status)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-label={WHATSAPP_TEXTS.chatLabel}
        className="space-y-4 rounded-xl border border-stone-200 bg-stone-100 p-3 sm:p-4"
      >
        <ol className="space-y-2">
          {conversation.messages.map((message) => {
            const mine = message.direction === 'out';
            return (
              <li key={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
                <div
                  className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm ${mine ? 'bg-emerald-50 text-stone-900' : 'bg-white text-stone-900'}`}
                >
                  <span className="sr-only">
                    {mine ? WHATSAPP_TEXTS.shopWrote : WHATSAPP_TEXTS.customerWrote}:{' '}
                  </span>
                  <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.text}</p>
                  <p className="mt-1 text-right text-xs text-stone-600">
                    {formatDateTime(message.at)}
                    {message.status && (
                      <span className={message.status === 'failed' ? 'font-semibold text-rose-800' : ''}>
                        {' '}
                        · {WHATSAPP_STATUS_NAMES[message.status]}
                      </span>
                    )}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="rounded-xl bg-white p-3">
          <ReplyBox
            phone={conversation.phone}
            windowOpenUntil={conversation.windowOpenUntil}
            onSent={readAgain}
            onRefused={readAgain}
          />
        </div>
      </section>
    </div>
  );
}
