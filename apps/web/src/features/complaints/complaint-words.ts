/**
 * The complaint form's shared words (packages/shared/src/complaints.ts, also the server's and
 * the back office's) as the storefront's messages, so a Tamil or Hindi page asks for a complaint
 * in its language. English keeps the shared module's words: each message here is the same
 * English text.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMPLAINT_LIMITS, COMPLAINT_MESSAGES, type ComplaintTopic } from '@shop/shared/complaints';

/** `COMPLAINT_TOPIC_NAMES`. */
export const COMPLAINT_TOPIC_MESSAGES: Readonly<Record<ComplaintTopic, MessageDescriptor>> = {
  order: msg`An order`,
  product: msg`A piece (its quality, hallmark or personalisation)`,
  payment: msg`A payment`,
  delivery: msg`Delivery`,
  refund: msg`A refund`,
  other: msg`Something else`,
};

type FieldMessage = Exclude<
  keyof typeof COMPLAINT_MESSAGES,
  'notText' | 'noteRequired' | 'noteTooLong' | 'orderIdInvalid'
>;

/** `COMPLAINT_MESSAGES`: what the form's shared rules say of a wrong value. */
export function complaintFieldMessages(): Readonly<Record<FieldMessage, MessageDescriptor>> {
  const { name, phone, descriptionMin, description, orderNumber } = COMPLAINT_LIMITS;
  return {
    nameRequired: msg`Please tell us your name`,
    nameTooLong: msg`Please keep your name to ${name} characters`,
    emailRequired: msg`Email is required`,
    emailInvalid: msg`Please enter a valid email address`,
    phoneTooLong: msg`Please keep the phone number to ${phone} characters`,
    topicRequired: msg`Please choose what the complaint is about`,
    descriptionTooShort: msg`Please describe what went wrong in at least ${descriptionMin} characters`,
    descriptionTooLong: msg`Please keep the description to ${description} characters`,
    orderNumberTooLong: msg`An order number is at most ${orderNumber} characters`,
  };
}

/** A field's message from the form's shared rules in the page's language; any other text as it is. */
export function complaintFieldMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const table = complaintFieldMessages();
  const key = (Object.keys(table) as FieldMessage[]).find((one) => COMPLAINT_MESSAGES[one] === message);
  return key ? i18n._(table[key]) : message;
}

/** `COMPLAINT_TEXTS`: the form's own words. */
export function complaintWords(i18n: I18n) {
  return {
    orderHeading: i18n._(msg`Something wrong with this order?`),
    orderOpen: i18n._(msg`Raise a complaint about this order`),
    orderNote: i18n._(msg`The complaint is tied to this order, so we have its details.`),
    nameLabel: i18n._(msg`Your name`),
    emailLabel: i18n._(msg`Your e-mail`),
    phoneLabel: i18n._(msg`Your phone (optional)`),
    topicLabel: i18n._(msg`What is it about?`),
    topicPlaceholder: i18n._(msg`Choose one`),
    descriptionLabel: i18n._(msg`What went wrong?`),
    orderNumberLabel: i18n._(msg`Order number (optional)`),
    send: i18n._(msg`Register complaint`),
    sending: i18n._(msg`Registering...`),
    cancel: i18n._(msg`Cancel`),
    ticketLabel: i18n._(msg`Your ticket`),
    keepTicket: i18n._(msg`Please quote it whenever you write to us about this complaint.`),
    another: i18n._(msg`Raise another complaint`),
    notOk: i18n._(msg`Something went wrong`),
    failed: i18n._(msg`The complaint could not be sent. Please check your connection and try again.`),
    topic: (topic: ComplaintTopic) => i18n._(COMPLAINT_TOPIC_MESSAGES[topic]),
  };
}
