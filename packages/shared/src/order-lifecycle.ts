/**
 * Where an order stands, and the steps staff may take between the statuses. The server
 * enforces these steps; the back office and the customer's order view name them alike.
 *
 * pending → paid (the payment) → in making → quality check → shipped → delivered. Left unpaid
 * for a day, pending → expired (a payment that still arrives pays it). Cancelled and refunded
 * end an order before delivery: staff cancel any order not yet delivered (an unpaid one has
 * nothing to refund), and a paid order becomes refunded once refunds of all it was paid have
 * been processed (refunds.ts).
 *
 * An order paid on delivery (cash-on-delivery.ts) waits for its customer's confirmation
 * instead of a payment: awaiting confirmation → confirmed → in making → … → delivered, its
 * cash then owed by the courier until remitted. Left unconfirmed it expires, and returned by
 * the courier undelivered it ends not delivered, with nothing to refund.
 */
import { z } from 'zod';
import { plainText } from './text.ts';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'in_making',
  'quality_check',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'expired',
  'awaiting_confirmation',
  'confirmed',
  'not_delivered',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  in_making: 'In making',
  quality_check: 'Quality check',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  expired: 'Expired unpaid',
  awaiting_confirmation: 'Awaiting confirmation',
  confirmed: 'Confirmed, to pay on delivery',
  not_delivered: 'Not delivered',
};

/**
 * An order waiting to be made: paid online, or confirmed by its customer to be paid on
 * delivery. Its proofs are made and decided, and staff start making it, from either.
 */
export const WAITING_TO_BE_MADE = ['paid', 'confirmed'] as const satisfies readonly OrderStatus[];

export function waitsToBeMade(status: OrderStatus): boolean {
  return (WAITING_TO_BE_MADE as readonly OrderStatus[]).includes(status);
}

/** The statuses an order may be cancelled from: anything before delivery that has not ended. */
const CANCELLABLE: readonly OrderStatus[] = [
  'pending',
  'awaiting_confirmation',
  'confirmed',
  'paid',
  'in_making',
  'quality_check',
  'shipped',
];

export function canCancel(status: OrderStatus): boolean {
  return CANCELLABLE.includes(status);
}

/** The statuses a paid order may be refunded from: before delivery, cancelled included. */
const REFUNDABLE: readonly OrderStatus[] = ['paid', 'in_making', 'quality_check', 'shipped', 'cancelled'];

export function canRefund(order: { status: OrderStatus; paymentId: string | null }): boolean {
  return order.paymentId !== null && REFUNDABLE.includes(order.status);
}

/** The making of a piece, one step after the other; each is taken by staff with one click. */
const NEXT_STEP: Partial<Record<OrderStatus, FulfilmentStep>> = {
  paid: 'in_making',
  confirmed: 'in_making',
  in_making: 'quality_check',
  quality_check: 'shipped',
  shipped: 'delivered',
};

export const FULFILMENT_STEPS = ['in_making', 'quality_check', 'shipped', 'delivered'] as const;
export type FulfilmentStep = (typeof FULFILMENT_STEPS)[number];

export function nextFulfilmentStep(status: OrderStatus): FulfilmentStep | undefined {
  return NEXT_STEP[status];
}

/** The button that takes each step. */
export const FULFILMENT_STEP_ACTIONS: Record<FulfilmentStep, string> = {
  in_making: 'Start making',
  quality_check: 'Send to quality check',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
};

const courierText = (field: string) =>
  plainText(`The ${field}`, { error: `Enter the ${field}` })
    .trim()
    .min(1, `Enter the ${field}`)
    .max(80, `The ${field} is at most 80 characters`);

export const ShipmentSchema = z.object({
  courier: courierText('courier’s name'),
  trackingNumber: courierText('tracking number'),
  trackingUrl: z
    .union([
      z.literal(''),
      z
        .url({
          protocol: /^https?$/,
          error: 'The tracking link must be a web address starting with https://',
        })
        .max(500, 'The tracking link is at most 500 characters'),
    ])
    .optional()
    .transform((url) => url || undefined),
});
export type Shipment = z.infer<typeof ShipmentSchema>;

export const OrderStepBodySchema = z
  .object({
    to: z.enum(FULFILMENT_STEPS, { error: 'Choose the next step of the order' }),
    shipment: ShipmentSchema.optional(),
  })
  .refine((body) => body.to !== 'shipped' || body.shipment !== undefined, {
    message: 'Enter the courier and the tracking number of the shipment',
    path: ['shipment'],
  });
export type OrderStepBody = z.infer<typeof OrderStepBodySchema>;

export const CancelOrderBodySchema = z.object({
  reason: plainText('The reason', { lines: true, error: 'The reason is text' })
    .trim()
    .max(200, 'The reason is at most 200 characters')
    .optional()
    .transform((reason) => reason || undefined),
});
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>;

export const ORDER_STEP_TEXTS = {
  notNextStep: (from: OrderStatus, to: FulfilmentStep) =>
    `An order that is ${ORDER_STATUS_NAMES[from].toLowerCase()} cannot be marked ${ORDER_STATUS_NAMES[to].toLowerCase()}.`,
  notCancellable: (from: OrderStatus) =>
    `An order that is ${ORDER_STATUS_NAMES[from].toLowerCase()} cannot be cancelled.`,
  cancelAction: 'Cancel order',
} as const;
