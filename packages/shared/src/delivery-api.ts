/**
 * The delivery check's call and the owner's setting behind it (docs/api.md, "Delivery"): a
 * shopper asks when a piece would reach a pincode; the owner lists the pincodes the shop does
 * not deliver to. The browser imports the answers' types only.
 */
import { z } from 'zod';
import {
  DELIVERY_CHECK_TEXTS,
  MAX_UNDELIVERED_PREFIXES,
  PINCODE_PATTERN,
  PINCODE_PREFIX_PATTERN,
} from './delivery.ts';

const ShopDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ExpectedDeliverySchema = z.strictObject({ earliest: ShopDaySchema, latest: ShopDaySchema });

export const DeliveryEstimateQuerySchema = z.object({
  pincode: z
    .string({ error: DELIVERY_CHECK_TEXTS.malformedPincode })
    .trim()
    .regex(PINCODE_PATTERN, DELIVERY_CHECK_TEXTS.malformedPincode),
  productId: z
    .string({ error: 'productId must be given once, as text' })
    .trim()
    .regex(/^\d{1,9}$/, 'A product id is a whole number, such as 501'),
});
export type DeliveryEstimateQuery = z.infer<typeof DeliveryEstimateQuerySchema>;

export const DeliveryEstimateAnswerSchema = z.discriminatedUnion('delivers', [
  z.strictObject({
    success: z.literal(true),
    pincode: z.string(),
    delivers: z.literal(true),
    /** The piece as it is, without personalisation. */
    plain: ExpectedDeliverySchema,
    /** The piece personalised; null when it cannot be. */
    personalised: ExpectedDeliverySchema.nullable(),
  }),
  z.strictObject({
    success: z.literal(true),
    pincode: z.string(),
    delivers: z.literal(false),
    /** 'We do not deliver to 744101 yet.' */
    message: z.string(),
  }),
]);
export type DeliveryEstimateAnswer = z.infer<typeof DeliveryEstimateAnswerSchema>;

export const UndeliveredPrefixesBodySchema = z.strictObject({
  prefixes: z
    .array(
      z
        .string({ error: 'Each pincode start is text, such as "744"' })
        .trim()
        .refine((prefix) => PINCODE_PREFIX_PATTERN.test(prefix), {
          error: (issue) => DELIVERY_CHECK_TEXTS.badPrefix(String(issue.input)),
        }),
      { error: 'Send the pincode starts as a list' },
    )
    .max(MAX_UNDELIVERED_PREFIXES, DELIVERY_CHECK_TEXTS.tooManyPrefixes),
});
export type UndeliveredPrefixesBody = z.infer<typeof UndeliveredPrefixesBodySchema>;

export const UndeliveredPrefixesAnswerSchema = z.strictObject({
  success: z.literal(true),
  prefixes: z.array(z.string()),
});
export type UndeliveredPrefixesAnswer = z.infer<typeof UndeliveredPrefixesAnswerSchema>;
