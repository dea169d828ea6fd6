/**
 * Coupons: a code that takes a percentage or a fixed amount off an order. The rule is written
 * once, here, in integer paise: the server quotes and prices orders with it, the cart shows its
 * answer, the invoice states what it froze. A coupon lowers the value BEFORE GST: its discount
 * comes off the taxable value of the lines, spread across them in proportion (largest
 * remainders first, the earlier line on a tie), and each discounted line's 3 % is worked out
 * again on what is left (docs/api.md, "Coupons"; docs/architecture.md, "Pricing and GST").
 * This module stays free of zod, so the cart page loads it without the schemas.
 */
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import { SHOP_TIME_ZONE } from './delivery.ts';
import { formatPaise, type Paise } from './money.ts';
import { GST_BASIS_POINTS, taxAt } from './pricing-labels.ts';

export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const COUPON_KIND_NAMES: Readonly<Record<CouponKind, string>> = {
  percent: 'A percentage off',
  flat: 'A fixed amount off',
};

/** A percentage coupon takes whole percents, from 1 % to 90 %: never the whole piece. */
export const COUPON_PERCENT_RANGE = { min: 1, max: 90 } as const;
/** A fixed amount is at most ₹10,00,000 (and never more than the order's value: it is capped). */
export const MAX_FLAT_COUPON_PAISE = 100_000_000;

/** How many codes one visitor may try in ten minutes: plenty for a person, few for a guesser. */
export const COUPON_QUOTES_PER_VISITOR = { max: 30, windowMs: 10 * 60 * 1000 } as const;

/**
 * How long an order started with a code of limited uses holds its use while its shopper pays
 * (docs/decisions/0037-a-coupon-use-is-held-from-the-order-to-its-payment.md). Short, since a
 * held use is refused to everyone else: a window left open or abandoned keeps a code of one
 * use from others for half an hour at most, and a retry by the same customer gives the hold
 * up at once. Long enough for the payment window (COUPON_CHECKOUT_WINDOW_SECONDS) and a
 * payment begun at its last moment.
 */
export const COUPON_HOLD_MS = 30 * 60 * 1000;

/**
 * The payment window of an order holding a coupon's use closes after this many seconds
 * (Razorpay's checkout option `timeout`): 15 minutes, so a payment begun at its last moment,
 * which Razorpay lets run for up to 15 minutes more, still arrives within the hold.
 */
export const COUPON_CHECKOUT_WINDOW_SECONDS = 15 * 60;

/** 3 to 20 letters, digits and dashes; codes are read in capitals, so 'diwali10' is 'DIWALI10'. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,20}$/;

/** A code as the shop keeps and compares it: trimmed, in capitals. */
export function normaliseCouponCode(text: string): string {
  return text.trim().toUpperCase();
}

/** What the rule needs of a coupon. */
export interface CouponTerms {
  code: string;
  kind: CouponKind;
  /** Whole percents for 'percent', paise off the taxable value for 'flat'. */
  value: number;
  /** The least subtotal (GST included, before the discount, without shipping) it applies to. */
  minOrderPaise: Paise;
  startsAt: Date | null;
  endsAt: Date | null;
  /** How many paid orders may use it; null for no limit. */
  maxUses: number | null;
  /** How many paid orders of one customer may use it; null for no limit. */
  maxUsesPerCustomer: number | null;
  active: boolean;
}

/** How often a coupon has been used, counted at payment, and how many uses are held meanwhile. */
export interface CouponUses {
  /** Paid orders counted against its limit. */
  uses: number;
  /** Other orders holding a use while their shoppers pay (COUPON_HOLD_MS). */
  held: number;
  /**
   * Paid orders of this customer counted, and this customer's other orders holding a use;
   * undefined when the customer is not known yet.
   */
  customerUses: number | undefined;
}

const inIndia = tz(SHOP_TIME_ZONE);
/** '26 Nov 2026, 18:30' in India's time. */
export function formatCouponMoment(moment: Date): string {
  return format(moment, 'd MMM yyyy, HH:mm', { in: inIndia });
}

/** Every text a person reads about coupons, word for word. */
export const COUPON_TEXTS = {
  boxLabel: 'Promo code',
  apply: 'Apply',
  applying: 'Applying…',
  remove: 'Remove',
  discountLine: (code: string) => `Discount (${code})`,
  applied: (code: string) => `Coupon ${code} applied.`,
  enterCode: 'Type a promo code first.',
  quoteFailed: 'The code could not be checked. Please try again.',
  tooManyTries: 'Too many codes tried in a short time. Please wait a while and try again.',
  // Refusals, each saying why.
  unknown: (code: string) => `There is no coupon ${code}. Please check the code.`,
  switchedOff: (code: string) => `The coupon ${code} is switched off.`,
  notStarted: (code: string, startsAt: Date) =>
    `The coupon ${code} can be used from ${formatCouponMoment(startsAt)}.`,
  expired: (code: string, endsAt: Date) => `The coupon ${code} expired on ${formatCouponMoment(endsAt)}.`,
  usedUp: (code: string) => `The coupon ${code} has been used as many times as it may be.`,
  usedUpByYou: (code: string, times: number) =>
    `You have used the coupon ${code} ${times === 1 ? 'once' : `${times} times`} already, as often as one customer may.`,
  belowMinimum: (code: string, minOrderPaise: Paise, subtotalPaise: Paise) =>
    `The coupon ${code} needs an order of at least ${formatPaise(minOrderPaise)}: add ${formatPaise(
      minOrderPaise - subtotalPaise,
    )} more to use it.`,
  // The tax invoice and receipt voucher.
  documentLineDiscount: (discount: string, valueBefore: string, taxable: string) =>
    `Coupon discount ${discount} off the value of ${valueBefore}; taxable value ${taxable}`,
  documentValueBefore: 'Value before discount',
  documentDiscount: 'Less coupon discount',
  // The credit note of a return that took the order below the coupon's minimum.
  noteReturned: 'Pieces returned',
  noteWithdrawn: 'Less the coupon discount withdrawn from the pieces kept',
  noteWithdrawalExplained: (minimum: string, code: string, invoiceNumber: string) =>
    `The order no longer reaches the ${minimum} minimum of the coupon ${code}, so the pieces kept are valued at their full price and the discount they had is withdrawn from this note. Tax invoice ${invoiceNumber} less this note states the supply as it now stands.`,
  // The back office.
  pageTitle: 'Coupons',
  newCoupon: 'New coupon',
  ownerOnly: 'Only the owner makes and changes coupons.',
  noneYet: 'No coupon yet.',
  codeRule: 'A code is 3 to 20 letters, digits or dashes.',
  percentRule: `A percentage is a whole number from ${COUPON_PERCENT_RANGE.min} to ${COUPON_PERCENT_RANGE.max}.`,
  flatRule: `A fixed amount is a whole number of paise, more than 0 and at most ${MAX_FLAT_COUPON_PAISE}.`,
  minOrderRule: 'The minimum order is a whole number of paise, 0 or more.',
  limitRule: 'A limit is a whole number, 1 or more, or none.',
  endsBeforeStart: 'The end must come after the start.',
  duplicate: (code: string) => `There is a coupon ${code} already: codes are unique, whatever their case.`,
  notFound: 'There is no such coupon.',
  limitBelowUses: (uses: number) =>
    `The coupon has been used ${uses === 1 ? 'once' : `${uses} times`}: its limit cannot be lower than that.`,
  created: (code: string) => `Coupon ${code} created.`,
  saved: (code: string) => `Coupon ${code} saved.`,
  switchedOnNow: (code: string) => `Coupon ${code} is on.`,
  switchedOffNow: (code: string) => `Coupon ${code} is off.`,
} as const;

/**
 * Why one more use would pass a coupon's limits, counting the uses held by other orders, or
 * undefined when it would not: the check at the quote, at the order's creation and at its payment.
 */
export function couponLimitRefusal(
  coupon: Pick<CouponTerms, 'code' | 'maxUses' | 'maxUsesPerCustomer'>,
  uses: CouponUses,
): string | undefined {
  if (coupon.maxUses !== null && uses.uses + uses.held >= coupon.maxUses)
    return COUPON_TEXTS.usedUp(coupon.code);
  if (
    coupon.maxUsesPerCustomer !== null &&
    uses.customerUses !== undefined &&
    uses.customerUses >= coupon.maxUsesPerCustomer
  ) {
    return COUPON_TEXTS.usedUpByYou(coupon.code, uses.customerUses);
  }
  return undefined;
}

/** Whether a coupon has a limit of uses at all: only then does an order hold one. */
export const hasUseLimit = (coupon: Pick<CouponTerms, 'maxUses' | 'maxUsesPerCustomer'>) =>
  coupon.maxUses !== null || coupon.maxUsesPerCustomer !== null;

/** Why a coupon cannot be used now, or undefined when it can. */
export function couponRefusal(
  code: string,
  coupon: CouponTerms | undefined,
  uses: CouponUses,
  subtotalPaise: Paise,
  now: Date,
): string | undefined {
  if (!coupon) return COUPON_TEXTS.unknown(code);
  if (!coupon.active) return COUPON_TEXTS.switchedOff(coupon.code);
  if (coupon.startsAt && now < coupon.startsAt) return COUPON_TEXTS.notStarted(coupon.code, coupon.startsAt);
  if (coupon.endsAt && now >= coupon.endsAt) return COUPON_TEXTS.expired(coupon.code, coupon.endsAt);
  const limit = couponLimitRefusal(coupon, uses);
  if (limit) return limit;
  if (subtotalPaise < coupon.minOrderPaise) {
    return COUPON_TEXTS.belowMinimum(coupon.code, coupon.minOrderPaise, subtotalPaise);
  }
  return undefined;
}

/** One order line as the coupon sees it: one piece's amounts, and how many. */
export interface CouponLineInput {
  unit: { taxablePaise: Paise; gstPaise: Paise; totalPaise: Paise };
  quantity: number;
}

/** A line's amounts once the discount is off its taxable value. */
export interface DiscountedLine {
  /** What the coupon took off the line's taxable value. */
  discountPaise: Paise;
  taxablePaise: Paise;
  gstPaise: Paise;
  /** What the customer pays for the line. */
  totalPaise: Paise;
}

/** The 3 % of a taxable value, half a paisa and more rounded up. */
export function gstOn(taxablePaise: Paise): Paise {
  return taxAt(taxablePaise, GST_BASIS_POINTS);
}

/**
 * A line's amounts with `discountPaise` off its taxable value. A line the coupon took nothing
 * from keeps its own amounts (a rate-priced piece's rounding to whole rupees included); a
 * discounted one is its taxable value left plus the 3 % of it, to the paisa.
 */
export function discountedLine(line: CouponLineInput, discountPaise: Paise): DiscountedLine {
  const taxablePaise = line.unit.taxablePaise * line.quantity;
  if (discountPaise === 0) {
    return {
      discountPaise: 0,
      taxablePaise,
      gstPaise: line.unit.gstPaise * line.quantity,
      totalPaise: line.unit.totalPaise * line.quantity,
    };
  }
  const left = taxablePaise - discountPaise;
  const gstPaise = gstOn(left);
  return { discountPaise, taxablePaise: left, gstPaise, totalPaise: left + gstPaise };
}

/** The discount off a taxable value: a percentage rounded down to the paisa, or the fixed amount, never more than the value. */
export function couponDiscountOf(kind: CouponKind, value: number, taxablePaise: Paise): Paise {
  if (kind === 'percent') return Math.floor((taxablePaise * value) / 100);
  return Math.min(value, taxablePaise);
}

/**
 * `discountPaise` spread over values in proportion to them, to the paisa: each takes the whole
 * paise of its share, and the paise left go one each to the largest remainders, the earlier
 * value first on a tie. The shares add up to the discount exactly.
 */
export function spreadDiscount(discountPaise: Paise, values: readonly Paise[]): Paise[] {
  const whole = values.reduce((sum, value) => sum + value, 0);
  if (whole === 0 || discountPaise === 0) return values.map(() => 0);
  const big = (n: number) => BigInt(n);
  const shares = values.map((value, index) => {
    const numerator = big(discountPaise) * big(value);
    return { index, share: Number(numerator / big(whole)), remainder: numerator % big(whole) };
  });
  let left = discountPaise - shares.reduce((sum, each) => sum + each.share, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const each of byRemainder) {
    if (left === 0) break;
    each.share += 1;
    left -= 1;
  }
  return shares.map((each) => each.share);
}

export interface CouponPricing {
  lines: DiscountedLine[];
  /** The lines' total before the coupon, GST included: what the minimum order is measured on. */
  subtotalPaise: Paise;
  /** What the coupon took off the taxable value. */
  taxableDiscountPaise: Paise;
  /** The lines' total after the coupon, GST included. */
  discountedSubtotalPaise: Paise;
  /** What the customer saves, GST included: the subtotal less the discounted subtotal. */
  discountPaise: Paise;
}

/** An order's lines priced with a coupon of `kind` and `value`: the discount off their taxable value, spread and taxed. */
export function priceWithCoupon(
  lines: readonly CouponLineInput[],
  coupon: Pick<CouponTerms, 'kind' | 'value'>,
): CouponPricing {
  const taxables = lines.map((line) => line.unit.taxablePaise * line.quantity);
  const taxable = taxables.reduce((sum, value) => sum + value, 0);
  const taxableDiscountPaise = couponDiscountOf(coupon.kind, coupon.value, taxable);
  const shares = spreadDiscount(taxableDiscountPaise, taxables);
  const priced = lines.map((line, index) => discountedLine(line, shares[index] ?? 0));
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unit.totalPaise * line.quantity, 0);
  const discountedSubtotalPaise = priced.reduce((sum, line) => sum + line.totalPaise, 0);
  return {
    lines: priced,
    subtotalPaise,
    taxableDiscountPaise,
    discountedSubtotalPaise,
    discountPaise: subtotalPaise - discountedSubtotalPaise,
  };
}

/** An order line as it was frozen: one piece's price and breakup, how many, the coupon's share. */
export interface FrozenLine {
  unitPricePaise: Paise;
  quantity: number;
  priceBreakup: { taxablePaise: Paise; gstPaise: Paise } | null;
  couponDiscountPaise: Paise;
}

/** What the customer paid for a whole order line: its price, less the coupon's share with its 3 %. */
export function linePaidPaise(line: FrozenLine): Paise {
  if (line.couponDiscountPaise === 0 || !line.priceBreakup) return line.unitPricePaise * line.quantity;
  return discountedLine(
    {
      unit: { ...line.priceBreakup, totalPaise: line.unitPricePaise },
      quantity: line.quantity,
    },
    line.couponDiscountPaise,
  ).totalPaise;
}

/**
 * What the customer paid for `quantity` of a line's pieces: its total in proportion, rounded
 * down to the paisa, and the whole of it for all of them.
 */
export function paidForPieces(linePaidPaise: Paise, lineQuantity: number, quantity: number): Paise {
  if (quantity >= lineQuantity) return linePaidPaise;
  return Math.floor((linePaidPaise * quantity) / lineQuantity);
}
