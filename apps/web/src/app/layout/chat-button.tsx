import { MessageCircle } from 'lucide-react';
import { whatsAppChatUrl } from '@shop/shared/shop';
import { shopConfig } from '../../lib/shop-config.ts';

/** The floating button that opens a WhatsApp conversation with the shop's number. */
export function ChatButton() {
  return (
    <a
      href={whatsAppChatUrl(shopConfig().whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed bottom-4 right-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#1f7a45] text-white shadow-lg hover:bg-[#17603a] print:hidden"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
