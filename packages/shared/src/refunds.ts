/**
 * Refunds of a paid order, whole or in parts, through the payment provider. A refund is asked
 * for (pending), then the provider processes it or it fails; what is asked for and not failed
 * is spoken for, so the refunds of an order never add up to more than was paid.
 *
 * An order paid on delivery was paid in cash, which no provider can give back: its refund waits,
 * pending, until the shop has paid it back by bank transfer or UPI and staff record the
 * transfer's reference (RefundTransferBodySchema), which processes it.
 */
import { z } from 'zod';
import { plainText } from './text.ts';
import { formatPaise, rupeeTextToPaise, type Paise } from './money.ts';
import { ORDER_STATUS_NAMES, type OrderStatus } from './order-lifecycle.ts';
import type { RefundStatus } from './refund-texts.ts';

export {
  CUSTOMER_REFUND_TEXTS,
  REFUND_STATUSES,
  REFUND_STATUS_NAMES,
  type RefundStatus,
} from './refund-texts.ts';

const reasonField = plainText('The reason', { lines: true, error: 'Say why the order is refunded' })
  .trim()
  .min(1, 'Say why the order is refunded')
  .max(200, 'The reason is at most 200 characters');

/** The call's body: the amount in whole paise, computed by the back office from the rupees typed. */
export const RefundBodySchema = z.object({
  amountPaise: z
    .number({ error: 'Enter the amount to refund in paise' })
    .int('The amount is a whole number of paise')
    .positive('The amount to refund must be more than ₹0')
    .max(100_000_000, 'The amount is more than any order'),
  reason: reasonField,
});
export type RefundBody = z.infer<typeof RefundBodySchema>;

/** The back office's form: rupees as typed ('1,250.50'), read into paise. */
export const RefundFormSchema = z.object({
  amount: z
    .string()
    .refine(
      (text) => rupeeTextToPaise(text) !== undefined,
      'Enter an amount in rupees, such as 1250 or 1250.50',
    )
    .transform((text) => rupeeTextToPaise(text) ?? 0)
    .refine((paise) => paise > 0, 'The amount to refund must be more than ₹0'),
  reason: reasonField,
});
export type RefundFormInput = z.input<typeof RefundFormSchema>;

export interface RefundAmounts {
  /** What the customer paid: the order's total, or nothing for an unpaid order. */
  paidPaise: Paise;
  /** Refunds the provider has processed. */
  refundedPaise: Paise;
  /** What may still be refunded: paid, less every refund not failed. */
  leftPaise: Paise;
}

export function refundAmounts(
  paidPaise: Paise,
  refunds: readonly { amountPaise: Paise; status: RefundStatus }[],
): RefundAmounts {
  const sum = (status: (refund: RefundStatus) => boolean) =>
    refunds
      .filter((refund) => status(refund.status))
      .reduce((total, refund) => total + refund.amountPaise, 0);
  return {
    paidPaise,
    refundedPaise: sum((status) => status === 'processed'),
    leftPaise: Math.max(0, paidPaise - sum((status) => status !== 'failed')),
  };
}

/** Whether processed refunds have given back all that was paid: the order is then refunded. */
export function isWhollyRefunded(amounts: Pick<RefundAmounts, 'paidPaise' | 'refundedPaise'>): boolean {
  return amounts.paidPaise > 0 && amounts.refundedPaise >= amounts.paidPaise;
}

/** `POST /api/admin/orders/{orderId}/refunds/{refundId}/transfer`: the bank transfer or UPI payment that made it. */
export const RefundTransferBodySchema = z.object({
  reference: z
    .string({ error: 'Enter the reference of the bank transfer or UPI payment.' })
    .trim()
    .min(1, 'Enter the reference of the bank transfer or UPI payment.')
    .max(60, 'A transfer reference is at most 60 characters.')
    .regex(/^[A-Za-z0-9._/-]+$/, 'A transfer reference is letters, digits and . _ / - only.'),
});
export type RefundTransferBody = z.infer<typeof RefundTransferBodySchema>;

/** A refund paid back by the shop's own transfer is kept under `transfer_<reference>` in place of a provider's id. */
export const transferRefundId = (reference: string) => `transfer_${reference}`;
export const isTransferRefundId = (id: string | null): boolean => id?.startsWith('transfer_') ?? false;

export const REFUND_TEXTS = {
  action: 'Refund',
  refundedOf: (refundedPaise: Paise, paidPaise: Paise) =>
    `Refunded ${formatPaise(refundedPaise)} of ${formatPaise(paidPaise)}`,
  notRefundable: (status: OrderStatus, paid: boolean) =>
    paid
      ? `An order that is ${ORDER_STATUS_NAMES[status].toLowerCase()} cannot be refunded.`
      : 'An order that was never paid has nothing to refund.',
  moreThanLeft: (leftPaise: Paise) =>
    leftPaise === 0
      ? 'Everything paid for this order has been refunded already.'
      : `At most ${formatPaise(leftPaise)} is left to refund on this order.`,
  providerRefused: (message: string) => `The payment provider refused the refund: ${message}`,
  /** Beside a pending refund of an order paid on delivery: the shop pays it back itself. */
  toTransfer:
    'Paid in cash on delivery: pay this back to the customer by bank transfer or UPI, then record the transfer’s reference here.',
  transferReference: 'Transfer reference (UTR)',
  recordTransfer: 'Record the transfer',
  transferNotNow: 'Only a pending refund of an order paid on delivery is recorded as paid back by transfer.',
  transferReferenceUsed: 'This transfer reference is recorded for another refund already.',
  refundNotFound: 'There is no such refund of this order.',
} as const;
