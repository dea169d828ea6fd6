/**
 * Shipping with a courier's label and tracking (the server's features/couriers): the package
 * staff describe, the tracking steps a courier reports, and the sentences staff and customers read.
 */
import { z } from 'zod';
import { formatPaise } from './money.ts';

/** The steps a courier's tracking webhook reports, in the order a parcel usually takes them. */
export const TRACKING_STEPS = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'undelivered',
  'returned_to_origin',
] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

export const TRACKING_STEP_NAMES: Record<TrackingStep, string> = {
  picked_up: 'Picked up',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  undelivered: 'Delivery attempted, not delivered',
  returned_to_origin: 'Returned to the shop',
};

/** Steps that ask staff to act: the parcel did not reach its customer. */
export const ATTENTION_STEPS: readonly TrackingStep[] = ['undelivered', 'returned_to_origin'];

/** The heaviest parcel the shop sends by courier: 30 kg, far above any box of jewellery. */
export const MAX_PACKAGE_GRAMS = 30_000;
/** The longest side of a parcel, in centimetres. */
export const MAX_PACKAGE_CM = 150;

const whole = (what: string, max: number, unit: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is a whole number of ${unit}`)
    .positive(`The ${what} must be more than 0 ${unit}`)
    .max(max, `The ${what} is at most ${max.toLocaleString('en-IN')} ${unit}`);

export const CourierShipmentBodySchema = z.object({
  weightGrams: whole('weight', MAX_PACKAGE_GRAMS, 'grams'),
  lengthCm: whole('length', MAX_PACKAGE_CM, 'cm'),
  breadthCm: whole('breadth', MAX_PACKAGE_CM, 'cm'),
  heightCm: whole('height', MAX_PACKAGE_CM, 'cm'),
  declaredValuePaise: z
    .number({ error: 'Enter the declared value' })
    .int('The declared value is in whole paise')
    .positive('The declared value must be more than ₹0'),
});
export type CourierShipmentBody = z.infer<typeof CourierShipmentBodySchema>;

export const TrackingEntrySchema = z.object({
  step: z.enum(TRACKING_STEPS),
  title: z.string(),
  at: z.string(),
  detail: z.string().nullable(),
});
export type TrackingEntry = z.infer<typeof TrackingEntrySchema>;

/** What the order page's shipping box shows staff. */
export const CourierBoxAnswerSchema = z.object({
  success: z.literal(true),
  /** Whether a courier can be asked at all: none when the shop takes real money without courier settings. */
  courier: z.enum(['shiprocket', 'test']).nullable(),
  courierName: z.string().nullable(),
  orderTotalPaise: z.number(),
  /** The pieces' gross weights added up, the box's first guess at the package's weight. */
  piecesWeightGrams: z.number().nullable(),
  cover: z.object({
    capPaise: z.number(),
    excludesPreciousMetals: z.boolean(),
  }),
  /** Said when the piece should go with a valuables carrier instead; null when the courier's cover holds it. */
  valuablesAdvice: z.string().nullable(),
  shipment: z
    .object({
      awb: z.string().nullable(),
      courierName: z.string().nullable(),
      status: z.enum(['requesting', 'created', 'cancelled']),
      weightGrams: z.number(),
      declaredValuePaise: z.number(),
      pickupRequestedAt: z.string().nullable(),
      tracking: z.array(TrackingEntrySchema),
      needsAttention: z.boolean(),
    })
    .nullable(),
});
export type CourierBoxAnswer = z.infer<typeof CourierBoxAnswerSchema>;

/** A customer's order's tracking, as its page lists it. */
export const OrderTrackingAnswerSchema = z.object({
  success: z.literal(true),
  tracking: z.array(TrackingEntrySchema),
});
export type OrderTrackingAnswer = z.infer<typeof OrderTrackingAnswerSchema>;

export const AttentionShipmentsAnswerSchema = z.object({
  success: z.literal(true),
  shipments: z.array(
    z.object({
      orderId: z.string(),
      reference: z.string(),
      awb: z.string(),
      step: z.enum(TRACKING_STEPS),
      title: z.string(),
      at: z.string(),
    }),
  ),
});
export type AttentionShipmentsAnswer = z.infer<typeof AttentionShipmentsAnswerSchema>;

export const COURIER_TEXTS = {
  notReady: 'Only an order that has passed its quality check can be shipped',
  alreadyShipped: 'This order already has a courier shipment',
  noCourier:
    'No courier is set up: set the SHIPROCKET_* settings to ship with Shiprocket, or mark the order shipped by hand',
  noShipment: 'This order has no courier shipment yet',
  beingBooked:
    'This parcel is being booked with the courier right now. Look again in two minutes: the order shows the shipment once the courier answers.',
  courierFailed: (why: string) =>
    `The courier did not take the shipment (${why}). Try again: the shop first asks the courier whether it was made, so trying again never books a second one.`,
  pickupRequested: 'Pickup requested',
  webhookUnsigned: 'The tracking update carries no key',
  webhookForged: 'The tracking update’s key is not the shop’s',
  /** The order page's word on value and cover. */
  coverLine: (declaredPaise: number, capPaise: number) =>
    `Declared value ${formatPaise(declaredPaise)} · the courier covers up to ${formatPaise(capPaise)}`,
  aboveCap: (capPaise: number) =>
    `Above the courier’s cover of ${formatPaise(capPaise)}: send this piece with a valuables carrier (insured transit) and mark it shipped by hand.`,
  preciousMetals:
    'The courier’s cover excludes gold and silver jewellery: a loss is not paid back. Send a piece of real value with a valuables carrier and mark it shipped by hand.',
  trackingHeading: 'Tracking',
  notDeliveredToCustomer: 'We will call you to arrange the delivery, or write to us on the contact page.',
} as const;
