/**
 * Contracts of the coupon calls (docs/api.md, "Coupons"): the cart's quote
 * (`POST /api/coupons/quote`) and the back office's list, create and update
 * (`/api/admin/coupons`). Money is in integer paise; a percentage in whole percents.
 */
import { z } from 'zod';
import { MAX_ORDER_LINES } from './checkout.ts';
import { OrderLineInputSchema } from './checkout-api.ts';
import {
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  COUPON_PERCENT_RANGE,
  COUPON_TEXTS,
  MAX_FLAT_COUPON_PAISE,
  normaliseCouponCode,
} from './coupons.ts';
import { plainText } from './text.ts';

/** A code as typed: trimmed and read in capitals before it is checked. */
export const CouponCodeSchema = plainText('The code', { error: COUPON_TEXTS.codeRule })
  .max(40, COUPON_TEXTS.codeRule)
  .transform(normaliseCouponCode)
  .pipe(z.string().regex(COUPON_CODE_PATTERN, COUPON_TEXTS.codeRule));

/** What the shopper typed in the promo code box: any text is looked up, an unknown one refused by name. */
export const TypedCouponCodeSchema = plainText('The promo code', { error: COUPON_TEXTS.enterCode })
  .max(40, COUPON_TEXTS.codeRule)
  .transform(normaliseCouponCode)
  .pipe(z.string().min(1, COUPON_TEXTS.enterCode));

export const CouponQuoteBodySchema = z.object({
  code: TypedCouponCodeSchema,
  items: z
    .array(OrderLineInputSchema)
    .min(1, 'Your cart is empty.')
    .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines.`),
});
export type CouponQuoteBody = z.infer<typeof CouponQuoteBodySchema>;

/** The cart's figures with the coupon: what checkout will charge. */
export const CouponQuoteAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  code: z.string(),
  /** The lines before the coupon, GST included. */
  subtotalPaise: z.number().int(),
  /** What the shopper saves, GST included: the discount line. */
  discountPaise: z.number().int(),
  shippingPaise: z.number().int(),
  /** Subtotal less the discount, plus shipping: the amount create-razorpay-order expects. */
  totalPaise: z.number().int(),
});
export type CouponQuoteAnswer = z.infer<typeof CouponQuoteAnswerSchema>;

const limit = z
  .number({ error: COUPON_TEXTS.limitRule })
  .int(COUPON_TEXTS.limitRule)
  .min(1, COUPON_TEXTS.limitRule)
  .max(1_000_000, COUPON_TEXTS.limitRule)
  .nullable();
const moment = z.iso.datetime({ offset: true, error: 'A moment is an ISO date and time.' }).nullable();

const couponFields = {
  kind: z.enum(COUPON_KINDS, { error: 'The kind is percent or flat.' }),
  value: z.number({ error: 'Enter the value.' }).int('The value is a whole number.'),
  minOrder: z
    .number({ error: COUPON_TEXTS.minOrderRule })
    .int(COUPON_TEXTS.minOrderRule)
    .min(0, COUPON_TEXTS.minOrderRule)
    .max(MAX_FLAT_COUPON_PAISE, COUPON_TEXTS.minOrderRule),
  startsAt: moment.optional(),
  endsAt: moment.optional(),
  maxUses: limit.optional(),
  maxUsesPerCustomer: limit.optional(),
  active: z.boolean().optional(),
};

/** The value fits its kind: 1 to 90 whole percents, or a positive number of paise. */
function valueFitsKind(coupon: { kind?: string; value?: number }, context: z.RefinementCtx) {
  if (coupon.kind === undefined || coupon.value === undefined) return;
  if (
    coupon.kind === 'percent' &&
    (coupon.value < COUPON_PERCENT_RANGE.min || coupon.value > COUPON_PERCENT_RANGE.max)
  ) {
    context.addIssue({ code: 'custom', message: COUPON_TEXTS.percentRule, path: ['value'] });
  }
  if (coupon.kind === 'flat' && (coupon.value < 1 || coupon.value > MAX_FLAT_COUPON_PAISE)) {
    context.addIssue({ code: 'custom', message: COUPON_TEXTS.flatRule, path: ['value'] });
  }
}

function endsAfterStart(
  coupon: { startsAt?: string | null; endsAt?: string | null },
  context: z.RefinementCtx,
) {
  if (coupon.startsAt && coupon.endsAt && Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)) {
    context.addIssue({ code: 'custom', message: COUPON_TEXTS.endsBeforeStart, path: ['endsAt'] });
  }
}

/** `POST /api/admin/coupons`. */
export const CreateCouponBodySchema = z
  .object({ code: CouponCodeSchema, ...couponFields })
  .superRefine(valueFitsKind)
  .superRefine(endsAfterStart);
export type CreateCouponBody = z.input<typeof CreateCouponBodySchema>;

/** `PATCH /api/admin/coupons/{couponId}`: what changes; the code stays. Kind and value change together. */
export const UpdateCouponBodySchema = z
  .object({
    kind: couponFields.kind.optional(),
    value: couponFields.value.optional(),
    minOrder: couponFields.minOrder.optional(),
    startsAt: couponFields.startsAt,
    endsAt: couponFields.endsAt,
    maxUses: couponFields.maxUses,
    maxUsesPerCustomer: couponFields.maxUsesPerCustomer,
    active: couponFields.active,
  })
  .refine((body) => (body.kind === undefined) === (body.value === undefined), {
    message: 'The kind and the value change together.',
    path: ['value'],
  })
  .superRefine(valueFitsKind)
  .superRefine(endsAfterStart);
export type UpdateCouponBody = z.input<typeof UpdateCouponBodySchema>;

export const CouponIdParamsSchema = z.object({
  couponId: z.string().regex(/^\d{1,9}$/, 'A coupon id is a number.'),
});

export const CouponSchema = z.strictObject({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  minOrder: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  active: z.boolean(),
  /** Paid orders counted against its limit. */
  uses: z.number().int(),
  /**
   * Paid orders that used it after its limit was reached meanwhile (docs/decisions/0029): only
   * orders paid before decision 0037, since which such a payment pays nothing.
   */
  usesBeyondLimit: z.number().int(),
  /** Orders holding a use right now, while their shoppers pay (docs/decisions/0037). */
  held: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponsAnswerSchema = z.strictObject({
  success: z.literal(true),
  coupons: z.array(CouponSchema),
});
export type CouponsAnswer = z.infer<typeof CouponsAnswerSchema>;

export const CouponAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  coupon: CouponSchema,
});
export type CouponAnswer = z.infer<typeof CouponAnswerSchema>;
