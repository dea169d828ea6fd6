/**
 * Bodies and answers of the payment calls (the README's Payments section). The create-order
 * call takes `amount, currency, receipt` and, so the server can price the order itself, the
 * cart's lines and the customer's details.
 */
import { z } from 'zod';
import type { ExpectedDelivery, ShopDay } from './delivery.ts';
import type { OrderStatus, Shipment } from './order-lifecycle.ts';
import { MAX_LINE_QUANTITY } from './cart.ts';
import { COUNTRIES, CURRENCY, CUSTOMER_MESSAGES, MAX_ORDER_LINES } from './checkout.ts';
import { CustomizationSchema, SizeSchema } from './customization-schema.ts';
import { PanSchema } from './pan.ts';

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters, please.`);

/** The 'Enter Your Details' modal: values are trimmed, and each rule has its own message. */
export const CustomerDetailsSchema = z.object({
  name: required(CUSTOMER_MESSAGES.nameRequired, 100),
  email: required(CUSTOMER_MESSAGES.emailRequired, 254).pipe(z.email(CUSTOMER_MESSAGES.emailInvalid)),
  phone: required(CUSTOMER_MESSAGES.phoneRequired, 20).regex(/^\d{10}$/, CUSTOMER_MESSAGES.phoneInvalid),
  address: required(CUSTOMER_MESSAGES.addressRequired),
  city: required(CUSTOMER_MESSAGES.cityRequired, 100),
  state: required(CUSTOMER_MESSAGES.stateRequired, 100),
  zipCode: required(CUSTOMER_MESSAGES.zipRequired, 20).regex(/^\d{6}$/, CUSTOMER_MESSAGES.zipInvalid),
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
  variant: z.string().trim().max(60).optional(),
  customization: CustomizationSchema.optional(),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

export const CreateOrderBodySchema = z.object({
  /** The total the shopper was shown, in rupees; the server checks it against its own. */
  amount: z.number({ error: 'The amount must be a number of rupees.' }).positive(),
  currency: z.literal(CURRENCY, { error: `The currency must be ${CURRENCY}.` }),
  receipt: z.string().trim().max(40).optional(),
  items: z
    .array(OrderLineInputSchema)
    .min(1, 'Your cart is empty.')
    .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines.`),
  customerDetails: CustomerDetailsSchema,
  /** The buyer's PAN, upper-cased; needed from an order total of ₹2,00,000 (pan.ts). */
  pan: PanSchema.optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export interface CreateOrderAnswer {
  success: true;
  message: string;
  /** The provider's order: amount in paise, as Razorpay gives it. */
  order: { id: string; amount: number; currency: typeof CURRENCY; receipt: string };
}

export const VerifyPaymentBodySchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBodySchema>;

export interface VerifyPaymentAnswer {
  success: true;
  message: string;
  /** The shop's own order id. */
  orderId: string;
}

export interface PaymentKeyAnswer {
  success: true;
  key: string;
  /** Where the provider's checkout script is: Razorpay's, or the test provider's on the shop. */
  checkoutScript: string;
}

/** `POST /api/orders`, the order save payload: the order is found by its payment. */
export const SaveOrderBodySchema = z.object({
  orderData: z.array(z.record(z.string(), z.unknown())).max(MAX_ORDER_LINES).default([]),
  orderSummary: z.array(z.record(z.string(), z.unknown())).max(20).default([]),
  customerDetails: z.record(z.string(), z.unknown()).optional(),
  paymentDetails: z.object({
    paymentId: z
      .string({ error: 'The payment id is missing.' })
      .trim()
      .min(1, 'The payment id is missing.')
      .max(100),
    status: z.string().max(40).optional(),
    method: z.string().max(40).optional(),
  }),
});
export type SaveOrderBody = z.infer<typeof SaveOrderBodySchema>;

export interface SaveOrderAnswer {
  success: true;
  orderId: string;
  message: string;
}

/** Where an order stands (order-lifecycle.ts). */
export type { OrderStatus } from './order-lifecycle.ts';

/** A status the order reached, and when (the payment first). */
export interface CustomerOrderEvent {
  status: OrderStatus;
  at: string;
}

/** An order as its customer sees it: money in rupees, as the rest of the API gives it. */
export interface CustomerOrder {
  orderId: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  /** Where the order has been since its payment, oldest first. */
  timeline: CustomerOrderEvent[];
  /** The courier and tracking, once shipped. */
  shipment: Shipment | null;
  /** India's days it should arrive between (delivery.ts); null unpaid, delivered, cancelled or refunded. */
  expectedDelivery: ExpectedDelivery | null;
  /** The India day it was delivered. */
  deliveredOn: ShopDay | null;
  paymentId: string | null;
  /**
   * The GST document the customer downloads: the tax invoice once the order has shipped, the
   * receipt voucher of the payment before; null before the payment, or for a payment that
   * came after staff had cancelled the order.
   */
  taxDocument: 'receipt_voucher' | 'invoice' | null;
  subtotal: number;
  shipping: number;
  total: number;
  currency: string;
  customer: CustomerDetails;
  items: {
    productId: string | null;
    name: string;
    image: string;
    price: number;
    quantity: number;
    size: string | null;
    variant: string | null;
    total: number;
    customization: z.infer<typeof CustomizationSchema> | null;
    /** The piece's hallmark unique id (hallmark.ts), once the shop recorded it. */
    huid: string | null;
  }[];
}
