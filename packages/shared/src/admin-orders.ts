/**
 * Contracts of the back office's order calls: the list with its filters and search, and one
 * order with everything the bench needs to make it. Money is in paise, times are ISO strings.
 */
import { z } from 'zod';
import type { CustomerDetails } from './checkout-api.ts';
import type { Customization } from './customization-schema.ts';
import { ORDER_STATUSES, type OrderStatus, type Shipment } from './order-lifecycle.ts';
import type { RefundAmounts, RefundStatus } from './refunds.ts';

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
    q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
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

export interface AdminOrderSummary {
  id: string;
  reference: string;
  status: OrderStatus;
  createdAt: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  totalPaise: number;
  pieces: number;
  personalised: boolean;
}

export interface AdminOrderListAnswer {
  success: true;
  orders: AdminOrderSummary[];
  total: number;
  page: number;
  totalPages: number;
}

export interface AdminOrderLine {
  position: number;
  productId: number | null;
  name: string;
  image: string;
  unitPricePaise: number;
  quantity: number;
  size: string | null;
  variant: string | null;
  customization: Customization | null;
  /** The piece's hallmark unique id (hallmark.ts), once staff recorded it. */
  huid: string | null;
}

export interface AdminOrderStatusEvent {
  status: OrderStatus;
  at: string;
  /** The staff member who took the step; null for what the shop did itself (the payment). */
  by: string | null;
  /** Why, when staff said so (a cancellation's reason). */
  note?: string;
}

/**
 * A refund asked for by staff, and its processing or failure as the provider reported it; or
 * a refund made in the provider's dashboard, which the shop learnt of processed.
 */
export interface AdminOrderRefundEvent {
  refund: 'requested' | RefundStatus | 'made-at-provider';
  amountPaise: number;
  at: string;
  by: string | null;
}

export type AdminOrderEvent = AdminOrderStatusEvent | AdminOrderRefundEvent;

export interface AdminRefund {
  id: string;
  amountPaise: number;
  reason: string;
  status: RefundStatus;
  providerRefundId: string | null;
  failure: string | null;
  by: string | null;
  /** Made in the payment provider's dashboard, not in the shop. */
  madeAtProvider: boolean;
  createdAt: string;
  settledAt: string | null;
}

export interface AdminOrder {
  id: string;
  reference: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  customer: CustomerDetails;
  /** When the customer deleted their account: only what the tax invoice needs is left. */
  customerErasedAt: string | null;
  providerOrderId: string | null;
  shipment: Shipment | null;
  /** What happened to the order after its payment, oldest first. */
  timeline: AdminOrderEvent[];
  /** Its refunds, oldest first, and what they add up to against what was paid. */
  refunds: AdminRefund[];
  refundAmounts: RefundAmounts;
  paymentId: string | null;
  subtotalPaise: number;
  shippingPaise: number;
  totalPaise: number;
  lines: AdminOrderLine[];
}

export interface AdminOrderAnswer {
  success: true;
  order: AdminOrder;
}

/** The statuses of the orders whose pieces the bench still has to make. */
export const WORK_LIST_STATUSES = ['paid', 'in_making'] as const satisfies readonly OrderStatus[];

/** An order on the bench's work list: its pieces, each with the personalisation to make. */
export interface WorkListOrder {
  id: string;
  reference: string;
  status: (typeof WORK_LIST_STATUSES)[number];
  paidAt: string;
  customerName: string;
  lines: Pick<
    AdminOrderLine,
    'position' | 'name' | 'image' | 'quantity' | 'size' | 'variant' | 'customization'
  >[];
}

/** The work list, oldest payment first; `more` when there were more orders than it shows. */
export interface WorkListAnswer {
  success: true;
  orders: WorkListOrder[];
  more: boolean;
}

export const ADMIN_ORDER_TEXTS = {
  notFound: 'There is no order with this id.',
  noOrders: 'No orders match.',
  workListEmpty: 'Nothing to make: every paid order has been made.',
} as const;

/** Paid orders and what they brought in over a stretch of time. */
export interface Takings {
  orders: number;
  takingsPaise: number;
}

/** The morning's view of the orders: takings, and how many orders wait at each status. */
export interface AdminOrderOverviewAnswer {
  success: true;
  today: Takings;
  thisMonth: Takings;
  /** Paid orders not yet delivered, cancelled or refunded, by the status they wait at. */
  waiting: Record<'paid' | 'in_making' | 'quality_check' | 'shipped', number>;
}
