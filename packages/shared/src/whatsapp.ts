/**
 * The WhatsApp channel: order updates and proof approvals sent through Meta's WhatsApp Business
 * Platform (Cloud API), only to a customer who ticked the box that says so. Here are the
 * templates the shop sends (kept in the repository, submitted to Meta by
 * `npm run shop -- whatsapp-templates`), the consent's sentence, the rules (STOP, the 24-hour
 * window, the rates), the shopper's and the back office's calls and every text both apps and the
 * server show. docs/whatsapp.md tells the owner what to set up at Meta's side.
 */
import { z } from 'zod';
import { PROOF_TEXTS } from './proofs.ts';
import { plainText } from './text.ts';

/* ------------------------------------------------------------------------------------------ */
/* Numbers                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** India's calling code: the shop sells in India and its phone fields take 10 digits. */
export const WHATSAPP_COUNTRY_CODE = '91';

/** A phone number as the shop's forms take it: 10 digits. */
export const PHONE_PATTERN = /^\d{10}$/;
/** A WhatsApp number as the Cloud API writes it (`wa_id`, `to`, `from`): calling code and number, digits. */
export const WHATSAPP_NUMBER_PATTERN = /^\d{8,15}$/;

/** "9876543210" (or "919876543210", "+91 98765 43210") → "919876543210", the Cloud API's form. */
export function whatsappNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `${WHATSAPP_COUNTRY_CODE}${digits}` : digits;
}

/** "919876543210" or "9876543210" → "+91 98765 43210", as a person reads an Indian mobile number. */
export function formatWhatsAppNumber(phone: string): string {
  const digits = whatsappNumber(phone);
  if (digits.length === 12 && digits.startsWith(WHATSAPP_COUNTRY_CODE)) {
    return `+${WHATSAPP_COUNTRY_CODE} ${digits.slice(2, 7)} ${digits.slice(7)}`;
  }
  return `+${digits}`;
}

/* ------------------------------------------------------------------------------------------ */
/* Consent                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** What the box promises, after its first sentence; also the privacy policy's word. */
export const WHATSAPP_CONSENT_SCOPE =
  'We send order, proof, shipping, refund and complaint updates there, never marketing. Reply STOP to end them.';

/**
 * The sentence beside the box at checkout and in the profile (never ticked beforehand). The
 * server stores this very text with the consent, so what the customer saw is on record.
 */
export function whatsappConsentText(phone: string): string {
  return `Send me updates about my orders on WhatsApp at ${formatWhatsAppNumber(phone)}. ${WHATSAPP_CONSENT_SCOPE}`;
}

/** Where a consent was given. */
export const WHATSAPP_CONSENT_SOURCES = ['checkout', 'profile'] as const;
export type WhatsAppConsentSource = (typeof WHATSAPP_CONSENT_SOURCES)[number];

/** Who withdrew one: the customer in the profile, or by writing STOP in the chat. */
export const WHATSAPP_WITHDRAWN_BY = ['profile', 'stop'] as const;
export type WhatsAppWithdrawnBy = (typeof WHATSAPP_WITHDRAWN_BY)[number];

/* ------------------------------------------------------------------------------------------ */
/* The rules                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/**
 * A message that withdraws the consent: STOP or UNSUBSCRIBE in any case, alone, with any
 * punctuation around it. A sentence that merely contains the word ("stop the engraving") is a
 * message for staff, not a withdrawal.
 */
export const WHATSAPP_STOP_WORDS = ['stop', 'unsubscribe'] as const;

export function isStopMessage(text: string): boolean {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return (WHATSAPP_STOP_WORDS as readonly string[]).includes(word);
}

/**
 * The customer service window: within 24 hours of the customer's last message staff may answer
 * in free text; outside it Meta accepts only an approved template.
 */
export const WHATSAPP_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Until when staff may write freely, from the customer's last message; null when they never wrote. */
export function windowOpenUntil(lastIncomingAt: Date | string | null): Date | null {
  if (lastIncomingAt === null) return null;
  return new Date(new Date(lastIncomingAt).getTime() + WHATSAPP_SERVICE_WINDOW_MS);
}

export function isWindowOpen(lastIncomingAt: Date | string | null, now: Date = new Date()): boolean {
  const until = windowOpenUntil(lastIncomingAt);
  return until !== null && now.getTime() < until.getTime();
}

/** Meta's template categories, each charged at its own rate per delivered template message. */
export const WHATSAPP_CATEGORIES = ['utility', 'marketing', 'authentication'] as const;
export type WhatsAppCategory = (typeof WHATSAPP_CATEGORIES)[number];

export const WHATSAPP_CATEGORY_NAMES: Record<WhatsAppCategory, string> = {
  utility: 'Order updates (utility)',
  marketing: 'Marketing',
  authentication: 'Authentication',
};

/** Rates in thousandths of a rupee per delivered template message: ₹0.115 is 115. */
export type WhatsAppRates = Record<WhatsAppCategory, number>;

/**
 * Meta's rates for India of January 2026, before GST: utility ₹0.115, marketing about ₹0.86
 * (₹0.8631 on the rate card), authentication the same as utility for Indian numbers. The owner
 * changes them on the Today page when Meta does; free-text answers within the window cost nothing.
 */
export const DEFAULT_WHATSAPP_RATES: WhatsAppRates = { utility: 115, marketing: 860, authentication: 115 };

/** The cost of a month's delivered template messages of one category, in paise (rounded once, at the end). */
export function whatsappCostPaise(delivered: number, rateMilliRupees: number): number {
  return Math.round((delivered * rateMilliRupees) / 10);
}

/** What a message is at: queued in the shop, then as Meta's status webhooks report it. */
export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

export const WHATSAPP_STATUS_NAMES: Record<WhatsAppMessageStatus, string> = {
  queued: 'Waiting to be sent',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not delivered',
};

/* ------------------------------------------------------------------------------------------ */
/* Templates                                                                                   */
/* ------------------------------------------------------------------------------------------ */

export const WHATSAPP_TEMPLATE_NAMES = [
  'order_confirmed',
  'proof_ready',
  'order_shipped',
  'order_delivered',
  'refund_made',
  'complaint_registered',
  'complaint_resolved',
] as const;
export type WhatsAppTemplateName = (typeof WHATSAPP_TEMPLATE_NAMES)[number];

/** A button of a template. A quick reply's payload is set when sending (see proofButtonPayload). */
export type WhatsAppTemplateButton =
  | { type: 'quick_reply'; text: string }
  /** `path` is appended to the shop's address; `{{1}}` in it is filled when sending. */
  | { type: 'url'; text: string; path: string; example: string };

export interface WhatsAppTemplate {
  name: WhatsAppTemplateName;
  category: WhatsAppCategory;
  language: 'en';
  /** A picture above the text, sent by link or media id with each message. */
  header?: { format: 'image' };
  /** The text, with {{1}}, {{2}}… in the order of `variables`. */
  body: string;
  /** What each placeholder holds, in order, with the example Meta's reviewers see. */
  variables: readonly { key: string; example: string }[];
  buttons?: readonly WhatsAppTemplateButton[];
}

/** The quick replies of the proof message, word for word the order page's buttons. */
export const WHATSAPP_PROOF_BUTTONS = {
  approve: PROOF_TEXTS.approve,
  change: PROOF_TEXTS.askForChange,
} as const;
export type WhatsAppProofAnswer = keyof typeof WHATSAPP_PROOF_BUTTONS;

/**
 * The shop's templates. Meta refuses a body that starts or ends with a placeholder or puts two
 * side by side, so each sits inside a sentence. The order's number is the short reference of
 * checkout.ts (orderReference) and amounts are written as formatPaise writes them.
 */
export const WHATSAPP_TEMPLATES: Record<WhatsAppTemplateName, WhatsAppTemplate> = {
  order_confirmed: {
    name: 'order_confirmed',
    category: 'utility',
    language: 'en',
    body: 'Hello {{1}}, thank you for your order {{2}} of {{3}}. We will write to you here when there is news of it.',
    variables: [
      { key: 'name', example: 'Priya' },
      { key: 'orderNumber', example: 'A1B2C3D4' },
      { key: 'total', example: '₹12,500' },
    ],
  },
  proof_ready: {
    name: 'proof_ready',
    category: 'utility',
    language: 'en',
    header: { format: 'image' },
    body: 'Hello {{1}}, the proof of your personalisation for order {{2}} is ready. Please approve it or ask for a change, so that we can make your piece.',
    variables: [
      { key: 'name', example: 'Priya' },
      { key: 'orderNumber', example: 'A1B2C3D4' },
    ],
    buttons: [
      { type: 'quick_reply', text: WHATSAPP_PROOF_BUTTONS.approve },
      { type: 'quick_reply', text: WHATSAPP_PROOF_BUTTONS.change },
      {
        type: 'url',
        text: 'See the proof',
        path: '/orders/{{1}}',
        example: '/orders/0b4e7c1a-5d2f-4f3e-9a61-2c8d7e9f1a2b',
      },
    ],
  },
  order_shipped: {
    name: 'order_shipped',
    category: 'utility',
    language: 'en',
    body: 'Hello {{1}}, your order {{2}} is on its way with {{3}}. Its tracking number is {{4}}.',
    variables: [
      { key: 'name', example: 'Priya' },
      { key: 'orderNumber', example: 'A1B2C3D4' },
      { key: 'courier', example: 'Blue Dart' },
      { key: 'trackingNumber', example: '81234567890' },
    ],
  },
  order_delivered: {
    name: 'order_delivered',
    category: 'utility',
    language: 'en',
    body: 'Hello {{1}}, your order {{2}} has been delivered. We hope you love your piece.',
    variables: [
      { key: 'name', example: 'Priya' },
      { key: 'orderNumber', example: 'A1B2C3D4' },
    ],
  },
  refund_made: {
    name: 'refund_made',
    category: 'utility',
    language: 'en',
    body: 'Hello {{1}}, we have refunded {{2}} for your order {{3}} to the way you paid. The mail we sent you has the details.',
    variables: [
      { key: 'name', example: 'Priya' },
      { key: 'amount', example: '₹2,400' },
      { key: 'orderNumber', example: 'A1B2C3D4' },
    ],
  },
  complaint_registered: {
    name: 'complaint_registered',
    category: 'utility',
    language: 'en',
    body: 'Hello {{1}}, we have registered your complaint with the ticket {{2}}. We will resolve it by {{3}} and write to you.',
    variables: [
      { key: 'name', example: 'Priya' },
      { key: 'ticket', example: 'C-000042' },
      { key: 'dueDate', example: '2 January 2027' },
    ],
  },
  complaint_resolved: {
    name: 'complaint_resolved',
    category: 'utility',
    language: 'en',
    body: 'Hello {{1}}, your complaint {{2}} is resolved. The mail we sent you says how; reply here if something is still wrong.',
    variables: [
      { key: 'name', example: 'Priya' },
      { key: 'ticket', example: 'C-000042' },
    ],
  },
};

/** The values of a template's placeholders, by key. */
export type WhatsAppTemplateValues = Record<string, string>;

/**
 * A placeholder's value as Meta takes it: no line breaks or tabs, no more than four spaces in a
 * row, and not empty (a missing value reads as a dash rather than failing the message).
 */
export function templateValue(value: string): string {
  const flat = value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return flat === '' ? '–' : flat.slice(0, 200);
}

/** The template's text as the customer reads it: for the order's timeline and the conversation. */
export function templateText(name: WhatsAppTemplateName, values: WhatsAppTemplateValues): string {
  const template = WHATSAPP_TEMPLATES[name];
  return template.body.replace(/\{\{(\d+)\}\}/g, (_match, index: string) => {
    const variable = template.variables[Number(index) - 1];
    return variable === undefined ? '' : templateValue(values[variable.key] ?? '');
  });
}

/** The payload of a proof's quick reply: which proof and which answer, so the reply decides that proof. */
export function proofButtonPayload(proofId: string | number, answer: WhatsAppProofAnswer): string {
  return `proof:${proofId}:${answer}`;
}

export function parseProofButtonPayload(
  payload: string,
): { proofId: string; answer: WhatsAppProofAnswer } | null {
  const match = /^proof:([^:]{1,64}):(approve|change)$/.exec(payload);
  const [, proofId, answer] = match ?? [];
  return proofId === undefined || answer === undefined
    ? null
    : { proofId, answer: answer as WhatsAppProofAnswer };
}

/* ------------------------------------------------------------------------------------------ */
/* Texts                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/** The longest free-text message the Cloud API sends. */
export const WHATSAPP_TEXT_MAX = 4096;

export const WHATSAPP_TEXTS = {
  // The shopper's screens
  checkboxLabel: (phone: string) => whatsappConsentText(phone),
  profileHeading: 'WhatsApp updates',
  profileOff: 'You get no updates on WhatsApp.',
  profileOn: (phone: string, givenAt: string) =>
    `You get updates about your orders on WhatsApp at ${formatWhatsAppNumber(phone)}, since ${givenAt}.`,
  turnOn: 'Send me WhatsApp updates',
  turnOff: 'Stop WhatsApp updates',
  saved: 'Saved.',
  saveFailed: 'Your choice could not be saved. Please try again.',
  // What the shop answers in the chat
  stopConfirmed:
    'You will get no more WhatsApp messages from us. Your orders’ updates still reach you by mail; you can turn these back on in your profile.',
  writeChange: 'Please write in your next message what we should change in the proof.',
  approved: PROOF_TEXTS.thanksApproved,
  changeNoted: PROOF_TEXTS.thanksChange,
  unknownProof: 'We could not find that proof. Please open your order page to answer it.',
  // The back office
  timelineHeading: 'WhatsApp',
  noMessages: 'No WhatsApp messages for this order.',
  conversationsHeading: 'WhatsApp',
  noConversations: 'No customer has written on WhatsApp yet.',
  windowOpen: (until: string) => `You may answer freely until ${until}.`,
  windowClosed: 'The customer last wrote more than 24 hours ago: only an approved template can be sent now.',
  replyLabel: 'Your answer',
  send: 'Send',
  sendFailed: 'The answer could not be sent. Please try again.',
  todayHeading: 'WhatsApp this month',
  refused: (reason: string) =>
    `WhatsApp refused the shop’s settings: ${reason}. Check them in the environment.`,
  ratesHeading: 'Rates per delivered message, in rupees before GST',
  ratesOwnerOnly: 'Only the owner may change the rates.',
  ratesSaved: 'Rates saved.',
  // The shopper's screens, before a number is typed
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
  beforeGst:
    'At the rates below, before GST. Answers, and order updates delivered within 24 hours of a customer’s message, cost nothing.',
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

/** The server's refusals, word for word. */
export const WHATSAPP_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  noConsent: 'There is no WhatsApp consent to withdraw.',
  windowClosed: WHATSAPP_TEXTS.windowClosed,
  textRequired: 'Write the answer',
  textTooLong: `An answer is at most ${WHATSAPP_TEXT_MAX} characters`,
  rateInvalid: 'A rate is a whole number of thousandths of a rupee, from 0 to 100000',
  rateInRupeesInvalid: 'A rate is in rupees, such as 0.115, with at most three decimals and below ₹100',
  ownerOnly: WHATSAPP_TEXTS.ratesOwnerOnly,
  orderNotFound: 'There is no order with this id.',
  conversationNotFound: 'There is no WhatsApp conversation with this number.',
  webhookSignatureMissing: 'The webhook has no signature.',
  webhookSignatureWrong: 'The webhook signature does not match.',
  verifyTokenWrong: 'The verify token does not match.',
  notOffered: 'This shop sends no updates on WhatsApp.',
  consentWithdrawn: 'Not sent: the customer withdrew their consent before it went out.',
} as const;

/* ------------------------------------------------------------------------------------------ */
/* The shopper's calls                                                                         */
/* ------------------------------------------------------------------------------------------ */

const phoneField = z
  .string({ error: WHATSAPP_MESSAGES.phoneRequired })
  .trim()
  .min(1, WHATSAPP_MESSAGES.phoneRequired)
  .regex(PHONE_PATTERN, WHATSAPP_MESSAGES.phoneInvalid);

/** `PUT /api/account/whatsapp`: the number the box showed; the server stores whatsappConsentText(phone). */
export const AccountWhatsAppBodySchema = z.object({ phone: phoneField });
export type AccountWhatsAppBody = z.infer<typeof AccountWhatsAppBodySchema>;

export const WhatsAppConsentSchema = z.strictObject({
  /** 10 digits, as the forms take it. */
  phone: z.string(),
  givenAt: z.string(),
  /** The sentence the customer saw and ticked. */
  text: z.string(),
});
export type WhatsAppConsent = z.infer<typeof WhatsAppConsentSchema>;

/** `GET`, `PUT` and `DELETE /api/account/whatsapp`: the consent that stands, or null. */
export const AccountWhatsAppAnswerSchema = z.strictObject({
  success: z.literal(true),
  consent: WhatsAppConsentSchema.nullable(),
});
export type AccountWhatsAppAnswer = z.infer<typeof AccountWhatsAppAnswerSchema>;

/** Checkout's order-creation body gains this field (checkout-api.ts), false when left out. */
export const WhatsAppUpdatesFieldSchema = z.boolean({ error: 'whatsappUpdates is true or false' }).optional();

/* ------------------------------------------------------------------------------------------ */
/* The back office's calls                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** A message of an order's timeline (`GET /api/admin/orders/:id/whatsapp`). */
export const AdminWhatsAppMessageSchema = z.strictObject({
  id: z.string(),
  template: z.enum(WHATSAPP_TEMPLATE_NAMES),
  category: z.enum(WHATSAPP_CATEGORIES),
  /** The number written to, in the Cloud API's form (919876543210). */
  to: z.string(),
  /** The message as the customer reads it. */
  text: z.string(),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  /** Why it failed, in Meta's words with its code, or why the shop gave up; null unless failed. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminWhatsAppMessage = z.infer<typeof AdminWhatsAppMessageSchema>;

export const AdminOrderWhatsAppAnswerSchema = z.strictObject({
  success: z.literal(true),
  messages: z.array(AdminWhatsAppMessageSchema),
});
export type AdminOrderWhatsAppAnswer = z.infer<typeof AdminOrderWhatsAppAnswerSchema>;

const rate = z
  .number({ error: WHATSAPP_MESSAGES.rateInvalid })
  .int(WHATSAPP_MESSAGES.rateInvalid)
  .min(0, WHATSAPP_MESSAGES.rateInvalid)
  .max(100_000, WHATSAPP_MESSAGES.rateInvalid);

/** `PUT /api/admin/whatsapp/rates`, owner only: thousandths of a rupee per delivered template message. */
export const WhatsAppRatesBodySchema = z.object({ utility: rate, marketing: rate, authentication: rate });
export type WhatsAppRatesBody = z.infer<typeof WhatsAppRatesBodySchema>;

/** A rate as the owner types it, in rupees as Meta's rate card has them ("0.115"), sent in thousandths. */
const rateInRupees = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,3})?$/, WHATSAPP_MESSAGES.rateInRupeesInvalid)
  .transform((rupees) => Math.round(Number(rupees) * 1000));

/** The back office's rates form: rupees typed, the call's thousandths of a rupee out. */
export const WhatsAppRatesFormSchema = z.object({
  utility: rateInRupees,
  marketing: rateInRupees,
  authentication: rateInRupees,
});
/** The rates as the form holds them: rupees, as typed. */
export type WhatsAppRatesForm = z.input<typeof WhatsAppRatesFormSchema>;

const RatesSchema = z.strictObject({
  utility: z.number().int(),
  marketing: z.number().int(),
  authentication: z.number().int(),
});

export const WhatsAppRatesAnswerSchema = z.strictObject({
  success: z.literal(true),
  ratesMilliRupees: RatesSchema,
});
export type WhatsAppRatesAnswer = z.infer<typeof WhatsAppRatesAnswerSchema>;

/** `GET /api/admin/whatsapp/today`: this month's delivered template messages and their cost. */
export const WhatsAppTodayAnswerSchema = z.strictObject({
  success: z.literal(true),
  /** The month in India's time, YYYY-MM. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  categories: z.array(
    z.strictObject({
      category: z.enum(WHATSAPP_CATEGORIES),
      delivered: z.number().int(),
      /** Delivered order updates Meta does not charge for: the customer had written in the 24 hours before. */
      freeInWindow: z.number().int(),
      costPaise: z.number().int(),
    }),
  ),
  ratesMilliRupees: RatesSchema,
  /** The Cloud API's last refusal of the shop's settings (an expired token), until a message goes through again. */
  refused: z.strictObject({ at: z.string(), reason: z.string() }).nullable(),
});
export type WhatsAppTodayAnswer = z.infer<typeof WhatsAppTodayAnswerSchema>;

/** `GET /api/admin/whatsapp/conversations`: the numbers that wrote or were written to, latest first. */
export const WhatsAppConversationSummarySchema = z.strictObject({
  phone: z.string(),
  customerName: z.string().nullable(),
  lastMessageAt: z.string(),
  lastText: z.string(),
  windowOpenUntil: z.string().nullable(),
  /** The customer's messages since staff last answered. */
  unread: z.number().int(),
});
export type WhatsAppConversationSummary = z.infer<typeof WhatsAppConversationSummarySchema>;

export const WhatsAppConversationsAnswerSchema = z.strictObject({
  success: z.literal(true),
  conversations: z.array(WhatsAppConversationSummarySchema),
});
export type WhatsAppConversationsAnswer = z.infer<typeof WhatsAppConversationsAnswerSchema>;

export const WhatsAppConversationMessageSchema = z.strictObject({
  id: z.string(),
  direction: z.enum(['in', 'out']),
  /** A customer's text or button, a template as read, or staff's answer. */
  text: z.string(),
  /** An outgoing message's status; null for the customer's. */
  status: z.enum(WHATSAPP_MESSAGE_STATUSES).nullable(),
  at: z.string(),
});
export type WhatsAppConversationMessage = z.infer<typeof WhatsAppConversationMessageSchema>;

/** `GET /api/admin/whatsapp/conversations/:phone` (`phone` in the Cloud API's form, 919876543210). */
export const WhatsAppConversationAnswerSchema = z.strictObject({
  success: z.literal(true),
  phone: z.string(),
  customer: z.strictObject({ id: z.string(), name: z.string() }).nullable(),
  orders: z.array(z.strictObject({ id: z.string(), number: z.string(), status: z.string() })),
  windowOpenUntil: z.string().nullable(),
  messages: z.array(WhatsAppConversationMessageSchema),
});
export type WhatsAppConversationAnswer = z.infer<typeof WhatsAppConversationAnswerSchema>;

export const WhatsAppConversationParamsSchema = z.object({
  phone: z.string().regex(WHATSAPP_NUMBER_PATTERN, WHATSAPP_MESSAGES.conversationNotFound),
});

/** `POST /api/admin/whatsapp/conversations/:phone/replies`: 201, or 409 outside the window. */
export const WhatsAppReplyBodySchema = z.object({
  text: plainText('The answer', { lines: true, error: WHATSAPP_MESSAGES.textRequired })
    .trim()
    .min(1, WHATSAPP_MESSAGES.textRequired)
    .max(WHATSAPP_TEXT_MAX, WHATSAPP_MESSAGES.textTooLong),
});
export type WhatsAppReplyBody = z.infer<typeof WhatsAppReplyBodySchema>;

export const WhatsAppReplyAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: WhatsAppConversationMessageSchema,
});
export type WhatsAppReplyAnswer = z.infer<typeof WhatsAppReplyAnswerSchema>;
