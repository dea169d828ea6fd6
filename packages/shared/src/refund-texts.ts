/**
 * The statuses of a refund and the customer's order page's words for its refunds, apart from
 * refunds.ts and its zod schemas: the profile's orders and the order page read them.
 */
import { formatPaise, type Paise } from './money.ts';

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_NAMES: Record<RefundStatus, string> = {
  pending: 'On its way',
  processed: 'Processed',
  failed: 'Failed',
};

/** What the customer's order page says of its refunds (the totals of its Pieces panel). */
export const CUSTOMER_REFUND_TEXTS = {
  /** A refund the provider has made, on the day it made it. */
  refundedOn: (day: string) => `Refunded on ${day}`,
  /** A refund on its way, on the day it was asked for. */
  askedOn: (day: string) => `Refund asked on ${day}`,
  paidInTheEnd: 'Paid in the end',
  onTheirWay: (paise: Paise) =>
    `${formatPaise(paise)} more is on its way back to the card or account you paid with.`,
  /** An order paid in cash on delivery: the shop pays it back itself. */
  onTheirWayByTransfer: (paise: Paise) =>
    `${formatPaise(paise)} more is on its way back to you by bank transfer or UPI.`,
} as const;
