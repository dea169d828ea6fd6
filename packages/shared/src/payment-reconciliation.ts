/**
 * Money with no paid order: payments the provider took that paid no order of the shop (kept
 * and listed in the back office until refunded), and the daily reconciliation with the
 * provider that finds them, and paid orders with no payment, on the Today page and by mail.
 */
import { z } from 'zod';
import { formatPaise, type Paise } from './money.ts';
import { REFUND_STATUSES } from './refunds.ts';

/** Why a payment paid no order. */
export const UNMATCHED_PAYMENT_REASONS = [
  'sold-out',
  'coupon-used-up',
  'no-order',
  'amount-differs',
  'paid-twice',
  'found-by-reconciliation',
] as const;
export type UnmatchedPaymentReason = (typeof UNMATCHED_PAYMENT_REASONS)[number];

export const UNMATCHED_PAYMENT_REASON_TEXTS: Record<UnmatchedPaymentReason, string> = {
  'sold-out': 'Its pieces had sold out when the payment arrived',
  'coupon-used-up': 'Its coupon had been used up by other orders when the payment arrived',
  'no-order': 'Its order is gone: the customer deleted their account before paying',
  'amount-differs': 'The amount paid is not the order’s total',
  'paid-twice': 'A second payment for an order paid already',
  'found-by-reconciliation':
    'Found by the reconciliation with the payment provider: the shop never heard of it',
};

/**
 * One entry of the list: a payment kept as paying no order, or a cancelled order still holding
 * a payment that is not refunded (its refund goes through the order's own refund).
 */
export const MoneyWithoutOrderSchema = z.strictObject({
  paymentId: z.string(),
  amountPaise: z.number().int(),
  /** What is left to give back. */
  leftPaise: z.number().int(),
  receivedAt: z.string(),
  /** The shop's order, when there still is one. */
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  why: z.string(),
  /** Null until a refund is asked for. */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  refundFailure: z.string().nullable(),
});
export type MoneyWithoutOrder = z.infer<typeof MoneyWithoutOrderSchema>;

export const MoneyWithoutOrderAnswerSchema = z.strictObject({
  success: z.literal(true),
  payments: z.array(MoneyWithoutOrderSchema),
});
export type MoneyWithoutOrderAnswer = z.infer<typeof MoneyWithoutOrderAnswerSchema>;

export const ReconciliationFindingSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('payment-without-order'),
    paymentId: z.string(),
    amountPaise: z.number().int(),
    /** When the provider took it. */
    at: z.string(),
    orderId: z.string().nullable(),
  }),
  z.strictObject({
    kind: z.literal('order-without-payment'),
    orderId: z.string(),
    orderReference: z.string(),
    paymentId: z.string(),
    amountPaise: z.number().int(),
    /** When the shop marked it paid. */
    at: z.string(),
  }),
]);
export type ReconciliationFinding = z.infer<typeof ReconciliationFindingSchema>;

export const ReconciliationReportSchema = z.strictObject({
  ranAt: z.string(),
  windowFrom: z.string(),
  windowTo: z.string(),
  paymentsRead: z.number().int(),
  refundsRead: z.number().int(),
  findings: z.array(ReconciliationFindingSchema),
});
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>;

export const ReconciliationAnswerSchema = z.strictObject({
  success: z.literal(true),
  /** The latest reconciliation, or null before the first. */
  latest: ReconciliationReportSchema.nullable(),
  /** Payments in the list still waiting for their refund to be processed. */
  awaitingRefund: z.number().int(),
});
export type ReconciliationAnswer = z.infer<typeof ReconciliationAnswerSchema>;

export function findingText(finding: ReconciliationFinding): string {
  return finding.kind === 'payment-without-order'
    ? `Payment ${finding.paymentId} of ${formatPaise(finding.amountPaise)} paid no order of the shop: refund it from the list of money without an order.`
    : `Order ${finding.orderReference} is marked paid (${formatPaise(finding.amountPaise)}) but the payment provider has no payment ${finding.paymentId}: check it before making the piece.`;
}

export const RECONCILIATION_TEXTS = {
  listTitle: 'Money without an order',
  nothingToRefund: 'No money is waiting to be given back: every payment paid an order.',
  refundAction: 'Refund',
  refundReason: 'Money without an order, refunded from the back office',
  notFound: 'There is no such payment waiting for a refund.',
  refundUnderWay: 'This payment’s refund is already on its way.',
  refunded: 'This payment has been refunded already.',
  refundAsked: (amountPaise: Paise) => `${formatPaise(amountPaise)} is being refunded.`,
  providerRefused: (message: string) => `The payment provider refused the refund: ${message}`,
  allMatched: (payments: number) =>
    payments === 0
      ? 'The provider took no payment in that time, and no paid order lacks one.'
      : payments === 1
        ? 'The one payment the provider took matched a paid order.'
        : `All ${payments} payments the provider took matched paid orders.`,
  mailSubject: (findings: number) =>
    findings === 1
      ? 'Reconciliation: 1 payment or order to look at'
      : `Reconciliation: ${findings} payments or orders to look at`,
  madeAtProvider: 'Refunded in the payment provider’s dashboard',
} as const;
