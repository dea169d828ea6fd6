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

/** `Mon 1 Dec`: a shop day as the customer reads it, whatever the browser's time zone. */
export function formatShopDay(day: ShopDay): string {
  // A date without a time is read as the browser's own midnight, so the day stays the day.
  return format(parseISO(day), 'EEE d MMM');
}

export const DELIVERY_TEXTS = {
  expected: ({ earliest, latest }: ExpectedDelivery) =>
    `Expected between ${formatShopDay(earliest)} and ${formatShopDay(latest)}`,
  delivered: (day: ShopDay) => `Delivered on ${formatShopDay(day)}`,
} as const;
