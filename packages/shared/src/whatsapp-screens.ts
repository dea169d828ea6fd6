/**
 * The words of the WhatsApp channel's screens beyond the contract's (whatsapp.ts): the hint
 * where the box waits for a number, the templates named as staff read them on a timeline, and
 * the back office's headings. Both apps and the journeys import them from here.
 */
import type { WhatsAppTemplateName } from './whatsapp.ts';

/** A template as a person names it, on the order's timeline. */
export const WHATSAPP_TEMPLATE_TITLES: Record<WhatsAppTemplateName, string> = {
  order_confirmed: 'Order confirmed',
  proof_ready: 'Proof ready',
  order_shipped: 'Shipped',
  order_delivered: 'Delivered',
  refund_made: 'Refund made',
  complaint_registered: 'Complaint registered',
  complaint_resolved: 'Complaint resolved',
};

export const WHATSAPP_SCREEN_TEXTS = {
  // The shopper's screens
  /** In place of the box until the phone field holds a number the box can name. */
  checkoutNeedsPhone: 'Type your 10-digit phone number above to get updates about your orders on WhatsApp.',
  profileNeedsPhone:
    'Add your 10-digit phone number to your profile to get updates about your orders on WhatsApp.',
  loadFailed: 'Your WhatsApp updates could not be loaded.',
  // The order's timeline
  timelineTitle: (template: string, status: string) => `WhatsApp “${template}”: ${status}`,
  loadMessagesFailed: 'The order’s WhatsApp messages could not be loaded.',
  openConversation: (number: string) => `The WhatsApp conversation with ${number}`,
  // Today
  noneThisMonth: 'No template message has been delivered this month.',
  delivered: 'Delivered',
  cost: 'Cost',
  total: 'Total',
  beforeGst: 'At the rates below, before GST. Answers within 24 hours of a customer’s message cost nothing.',
  refusedSince: (at: string) => `Since ${at}.`,
  perMessage: (rupees: string) => `${rupees} a message`,
  saveRates: 'Save rates',
  // The conversations
  tabContact: 'Contact form',
  tabWhatsApp: 'WhatsApp',
  allConversations: 'All WhatsApp conversations',
  unread: (count: number) => (count === 1 ? '1 new message' : `${count} new messages`),
  theirOrders: 'Their orders',
  noOrders: 'No order with this number.',
  unknownCustomer: 'No customer account has this number.',
  chatLabel: 'The conversation',
  customerWrote: 'The customer',
  shopWrote: 'The shop',
  answerSent: 'The answer has been sent.',
} as const;
