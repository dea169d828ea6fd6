/**
 * The daily reconciliation with the payment provider: the payments it took and the refunds
 * it made in a window, read through the provider's list calls, against the shop's orders. A
 * payment that paid no order is kept to be refunded (unless the provider gave it back
 * already); a refund the shop never heard of (its webhook lost, or made in the provider's
 * dashboard) is kept on its order; a paid order whose payment the provider does not have is
 * reported. The result is kept for the Today page and mailed to SHOP_EMAIL when something is
 * wrong. A job of the shop's scheduled work, once a day across instances (decision 0012).
 */
import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { orderReference } from '@shop/shared/checkout';
import { FULFILMENT_STEPS } from '@shop/shared/order-lifecycle';
import {
  RECONCILIATION_TEXTS,
  findingText,
  type ReconciliationAnswer,
  type ReconciliationFinding,
  type ReconciliationReport,
} from '@shop/shared/payment-reconciliation';
import type { Database } from '../../db/client.ts';
import { orders, reconciliations, refunds, unmatchedPayments } from '../../db/schema.ts';
import type { MailMessage, Mailer } from '../../plugins/mail.ts';
import { escapeMarkup } from '../../plugins/markup.ts';
import type { ScheduledJob } from '../../plugins/scheduled-work.ts';
import type { PaymentProvider, ProviderWindow } from './provider.ts';
import { recordUnmatchedPayment } from './repository.ts';
import type { UnmatchedPayments } from './unmatched.ts';

export const RECONCILIATION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * A payment of the window's last minutes may still be on its way to the shop (the browser's
 * verification, the webhook): the daily run stops this long before it starts.
 */
export const SETTLING_MS = 30 * 60 * 1000;

/** Payments are read from this much before the window, so an order paid just after its start finds its payment. */
const PAYMENT_LOOK_BACK_MS = 60 * 60 * 1000;

/** The order statuses that say the shop took the payment for good. */
const PAID_STATUSES = ['paid', ...FULFILMENT_STEPS, 'refunded'] as const;

export interface ReconciliationOptions {
  db: Database;
  provider: Pick<PaymentProvider, 'listPayments' | 'listRefunds'>;
  unmatched: Pick<UnmatchedPayments, 'settleOtherRefund'>;
  /** A captured payment no order holds, handled as its webhook would have been (service.ts). */
  settleCapturedPayment: (payment: {
    id: string;
    providerOrderId: string;
    amountPaise: number;
  }) => Promise<void>;
  mailer: Mailer;
  shopEmail: string;
}

export type Reconciliation = ReturnType<typeof createReconciliation>;

export function createReconciliation({
  db,
  provider,
  unmatched,
  settleCapturedPayment,
  mailer,
  shopEmail,
}: ReconciliationOptions) {
  async function reconcile(window: ProviderWindow): Promise<ReconciliationReport> {
    const refundsMade = await provider.listRefunds(window);
    const known = new Set(
      refundsMade.length === 0
        ? []
        : [
            ...(
              await db
                .select({ id: refunds.providerRefundId })
                .from(refunds)
                .where(
                  inArray(
                    refunds.providerRefundId,
                    refundsMade.map((refund) => refund.id),
                  ),
                )
            ).map((row) => row.id),
            ...(
              await db
                .select({ id: unmatchedPayments.providerRefundId })
                .from(unmatchedPayments)
                .where(
                  inArray(
                    unmatchedPayments.providerRefundId,
                    refundsMade.map((refund) => refund.id),
                  ),
                )
            ).map((row) => row.id),
          ],
    );
    for (const refund of refundsMade) {
      if (refund.status !== 'processed' || known.has(refund.id)) continue;
      await unmatched.settleOtherRefund({
        outcome: 'processed',
        providerRefundId: refund.id,
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        receipt: refund.receipt ?? undefined,
        at: refund.at,
      });
    }

    const payments = await provider.listPayments({
      from: new Date(window.from.getTime() - PAYMENT_LOOK_BACK_MS),
      to: window.to,
    });
    const inWindow = payments.filter((payment) => payment.at >= window.from && payment.at <= window.to);
    const findings: ReconciliationFinding[] = [];
    for (const payment of inWindow) {
      let order = await orderHolding(payment.id);
      let kept = await keptPayment(payment.id);
      if (!order && !kept && payment.refundedPaise < payment.amountPaise) {
        // Its webhook was lost: it pays its order now if it can (an order still waiting for it),
        // and is kept to be refunded if it cannot.
        if (payment.providerOrderId) {
          await settleCapturedPayment({
            id: payment.id,
            providerOrderId: payment.providerOrderId,
            amountPaise: payment.amountPaise,
          });
        } else {
          await recordUnmatchedPayment(db, {
            paymentId: payment.id,
            orderId: null,
            providerOrderId: null,
            amountPaise: payment.amountPaise,
            reason: 'found-by-reconciliation',
          });
        }
        order = await orderHolding(payment.id);
        kept = await keptPayment(payment.id);
      }
      if (order && order.status !== 'cancelled') continue;
      // A cancelled order's payment is money without an order until it is refunded.
      if (order && (await leftOnCancelledOrder(order.id, order.totalPaise)) === 0) continue;
      if (!order && (!kept || kept.refundStatus === 'processed')) continue;
      findings.push({
        kind: 'payment-without-order',
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
        at: payment.at.toISOString(),
        orderId: order?.id ?? kept?.orderId ?? null,
      });
    }

    const taken = new Set(payments.map((payment) => payment.id));
    const paidOrders = await db
      .select()
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...PAID_STATUSES]),
          // Paid on delivery, the cash came through the courier, not the provider.
          eq(orders.paymentMethod, 'online'),
          gte(orders.paidAt, window.from),
          lt(orders.paidAt, window.to),
        ),
      );
    for (const order of paidOrders) {
      if (!order.paymentId || taken.has(order.paymentId) || !order.paidAt) continue;
      findings.push({
        kind: 'order-without-payment',
        orderId: order.id,
        orderReference: orderReference(order.id),
        paymentId: order.paymentId,
        amountPaise: order.totalPaise,
        at: order.paidAt.toISOString(),
      });
    }

    const [row] = await db
      .insert(reconciliations)
      .values({
        windowFrom: window.from,
        windowTo: window.to,
        paymentsRead: inWindow.length,
        refundsRead: refundsMade.length,
        findings,
      })
      .returning();
    if (!row) throw new Error('The database stored no reconciliation row');
    const report = reportOf(row);
    if (findings.length > 0) await mailer.send(reconciliationMail(report, shopEmail));
    return report;
  }

  async function orderHolding(paymentId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
    return order;
  }

  async function keptPayment(paymentId: string) {
    const [row] = await db.select().from(unmatchedPayments).where(eq(unmatchedPayments.paymentId, paymentId));
    return row;
  }

  async function leftOnCancelledOrder(orderId: string, totalPaise: number): Promise<number> {
    const [row] = await db
      .select({
        spoken: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int`,
      })
      .from(refunds)
      .where(
        and(eq(refunds.orderId, orderId), or(eq(refunds.status, 'pending'), eq(refunds.status, 'processed'))),
      );
    return Math.max(0, totalPaise - Number(row?.spoken ?? 0));
  }

  /** The daily run: from where the last one stopped (a day at most before), to half an hour ago. */
  async function reconcileSinceLast(now = new Date()): Promise<ReconciliationReport> {
    const to = new Date(now.getTime() - SETTLING_MS);
    const [last] = await db
      .select({ windowTo: reconciliations.windowTo })
      .from(reconciliations)
      .orderBy(desc(reconciliations.windowTo))
      .limit(1);
    const dayBefore = new Date(to.getTime() - RECONCILIATION_EVERY_MS);
    const from = last && last.windowTo > dayBefore && last.windowTo < to ? last.windowTo : dayBefore;
    return reconcile({ from, to });
  }

  async function latest(): Promise<ReconciliationAnswer> {
    const [row] = await db.select().from(reconciliations).orderBy(desc(reconciliations.ranAt)).limit(1);
    const [waiting] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(unmatchedPayments)
      .where(sql`${unmatchedPayments.refundStatus} IS DISTINCT FROM 'processed'`);
    return { success: true, latest: row ? reportOf(row) : null, awaitingRefund: Number(waiting?.n ?? 0) };
  }

  return { reconcile, reconcileSinceLast, latest };
}

function reportOf(row: typeof reconciliations.$inferSelect): ReconciliationReport {
  return {
    ranAt: row.ranAt.toISOString(),
    windowFrom: row.windowFrom.toISOString(),
    windowTo: row.windowTo.toISOString(),
    paymentsRead: row.paymentsRead,
    refundsRead: row.refundsRead,
    findings: row.findings,
  };
}

const IN_INDIA = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The mail to the shop: what did not match, one line each, and what to do. */
export function reconciliationMail(report: ReconciliationReport, shopEmail: string): MailMessage {
  const window = `${IN_INDIA.format(new Date(report.windowFrom))} to ${IN_INDIA.format(new Date(report.windowTo))}`;
  const lines = report.findings.map((finding) => findingText(finding));
  const text = [
    `The shop compared its orders with the payment provider's payments from ${window}.`,
    `The provider took ${report.paymentsRead} payments and made ${report.refundsRead} refunds in that time.`,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    `Payments without an order are listed in the back office under "${RECONCILIATION_TEXTS.listTitle}", each with a button to refund it.`,
  ].join('\n');
  const html = [
    `<p>The shop compared its orders with the payment provider's payments from ${escapeMarkup(window)}.</p>`,
    `<p>The provider took ${report.paymentsRead} payments and made ${report.refundsRead} refunds in that time.</p>`,
    `<ul>${lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>`,
    `<p>Payments without an order are listed in the back office under “${escapeMarkup(RECONCILIATION_TEXTS.listTitle)}”, each with a button to refund it.</p>`,
  ].join('\n');
  return {
    to: shopEmail,
    subject: RECONCILIATION_TEXTS.mailSubject(report.findings.length),
    text,
    html,
  };
}

/** Once a day across instances; answers how many things did not match. */
export function dailyReconciliation(
  reconciliation: Pick<Reconciliation, 'reconcileSinceLast'>,
): ScheduledJob {
  return {
    name: 'payment-reconciliation',
    everyMs: RECONCILIATION_EVERY_MS,
    run: async () => (await reconciliation.reconcileSinceLast()).findings.length,
    done: 'the reconciliation with the payment provider found payments or orders to look at',
  };
}
