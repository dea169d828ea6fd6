/**
 * Money without an order: the payments the provider took that paid no order (kept in
 * `unmatched_payments`), and the cancelled orders that still hold a payment not refunded. The
 * back office lists them, each with one button that gives the money back: a kept payment is
 * refunded whole through the provider, a cancelled order's through the order's own refund (its
 * refund voucher or credit note with it). Each refund is recorded in the audit log.
 */
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { orderReference } from '@shop/shared/checkout';
import {
  RECONCILIATION_TEXTS,
  UNMATCHED_PAYMENT_REASON_TEXTS,
  type MoneyWithoutOrder,
  type MoneyWithoutOrderAnswer,
} from '@shop/shared/payment-reconciliation';
import { refundAmounts } from '@shop/shared/refunds';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { orders, refunds, unmatchedPayments } from '../../db/schema.ts';
import type { PaymentProvider } from './provider.ts';
import type { SettledRefund } from './webhook-event.ts';
import { HttpError } from '../../plugins/http-error.ts';

export interface UnmatchedPaymentsOptions {
  db: Database;
  provider: Pick<PaymentProvider, 'refund'>;
  log: FastifyBaseLogger;
  /** The order's own refund (the orders feature), for a cancelled order still holding its payment. */
  refundOrder: (request: {
    orderId: string;
    staffId: string;
    amountPaise: number;
    reason: string;
  }) => Promise<void>;
  /** A refund made in the provider's dashboard of an order's payment (the orders feature); false when no order has the payment. */
  recordRefundMadeAtProvider: (refund: {
    providerRefundId: string;
    paymentId: string;
    amountPaise: number;
    at?: Date;
  }) => Promise<boolean>;
}

export type UnmatchedPayments = ReturnType<typeof createUnmatchedPayments>;

export function createUnmatchedPayments({
  db,
  provider,
  log,
  refundOrder,
  recordRefundMadeAtProvider,
}: UnmatchedPaymentsOptions) {
  /** Everything not yet given back, the oldest first: the customer who has waited longest. */
  async function list(): Promise<MoneyWithoutOrderAnswer> {
    const kept = await db
      .select()
      .from(unmatchedPayments)
      .where(or(isNull(unmatchedPayments.refundStatus), ne(unmatchedPayments.refundStatus, 'processed')))
      .orderBy(asc(unmatchedPayments.receivedAt));
    const keptEntries: MoneyWithoutOrder[] = kept.map((row) => ({
      paymentId: row.paymentId,
      amountPaise: row.amountPaise,
      leftPaise: row.amountPaise,
      receivedAt: row.receivedAt.toISOString(),
      orderId: row.orderId,
      orderReference: row.orderId ? orderReference(row.orderId) : null,
      why: UNMATCHED_PAYMENT_REASON_TEXTS[row.reason],
      refundStatus: row.refundStatus,
      refundFailure: row.refundFailure,
    }));
    const cancelled = await db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'cancelled'), sql`${orders.paymentId} IS NOT NULL`))
      .orderBy(asc(orders.paidAt));
    const orderRefunds = cancelled.length
      ? await db
          .select({ orderId: refunds.orderId, amountPaise: refunds.amountPaise, status: refunds.status })
          .from(refunds)
          .where(
            inArray(
              refunds.orderId,
              cancelled.map((order) => order.id),
            ),
          )
      : [];
    const cancelledEntries: MoneyWithoutOrder[] = cancelled.flatMap((order) => {
      const { leftPaise } = refundAmounts(
        order.totalPaise,
        orderRefunds.filter((refund) => refund.orderId === order.id),
      );
      if (leftPaise === 0 || !order.paymentId) return [];
      return [
        {
          paymentId: order.paymentId,
          amountPaise: order.totalPaise,
          leftPaise,
          receivedAt: (order.paidAt ?? order.createdAt).toISOString(),
          orderId: order.id,
          orderReference: orderReference(order.id),
          why: 'Its order was cancelled',
          refundStatus: null,
          refundFailure: null,
        },
      ];
    });
    const payments = [...keptEntries, ...cancelledEntries].sort((a, b) =>
      a.receivedAt.localeCompare(b.receivedAt),
    );
    return { success: true, payments };
  }

  /**
   * Gives a payment back whole. The row is claimed (pending) in a transaction with its audit
   * entry, then the provider is asked: two clicks at once ask once. A refusal frees it again.
   */
  async function refund(paymentId: string, staffId: string): Promise<{ success: true; message: string }> {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(unmatchedPayments)
        .where(eq(unmatchedPayments.paymentId, paymentId))
        .for('update');
      if (!row) return undefined;
      if (row.refundStatus === 'processed') throw new HttpError(409, RECONCILIATION_TEXTS.refunded);
      if (row.refundStatus === 'pending') throw new HttpError(409, RECONCILIATION_TEXTS.refundUnderWay);
      await tx
        .update(unmatchedPayments)
        .set({ refundStatus: 'pending', refundFailure: null })
        .where(eq(unmatchedPayments.paymentId, paymentId));
      await recordChange(tx, {
        staffId,
        action: 'payment.refund',
        subject: { type: 'payment', id: paymentId },
        before: { refundStatus: row.refundStatus },
        after: { refundStatus: 'pending', amountPaise: row.amountPaise, reason: row.reason },
      });
      return row;
    });
    if (!claimed) return refundCancelledOrder(paymentId, staffId);

    let outcome: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      // The payment's id is the receipt: the provider hands it back in the refund's webhooks.
      outcome = await provider.refund({ paymentId, amountPaise: claimed.amountPaise, receipt: paymentId });
    } catch (error) {
      await failRefund(paymentId, 'The payment provider could not be reached');
      throw error;
    }
    if ('refusal' in outcome) {
      await failRefund(paymentId, outcome.refusal);
      throw new HttpError(409, RECONCILIATION_TEXTS.providerRefused(outcome.refusal));
    }
    await db
      .update(unmatchedPayments)
      .set({
        providerRefundId: outcome.id,
        ...(outcome.status === 'processed' ? { refundStatus: 'processed', refundedAt: new Date() } : {}),
      })
      .where(eq(unmatchedPayments.paymentId, paymentId));
    return { success: true, message: RECONCILIATION_TEXTS.refundAsked(claimed.amountPaise) };
  }

  async function refundCancelledOrder(paymentId: string, staffId: string) {
    const entry = (await list()).payments.find(
      (payment) => payment.paymentId === paymentId && payment.orderId !== null,
    );
    if (!entry?.orderId) throw new HttpError(404, RECONCILIATION_TEXTS.notFound);
    await refundOrder({
      orderId: entry.orderId,
      staffId,
      amountPaise: entry.leftPaise,
      reason: RECONCILIATION_TEXTS.refundReason,
    });
    return { success: true as const, message: RECONCILIATION_TEXTS.refundAsked(entry.leftPaise) };
  }

  async function failRefund(paymentId: string, failure: string) {
    await db
      .update(unmatchedPayments)
      .set({ refundStatus: 'failed', refundFailure: failure })
      .where(and(eq(unmatchedPayments.paymentId, paymentId), eq(unmatchedPayments.refundStatus, 'pending')));
  }

  /**
   * A refund that was no order's refund: a kept payment's (asked for here, or made in the
   * provider's dashboard), else one made in the dashboard of an order's payment. Settling
   * twice changes nothing.
   */
  async function settleOtherRefund(settled: SettledRefund & { at?: Date }): Promise<void> {
    const [row] = await db
      .select()
      .from(unmatchedPayments)
      .where(eq(unmatchedPayments.paymentId, settled.paymentId));
    if (row) {
      if (settled.outcome === 'processed') {
        await db
          .update(unmatchedPayments)
          .set({
            refundStatus: 'processed',
            providerRefundId: settled.providerRefundId,
            refundFailure: null,
            refundedAt: settled.at ?? new Date(),
          })
          .where(
            and(
              eq(unmatchedPayments.paymentId, settled.paymentId),
              or(isNull(unmatchedPayments.refundStatus), ne(unmatchedPayments.refundStatus, 'processed')),
            ),
          );
      } else if (row.providerRefundId === settled.providerRefundId) {
        await db
          .update(unmatchedPayments)
          .set({ refundStatus: 'failed', refundFailure: 'The payment provider could not make the refund' })
          .where(
            and(
              eq(unmatchedPayments.paymentId, settled.paymentId),
              eq(unmatchedPayments.refundStatus, 'pending'),
            ),
          );
      }
      return;
    }
    if (settled.outcome !== 'processed') return;
    const onOrder = await recordRefundMadeAtProvider({
      providerRefundId: settled.providerRefundId,
      paymentId: settled.paymentId,
      amountPaise: settled.amountPaise,
      at: settled.at,
    });
    if (!onOrder) {
      log.warn(
        { providerRefundId: settled.providerRefundId, paymentId: settled.paymentId },
        'a refund of a payment the shop never had',
      );
    }
  }

  return { list, refund, settleOtherRefund };
}
