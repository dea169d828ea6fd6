/**
 * Contracts of the back office's order calls: the list with its filters and search, and one
 * order with everything the bench needs to make it. Money is in paise, times are ISO strings.
 */
import { CashOwedSchema } from './cash-on-delivery.ts';
import { PROOF_MIME_TYPES, ProofStepSchema } from './proofs.ts';
import { z } from 'zod';
import { plainText } from './text.ts';
import { GiftAnswerSchema, OrderCustomerSchema, ShipmentAnswerSchema } from './checkout-api.ts';
import { CustomizationSchema } from './personalisation-schema.ts';
import { ORDER_STATUSES, type OrderStatus } from './order-lifecycle.ts';
import { REFUND_STATUSES } from './refunds.ts';

export const ADMIN_ORDER_PAGE_SIZES = [25, 50, 100] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayField = (message: string) =>
  z
    .string()
    .regex(DAY, message)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), message)
    .optional();

export const AdminOrderListQuerySchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'Choose a status from the list' }).optional(),
    /** Days in India's time, from and to inclusive. */
    from: dayField('The first day must be a date such as 2026-11-24'),
    to: dayField('The last day must be a date such as 2026-11-24'),
    q: plainText('The search').trim().max(100, 'Search for at most 100 characters').optional(),
    page: z.coerce.number().int().min(1, 'The page starts at 1').max(10_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .refine(
        (limit) => (ADMIN_ORDER_PAGE_SIZES as readonly number[]).includes(limit),
        'Show 25, 50 or 100 a page',
      )
      .default(25),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The first day comes after the last one',
    path: ['to'],
  });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const AdminOrderSummarySchema = z.strictObject({
  id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  totalPaise: z.number().int(),
  pieces: z.number().int(),
  personalised: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderListAnswerSchema = z.strictObject({
  success: z.literal(true),
  orders: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminOrderListAnswer = z.infer<typeof AdminOrderListAnswerSchema>;

export const AdminOrderLineSchema = z.strictObject({
  position: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string(),
  image: z.string(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  size: z.string().nullable(),
  variant: z.string().nullable(),
  customization: CustomizationSchema.nullable(),
  /** The piece's hallmark unique id (hallmark.ts), once staff recorded it. */
  huid: z.string().nullable(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

export const AdminOrderStatusEventSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  /** The staff member who took the step; null for what the shop did itself (the payment). */
  by: z.string().nullable(),
  /** Why, when staff said so (a cancellation's reason). */
  note: z.string().optional(),
});
export type AdminOrderStatusEvent = z.infer<typeof AdminOrderStatusEventSchema>;

/**
 * A refund asked for by staff, and its processing or failure as the provider reported it; or
 * a refund made in the provider's dashboard, which the shop learnt of processed.
 */
export const AdminOrderRefundEventSchema = z.strictObject({
  refund: z.enum(['requested', ...REFUND_STATUSES, 'made-at-provider']),
  amountPaise: z.number().int(),
  at: z.string(),
  by: z.string().nullable(),
});
export type AdminOrderRefundEvent = z.infer<typeof AdminOrderRefundEventSchema>;

/** A status, a refund, or a step of the proofs (proofs.ts), last the wait for one. */
export const AdminOrderEventSchema = z.union([
  AdminOrderStatusEventSchema,
  AdminOrderRefundEventSchema,
  ProofStepSchema,
]);
export type AdminOrderEvent = z.infer<typeof AdminOrderEventSchema>;

export const AdminRefundSchema = z.strictObject({
  id: z.string(),
  amountPaise: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  providerRefundId: z.string().nullable(),
  failure: z.string().nullable(),
  by: z.string().nullable(),
  /** Made in the payment provider's dashboard, not in the shop. */
  madeAtProvider: z.boolean(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminOrderSchema = z.strictObject({
  id: z.string(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  customer: OrderCustomerSchema,
  /** When the customer deleted their account: only what the tax invoice needs is left. */
  customerErasedAt: z.string().nullable(),
  providerOrderId: z.string().nullable(),
  shipment: ShipmentAnswerSchema.nullable(),
  /** The gift's message and wrap, for an order sent as a gift (gifts.ts). */
  gift: GiftAnswerSchema.nullable(),
  /** What happened to the order after its payment, oldest first. */
  timeline: z.array(AdminOrderEventSchema),
  /** Its refunds, oldest first, and what they add up to against what was paid (refunds.ts). */
  refunds: z.array(AdminRefundSchema),
  refundAmounts: z.strictObject({
    paidPaise: z.number().int(),
    refundedPaise: z.number().int(),
    leftPaise: z.number().int(),
  }),
  paymentId: z.string().nullable(),
  subtotalPaise: z.number().int(),
  shippingPaise: z.number().int(),
  /** The promo code the order was priced with and what it saved, GST included; null without one. */
  coupon: z.strictObject({ code: z.string(), discountPaise: z.number().int() }).nullable().optional(),
  totalPaise: z.number().int(),
  lines: z.array(AdminOrderLineSchema),
  /**
   * Paid on delivery (cash-on-delivery.ts): its fee, until when it waits for its customer's
   * confirmation, the cash the courier owes for it once delivered (0 once remitted), and when
   * that was recorded. Null for an order paid online.
   */
  cashOnDelivery: z
    .strictObject({
      feePaise: z.number().int(),
      confirmBy: z.string().nullable(),
      owedPaise: z.number().int(),
      remittedAt: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderAnswerSchema = z.strictObject({ success: z.literal(true), order: AdminOrderSchema });
export type AdminOrderAnswer = z.infer<typeof AdminOrderAnswerSchema>;

/**
 * The statuses of the orders whose pieces the bench still has to make: paid, or confirmed to
 * be paid on delivery (its `paidAt` is then when it was confirmed), and in making.
 */
export const WORK_LIST_STATUSES = [
  'paid',
  'confirmed',
  'in_making',
] as const satisfies readonly OrderStatus[];

/** An order on the bench's work list: its pieces, each with the personalisation to make. */
export const WorkListOrderSchema = z.strictObject({
  id: z.string(),
  reference: z.string(),
  status: z.enum(WORK_LIST_STATUSES),
  paidAt: z.string(),
  customerName: z.string(),
  /** Sent as a gift: the bench wraps it if asked, and packs the slip without prices. */
  gift: GiftAnswerSchema.nullable(),
  lines: z.array(
    AdminOrderLineSchema.pick({
      position: true,
      name: true,
      image: true,
      quantity: true,
      size: true,
      variant: true,
      customization: true,
    }).extend({
      /** The line's latest proof once its customer approved it (proofs.ts): the bench makes it as shown. */
      approvedProof: z
        .strictObject({ version: z.number().int().positive(), contentType: z.enum(PROOF_MIME_TYPES) })
        .optional(),
    }),
  ),
});
export type WorkListOrder = z.infer<typeof WorkListOrderSchema>;

/** The work list, oldest payment first; `more` when there were more orders than it shows. */
export const WorkListAnswerSchema = z.strictObject({
  success: z.literal(true),
  orders: z.array(WorkListOrderSchema),
  more: z.boolean(),
});
export type WorkListAnswer = z.infer<typeof WorkListAnswerSchema>;

export const ADMIN_ORDER_TEXTS = {
  notFound: 'There is no order with this id.',
  noOrders: 'No orders match.',
  workListEmpty: 'Nothing to make: every paid order has been made.',
  /** Who took a step the customer took themselves (their cancellation). */
  byCustomer: 'The customer',
} as const;

/** Paid orders and what they brought in over a stretch of time, less what was refunded in it. */
const TakingsSchema = z.strictObject({ orders: z.number().int(), takingsPaise: z.number().int() });
export type Takings = z.infer<typeof TakingsSchema>;

/** The morning's view of the orders: takings, and how many orders wait at each status. */
export const AdminOrderOverviewAnswerSchema = z.strictObject({
  success: z.literal(true),
  today: TakingsSchema,
  thisMonth: TakingsSchema,
  /**
   * Paid orders, and orders confirmed to be paid on delivery, not yet delivered, cancelled or
   * refunded, by the status they wait at.
   */
  waiting: z.strictObject({
    paid: z.number().int(),
    confirmed: z.number().int(),
    in_making: z.number().int(),
    quality_check: z.number().int(),
    shipped: z.number().int(),
  }),
  /** The cash couriers owe for delivered orders paid on delivery, and those overdue. */
  cashOwed: CashOwedSchema.optional(),
});
export type AdminOrderOverviewAnswer = z.infer<typeof AdminOrderOverviewAnswerSchema>;

// The list of an order's documents is the same for staff and for the order's customer.
export {
  OrderDocumentSchema,
  OrderDocumentsAnswerSchema,
  type OrderDocument,
  type OrderDocumentsAnswer,
} from './order-documents.ts';
