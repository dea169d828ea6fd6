import {
  formatWhatsAppNumber,
  WHATSAPP_STATUS_NAMES,
  type AdminWhatsAppMessage,
  WHATSAPP_TEXTS,
  WHATSAPP_TEMPLATE_TITLES,
} from '@shop/shared/whatsapp';

/** A line of the order's timeline, as the order page draws its own. */
export interface WhatsAppTimelineEntry {
  key: string;
  at: string;
  title: string;
  detail?: string;
  /** A message that did not reach the customer: staff must see it and why. */
  warning?: boolean;
}

/**
 * The order's WhatsApp messages as lines of its timeline: the template in words and where the
 * message is (sent, delivered, read, not delivered), a failed one with its reason.
 */
export function whatsappTimelineEntries(messages: readonly AdminWhatsAppMessage[]): WhatsAppTimelineEntry[] {
  return messages.map((message) => {
    const failed = message.status === 'failed';
    return {
      key: `whatsapp-${message.id}`,
      at: message.createdAt,
      title: WHATSAPP_TEXTS.timelineTitle(
        WHATSAPP_TEMPLATE_TITLES[message.template],
        WHATSAPP_STATUS_NAMES[message.status],
      ),
      // A failure says why, in Meta's words; the number shows whether it was the wrong one.
      detail: `To ${formatWhatsAppNumber(message.to)}: ${failed ? (message.failure ?? WHATSAPP_STATUS_NAMES.failed) : message.text}`,
      ...(failed && { warning: true }),
    };
  });
}
