/**
 * Money with no paid order: payments the provider took that paid no order of the shop (kept
 * and listed in the back office until refunded), and the daily reconciliation with the
 * provider that finds them, and paid orders with no payment, on the Today page and by mail.
 */
import { formatPaise, type Paise } from './money.ts';
import type { RefundStatus } from './refunds.ts';

/** Why a payment paid no order. */
export const UNMATCHED_PAYMENT_REASONS = [
  'sold-out',
  'no-order',
  'amount-differs',
  'paid-twice',
  'found-by-reconciliation',
] as const;
export type UnmatchedPaymentReason = (typeof UNMATCHED_PAYMENT_REASONS)[number];

export const UNMATCHED_PAYMENT_REASON_TEXTS: Record<UnmatchedPaymentReason, string> = {
  'sold-out': 'Its pieces had sold out when the payment arrived',
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
export interface MoneyWithoutOrder {
  paymentId: string;
  amountPaise: Paise;
  /** What is left to give back. */
  leftPaise: Paise;
  receivedAt: string;
  /** The shop's order, when there still is one. */
  orderId: string | null;
  orderReference: string | null;
  why: string;
  /** Null until a refund is asked for. */
  refundStatus: RefundStatus | null;
  refundFailure: string | null;
}

export interface MoneyWithoutOrderAnswer {
  success: true;
  payments: MoneyWithoutOrder[];
}

export type ReconciliationFinding =
  | {
      kind: 'payment-without-order';
      paymentId: string;
      amountPaise: Paise;
      /** When the provider took it. */
      at: string;
      orderId: string | null;
    }
  | {
      kind: 'order-without-payment';
      orderId: string;
      orderReference: string;
      paymentId: string;
      amountPaise: Paise;
      /** When the shop marked it paid. */
      at: string;
    };

export interface ReconciliationReport {
  ranAt: string;
  windowFrom: string;
  windowTo: string;
  paymentsRead: number;
  refundsRead: number;
  findings: ReconciliationFinding[];
}

export interface ReconciliationAnswer {
  success: true;
  /** The latest reconciliation, or null before the first. */
  latest: ReconciliationReport | null;
  /** Payments in the list still waiting for their refund to be processed. */
  awaitingRefund: number;
}

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
