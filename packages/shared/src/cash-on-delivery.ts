/**
 * Cash on delivery: the owner's rules, whether an order may be paid at the door, and the
 * texts a shopper and staff read about it. The server decides (it knows the customer's
 * undelivered orders); the checkout shows what the server answered.
 *
 * A cash-on-delivery order's life (order-lifecycle.ts): placed → `awaiting_confirmation`;
 * the customer confirms it within CONFIRMATION_WINDOW_MS from its page or its mail's link,
 * which takes its pieces from stock as a payment does, → `confirmed`; left unconfirmed it
 * `expired`. Then made and shipped as any order, the courier collecting the total; delivered,
 * its cash is owed by the courier until the remittance is recorded, which is its payment.
 * Returned undelivered it ends `not_delivered`: the stock goes back, nothing is owed, and it
 * counts against the customer's limit.
 */
import { z } from 'zod';
import { PINCODE_PREFIX_PATTERN } from './delivery.ts';
import { formatPaise, rupeeTextToPaise, type Paise } from './money.ts';
import { plainText } from './text.ts';

export const PAYMENT_METHODS = ['online', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Under this key in the shop's settings (the back office's Settings, "Cash on delivery"). */
export const CASH_ON_DELIVERY_SETTING = 'cashOnDelivery';

/** How long a cash-on-delivery order waits for its customer's confirmation before it expires. */
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Enough for every district of a state or two, as for the pincodes the shop does not deliver to. */
export const MAX_EXCLUDED_PREFIXES = 200;

const rupeesField = (field: string, max: number) =>
  z
    .number({ error: `${field} is a number of rupees.` })
    .int(`${field} is a whole number of rupees.`)
    .min(0, `${field} cannot be below ₹0.`)
    .max(max, `${field} is at most ${formatPaise(max * 100)}.`);

/** The settings as the back office sends them, rupees as staff type them. */
export const CashOnDeliverySettingsBodySchema = z.object({
  enabled: z.boolean({ error: 'Say whether cash on delivery is offered.' }),
  /** The largest order total it is offered for, delivery and the fee included. */
  maxOrderTotalRupees: rupeesField('The largest order', 10_00_000),
  /**
   * Pieces made for one person are paid online unless the owner allows them at the door: a
   * personalised piece refused at the door cannot be sold to anyone else.
   */
  personalisedOnDelivery: z.boolean({ error: 'Say whether personalised pieces may be paid on delivery.' }),
  feeRupees: rupeesField('The fee', 1_000),
  excludedPincodePrefixes: z
    .array(
      z
        .string()
        .trim()
        .regex(PINCODE_PREFIX_PATTERN, 'A pincode prefix is one to six digits, not starting with 0.'),
    )
    .max(MAX_EXCLUDED_PREFIXES, `At most ${MAX_EXCLUDED_PREFIXES} pincode prefixes.`),
  /** A customer with this many cash-on-delivery orders returned undelivered is no longer offered it. */
  maxUndeliveredOrders: z
    .number({ error: 'The limit of undelivered orders is a number.' })
    .int('The limit of undelivered orders is a whole number.')
    .min(1, 'The limit of undelivered orders is at least 1.')
    .max(10, 'The limit of undelivered orders is at most 10.'),
});
export type CashOnDeliverySettingsBody = z.infer<typeof CashOnDeliverySettingsBodySchema>;

/** `GET` and `PUT /api/admin/settings/cash-on-delivery` (the owner's) answer the settings as saved. */
export const CashOnDeliverySettingsAnswerSchema = z.strictObject({
  success: z.literal(true),
  settings: CashOnDeliverySettingsBodySchema,
});
export type CashOnDeliverySettingsAnswer = z.infer<typeof CashOnDeliverySettingsAnswerSchema>;

/** The settings as the shop keeps and applies them. */
export interface CashOnDeliverySettings {
  enabled: boolean;
  maxOrderTotalPaise: Paise;
  personalisedOnDelivery: boolean;
  feePaise: Paise;
  excludedPincodePrefixes: string[];
  maxUndeliveredOrders: number;
}

/** Off until the owner turns it on; the issue's defaults otherwise. */
export const CASH_ON_DELIVERY_DEFAULTS: CashOnDeliverySettings = {
  enabled: false,
  maxOrderTotalPaise: 20_000_00,
  personalisedOnDelivery: false,
  feePaise: 0,
  excludedPincodePrefixes: [],
  maxUndeliveredOrders: 1,
};

export function settingsFromBody(body: CashOnDeliverySettingsBody): CashOnDeliverySettings {
  return {
    enabled: body.enabled,
    maxOrderTotalPaise: body.maxOrderTotalRupees * 100,
    personalisedOnDelivery: body.personalisedOnDelivery,
    feePaise: body.feeRupees * 100,
    excludedPincodePrefixes: [...new Set(body.excludedPincodePrefixes)].sort(),
    maxUndeliveredOrders: body.maxUndeliveredOrders,
  };
}

export function settingsToBody(settings: CashOnDeliverySettings): CashOnDeliverySettingsBody {
  return {
    enabled: settings.enabled,
    maxOrderTotalRupees: Math.round(settings.maxOrderTotalPaise / 100),
    personalisedOnDelivery: settings.personalisedOnDelivery,
    feeRupees: Math.round(settings.feePaise / 100),
    excludedPincodePrefixes: settings.excludedPincodePrefixes,
    maxUndeliveredOrders: settings.maxUndeliveredOrders,
  };
}

/**
 * The settings the stored value gives: a value an older version stored, or none, reads as the
 * defaults, field by field, so cash on delivery is never offered by mistake.
 */
export function cashOnDeliverySettings(stored: unknown): CashOnDeliverySettings {
  if (typeof stored !== 'object' || stored === null) return CASH_ON_DELIVERY_DEFAULTS;
  const parsed = CashOnDeliverySettingsBodySchema.safeParse(stored);
  return parsed.success ? settingsFromBody(parsed.data) : CASH_ON_DELIVERY_DEFAULTS;
}

/** What the checkout is told about paying on delivery for one cart and address. */
export type CashOnDeliveryOffer =
  /** Offered: the fee is added to the total the shopper pays at the door. */
  | { offered: true; feePaise: Paise; totalPaise: Paise }
  /** Not offered for this order, with the sentence saying why. */
  | { offered: false; reason: string }
  /** The shop does not take cash on delivery: the checkout shows nothing of it. */
  | { offered: false; reason: null };

export interface CashOnDeliveryOrderFacts {
  /** The order's total before the fee: the pieces less the discount, delivery included. */
  totalPaise: Paise;
  hasPersonalisedPieces: boolean;
  pincode: string;
  /** The customer's cash-on-delivery orders that ended not delivered. */
  undeliveredOrders: number;
}

/** After this many days a delivered order's cash not remitted by the courier is shown to chase. */
export const REMITTANCE_OVERDUE_DAYS = 15;

export const CASH_ON_DELIVERY_TEXTS = {
  option: 'Pay on delivery',
  optionOnline: 'Pay online now',
  offered: (feePaise: Paise) =>
    feePaise > 0
      ? `Pay in cash or by UPI when the parcel arrives. A fee of ${formatPaise(feePaise)} is added.`
      : 'Pay in cash or by UPI when the parcel arrives. No fee is added.',
  overLimit: (limitPaise: Paise) =>
    `Pay on delivery is for orders up to ${formatPaise(limitPaise)}, delivery and fee included. Please pay online.`,
  personalised:
    'Pieces personalised for you are made for you alone, so they are paid online. Pay on delivery is for the other pieces.',
  pincodeExcluded: (pincode: string) =>
    `Pay on delivery does not reach pincode ${pincode}. Please pay online.`,
  tooManyUndelivered:
    'Pay on delivery is not offered on this account because an earlier order paid on delivery was not accepted. Please pay online.',
  placeOrder: 'Place order',
  placed: 'Your order is placed. Please confirm it to have it made and sent.',
  confirmBy: (deadline: string) => `Confirm this order by ${deadline}, or it is cancelled.`,
  confirm: 'Confirm order',
  confirmed: (totalPaise: Paise) =>
    `Your order is confirmed. Please pay ${formatPaise(totalPaise)} when it arrives.`,
  notConfirmable: 'This order is not waiting for a confirmation.',
  /** Placing refused for a shop that does not take cash on delivery (the quote shows nothing then). */
  notOffered: 'Pay on delivery is not offered. Please pay online.',
  soldOutBeforeConfirmation: (name: string) =>
    `${name} sold out before you confirmed, so your order is not confirmed. Please remove it and order again.`,
  couponUsedUpBeforeConfirmation: (code: string) =>
    `The coupon ${code} was used up by other orders before you confirmed, so your order is not confirmed. Please order again.`,
  confirmationExpired: 'This order was not confirmed in time and was cancelled. Please order again.',
  fee: 'Cash on delivery fee',
  dueOnDelivery: (totalPaise: Paise) => `To pay on delivery: ${formatPaise(totalPaise)}`,
  cashOwed: (totalPaise: Paise) => `Cash owed by the courier: ${formatPaise(totalPaise)}`,
  remitted: 'Cash received from the courier',
  notDeliveredAction: 'Mark not delivered',
  /** The reason its credit note states: the supply the invoice was issued for did not take place. */
  notDeliveredCreditNoteReason:
    'Not delivered: the parcel paid on delivery came back to the shop, and nothing was paid',
  notDeliveredNotNow:
    'Only a shipped order paid on delivery can be marked not delivered: an order paid online that comes back is a return.',
  remittanceNotNow:
    'Only a delivered order paid on delivery, whose cash has not been recorded, can be marked remitted.',
  remittanceAmountWrong: (totalPaise: Paise) =>
    `The courier owes the order's total, ${formatPaise(totalPaise)}: record the remittance of that amount.`,
  remittanceReferenceUsed: 'This remittance reference is recorded for another order already.',
  remittedAt: (reference: string) => `Cash received from the courier (${reference})`,
  /** The back office's: the order page's panel, and Today's line and list. */
  adminHeading: 'Cash on delivery',
  adminConfirmBy: (deadline: string) => `Confirm by ${deadline}: the customer confirms it, or it expires.`,
  remittanceForm: 'Cash received from the courier',
  remittanceReference: 'Courier’s remittance reference',
  remittanceAmount: 'Amount (₹)',
  recordRemittance: 'Record cash received',
  notDeliveredQuestion: (reference: string) =>
    `Mark order ${reference} not delivered? Its pieces go back in stock and nothing is owed for it.`,
  notDeliveredNote: 'Note (optional, for the shop)',
  cashOwedByCouriers: (owedPaise: Paise, orders: number) =>
    `Cash owed by couriers: ${formatPaise(owedPaise)} on ${orders === 1 ? '1 order' : `${orders} orders`}`,
  remittanceOverdue: `Delivered more than ${REMITTANCE_OVERDUE_DAYS} days ago, cash not remitted`,
} as const;

/** The payment id a remittance is kept under: the courier's reference of its transfer. */
export const remittancePaymentId = (reference: string) => `cod_${reference}`;
/** Whether a payment is a courier's remittance: cash, which no payment provider can refund. */
export const isRemittancePaymentId = (paymentId: string): boolean => paymentId.startsWith('cod_');

/** `POST /api/admin/orders/{orderId}/cash-remitted`: the courier's transfer of the cash collected. */
export const RemittanceBodySchema = z.object({
  reference: z
    .string({ error: 'Enter the courier’s reference of the remittance.' })
    .trim()
    .min(1, 'Enter the courier’s reference of the remittance.')
    .max(60, 'A remittance reference is at most 60 characters.')
    .regex(/^[A-Za-z0-9._/-]+$/, 'A remittance reference is letters, digits and . _ / - only.'),
  /** The amount remitted for this order, rupees: it must be the order's total. */
  amount: z
    .number({ error: 'The amount remitted is a number of rupees.' })
    .positive('The amount remitted is above ₹0.'),
});
export type RemittanceBody = z.infer<typeof RemittanceBodySchema>;

/** The back office's form of a remittance: the amount as typed, in rupees (2650 or 2,650.50), read as paise. */
export const RemittanceFormSchema = z.object({
  reference: RemittanceBodySchema.shape.reference,
  amount: z
    .string()
    .refine(
      (text) => rupeeTextToPaise(text) !== undefined,
      'Enter an amount in rupees, such as 2650 or 2650.50',
    )
    .transform((text) => rupeeTextToPaise(text) ?? 0)
    .refine((paise) => paise > 0, 'The amount remitted is above ₹0.'),
});

/** `POST /api/admin/orders/{orderId}/not-delivered`: a shipped order paid on delivery came back. */
export const NotDeliveredBodySchema = z.object({
  note: plainText('The note', { lines: true, error: 'The note is text' })
    .trim()
    .max(500, 'At most 500 characters, please.')
    .optional(),
});
export type NotDeliveredBody = z.infer<typeof NotDeliveredBodySchema>;

/** What the couriers owe the shop: the cash collected on delivered orders not yet remitted. */
export const CashOwedSchema = z.strictObject({
  owedPaise: z.number().int(),
  orders: z.number().int(),
  /** Delivered more than REMITTANCE_OVERDUE_DAYS ago and not remitted, the oldest first. */
  overdue: z.array(
    z.strictObject({
      id: z.string(),
      reference: z.string(),
      totalPaise: z.number().int(),
      deliveredAt: z.string(),
    }),
  ),
});
export type CashOwed = z.infer<typeof CashOwedSchema>;

/** Whether an order with these facts may be paid on delivery, and with what fee, or why not. */
export function cashOnDeliveryOffer(
  settings: CashOnDeliverySettings,
  order: CashOnDeliveryOrderFacts,
): CashOnDeliveryOffer {
  if (!settings.enabled) return { offered: false, reason: null };
  if (order.hasPersonalisedPieces && !settings.personalisedOnDelivery) {
    return { offered: false, reason: CASH_ON_DELIVERY_TEXTS.personalised };
  }
  if (settings.excludedPincodePrefixes.some((prefix) => order.pincode.startsWith(prefix))) {
    return { offered: false, reason: CASH_ON_DELIVERY_TEXTS.pincodeExcluded(order.pincode) };
  }
  if (order.undeliveredOrders >= settings.maxUndeliveredOrders) {
    return { offered: false, reason: CASH_ON_DELIVERY_TEXTS.tooManyUndelivered };
  }
  const totalPaise = order.totalPaise + settings.feePaise;
  if (totalPaise > settings.maxOrderTotalPaise) {
    return { offered: false, reason: CASH_ON_DELIVERY_TEXTS.overLimit(settings.maxOrderTotalPaise) };
  }
  return { offered: true, feePaise: settings.feePaise, totalPaise };
}
