/**
 * The contact message: the body of `POST /api/contacts`, the rules the form and the server
 * both check it with, and the texts of the contact page. Only an e-mail is required; the
 * other fields are optional, and every field is bounded so one message cannot fill the
 * shop's inbox or database.
 */
import { z } from 'zod';
import type { MessageAnswer } from './catalogue-api.ts';
import { MESSAGES } from './accounts.ts';
import { plainText } from './text.ts';

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  message: 2000,
} as const;

export const CONTACT_MESSAGES = {
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  nameTooLong: `Please keep your name to ${CONTACT_LIMITS.name} characters`,
  phoneTooLong: `Please keep the phone number to ${CONTACT_LIMITS.phone} characters`,
  messageTooLong: `Please keep your message to ${CONTACT_LIMITS.message} characters`,
  notText: (field: string) => `${field} must be text`,
} as const;

const optionalText = (field: string, max: number, tooLong: string, lines = false) =>
  plainText(field, { lines, error: CONTACT_MESSAGES.notText(field) })
    .trim()
    .max(max, tooLong)
    .optional();

export const ContactMessageSchema = z.object({
  name: optionalText('Name', CONTACT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  phone: optionalText('Phone', CONTACT_LIMITS.phone, CONTACT_MESSAGES.phoneTooLong),
  message: optionalText('Message', CONTACT_LIMITS.message, CONTACT_MESSAGES.messageTooLong, true),
});
/** What the form holds: every field a string, possibly empty. */
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
/** What is sent and stored: trimmed, with the optional fields possibly empty. */
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/** `POST /api/contacts`: the message is kept and on its way to the shop. */
export type ContactAnswer = MessageAnswer;

/** Texts of the contact page and of the call's answers. */
export const CONTACT_TEXTS = {
  heading: 'Get in touch',
  intro: 'Ask us about a piece, a personalisation or an order, or visit the store.',
  formHeading: 'Send us a message',
  formNote: 'Only your e-mail is needed; a name, a phone number and a few words help us answer.',
  nameLabel: 'Name',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  messageLabel: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Thank you for your message! We will get back to you soon.',
  /** The response was not ok and carried no message of its own. */
  notOk: 'Something went wrong',
  /** The message never got an answer (no connection, a timeout). */
  failed: 'Failed to submit form',
  tooMany: 'Too many messages were sent from this network. Please wait a few minutes and try again.',
  storeLocation: 'Store location',
  timingsLabel: 'Timings',
  addressLabel: 'Address',
  phoneLinkLabel: 'Phone',
  emailLinkLabel: 'E-mail',
  mapTitle: 'Map of the store',
  openInMaps: 'Open in Maps',
  genuineSilver: 'All items are genuine silver with resale value all over India.',
  ringSizeHeading: 'Find your ring size',
  ringSizeText: 'A ring-sizer app on your phone measures a ring you already wear, or your finger.',
  ringSizeLink: 'Get a ring-size app',
  ringSizeGuideLink: 'Or measure with our ring size guide',
} as const;

/** How long the success message stays. */
export const CONTACT_SUCCESS_MS = 5_000;

/**
 * Where the store is on the map. The embedded map is OpenStreetMap's (no account, no
 * cookies); 'Open in Maps' uses Google's universal address, which opens the maps app on a
 * phone.
 */
export const STORE_MAP = {
  latitude: 9.9177,
  longitude: 78.1195,
  embedOrigin: 'https://www.openstreetmap.org',
} as const;

export function storeMapEmbedUrl(): string {
  const { latitude, longitude, embedOrigin } = STORE_MAP;
  const span = 0.006;
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2]
    .map((value) => value.toFixed(4))
    .join(',');
  return `${embedOrigin}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

export function storeMapLink(): string {
  return `https://www.google.com/maps/search/?api=1&query=${STORE_MAP.latitude},${STORE_MAP.longitude}`;
}

/** A search of Google Play for ring-sizer apps: the shop recommends no one app. */
export const RING_SIZE_APP_URL = 'https://play.google.com/store/search?q=ring%20sizer&c=apps';
