import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { whatsAppChatUrl } from '@shop/shared/shop';
import { shopConfig } from '../../lib/shop-config.ts';

/**
 * The pages whose figures and buttons reach the screen's right edge where the bubble floats,
 * and are there to be read and tapped: the cart with its checkout, and a customer's order.
 */
const PAGES_WITHOUT_THE_BUBBLE = /^\/(cart|checkout|orders\/)/;

/**
 * The floating button that opens a WhatsApp conversation with the shop's number. On a phone a
 * page spans the screen, so the bubble keeps off what it would cover: it is not on the pages
 * above, and it steps aside while the shopper is in a form of the page or the form shows an
 * error (index.css, `data-chat-button`).
 */
export function ChatButton() {
  const { t } = useLingui();
  if (PAGES_WITHOUT_THE_BUBBLE.test(useLocation().pathname)) return null;
  return (
    <a
      href={whatsAppChatUrl(shopConfig().whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t`Chat with us on WhatsApp (opens in a new tab)`}
      data-chat-button
      className="fixed bottom-4 right-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#1f7a45] text-white shadow-lg hover:bg-[#17603a] print:hidden"
    >
      <MessageCircle aria-hidden="true" className="size-7" />
    </a>
  );
}
