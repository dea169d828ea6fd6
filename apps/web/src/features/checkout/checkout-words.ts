/**
 * The checkout's shared words (packages/shared, also the server's) as the storefront's
 * messages, so a Tamil or Hindi page says them in its language. Each message here is the
 * shared constant's English text: English pages read exactly what the constant says.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COUNTRIES, CUSTOMER_MESSAGES, ORDER_DEFAULTS, type Country } from '@shop/shared/checkout';
import { GIFT_MESSAGE_MAX, GIFT_TEXTS } from '@shop/shared/gift-texts';
import { ORDER_HISTORY_TEXTS } from '@shop/shared/order-history';
import { PAN_MESSAGES } from '@shop/shared/pan';
import { plainTextMessage } from '@shop/shared/text-rule';

/** `COUNTRIES`, as the details' list and the confirmation's address name them. */
export const COUNTRY_MESSAGES: Readonly<Record<Country, MessageDescriptor>> = {
  India: msg`India`,
  'United States': msg`United States`,
  Canada: msg`Canada`,
  'United Kingdom': msg`United Kingdom`,
  Australia: msg`Australia`,
  Other: msg`Other`,
};

/** A country of the list in the page's language; any other as it was written. */
export function countryText(i18n: I18n, country: string): string {
  const known = COUNTRIES.find((name) => name === country);
  return known ? i18n._(COUNTRY_MESSAGES[known]) : country;
}

/** The 'Enter Your Details' fields as the text rule's refusal names them (checkout-api.ts). */
const FIELD_REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  [plainTextMessage('Full name')]:
    msg`Full name contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.`,
  [plainTextMessage('Email')]:
    msg`Email contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.`,
  [plainTextMessage('Phone number')]:
    msg`Phone number contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.`,
  [plainTextMessage('Street address')]:
    msg`Street address contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.`,
  [plainTextMessage('City')]:
    msg`City contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.`,
  [plainTextMessage('State')]:
    msg`State contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.`,
  [plainTextMessage('ZIP code')]:
    msg`ZIP code contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.`,
  [plainTextMessage('Gift message')]:
    msg`Gift message contains a character the shop cannot keep (an invisible control, a text-direction override or a broken character); please type it again without it.`,
};

/**
 * What the details form says of a field, keyed by the shared constant that says it in English:
 * `CUSTOMER_MESSAGES`, `PAN_MESSAGES`, the text rule's refusals and the fields' length limits.
 */
const DETAILS_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [CUSTOMER_MESSAGES.nameRequired]: msg`Name is required`,
  [CUSTOMER_MESSAGES.emailRequired]: msg`Email is required`,
  [CUSTOMER_MESSAGES.emailInvalid]: msg`Email is invalid`,
  [CUSTOMER_MESSAGES.phoneRequired]: msg`Phone number is required`,
  [CUSTOMER_MESSAGES.phoneInvalid]: msg`Please enter a valid 10-digit phone number`,
  [CUSTOMER_MESSAGES.addressRequired]: msg`Street address is required`,
  [CUSTOMER_MESSAGES.cityRequired]: msg`City is required`,
  [CUSTOMER_MESSAGES.stateRequired]: msg`State is required`,
  [CUSTOMER_MESSAGES.zipRequired]: msg`ZIP code is required`,
  [CUSTOMER_MESSAGES.zipInvalid]: msg`Please enter a valid 6-digit ZIP code`,
  [PAN_MESSAGES.required]: msg`Please enter your PAN: an order of ₹2,00,000 or more needs it.`,
  [PAN_MESSAGES.invalid]: msg`A PAN is 10 characters: 5 letters, 4 digits and a letter, such as ABCDE1234F.`,
  ...FIELD_REFUSALS,
};

/** The fields' limits, as checkout-api.ts words them: 'At most 100 characters, please.' */
const FIELD_LIMITS = [20, 100, 200, 254];
const atMost = (max: number) => `At most ${max} characters, please.`;

/**
 * A message of the details form in the page's language. The gift message's length refusal
 * (`GIFT_TEXTS.tooLong`) is known by the length the shopper typed; a message the table does
 * not know is shown as it is.
 */
export function detailsMessageText(
  i18n: I18n,
  message: string | undefined,
  giftLength: number,
): string | undefined {
  if (message === undefined) return undefined;
  const known = Object.hasOwn(DETAILS_MESSAGES, message) ? DETAILS_MESSAGES[message] : undefined;
  if (known) return i18n._(known);
  if (message === GIFT_TEXTS.tooLong(giftLength)) {
    const longest = GIFT_MESSAGE_MAX;
    const length = giftLength;
    return i18n._(
      msg`A gift message can be at most ${longest} characters; yours has ${length}. Please shorten it.`,
    );
  }
  const max = FIELD_LIMITS.find((limit) => message === atMost(limit));
  if (max !== undefined) return i18n._(msg`At most ${max} characters, please.`);
  return message;
}

/** `ORDER_HISTORY_TEXTS`: why this browser could not keep the paid order whole. */
const HISTORY_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [ORDER_HISTORY_TEXTS.tooLarge]: msg`Order details are too large to save completely. Some details may be truncated.`,
  [ORDER_HISTORY_TEXTS.storageFull]: msg`Unable to save order: Storage is full. Clearing previous orders.`,
  [ORDER_HISTORY_TEXTS.otherProblem]: msg`There was an issue saving your order details. Please contact support.`,
};

export function historyNoticeText(i18n: I18n, notice: string): string {
  const known = Object.hasOwn(HISTORY_MESSAGES, notice) ? HISTORY_MESSAGES[notice] : undefined;
  return known ? i18n._(known) : notice;
}

/** `ORDER_DEFAULTS`: a piece without a size or variant is 'Standard', a paid order 'Successful'. */
export function orderDefaultText(i18n: I18n, value: string): string {
  if (value === ORDER_DEFAULTS.size || value === ORDER_DEFAULTS.variant) return i18n._(msg`Standard`);
  if (value === ORDER_DEFAULTS.paymentStatus) return i18n._(msg`Successful`);
  return value;
}
