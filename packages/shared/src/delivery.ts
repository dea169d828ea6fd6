/**
 * When a paid order should reach its customer: a range of India's days counted in business
 * days from the day it was paid, longer for a personalised piece. The server computes it for
 * the customer's order view; docs/decisions/0016-expected-delivery.md says where the figures
 * come from.
 */
import { tz } from '@date-fns/tz';
// Each function from its own module: the package's index loads all of date-fns, some 2.5 MB
// of the server's heap for the five used here.
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isSunday } from 'date-fns/isSunday';
import { parseISO } from 'date-fns/parseISO';
import { startOfDay } from 'date-fns/startOfDay';

/** The shop's days are India's (one offset all year, no daylight saving). */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const inIndia = tz(SHOP_TIME_ZONE);

/** Making a plain piece ready, handing it to the courier and the courier's journey within India. */
export const USUAL_DELIVERY_BUSINESS_DAYS = { fewest: 3, most: 5 } as const;

/** 'Customised pieces need 5 to 7 additional business days.' (personalisation-texts.ts). */
export const PERSONALISATION_EXTRA_BUSINESS_DAYS = { fewest: 5, most: 7 } as const;

/** A day of the shop's calendar, as `2026-12-01`. */
export type ShopDay = string;

export interface ExpectedDelivery {
  earliest: ShopDay;
  latest: ShopDay;
}

/** The India day a moment falls on. */
export function shopDayOf(moment: Date): ShopDay {
  return format(moment, 'yyyy-MM-dd', { in: inIndia });
}

/**
 * The day `count` business days after `day`. A business day is any day but Sunday. Public
 * holidays are not skipped: they differ from state to state and year to year, and the shop
 * keeps no calendar of them, so an order paid before a festival may arrive a day or two after
 * its range.
 */
function addShopBusinessDays(day: Date, count: number): Date {
  let current = day;
  for (let added = 0; added < count;) {
    current = addDays(current, 1, { in: inIndia });
    if (!isSunday(current, { in: inIndia })) added += 1;
  }
  return current;
}

/** The days an order paid at `paidAt` should arrive between; `personalised` when any line is. */
export function expectedDelivery(paidAt: Date, personalised: boolean): ExpectedDelivery {
  const paidDay = startOfDay(paidAt, { in: inIndia });
  const extra = personalised ? PERSONALISATION_EXTRA_BUSINESS_DAYS : { fewest: 0, most: 0 };
  return {
    earliest: shopDayOf(addShopBusinessDays(paidDay, USUAL_DELIVERY_BUSINESS_DAYS.fewest + extra.fewest)),
    latest: shopDayOf(addShopBusinessDays(paidDay, USUAL_DELIVERY_BUSINESS_DAYS.most + extra.most)),
  };
}

/** The business days a personalised order takes once its proof is approved: making and delivery. */
export const AFTER_APPROVAL_BUSINESS_DAYS = {
  fewest: USUAL_DELIVERY_BUSINESS_DAYS.fewest + PERSONALISATION_EXTRA_BUSINESS_DAYS.fewest,
  most: USUAL_DELIVERY_BUSINESS_DAYS.most + PERSONALISATION_EXTRA_BUSINESS_DAYS.most,
} as const;

/**
 * A paid order's delivery, counted from the day making may start. A personalised piece is made
 * only once its customer approved its proof (decision 0028), so its days count from the later
 * of the payment and that approval (or the owner's waiver): `fromApproval`. While a proof still
 * waits there are no dates yet, only the business days after the approval.
 * `proofs` is `proofsSettled` of proofs.ts: 'waiting', the moment they were settled, or null
 * when no proof was waited for.
 */
export type PaidOrderDelivery =
  { expected: ExpectedDelivery; fromApproval: boolean } | { afterApproval: { fewest: number; most: number } };

export function paidOrderDelivery(
  paidAt: Date,
  personalised: boolean,
  proofs: 'waiting' | Date | null,
): PaidOrderDelivery {
  if (personalised && proofs === 'waiting') return { afterApproval: AFTER_APPROVAL_BUSINESS_DAYS };
  const fromApproval = personalised && proofs instanceof Date && shopDayOf(proofs) > shopDayOf(paidAt);
  return {
    expected: expectedDelivery(fromApproval && proofs instanceof Date ? proofs : paidAt, personalised),
    fromApproval,
  };
}

/** `Mon 1 Dec`: a shop day as the customer reads it, whatever the browser's time zone. */
export function formatShopDay(day: ShopDay): string {
  // A date without a time is read as the browser's own midnight, so the day stays the day.
  return format(parseISO(day), 'EEE d MMM');
}

export const DELIVERY_TEXTS = {
  expected: ({ earliest, latest }: ExpectedDelivery) =>
    `Expected between ${formatShopDay(earliest)} and ${formatShopDay(latest)}`,
  delivered: (day: ShopDay) => `Delivered on ${formatShopDay(day)}`,
  afterApproval: ({ fewest, most }: { fewest: number; most: number }) =>
    `Expected ${fewest} to ${most} business days after you approve the proof`,
  fromApproval: 'Counted from the day you approved the proof. Sundays are not counted.',
} as const;

/* ---------- Delivery to a pincode, asked for on a piece's page ---------- */

/** An Indian pincode: six digits, the first from 1 to 9 (it names one of the postal zones). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/** The start of one or more pincodes (`79`, `744`, or a whole pincode), as the owner lists them. */
export const PINCODE_PREFIX_PATTERN = /^[1-9][0-9]{0,5}$/;

/**
 * The pincodes the shop does not deliver to, as prefixes: the owner sets them in the back
 * office's Settings (stored in the shop's settings under this key) and the delivery check
 * reads them through `undeliveredPrefixes`.
 */
export const UNDELIVERED_PREFIXES_SETTING = 'undeliveredPincodePrefixes';

/** Enough for every district of a state or two; a longer list is no longer a list of exceptions. */
export const MAX_UNDELIVERED_PREFIXES = 200;

export function isPincode(text: string): boolean {
  return PINCODE_PATTERN.test(text);
}

/**
 * The prefixes the stored setting gives, sorted and each once; none when it is unset. A value
 * an older version stored that is not a list of prefixes reads as none, and a stray entry is
 * left out, so the shop never refuses a pincode by mistake.
 */
export function undeliveredPrefixes(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  const prefixes = stored.filter(
    (entry): entry is string => typeof entry === 'string' && PINCODE_PREFIX_PATTERN.test(entry),
  );
  return [...new Set(prefixes)].sort();
}

/** Whether the shop delivers to `pincode`: no listed prefix begins it. */
export function deliversTo(pincode: string, prefixes: readonly string[]): boolean {
  return !prefixes.some((prefix) => pincode.startsWith(prefix));
}

/**
 * What a shopper who pays now may expect at `pincode`: nothing when the shop does not
 * deliver there; otherwise the days a piece without personalisation arrives between and,
 * for a piece that can be personalised, the later days the personalised piece does.
 */
export type DeliveryEstimate =
  { delivers: false } | { delivers: true; plain: ExpectedDelivery; personalised: ExpectedDelivery | null };

export function deliveryEstimate(
  now: Date,
  pincode: string,
  prefixes: readonly string[],
  personalisable: boolean,
): DeliveryEstimate {
  if (!deliversTo(pincode, prefixes)) return { delivers: false };
  return {
    delivers: true,
    plain: expectedDelivery(now, false),
    personalised: personalisable ? expectedDelivery(now, true) : null,
  };
}

const range = ({ earliest, latest }: ExpectedDelivery) =>
  `${formatShopDay(earliest)} and ${formatShopDay(latest)}`;

export const DELIVERY_CHECK_TEXTS = {
  heading: 'Check delivery',
  pincodeLabel: 'Your pincode',
  check: 'Check',
  checking: 'Checking…',
  malformedPincode: 'Enter a six-digit pincode, like 560001.',
  unknownPiece: (productId: string) =>
    `There is no piece with id ${productId}. It may have left the collection.`,
  tooManyChecks: 'Too many delivery checks from your network. Please wait a minute and try again.',
  notDelivered: (pincode: string) => `We do not deliver to ${pincode} yet.`,
  plain: (pincode: string, days: ExpectedDelivery) => `Delivery to ${pincode} between ${range(days)}`,
  /** The piece can be personalised: the first line is then for it without personalisation. */
  withoutPersonalisation: (pincode: string, days: ExpectedDelivery) =>
    `Delivery to ${pincode} between ${range(days)} without personalisation`,
  personalised: (days: ExpectedDelivery) =>
    `Personalised: between ${range(days)} (${PERSONALISATION_EXTRA_BUSINESS_DAYS.fewest} to ${PERSONALISATION_EXTRA_BUSINESS_DAYS.most} more business days to make it)`,
  paidToday: 'For an order paid today. Sundays are not counted.',
  change: 'Change pincode',
  loadFailed: 'We could not check delivery just now. Please try again.',
  // The back office's setting.
  settingsHeading: 'Pincodes we do not deliver to',
  settingsExplained:
    'Shoppers who check delivery to a pincode starting with one of these are told we do not deliver there yet. Give the starts of pincodes (79 for a whole region, 744 for a district, or a whole pincode), separated by spaces or commas.',
  settingsLabel: 'Pincode starts',
  settingsSave: 'Save pincodes',
  settingsSaved: 'Saved. Delivery checks now use this list.',
  badPrefix: (prefix: string) =>
    `${prefix} is not the start of a pincode: give 1 to 6 digits, the first from 1 to 9.`,
  tooManyPrefixes: `At most ${MAX_UNDELIVERED_PREFIXES} pincode starts, please.`,
} as const;
