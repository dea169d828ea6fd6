/**
 * Cancelling an order and refunding its payment, by staff in the back office
 * (docs/decisions/0015-cancellation-and-refunds.md). Each runs in a transaction that holds the
 * order, so two clicks at once cannot cancel twice nor refund more than was paid, and is
 * recorded on the order's timeline and in the audit log. The customer is mailed once it is
 * committed: at the cancellation, and when the provider has processed a refund.
 */
import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_ORDER_TEXTS } from '@shop/shared/admin-orders';
import { ORDER_STEP_TEXTS, canCancel, canRefund, type CancelOrderBody } from '@shop/shared/order-lifecycle';
import {
  REFUND_TEXTS,
  isTransferRefundId,
  isWhollyRefunded,
  refundAmounts,
  transferRefundId,
  type RefundAmounts,
  type RefundBody,
  type RefundStatus,
  type RefundTransferBody,
} from '@shop/shared/refunds';
import { isRemittancePaymentId } from '@shop/shared/cash-on-delivery';
import { RECONCILIATION_TEXTS } from '@shop/shared/payment-reconciliation';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { formatPaiseWithPaise } from '@shop/shared/money';
import { customerCancelRefusal, type CustomerCancelBody } from '@shop/shared/returns';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { orderEvents, orders, refunds, type OrderRow, type RefundRow } from '../../db/schema.ts';
import { notifyNobody, type NotifyWhatsApp } from '../../plugins/whatsapp-events.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { cancellationMail, refundMail } from './ending-mail.ts';
import { HttpError } from '../../plugins/http-error.ts';

/** The payment provider's refund (the payments feature's adapter, wired by app.ts). */
export type RefundPayment = (request: {
  paymentId: string;
  amountPaise: number;
  /** The shop's refund id, which the provider's webhooks hand back. */
  receipt: string;
}) => Promise<{ id: string; status: RefundStatus } | { refusal: string }>;

/** A refund the provider says it processed or could not make (its webhook, or its answer). */
export interface RefundSettlement {
  outcome: 'processed' | 'failed';
  providerRefundId: string;
  amountPaise?: number;
  /** The shop's refund id, when the provider handed it back. */
  receipt?: string | undefined;
}

/**
 * Numbers the refund voucher or credit note of a processed refund in the refund's transaction
 * (the invoices feature).
 */
export type IssueRefundDocument = (
  tx: Database,
  refund: { refundId: string; orderId: string; processedAt: Date; amountPaise: number; reason: string },
) => Promise<RefundDocumentIssued | undefined>;

/** The document a processed refund issued; none for a payment that came after the order was cancelled. */
export interface RefundDocumentIssued {
  kind: 'refund_voucher' | 'credit_note';
  number: string;
}

/** A refund's document as a PDF for its mail (the invoices feature); undefined when it has none. */
export type RefundDocumentFile = (
  orderId: string,
  refundId: string,
) => Promise<{ fileName: string; pdf: Buffer } | undefined>;

export interface RefundsOptions {
  db: Database;
  mailer: Mailer;
  refundPayment: RefundPayment;
  log: FastifyBaseLogger;
  issueRefundDocument: IssueRefundDocument;
  refundDocumentFile: RefundDocumentFile;
  /** The refund's WhatsApp message, queued in its transaction (features/whatsapp). */
  notifyWhatsApp?: NotifyWhatsApp;
}

/**
 * The refund's reason as the back office and the refund voucher state it, with how much of
 * the payment it gives back when staff had refunded a part before.
 */
function customerCancelledReason(refundPaise: number, paidPaise: number): string {
  const reason = 'Cancelled by the customer before making';
  if (refundPaise === paidPaise) return reason;
  return `${reason}: ${formatPaiseWithPaise(refundPaise)} of ${formatPaiseWithPaise(paidPaise)} is refunded; ${formatPaiseWithPaise(paidPaise - refundPaise)} was refunded earlier.`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createRefunds({
  notifyWhatsApp = notifyNobody,
  db,
  mailer,
  refundPayment,
  log,
  issueRefundDocument,
  refundDocumentFile,
}: RefundsOptions) {
  async function cancelOrder(request: { orderId: string; staffId: string; body: CancelOrderBody }) {
    const reason = request.body.reason ?? null;
    const cancelled = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
      if (!order) return undefined;
      if (!canCancel(order.status)) throw new HttpError(409, ORDER_STEP_TEXTS.notCancellable(order.status));
      await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
      await tx
        .insert(orderEvents)
        .values({ orderId: order.id, status: 'cancelled', staffId: request.staffId, note: reason });
      await recordChange(tx, {
        staffId: request.staffId,
        action: 'order.cancel',
        subject: { type: 'order', id: order.id },
        before: { status: order.status },
        after: { status: 'cancelled', reason },
      });
      return order;
    });
    if (!cancelled) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
    // An erased customer has no address left to write to.
    if (cancelled.customer.email) {
      mailer.sendInBackground(
        cancellationMail({
          id: cancelled.id,
          customer: cancelled.customer,
          language: cancelled.language,
          paid: cancelled.paymentId !== null,
        }),
        cancelled.id,
      );
    }
  }

  /**
   * Sets the amount aside (a pending refund) in `tx`, which holds the order, so two refunds at
   * once wait for each other and the second sees the first. The caller has checked that the
   * order may be refunded; the provider is asked once `tx` commits (askProvider).
   */
  async function reserveRefund(
    tx: Database,
    order: OrderRow,
    refund: { amountPaise: number; reason: string; staffId: string | null },
  ): Promise<{ refundId: string; paymentId: string; leftPaise: number }> {
    if (!order.paymentId) throw new HttpError(409, REFUND_TEXTS.notRefundable(order.status, false));
    const earlier = await tx
      .select({ amountPaise: refunds.amountPaise, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.orderId, order.id));
    const { leftPaise } = refundAmounts(order.totalPaise, earlier);
    if (refund.amountPaise > leftPaise) throw new HttpError(400, REFUND_TEXTS.moreThanLeft(leftPaise));
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amountPaise: refund.amountPaise,
        reason: refund.reason,
        staffId: refund.staffId,
      })
      .returning({ id: refunds.id });
    if (!row) throw new Error('The database stored no refund row');
    return { refundId: row.id, paymentId: order.paymentId, leftPaise };
  }

  /**
   * Asks the provider for a refund set aside. The provider's refusal fails the refund, which
   * frees its amount again.
   */
  async function askProvider(reserved: { refundId: string; paymentId: string }, amountPaise: number) {
    // Cash collected at the door: the shop pays it back itself and records the transfer (recordTransfer).
    if (isRemittancePaymentId(reserved.paymentId)) return;
    let outcome: Awaited<ReturnType<RefundPayment>>;
    try {
      outcome = await refundPayment({
        paymentId: reserved.paymentId,
        amountPaise,
        receipt: reserved.refundId,
      });
    } catch (error) {
      // No answer: whether the provider made it is unknown. Its webhook settles it if it did;
      // failed meanwhile, the amount may be asked for again, and the provider refuses more
      // than is left of the payment.
      await failRefund(reserved.refundId, 'The payment provider could not be reached');
      throw error;
    }
    if ('refusal' in outcome) {
      await failRefund(reserved.refundId, outcome.refusal);
      throw new HttpError(409, REFUND_TEXTS.providerRefused(outcome.refusal));
    }
    await db.update(refunds).set({ providerRefundId: outcome.id }).where(eq(refunds.id, reserved.refundId));
    if (outcome.status !== 'pending') {
      await settleRefund({
        outcome: outcome.status,
        providerRefundId: outcome.id,
        receipt: reserved.refundId,
      });
    }
  }

  async function requestRefund(request: { orderId: string; staffId: string; body: RefundBody }) {
    const { amountPaise, reason } = request.body;
    const reserved = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
      if (!order) return undefined;
      if (!order.paymentId || !canRefund(order)) {
        throw new HttpError(409, REFUND_TEXTS.notRefundable(order.status, order.paymentId !== null));
      }
      const refund = await reserveRefund(tx, order, { amountPaise, reason, staffId: request.staffId });
      await recordChange(tx, {
        staffId: request.staffId,
        action: 'order.refund',
        subject: { type: 'order', id: order.id },
        before: { leftToRefundPaise: refund.leftPaise },
        after: {
          leftToRefundPaise: refund.leftPaise - amountPaise,
          refund: { id: refund.refundId, amountPaise, reason },
        },
      });
      return refund;
    });
    if (!reserved) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
    await askProvider(reserved, amountPaise);
  }

  /**
   * The customer cancels their own paid order before making starts: cancelled and all that is
   * left of its payment (what was paid, less every refund staff made before and not failed)
   * set aside for refund in one transaction, on the timeline as theirs with that amount, then
   * asked of the provider; the refund's document follows when it is processed. Another
   * customer's order is as unknown as none.
   */
  async function cancelByCustomer(request: { orderId: string; userId: string; body: CustomerCancelBody }) {
    const reason = request.body.reason ?? null;
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, request.orderId), eq(orders.userId, request.userId)))
        .for('update');
      if (!order) return undefined;
      const refusal = customerCancelRefusal(order.status);
      if (refusal) throw new HttpError(409, refusal);
      const earlier = await tx
        .select({ amountPaise: refunds.amountPaise, status: refunds.status })
        .from(refunds)
        .where(eq(refunds.orderId, order.id));
      // An order to be paid on delivery was paid nothing: nothing is refunded.
      const { leftPaise } = refundAmounts(order.paymentId ? order.totalPaise : 0, earlier);
      await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: 'cancelled',
        staffId: null,
        byCustomer: true,
        note: reason,
        refundPaise: leftPaise,
      });
      // Everything paid may be on its way back already: the order is cancelled, with nothing more to refund.
      const refund =
        leftPaise === 0
          ? undefined
          : await reserveRefund(tx, order, {
              amountPaise: leftPaise,
              // The customer's own words stay on the timeline: the refund's voucher never
              // changes, and would keep them after the customer deletes their account.
              reason: customerCancelledReason(leftPaise, order.totalPaise),
              staffId: null,
            });
      return { order, refund, refundPaise: leftPaise };
    });
    if (!done) throw new HttpError(404, PAYMENT_TEXTS.orderNotFound);
    if (done.order.customer.email) {
      mailer.sendInBackground(
        cancellationMail({
          id: done.order.id,
          customer: done.order.customer,
          language: done.order.language,
          paid: done.order.paymentId !== null,
          byCustomer: { refundPaise: done.refundPaise, paidPaise: done.order.totalPaise },
        }),
        done.order.id,
      );
    }
    if (!done.refund) return;
    try {
      await askProvider(done.refund, done.refundPaise);
    } catch (error) {
      // The order stays cancelled; the failed refund shows in the back office, where the
      // owner refunds it again.
      log.error({ err: error, orderId: done.order.id }, 'the refund of a cancelled order was not made');
    }
  }

  async function failRefund(refundId: string, failure: string) {
    await db
      .update(refunds)
      .set({ status: 'failed', failure, settledAt: new Date() })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
  }

  /**
   * Marks a refund processed or failed, once: the same event again, or the provider's answer
   * and its webhook both, change nothing the second time. A refund processed after all was
   * paid is refunded makes the order refunded, and the customer is mailed. Answers whether
   * the refund was one of the shop's.
   */
  async function settleRefund(settlement: RefundSettlement): Promise<boolean> {
    const which: SQL[] = [eq(refunds.providerRefundId, settlement.providerRefundId)];
    if (settlement.receipt && UUID.test(settlement.receipt)) which.push(eq(refunds.id, settlement.receipt));
    const [found] = await db
      .select()
      .from(refunds)
      .where(or(...which));
    if (!found) return false;
    if (settlement.amountPaise !== undefined && settlement.amountPaise !== found.amountPaise) {
      log.error({ refundId: found.id }, 'a refund event whose amount is not the refund’s');
      return true;
    }
    // One moment for the refund and the order's status it ends in, so the timeline keeps their order.
    const at = new Date();
    const settled = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
      if (!order) return undefined;
      const [refund] = await tx
        .update(refunds)
        .set({
          status: settlement.outcome,
          providerRefundId: settlement.providerRefundId,
          settledAt: at,
          failure: settlement.outcome === 'failed' ? 'The payment provider could not make the refund' : null,
        })
        .where(
          and(
            eq(refunds.id, found.id),
            // The provider's word that it processed a refund wins over a failure the shop
            // assumed when the provider did not answer; nothing else settles twice.
            settlement.outcome === 'processed'
              ? ne(refunds.status, 'processed')
              : eq(refunds.status, 'pending'),
          ),
        )
        .returning();
      if (!refund || refund.status !== 'processed') return undefined;
      return { order, refund, ...(await closeProcessedRefund(tx, order, refund, at)) };
    });
    if (settled) mailRefund(settled);
    return true;
  }

  /**
   * A refund the provider has made: its refund voucher or credit note, and the order marked
   * Refunded once everything paid is given back (from a status the lifecycle refunds from).
   */
  async function closeProcessedRefund(
    tx: Database,
    order: OrderRow,
    refund: RefundRow,
    at: Date,
  ): Promise<{ amounts: RefundAmounts; document: RefundDocumentIssued | undefined }> {
    await notifyWhatsApp(tx, { kind: 'refund_made', orderId: order.id, refundId: refund.id });
    const document = await issueRefundDocument(tx, {
      refundId: refund.id,
      orderId: order.id,
      processedAt: at,
      amountPaise: refund.amountPaise,
      reason: refund.reason,
    });
    const all = await tx
      .select({ amountPaise: refunds.amountPaise, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.createdAt));
    const amounts = refundAmounts(order.totalPaise, all);
    if (isWhollyRefunded(amounts) && order.status !== 'refunded' && canRefund(order)) {
      await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
      await tx.insert(orderEvents).values({ orderId: order.id, status: 'refunded', staffId: null, at });
    }
    return { amounts, document };
  }

  /**
   * The refund's mail, with the refund voucher or credit note its processing issued attached,
   * once committed. A document that cannot be drawn now is named instead: the order's page has
   * it, and the mail still goes.
   */
  function mailRefund({
    order,
    refund,
    amounts,
    document,
  }: {
    order: OrderRow;
    refund: RefundRow;
    amounts: RefundAmounts;
    document: RefundDocumentIssued | undefined;
  }) {
    // An erased customer has no address left to write to.
    if (!order.customer.email) return;
    const mail = async () => {
      let file: { fileName: string; pdf: Buffer } | undefined;
      if (document) {
        try {
          file = await refundDocumentFile(order.id, refund.id);
        } catch (error) {
          log.error(
            { err: error, refundId: refund.id },
            'the document of a refund could not be drawn for its mail',
          );
        }
      }
      return refundMail({
        id: order.id,
        customer: order.customer,
        language: order.language,
        amountPaise: refund.amountPaise,
        refundedPaise: amounts.refundedPaise,
        paidPaise: amounts.paidPaise,
        byTransfer: isTransferRefundId(refund.providerRefundId),
        document: document && { ...document, file },
      });
    };
    mailer.sendInBackground(mail(), order.id);
  }

  /**
   * A pending refund of an order paid on delivery, which the shop has paid back by bank transfer
   * or UPI: processed under the transfer's reference, with its refund voucher or credit note and
   * the customer's mail, as the provider's processing would. Once, for one refund a reference.
   */
  async function recordTransfer(request: {
    orderId: string;
    refundId: string;
    staffId: string;
    body: RefundTransferBody;
  }): Promise<void> {
    const providerRefundId = transferRefundId(request.body.reference);
    const at = new Date();
    let settled;
    try {
      settled = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
        if (!order) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
        const [pending] = UUID.test(request.refundId)
          ? await tx
              .select()
              .from(refunds)
              .where(and(eq(refunds.id, request.refundId), eq(refunds.orderId, order.id)))
          : [];
        if (!pending) throw new HttpError(404, REFUND_TEXTS.refundNotFound);
        if (order.paymentMethod !== 'cash_on_delivery' || pending.status !== 'pending') {
          throw new HttpError(409, REFUND_TEXTS.transferNotNow);
        }
        const [refund] = await tx
          .update(refunds)
          .set({ status: 'processed', providerRefundId, settledAt: at })
          .where(eq(refunds.id, pending.id))
          .returning();
        if (!refund) throw new Error('The database kept no refund row');
        await recordChange(tx, {
          staffId: request.staffId,
          action: 'order.refund_transfer',
          subject: { type: 'order', id: order.id },
          before: { refund: { id: refund.id, status: 'pending' } },
          after: { refund: { id: refund.id, status: 'processed', providerRefundId } },
        });
        return { order, refund, ...(await closeProcessedRefund(tx, order, refund, at)) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, REFUND_TEXTS.transferReferenceUsed);
      throw error;
    }
    mailRefund(settled);
  }

  /**
   * A refund made in the payment provider's dashboard, of an order's payment: kept on the
   * order as processed, with its refund voucher or credit note, and the order refunded when
   * it gives back all that was paid, as a refund made in the shop. Once: the same refund again
   * changes nothing. Answers whether the payment was an order's.
   */
  async function recordRefundMadeAtProvider(refund: {
    providerRefundId: string;
    paymentId: string;
    amountPaise: number;
    at?: Date;
  }): Promise<boolean> {
    const at = refund.at ?? new Date();
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.paymentId, refund.paymentId))
        .for('update');
      if (!order) return 'no order' as const;
      const [known] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.providerRefundId, refund.providerRefundId));
      if (known) return 'known' as const;
      const [row] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          amountPaise: refund.amountPaise,
          reason: RECONCILIATION_TEXTS.madeAtProvider,
          providerRefundId: refund.providerRefundId,
          status: 'processed',
          madeAtProvider: true,
          createdAt: at,
          settledAt: at,
        })
        .returning();
      if (!row) throw new Error('The database stored no refund row');
      return { order, refund: row, ...(await closeProcessedRefund(tx, order, row, at)) };
    });
    if (outcome === 'no order') return false;
    if (outcome !== 'known') {
      log.warn(
        { orderId: outcome.order.id, providerRefundId: refund.providerRefundId },
        'a refund made in the payment provider’s dashboard is kept on its order',
      );
      mailRefund(outcome);
    }
    return true;
  }

  return {
    cancelOrder,
    cancelByCustomer,
    requestRefund,
    reserveRefund,
    askProvider,
    settleRefund,
    recordRefundMadeAtProvider,
    recordTransfer,
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
