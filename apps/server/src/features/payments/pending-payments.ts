/**
 * Payments the shop never heard of: a shop that died between the provider taking the money
 * and its webhook (or whose webhook Razorpay stopped sending, or was never set up) would leave
 * the order pending until it expired. At each start, and every few minutes while any order is
 * pending with a provider order, the shop asks the provider about those orders' payments and
 * hands each captured one it does not know to the webhook's own path (settleCapturedPayment):
 * it pays its order, or is kept to be refunded, exactly as its webhook would have done.
 *
 * An authorised payment not captured yet is left as the webhook leaves it (the shop acts on
 * `payment.captured`): Razorpay captures it itself with automatic capture, its default, and
 * the next look finds it captured; with manual capture Razorpay refunds it after 3 days.
 *
 * What it costs: one call to the provider per order asked about (Razorpay's
 * `GET /v1/orders/:id/payments`), at most ORDERS_ASKED_PER_RUN a run, those asked least
 * recently first. An order is asked about at every run while it is younger than an hour (when
 * its payment comes, if it comes), then once an hour until it expires at 24 hours. A call that
 * fails (a rate limit's 429, Razorpay down) ends the run: the next one asks again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { orderReference } from '@shop/shared/checkout';
import type { Database } from '../../db/client.ts';
import type { ScheduledJob } from '../../plugins/scheduled-work.ts';
import type { PaymentProvider } from './provider.ts';
import {
  findOrderByPayment,
  isUnmatchedPayment,
  markPaymentAsked,
  pendingOrdersToAsk,
} from './repository.ts';

/**
 * Every 3 minutes: the browser verifies a payment within seconds and the webhook follows within
 * a minute, so a run rarely does what they would have done, and an order whose webhook was lost
 * waits at most this long (and a tenth more, the scheduled work's look) once the shop runs.
 */
export const PENDING_PAYMENTS_EVERY_MS = 3 * 60 * 1000;
/** At most 20 calls a run, 400 an hour: far below what any provider's rate limiter allows. */
export const ORDERS_ASKED_PER_RUN = 20;

/** What one run found. */
export interface PendingPaymentsRun {
  /** The orders asked about. */
  asked: number;
  /** Payments that paid their order. */
  paid: { orderId: string; paymentId: string }[];
  /** Payments that could pay no order (its pieces sold out, another amount): kept to be refunded. */
  kept: { orderId: string; paymentId: string }[];
  /** Payments authorised and not captured yet, left to the provider. */
  authorised: number;
  /** Whether the provider failed to answer, ending the run early. */
  unanswered: boolean;
}

export interface PendingPaymentsOptions {
  db: Database;
  provider: Pick<PaymentProvider, 'orderPayments'>;
  /** A captured payment no order holds, handled as its webhook would have been (service.ts). */
  settleCapturedPayment: (payment: {
    id: string;
    providerOrderId: string;
    amountPaise: number;
  }) => Promise<void>;
  log: FastifyBaseLogger;
}

export type PendingPayments = ReturnType<typeof createPendingPayments>;

export function createPendingPayments({ db, provider, settleCapturedPayment, log }: PendingPaymentsOptions) {
  async function recover(): Promise<PendingPaymentsRun> {
    const run: PendingPaymentsRun = { asked: 0, paid: [], kept: [], authorised: 0, unanswered: false };
    for (const order of await pendingOrdersToAsk(db, ORDERS_ASKED_PER_RUN)) {
      let payments;
      try {
        payments = await provider.orderPayments(order.providerOrderId);
      } catch (error) {
        log.warn(
          { err: error, orderId: order.id },
          'the payment provider did not answer about the payments of a pending order: the shop asks again in a few minutes',
        );
        run.unanswered = true;
        break;
      }
      run.asked += 1;
      await markPaymentAsked(db, order.id);
      for (const payment of payments) {
        if (payment.status === 'authorized') run.authorised += 1;
        // Only a captured payment is money; one refunded in full is owed nothing.
        if (payment.status !== 'captured' && payment.status !== 'refunded') continue;
        if (payment.refundedPaise >= payment.amountPaise) continue;
        // Known already: it paid an order, or is kept to be refunded.
        if ((await findOrderByPayment(db, payment.id)) || (await isUnmatchedPayment(db, payment.id)))
          continue;
        await settleCapturedPayment({
          id: payment.id,
          providerOrderId: order.providerOrderId,
          amountPaise: payment.amountPaise,
        });
        const found = { orderId: order.id, paymentId: payment.id };
        if ((await findOrderByPayment(db, payment.id))?.id === order.id) run.paid.push(found);
        else if (await isUnmatchedPayment(db, payment.id)) run.kept.push(found);
      }
    }
    return run;
  }

  return { recover };
}

const references = (found: { orderId: string }[]) =>
  found.map((one) => orderReference(one.orderId)).join(', ');

/**
 * The job: at each start of an instance, then every PENDING_PAYMENTS_EVERY_MS across instances.
 * The log says at start what it recovered, and later whenever it recovers something.
 */
export function pendingPaymentsJob(
  pending: Pick<PendingPayments, 'recover'>,
  log: FastifyBaseLogger,
): ScheduledJob {
  let started = false;
  return {
    name: 'pending-payments',
    everyMs: PENDING_PAYMENTS_EVERY_MS,
    atStart: true,
    done: 'handled payments the shop had not heard of',
    async run() {
      const atStart = !started;
      started = true;
      const run = await pending.recover();
      const found = run.paid.length + run.kept.length;
      if (run.paid.length > 0) {
        log.warn(
          { orders: run.paid.map((one) => one.orderId), payments: run.paid.map((one) => one.paymentId) },
          `recovered ${run.paid.length} ${run.paid.length === 1 ? 'payment' : 'payments'} the shop had not heard of: ${
            run.paid.length === 1 ? 'order' : 'orders'
          } ${references(run.paid)} ${run.paid.length === 1 ? 'is' : 'are'} paid`,
        );
      }
      if (run.kept.length > 0) {
        log.error(
          { orders: run.kept.map((one) => one.orderId), payments: run.kept.map((one) => one.paymentId) },
          `found ${run.kept.length} ${run.kept.length === 1 ? 'payment' : 'payments'} the shop had not heard of that could not pay ${
            run.kept.length === 1 ? 'its order' : 'their orders'
          } (${references(run.kept)}): kept to be refunded, under Money without an order`,
        );
      }
      if (run.authorised > 0) {
        log.info(
          { authorised: run.authorised },
          'payments of pending orders are authorised but not captured yet: the provider captures them (or refunds them after 3 days)',
        );
      }
      if (atStart && found === 0) {
        log.info(
          { asked: run.asked },
          run.unanswered
            ? 'could not ask the payment provider about pending payments yet'
            : 'no pending payments to recover',
        );
      }
      return found;
    },
  };
}
