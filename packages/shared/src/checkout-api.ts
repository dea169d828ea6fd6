/**
 * Bodies and answers of the payment and order calls (docs/api.md, "Payments"). The
 * create-order call takes `amount, currency, receipt` and, so the server can price the order
 * itself, the cart's lines and the customer's details. The browser imports the answers' types
 * only; the server checks each answer against its schema before sending it.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from './order-lifecycle.ts';
import { MAX_LINE_QUANTITY } from './cart.ts';
import { COUNTRIES, CURRENCY, CUSTOMER_MESSAGES, MAX_ORDER_LINES } from './checkout.ts';
import { CustomizationSchema, SizeSchema } from './personalisation-schema.ts';
import { PanSchema } from './pan.ts';
import { COUPON_TEXTS, normaliseCouponCode } from './coupons.ts';
import { GiftSchema } from './gifts.ts';
import { plainText } from './text.ts';
import { LanguageSchema } from './language-schema.ts';
import { ProofStepSchema } from './proofs.ts';
import { WhatsAppUpdatesFieldSchema } from './whatsapp.ts';
import { PAYMENT_METHODS } from './cash-on-delivery.ts';

const required = (field: string, message: string, max = 200) =>
  plainText(field, { error: message }).trim().min(1, message).max(max, `At most ${max} characters, please.`);

/** The 'Enter Your Details' modal: values are trimmed, and each rule has its own message. */
export const CustomerDetailsSchema = z.object({
  name: required('Full name', CUSTOMER_MESSAGES.nameRequired, 100),
  email: required('Email', CUSTOMER_MESSAGES.emailRequired, 254).pipe(
    z.email(CUSTOMER_MESSAGES.emailInvalid),
  ),
  phone: required('Phone number', CUSTOMER_MESSAGES.phoneRequired, 20).regex(
    /^\d{10}$/,
    CUSTOMER_MESSAGES.phoneInvalid,
  ),
  address: required('Street address', CUSTOMER_MESSAGES.addressRequired),
  city: required('City', CUSTOMER_MESSAGES.cityRequired, 100),
  state: required('State', CUSTOMER_MESSAGES.stateRequired, 100),
  zipCode: required('ZIP code', CUSTOMER_MESSAGES.zipRequired, 20).regex(
    /^\d{6}$/,
    CUSTOMER_MESSAGES.zipInvalid,
  ),
  country: z.enum(COUNTRIES).optional(),
});
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

/** A cart line as the server takes it: what the piece is, never what it costs. */
export const OrderLineInputSchema = z.object({
  productId: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'A product id is a number.'),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  size: SizeSchema.optional(),
  variant: plainText('The variant').trim().max(60).optional(),
  /** The SKU of the variant chosen (variants.ts); needed for a design with options. */
  sku: plainText('The SKU').trim().max(60).optional(),
  customization: CustomizationSchema.optional(),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

export const CreateOrderBodySchema = z.object({
  /** The total the shopper was shown, in rupees; the server checks it against its own. */
  amount: z.number({ error: 'The amount must be a number of rupees.' }).positive(),
  currency: z.literal(CURRENCY, { error: `The currency must be ${CURRENCY}.` }),
  receipt: plainText('The receipt').trim().max(40).optional(),
  items: z
    .array(OrderLineInputSchema)
    .min(1, 'Your cart is empty.')
    .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines.`),
  customerDetails: CustomerDetailsSchema,
  /** The buyer's PAN, upper-cased; needed from an order total of ₹2,00,000 (pan.ts). */
  pan: PanSchema.optional(),
  /** A promo code (coupons.ts), any case: the server prices the order with it or refuses it, saying why. */
  couponCode: plainText('The promo code', { error: COUPON_TEXTS.enterCode })
    .max(40, COUPON_TEXTS.codeRule)
    .transform(normaliseCouponCode)
    .pipe(z.string().min(1, COUPON_TEXTS.enterCode))
    .optional(),
  /** Sent as a gift (gifts.ts): the card's message and whether to wrap it. */
  gift: GiftSchema.optional(),
  /** The box "Send me updates about my orders on WhatsApp" (whatsapp.ts), never ticked beforehand. */
  whatsappUpdates: WhatsAppUpdatesFieldSchema,
  /** The language of the pages the shopper checks out on (English when not sent): the order's mails are in it. */
  language: LanguageSchema.optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const CreateOrderAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  /** The provider's order: amount in paise, as Razorpay gives it; the receipt is the shop's order id. */
  order: z.strictObject({
    id: z.string(),
    amount: z.number().int(),
    currency: z.literal(CURRENCY),
    receipt: z.string(),
  }),
  /**
   * Seconds after which the payment window closes (Razorpay's checkout option `timeout`): only
   * on an order holding a use of a coupon, whose hold must outlast the window (coupons.ts).
   */
  checkoutTimeout: z.number().int().positive().optional(),
});
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswerSchema>;

/**
 * `POST /api/orders/cash-on-delivery/quote` (signed in): may this cart, with this code, be paid
 * on delivery to this pincode? The server prices the lines and counts the customer's
 * undelivered orders (cash-on-delivery.ts).
 */
export const CashOnDeliveryQuoteBodySchema = CreateOrderBodySchema.pick({
  items: true,
  couponCode: true,
}).extend({
  pincode: plainText('The pincode', { error: CUSTOMER_MESSAGES.zipRequired })
    .trim()
    .regex(/^\d{6}$/, CUSTOMER_MESSAGES.zipInvalid),
});
export type CashOnDeliveryQuoteBody = z.infer<typeof CashOnDeliveryQuoteBodySchema>;

/** Offered with its fee and the total to pay at the door; or not, and why (null: not a method of this shop). */
export const CashOnDeliveryQuoteAnswerSchema = z.strictObject({
  success: z.literal(true),
  offer: z.union([
    z.strictObject({ offered: z.literal(true), feePaise: z.number().int(), totalPaise: z.number().int() }),
    z.strictObject({ offered: z.literal(false), reason: z.string().nullable() }),
  ]),
});
export type CashOnDeliveryQuoteAnswer = z.infer<typeof CashOnDeliveryQuoteAnswerSchema>;

/**
 * `POST /api/orders/cash-on-delivery` (signed in): the create-order body, its `amount` the total
 * to pay at the door (the fee included). The order is stored awaiting its confirmation.
 */
export const PlaceCashOnDeliveryOrderAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  /** When it expires unless confirmed (ISO time). */
  confirmBy: z.string(),
  totalPaise: z.number().int(),
});
export type PlaceCashOnDeliveryOrderAnswer = z.infer<typeof PlaceCashOnDeliveryOrderAnswerSchema>;

/** `POST /api/orders/{orderId}/confirm` (signed in, the order's customer): confirmed, stock taken. */
export const ConfirmOrderAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
});
export type ConfirmOrderAnswer = z.infer<typeof ConfirmOrderAnswerSchema>;

export const VerifyPaymentBodySchema = z.object({
  razorpay_order_id: plainText('The payment’s order id').trim().min(1).max(100),
  razorpay_payment_id: plainText('The payment id').trim().min(1).max(100),
  razorpay_signature: plainText('The payment’s signature').trim().min(1).max(200),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBodySchema>;

export const VerifyPaymentAnswerSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  /** The shop's own order id. */
  orderId: z.string(),
});
export type VerifyPaymentAnswer = z.infer<typeof VerifyPaymentAnswerSchema>;

export const PaymentKeyAnswerSchema = z.strictObject({
  success: z.literal(true),
  key: z.string(),
  /** Where the provider's checkout script is: Razorpay's, or the test provider's on the shop. */
  checkoutScript: z.string(),
});
export type PaymentKeyAnswer = z.infer<typeof PaymentKeyAnswerSchema>;

/**
 * The built-in test provider's "Pay" (`POST /api/test-payments/pay`): what Razorpay's checkout
 * hands the page, for the page to verify.
 */
export const TestPaymentAnswerSchema = z.strictObject({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type TestPaymentAnswer = z.infer<typeof TestPaymentAnswerSchema>;

/** `POST /api/orders`, the order save payload: the order is found by its payment. */
export const SaveOrderBodySchema = z.object({
  orderData: z.array(z.record(z.string(), z.unknown())).max(MAX_ORDER_LINES).default([]),
  orderSummary: z.array(z.record(z.string(), z.unknown())).max(20).default([]),
  customerDetails: z.record(z.string(), z.unknown()).optional(),
  paymentDetails: z.object({
    paymentId: plainText('The payment id', { error: 'The payment id is missing.' })
      .trim()
      .min(1, 'The payment id is missing.')
      .max(100),
    status: plainText('The payment’s status').max(40).optional(),
    method: plainText('The payment method').max(40).optional(),
  }),
});
export type SaveOrderBody = z.infer<typeof SaveOrderBodySchema>;

export const SaveOrderAnswerSchema = z.strictObject({
  success: z.literal(true),
  orderId: z.string(),
  message: z.string(),
});
export type SaveOrderAnswer = z.infer<typeof SaveOrderAnswerSchema>;

/** Where an order stands (order-lifecycle.ts). */
export type { OrderStatus } from './order-lifecycle.ts';

/**
 * The customer's details as an order keeps them: as the details form sent them, or, once the
 * customer deleted their account, with what no tax invoice needs emptied (orders/erasure.ts).
 */
export const OrderCustomerSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.enum(COUNTRIES).optional(),
});

/** A gift as an order keeps it (gifts.ts). */
export const GiftAnswerSchema = z.strictObject({ message: z.string(), wrap: z.boolean() });

/** The courier and tracking of a shipped order, as staff entered them (order-lifecycle.ts). */
export const ShipmentAnswerSchema = z.strictObject({
  courier: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().optional(),
});

/** A day of the shop's calendar (delivery.ts), as `2026-12-01`. */
const ShopDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A status the order reached, and when (the payment first). */
export const CustomerOrderStatusEventSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  /** What the step means for the customer's money: how much their cancellation refunded. */
  detail: z.string().optional(),
});
/** A status reached, or a step of a personalised piece's proof (proofs.ts), last the wait for one. */
export const CustomerOrderEventSchema = z.union([CustomerOrderStatusEventSchema, ProofStepSchema]);
export type CustomerOrderEvent = z.infer<typeof CustomerOrderEventSchema>;

/** A refund of the order as its customer sees it. */
export const CustomerRefundSchema = z.strictObject({
  amountPaise: z.number().int(),
  status: z.enum(['pending', 'processed']),
  /** When the shop asked the provider for it. */
  askedAt: z.string(),
  /** When the provider made it; null while it is on its way. */
  processedAt: z.string().nullable(),
});
export type CustomerRefund = z.infer<typeof CustomerRefundSchema>;

/**
 * An order as its customer sees it: money in rupees, as the rest of the API gives it, but for
 * its refunds, in paise.
 */
export const CustomerOrderSchema = z.strictObject({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Paid online, or in cash to the courier (cash-on-delivery.ts). */
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** An order paid on delivery that waits for its customer: until when (ISO time); null otherwise. */
  confirmBy: z.string().nullable(),
  /** The cash-on-delivery fee in the total, rupees; only on such an order with a fee. */
  cashOnDeliveryFee: z.number().optional(),
  /** Where the order has been since its payment, oldest first. */
  timeline: z.array(CustomerOrderEventSchema),
  /** The courier and tracking, once shipped. */
  shipment: ShipmentAnswerSchema.nullable(),
  /** India's days it should arrive between (delivery.ts); null unpaid, delivered, cancelled or refunded. */
  expectedDelivery: z.strictObject({ earliest: ShopDaySchema, latest: ShopDaySchema }).nullable(),
  /** Counted from the day the customer approved the proof, not the payment (delivery.ts). */
  expectedFromApproval: z.boolean().optional(),
  /** While a proof waits for the customer: no dates yet, the business days after the approval. */
  expectedAfterApproval: z.strictObject({ fewest: z.number().int(), most: z.number().int() }).optional(),
  /** The India day it was delivered. */
  deliveredOn: ShopDaySchema.nullable(),
  paymentId: z.string().nullable(),
  /**
   * The GST document the customer downloads: the tax invoice once the order has shipped, the
   * receipt voucher of the payment before; null before the payment, or for a payment that
   * came after staff had cancelled the order.
   */
  taxDocument: z.enum(['receipt_voucher', 'invoice']).nullable(),
  /**
   * The refunds of the order, oldest first: on their way (asked of the payment provider) or
   * processed, with when; a refund the provider could not make is not listed (the shop makes
   * it again). Paise, as the refunds' own calls give money.
   */
  refunds: z.array(CustomerRefundSchema),
  /** The refunds processed, added up. */
  refundedPaise: z.number().int(),
  /** The refunds still on their way, added up. */
  refundsOnTheirWayPaise: z.number().int(),
  /** What the customer paid, less the refunds processed: nothing for an order never paid. */
  paidInTheEndPaise: z.number().int(),
  subtotal: z.number(),
  shipping: z.number(),
  /** What a promo code saved, GST included; only on an order priced with one. */
  discount: z.number().optional(),
  /** The promo code the order was priced with; only on such an order. */
  couponCode: z.string().optional(),
  total: z.number(),
  currency: z.string(),
  customer: OrderCustomerSchema,
  /** The gift's message and wrap, for an order sent as a gift (gifts.ts). */
  gift: GiftAnswerSchema.nullable(),
  items: z.array(
    z.strictObject({
      productId: z.string().nullable(),
      name: z.string(),
      image: z.string(),
      price: z.number(),
      quantity: z.number().int(),
      size: z.string().nullable(),
      variant: z.string().nullable(),
      total: z.number(),
      /** Null once the customer deleted their account: personalisations are erased with it. */
      customization: CustomizationSchema.nullable(),
      /** The piece's hallmark unique id (hallmark.ts), once the shop recorded it. */
      huid: z.string().nullable(),
    }),
  ),
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

/** `GET /api/orders`: the signed-in customer's orders, newest first. */
export const CustomerOrdersAnswerSchema = z.strictObject({
  success: z.literal(true),
  orders: z.array(CustomerOrderSchema),
});
export type CustomerOrdersAnswer = z.infer<typeof CustomerOrdersAnswerSchema>;

/** `GET /api/orders/{orderId}`: one of them. */
export const CustomerOrderAnswerSchema = z.strictObject({
  success: z.literal(true),
  order: CustomerOrderSchema,
});
export type CustomerOrderAnswer = z.infer<typeof CustomerOrderAnswerSchema>;
