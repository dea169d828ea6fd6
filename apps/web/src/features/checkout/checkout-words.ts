/**
 * The checkout's shared words (packages/shared, also the server's) as the storefront's
 * messages, so a Tamil or Hindi page says them in its language. Each message here is the
 * shared constant's English text: English pages read exactly what the constant says.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CASH_ON_DELIVERY_TEXTS } from '@shop/shared/cash-on-delivery';
import { COUNTRIES, CUSTOMER_MESSAGES, ORDER_DEFAULTS, type Country } from '@shop/shared/checkout';
import { GIFT_MESSAGE_MAX, GIFT_TEXTS } from '@shop/shared/gift-texts';
import { LANGUAGE_LOCALES, isLanguage } from '@shop/shared/languages';
import { formatPaise, type Paise } from '@shop/shared/money';
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

/**
 * What fills the one varying place of a sentence the shared module writes, as `filled` reads
 * with `sample` there: the pincode of `pincodeExcluded(…)`, the amount of `overLimit(…)`.
 */
function slotOf(message: string, filled: string, sample: string): string | undefined {
  const at = filled.indexOf(sample);
  if (at < 0) return undefined;
  const before = filled.slice(0, at);
  const after = filled.slice(at + sample.length);
  if (message.length <= before.length + after.length) return undefined;
  if (!message.startsWith(before) || !message.endsWith(after)) return undefined;
  return message.slice(before.length, message.length - after.length);
}

/**
 * Why the server does not offer paying on delivery (`CASH_ON_DELIVERY_TEXTS`' reasons), and
 * why it refused such an order, in the page's language; a sentence it does not know is shown
 * as the server wrote it.
 */
export function cashOnDeliveryReasonText(i18n: I18n, reason: string): string {
  return knownReasonText(i18n, reason) ?? reason;
}

function knownReasonText(i18n: I18n, reason: string): string | undefined {
  if (reason === CASH_ON_DELIVERY_TEXTS.personalised)
    return i18n._(
      msg`Pieces personalised for you are made for you alone, so they are paid online. Pay on delivery is for the other pieces.`,
    );
  if (reason === CASH_ON_DELIVERY_TEXTS.tooManyUndelivered)
    return i18n._(
      msg`Pay on delivery is not offered on this account because an earlier order paid on delivery was not accepted. Please pay online.`,
    );
  const pincode = slotOf(reason, CASH_ON_DELIVERY_TEXTS.pincodeExcluded('000000'), '000000');
  if (pincode !== undefined)
    return i18n._(msg`Pay on delivery does not reach pincode ${pincode}. Please pay online.`);
  const limit = slotOf(reason, CASH_ON_DELIVERY_TEXTS.overLimit(0), formatPaise(0));
  if (limit !== undefined)
    return i18n._(
      msg`Pay on delivery is for orders up to ${limit}, delivery and fee included. Please pay online.`,
    );
  return undefined;
}

/** A moment in India's time, in the page's locale: '5 Dec 2026, 9:30 am'. */
export function momentInPageLocale(i18n: I18n, moment: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[isLanguage(i18n.locale) ? i18n.locale : 'en'], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(moment));
}

/** `CASH_ON_DELIVERY_TEXTS`: the checkout's choice of paying at the door, and the order placed so. */
export function cashOnDeliveryWords(i18n: I18n) {
  return {
    choice: i18n._(msg`How would you like to pay?`),
    online: i18n._(msg`Pay online now`),
    onDelivery: i18n._(msg`Pay on delivery`),
    offered: (feePaise: Paise) => {
      if (feePaise <= 0) return i18n._(msg`Pay in cash or by UPI when the parcel arrives. No fee is added.`);
      const fee = formatPaise(feePaise);
      return i18n._(msg`Pay in cash or by UPI when the parcel arrives. A fee of ${fee} is added.`);
    },
    dueOnDelivery: (totalPaise: Paise) => {
      const total = formatPaise(totalPaise);
      return i18n._(msg`To pay on delivery: ${total}`);
    },
    placeOrder: i18n._(msg`Place order`),
    placed: i18n._(msg`Your order is placed. Please confirm it to have it made and sent.`),
    confirmBy: (moment: string) => {
      const deadline = momentInPageLocale(i18n, moment);
      return i18n._(msg`Confirm this order by ${deadline}, or it is cancelled.`);
    },
    openOrder: i18n._(msg`Open your order to confirm it`),
    /** A reason it is not offered is said alone; any other refusal says the order was not placed. */
    notPlaced: (reason: string) =>
      knownReasonText(i18n, reason) ?? i18n._(msg`The order could not be placed: ${reason}`),
    reason: (reason: string) => cashOnDeliveryReasonText(i18n, reason),
  };
}
