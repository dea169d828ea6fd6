/**
 * What a customer may cancel or send back, under the Consumer Protection (E-Commerce) Rules,
 * 2020 (docs/decisions/0027-customer-cancellations-and-returns.md), next to the order
 * lifecycle. A paid order is the customer's to cancel until making starts, and is refunded in
 * full; after delivery, within the return window, pieces not personalised may be asked back,
 * and a return goes requested → approved | declined → picked up → received → refunded.
 */
import { tz } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { z } from 'zod';
import { plainText } from './text.ts';
import { shopDayOf, SHOP_TIME_ZONE, type ShopDay } from './delivery.ts';
import { formatPaise, formatPaiseWithPaise, type Paise } from './money.ts';
import { ORDER_STATUS_NAMES, type OrderStatus } from './order-lifecycle.ts';
import { REFUND_STATUSES } from './refund-texts.ts';
import { MAX_RETURN_WINDOW_DAYS, MIN_RETURN_WINDOW_DAYS } from './return-window.ts';

const inIndia = tz(SHOP_TIME_ZONE);

/* ---------- Cancelling ---------- */

/**
 * Why the customer may not cancel an order that is `status`, or null when they may: only a
 * paid order whose making has not started. An unpaid order is not cancelled by its customer:
 * a payment may still be on its way, and left unpaid it expires by itself a day after.
 */
export function customerCancelRefusal(status: OrderStatus): string | null {
  switch (status) {
    // An order to be paid on delivery, before its making, too: nothing was paid, nothing is refunded.
    case 'paid':
    case 'awaiting_confirmation':
    case 'confirmed':
      return null;
    case 'pending':
      return RETURN_TEXTS.cancelUnpaid;
    case 'in_making':
    case 'quality_check':
    case 'shipped':
    case 'delivered':
      return RETURN_TEXTS.cancelMakingStarted;
    default:
      return RETURN_TEXTS.cancelEnded(status);
  }
}

/** The customer's cancellation: a reason if they want to give one. */
export const CustomerCancelBodySchema = z.strictObject({
  reason: plainText('The reason', { lines: true, error: 'The reason is text' })
    .trim()
    .max(200, 'The reason is at most 200 characters')
    .optional()
    .transform((reason) => reason || undefined),
});
export type CustomerCancelBody = z.infer<typeof CustomerCancelBodySchema>;

/* ---------- The return window ---------- */

/** The last India day pieces delivered at `deliveredAt` may be asked back, `days` after it. */
export function lastReturnDay(deliveredAt: Date, days: number): ShopDay {
  return shopDayOf(addDays(deliveredAt, days, { in: inIndia }));
}

/** Whether `now` is still within the window that ends on `lastDay`. */
export function withinReturnWindow(lastDay: ShopDay, now: Date): boolean {
  return shopDayOf(now) <= lastDay;
}

/** '3 December 2026': a shop day written out, whatever the reader's time zone. */
export function formatLongShopDay(day: ShopDay): string {
  return format(parseISO(day), 'd MMMM yyyy');
}

/* ---------- Returns ---------- */

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'declined',
  'picked_up',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_NAMES: Record<ReturnStatus, string> = {
  requested: 'Asked for',
  approved: 'Approved',
  declined: 'Declined',
  picked_up: 'Picked up',
  received: 'Received and checked',
  refunded: 'Refunded',
};

/** The step staff take next with a return, by its status; none once declined or refunded. */
export const NEXT_RETURN_STEP: Partial<Record<ReturnStatus, 'decide' | 'pickup' | 'receive' | 'refund'>> = {
  requested: 'decide',
  approved: 'pickup',
  picked_up: 'receive',
  received: 'refund',
};

/** Returns that wait for staff: to be decided, or received and waiting for their refund. */
export const RETURNS_TO_REVIEW: readonly ReturnStatus[] = ['requested', 'received'];

const RETURN_REASON_NEEDED = 'Say why you are sending the pieces back';

const reasonText = (empty: string) =>
  plainText('The reason', { lines: true, error: empty })
    .trim()
    .min(1, empty)
    .max(500, 'The reason is at most 500 characters');

export const ReturnRequestBodySchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        position: z.number({ error: 'Choose a piece of the order' }).int().min(0).max(999),
        quantity: z
          .number({ error: 'Say how many to send back' })
          .int('Say how many to send back')
          .min(1, 'Send back at least one')
          .max(999),
      }),
      { error: 'Choose the pieces to send back' },
    )
    .min(1, 'Choose the pieces to send back')
    .max(100)
    .refine(
      (lines) => new Set(lines.map((line) => line.position)).size === lines.length,
      'Name each piece once',
    ),
  reason: reasonText(RETURN_REASON_NEEDED),
});
export type ReturnRequestBody = z.infer<typeof ReturnRequestBodySchema>;

export const ReturnDecisionBodySchema = z
  .strictObject({
    decision: z.enum(['approve', 'decline'], { error: 'Approve or decline the return' }),
    reason: plainText('The reason', { lines: true })
      .trim()
      .max(500, 'The reason is at most 500 characters')
      .optional(),
  })
  .refine((body) => body.decision === 'approve' || Boolean(body.reason), {
    message: 'Say why the return is declined',
    path: ['reason'],
  });
export type ReturnDecisionBody = z.infer<typeof ReturnDecisionBodySchema>;

const pickupText = (field: string) =>
  plainText(`The ${field}`, { error: `Enter the ${field}` })
    .trim()
    .min(1, `Enter the ${field}`)
    .max(80, `The ${field} is at most 80 characters`);

export const ReturnPickupBodySchema = z.strictObject({
  courier: pickupText('courier’s name'),
  trackingNumber: pickupText('tracking number'),
});
export type ReturnPickupBody = z.infer<typeof ReturnPickupBodySchema>;

export const EmptyBodySchema = z.strictObject({});

const ReturnLineSchema = z.strictObject({
  position: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
});

/**
 * The coupon discount a return takes back from its refund, because the pieces kept no longer
 * reach the coupon's minimum order (return-refunds.ts).
 */
export const CouponWithdrawalAnswerSchema = z.strictObject({
  code: z.string(),
  minOrderPaise: z.number().int(),
  /** The discount the pieces kept had, GST included. */
  discountPaise: z.number().int(),
  /** What the returned pieces cost as paid, before the discount is taken back. */
  returnedPaise: z.number().int(),
});
export type CouponWithdrawalAnswer = z.infer<typeof CouponWithdrawalAnswerSchema>;

/** A step the return took and when, oldest first. */
const ReturnStepSchema = z.strictObject({ status: z.enum(RETURN_STATUSES), at: z.string() });

export const OrderReturnSchema = z.strictObject({
  id: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  /** Why staff declined it. */
  declineReason: z.string().nullable(),
  pickup: z.strictObject({ courier: z.string(), trackingNumber: z.string() }).nullable(),
  lines: z.array(ReturnLineSchema),
  /**
   * The refund of the return: what its pieces cost as paid (their frozen prices, GST included,
   * the coupon's share taken off), less any coupon discount taken back; never below 0.
   */
  amountPaise: z.number().int(),
  /** The coupon discount taken back from the refund; null when there is none. */
  couponWithdrawal: CouponWithdrawalAnswerSchema.nullable(),
  steps: z.array(ReturnStepSchema),
  /**
   * What became of the refund set aside at the refund step: on its way, made by the payment
   * provider (and when), or failed; null before that step, and for a return with nothing to
   * refund.
   */
  refundState: z
    .strictObject({ status: z.enum(REFUND_STATUSES), settledAt: z.string().nullable() })
    .nullable(),
});
export type OrderReturn = z.infer<typeof OrderReturnSchema>;

/** A line of the order as the customer's return form shows it. */
const ReturnableLineSchema = z.strictObject({
  position: z.number().int(),
  name: z.string(),
  /** How many of it may still be asked back. */
  quantityLeft: z.number().int(),
  /** Why it cannot be asked back; null when it can. */
  refusal: z.string().nullable(),
});

/** `POST /api/orders/{orderId}/returns/quote`: the pieces the customer is choosing, before asking. */
export const ReturnQuoteBodySchema = z.strictObject({ lines: ReturnRequestBodySchema.shape.lines });
export type ReturnQuoteBody = z.infer<typeof ReturnQuoteBodySchema>;

/** What returning those pieces would refund, and why it is less when it is. */
export const ReturnQuoteAnswerSchema = z.strictObject({
  success: z.literal(true),
  amountPaise: z.number().int(),
  couponWithdrawal: CouponWithdrawalAnswerSchema.nullable(),
  /** The sentence that explains a coupon discount taken back; null without one. */
  notice: z.string().nullable(),
});
export type ReturnQuoteAnswer = z.infer<typeof ReturnQuoteAnswerSchema>;

/** `GET /api/orders/{orderId}/returns`: what the customer may do with the order after paying. */
export const CustomerAfterSaleAnswerSchema = z.strictObject({
  success: z.literal(true),
  cancel: z.strictObject({
    allowed: z.boolean(),
    refusal: z.string().nullable(),
    /** What cancelling now refunds: what was paid, less every refund not failed. */
    refundPaise: z.number().int(),
    /** What was refunded (or is on its way) before. */
    refundedEarlierPaise: z.number().int(),
  }),
  returnForm: z.strictObject({
    allowed: z.boolean(),
    /** Why no return may be asked for; null when one may. */
    refusal: z.string().nullable(),
    windowDays: z.number().int(),
    /** The last day of the return window, once delivered. */
    lastDay: z.string().nullable(),
    lines: z.array(ReturnableLineSchema),
  }),
  returns: z.array(OrderReturnSchema),
});
export type CustomerAfterSaleAnswer = z.infer<typeof CustomerAfterSaleAnswerSchema>;

export const AdminOrderReturnsAnswerSchema = z.strictObject({
  success: z.literal(true),
  returns: z.array(OrderReturnSchema),
});
export type AdminOrderReturnsAnswer = z.infer<typeof AdminOrderReturnsAnswerSchema>;

export const ReturnsToReviewAnswerSchema = z.strictObject({
  success: z.literal(true),
  returns: z.array(
    z.strictObject({
      id: z.string(),
      orderId: z.string(),
      reference: z.string(),
      customerName: z.string(),
      status: z.enum(RETURN_STATUSES),
      amountPaise: z.number().int(),
      at: z.string(),
    }),
  ),
});
export type ReturnsToReviewAnswer = z.infer<typeof ReturnsToReviewAnswerSchema>;

/* ---------- The return window setting ---------- */

export const ReturnWindowBodySchema = z.strictObject({
  days: z
    .number({ error: 'Enter the number of days' })
    .int('Enter a whole number of days')
    .min(MIN_RETURN_WINDOW_DAYS, `The return window is at least ${MIN_RETURN_WINDOW_DAYS} day`)
    .max(MAX_RETURN_WINDOW_DAYS, `The return window is at most ${MAX_RETURN_WINDOW_DAYS} days`),
});
export type ReturnWindowBody = z.infer<typeof ReturnWindowBodySchema>;

export const ReturnWindowAnswerSchema = z.strictObject({ success: z.literal(true), days: z.number().int() });
export type ReturnWindowAnswer = z.infer<typeof ReturnWindowAnswerSchema>;

/* ---------- Texts ---------- */

export const RETURN_TEXTS = {
  cancelAction: 'Cancel order',
  cancelHeading: 'Cancel this order?',
  cancelExplained: (totalPaise: Paise) =>
    `Making has not started yet. If you cancel now, the whole ${formatPaise(totalPaise)} is refunded to the card or account you paid with.`,
  cancelExplainedAfterRefunds: (refundPaise: Paise, paidPaise: Paise) =>
    refundPaise === 0
      ? `Making has not started yet. The ${formatPaise(paidPaise)} you paid has been refunded already, so cancelling refunds nothing more.`
      : `Making has not started yet. If you cancel now, ${formatPaise(refundPaise)} of the ${formatPaise(paidPaise)} you paid is refunded to the card or account you paid with: ${formatPaise(paidPaise - refundPaise)} was refunded earlier.`,
  /** How much a customer's cancellation refunds, on the order's timeline. */
  cancelRefunded: (refundPaise: Paise, paidPaise: Paise) =>
    refundPaise === paidPaise
      ? `The whole ${formatPaise(paidPaise)} is refunded.`
      : refundPaise === 0
        ? `Nothing is left to refund: the ${formatPaise(paidPaise)} paid was refunded earlier.`
        : `${formatPaise(refundPaise)} of ${formatPaise(paidPaise)} is refunded; ${formatPaise(paidPaise - refundPaise)} was refunded earlier.`,
  cancelReasonLabel: 'Why are you cancelling? (optional)',
  cancelConfirm: 'Yes, cancel the order',
  cancelKeep: 'Keep the order',
  cancelling: 'Cancelling…',
  cancelled: 'Your order is cancelled. The refund is on its way; we have written to you.',
  cancelUnpaid:
    'This order has not been paid, so there is nothing to cancel: left unpaid, it expires by itself a day after it was placed.',
  cancelMakingStarted:
    'Making has started on this order, so it can no longer be cancelled. Once it is delivered you may ask to return pieces that are not personalised.',
  cancelEnded: (status: OrderStatus) =>
    `This order is ${ORDER_STATUS_NAMES[status].toLowerCase()}, so it cannot be cancelled.`,

  returnsHeading: 'Returns',
  returnAction: 'Return pieces',
  returnIntro: (lastDay: ShopDay) => `You may ask to return pieces until ${formatLongShopDay(lastDay)}.`,
  returnReasonLabel: 'Why are you returning them?',
  returnQuantityLabel: (name: string) => `How many of ${name}`,
  returnSend: 'Ask for the return',
  reasonNeeded: RETURN_REASON_NEEDED,
  returnSending: 'Sending…',
  returnSent: 'We have your return request and will write to you once we have looked at it.',
  chooseLines: 'Choose the pieces to send back',
  notDelivered: 'Pieces can be returned once the order has been delivered.',
  windowEnded: (days: number, lastDay: ShopDay) =>
    `The return window of ${days} days ended on ${formatLongShopDay(lastDay)}.`,
  personalised: (name: string) => `${name} is personalised for you and cannot be returned.`,
  alreadyAsked: (name: string) => `${name} has already been returned or asked back.`,
  noSuchLine: 'That piece is not part of this order.',
  tooMany: (name: string, left: number) =>
    left === 0
      ? `${name} has already been returned or asked back.`
      : `At most ${left} of ${name} can be returned.`,
  nothingReturnable: 'None of the pieces of this order can be returned.',
  /** Every piece not asked back already is personalised: the returns above say what became of the rest. */
  restPersonalised: 'The other pieces of this order are personalised and cannot be returned.',
  returnTotal: (amountPaise: Paise) => `Refund on return: ${formatPaise(amountPaise)}`,
  quoting: 'Working out the refund…',
  quoteFailed: 'The refund could not be worked out. It is shown once you have asked for the return.',
  /** Why a return refunds less than its pieces cost: the pieces kept lose the coupon's discount. */
  belowMinimum: (withdrawal: CouponWithdrawalAnswer, pieces: number) => {
    const these = pieces === 1 ? 'this piece' : 'these pieces';
    const opening = `Returning ${these} takes your order below the ${formatPaise(withdrawal.minOrderPaise)} minimum of the code ${withdrawal.code}: the ${formatPaise(withdrawal.discountPaise)} discount on the pieces you keep`;
    if (withdrawal.discountPaise < withdrawal.returnedPaise) return `${opening} is taken from the refund.`;
    const than = withdrawal.discountPaise === withdrawal.returnedPaise ? 'as much as' : 'more than';
    const returned = pieces === 1 ? 'the piece you return' : 'the pieces you return';
    return `${opening} is ${than} the ${formatPaise(withdrawal.returnedPaise)} you paid for ${returned}, so nothing is refunded. You may still send ${pieces === 1 ? 'it' : 'them'} back.`;
  },
  pickupLine: (courier: string, trackingNumber: string) => `Pickup: ${courier}, tracking ${trackingNumber}`,
  /**
   * What happened to a return at each step, as its customer reads it, `day` written out
   * ('4 Dec 2026'); the refund step says what became of the money.
   */
  customerStep: (
    step: ReturnStatus,
    day: string,
    ret: Pick<OrderReturn, 'amountPaise' | 'declineReason' | 'refundState'>,
    settledDay: string | null,
  ): string => {
    switch (step) {
      case 'requested':
        return `Return asked on ${day}`;
      case 'approved':
        return `Approved on ${day}`;
      case 'declined':
        return ret.declineReason ? `Declined on ${day}: ${ret.declineReason}` : `Declined on ${day}`;
      case 'picked_up':
        return `Picked up on ${day}`;
      case 'received':
        return `Received and checked on ${day}`;
      case 'refunded': {
        const amount = formatPaise(ret.amountPaise);
        if (ret.amountPaise === 0) return `Closed on ${day}: nothing to refund`;
        if (ret.refundState === null || ret.refundState.status === 'processed')
          return `Refunded ${amount} on ${settledDay ?? day}`;
        if (ret.refundState.status === 'failed')
          return `The refund of ${amount} could not be made on ${day}; we will make it again and write to you.`;
        return `Refund of ${amount} on its way since ${day}`;
      }
    }
  },
  declinedBecause: (reason: string) => `Declined: ${reason}`,

  returnNotFound: 'That return is not one of this order’s.',
  notNextStep: (status: ReturnStatus) =>
    `A return that is ${RETURN_STATUS_NAMES[status].toLowerCase()} cannot take that step.`,
  approve: 'Approve',
  decline: 'Decline',
  declineReasonLabel: 'Why is it declined?',
  recordPickup: 'Record pickup',
  markReceived: 'Mark received after checking',
  refundReturn: (amountPaise: Paise) => `Refund ${formatPaise(amountPaise)}`,
  /** The mail closing a return whose pieces kept took back more discount than the return was worth. */
  closedWithNothing: (withdrawal: CouponWithdrawalAnswer) =>
    `Nothing is refunded: the ${formatPaise(withdrawal.discountPaise)} discount on the pieces you keep, which no longer reach the ${formatPaise(withdrawal.minOrderPaise)} minimum of the code ${withdrawal.code}, is ${withdrawal.discountPaise === withdrawal.returnedPaise ? 'as much as' : 'more than'} the ${formatPaise(withdrawal.returnedPaise)} you paid for the pieces you returned.`,
  /** The back office's line on a return whose refund takes back the kept pieces' coupon discount. */
  staffBelowMinimum: (withdrawal: CouponWithdrawalAnswer) =>
    `The pieces kept fall below the ${formatPaise(withdrawal.minOrderPaise)} minimum of ${withdrawal.code}: their ${formatPaise(withdrawal.discountPaise)} discount is taken from the ${formatPaise(withdrawal.returnedPaise)} the returned pieces cost.`,
  /** The refund step of a return that has nothing to refund. */
  closeReturn: 'Close the return: nothing to refund',
  refundReason: 'Pieces returned',
  /** What the refund's reason adds when the coupon's discount is taken back. */
  refundReasonWithdrawal: (withdrawal: CouponWithdrawalAnswer) =>
    `less the ${formatPaiseWithPaise(withdrawal.discountPaise)} coupon discount of the pieces kept (${withdrawal.code}, now below its ${formatPaiseWithPaise(withdrawal.minOrderPaise)} minimum)`,
  toReviewHeading: 'Returns to review',
  toReviewEmpty: 'No returns wait for you.',
  toReviewWhat: (status: ReturnStatus) =>
    status === 'requested' ? 'To approve or decline' : 'Awaiting refund',

  settingsHeading: 'Settings',
  windowHeading: 'Return window',
  windowExplained:
    'How many days after delivery customers may ask to return pieces that are not personalised.',
  windowLabel: 'Days after delivery',
  windowSave: 'Save return window',
  windowSaved: 'The return window is saved.',
} as const;
