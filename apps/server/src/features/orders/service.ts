/**
 * The customer's orders: the save call, which finds the paid order by its payment (the same
 * payment always gives the same order), and the orders of an account.
 */
import { paidOrderDelivery, shopDayOf } from '@shop/shared/delivery';
import { proofsSettled, type ProofStep } from '@shop/shared/proofs';
import type { OrderStatus } from '@shop/shared/order-lifecycle';
import { z } from 'zod';
import type { CustomerOrder, SaveOrderAnswer, SaveOrderBody } from '@shop/shared/checkout-api';
import { PAYMENT_TEXTS, UNPAID_ORDER_LIFETIME_MS } from '@shop/shared/checkout';
import { paiseToRupees } from '@shop/shared/money';
import { refundAmounts } from '@shop/shared/refunds';
import { RETURN_TEXTS } from '@shop/shared/returns';
import type { Database } from '../../db/client.ts';
import type { OrderLineRow, OrderRow, UserRow } from '../../db/schema.ts';
import type { FastifyBaseLogger } from 'fastify';
import { personalisationFileIds } from '@shop/shared/personalisation';
import type { Mailer } from '../../plugins/mail.ts';
import { confirmationMails, type OrderFile } from './confirmation-mail.ts';
import { invoiceBuyer } from './erasure.ts';
import { proofStepsOf } from './proofs.ts';
import {
  eraseCustomerFromOrders,
  expireOrdersMadeBefore,
  findCustomerDocuments,
  findCustomerRefunds,
  findOrderSteps,
  findOrdersWithLines,
  findPaidOrderByPayment,
  findPaidOrdersNotMailed,
  unmailedConfirmations,
  markConfirmationMailed,
} from './repository.ts';
import { HttpError } from '../../plugins/http-error.ts';

/**
 * A paid order's confirmation is mailed again when it has not gone out this long after the
 * payment (the server stopped in between), for as long as a late confirmation still helps.
 */
export const CONFIRMATION_RETRY = { afterMs: 5 * 60 * 1000, withinMs: 3 * 24 * 60 * 60 * 1000 } as const;

/** Orders still on their way to the customer: an estimate of the day they arrive helps. */
const ON_THE_WAY: ReadonlySet<OrderStatus> = new Set([
  'paid',
  'confirmed',
  'in_making',
  'quality_check',
  'shipped',
]);

/** A step on the order's timeline; a customer's cancellation says what it refunded. */
type OrderStep = { status: OrderStatus; at: Date; refundPaise: number | null };

/** A refund not failed, as the customer reads it. */
type OrderRefund = {
  amountPaise: number;
  status: 'pending' | 'processed';
  askedAt: Date;
  processedAt: Date | null;
};

function customerOrder(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  steps: readonly OrderStep[],
  taxDocument: CustomerOrder['taxDocument'],
  orderRefunds: readonly OrderRefund[],
  proofs: readonly ProofStep[],
): CustomerOrder {
  const personalised = lines.some((line) => line.customization !== null);
  const delivered = steps.findLast((step) => step.status === 'delivered');
  const { paidPaise, refundedPaise } = refundAmounts(order.paymentId ? order.totalPaise : 0, orderRefunds);
  const onTheirWay = orderRefunds.filter((refund) => refund.status === 'pending');
  // Made from its payment, or from its confirmation when paid on delivery.
  const madeFrom = order.paymentMethod === 'cash_on_delivery' ? order.confirmedAt : order.paidAt;
  const delivery =
    madeFrom && ON_THE_WAY.has(order.status)
      ? paidOrderDelivery(madeFrom, personalised, proofsSettled(proofs))
      : null;
  const statuses: CustomerOrder['timeline'] = [
    ...(order.paidAt ? [{ status: 'paid' as const, at: order.paidAt.toISOString() }] : []),
    ...steps.map((step) => ({
      status: step.status,
      at: step.at.toISOString(),
      ...(step.status === 'cancelled' &&
        step.refundPaise !== null && {
          detail: RETURN_TEXTS.cancelRefunded(step.refundPaise, order.totalPaise),
        }),
    })),
  ];
  return {
    orderId: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    confirmBy: order.status === 'awaiting_confirmation' ? (order.confirmBy?.toISOString() ?? null) : null,
    ...(order.cashOnDeliveryFeePaise > 0 && {
      cashOnDeliveryFee: paiseToRupees(order.cashOnDeliveryFeePaise),
    }),
    // The proofs' steps among the statuses by their time; a wait for one last, as where it stands.
    timeline: [
      ...[...statuses, ...proofs.filter((step) => step.proof !== 'waiting')].sort((a, b) =>
        a.at.localeCompare(b.at),
      ),
      ...proofs.filter((step) => step.proof === 'waiting'),
    ],
    shipment: order.shipment,
    expectedDelivery: delivery && 'expected' in delivery ? delivery.expected : null,
    ...(delivery && 'expected' in delivery && delivery.fromApproval && { expectedFromApproval: true }),
    ...(delivery && 'afterApproval' in delivery && { expectedAfterApproval: delivery.afterApproval }),
    deliveredOn: order.status === 'delivered' && delivered ? shopDayOf(delivered.at) : null,
    paymentId: order.paymentId,
    taxDocument,
    refunds: orderRefunds.map((refund) => ({
      amountPaise: refund.amountPaise,
      status: refund.status,
      askedAt: refund.askedAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
    })),
    refundedPaise,
    refundsOnTheirWayPaise: onTheirWay.reduce((sum, refund) => sum + refund.amountPaise, 0),
    paidInTheEndPaise: Math.max(0, paidPaise - refundedPaise),
    subtotal: paiseToRupees(order.subtotalPaise),
    shipping: paiseToRupees(order.shippingPaise),
    ...(order.couponCode !== null && {
      discount: paiseToRupees(order.discountPaise),
      couponCode: order.couponCode,
    }),
    total: paiseToRupees(order.totalPaise),
    currency: order.currency,
    customer: order.customer,
    gift: order.gift,
    items: lines.map((line) => ({
      productId: line.productId === null ? null : String(line.productId),
      name: line.name,
      image: line.image,
      price: paiseToRupees(line.unitPricePaise),
      quantity: line.quantity,
      size: line.size,
      variant: line.variant,
      total: paiseToRupees(line.unitPricePaise * line.quantity),
      customization: line.customization,
      huid: line.huid,
    })),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

export interface OrdersServiceOptions {
  mailer: Mailer;
  /** Receives the shop's copy of every confirmation. */
  shopEmail: string;
  /** An upload by its id (the files feature); rejects when it is gone. */
  readFile: (fileId: string) => Promise<Omit<OrderFile, 'fileId'>>;
  log: FastifyBaseLogger;
  /** The payment's receipt voucher as a PDF, attached to the confirmation (the invoices feature). */
  receiptOf: (orderId: string) => Promise<{ fileName: string; pdf: Buffer } | undefined>;
}

/** A confirmation is written and sent within seconds of its payment: one older than this is not going out. */
const UNSENT_AFTER_MS = 5 * 60_000;

export function createOrdersService(
  db: Database,
  { mailer, shopEmail, readFile, log, receiptOf }: OrdersServiceOptions,
) {
  async function readOrderFiles(fileIds: readonly string[]): Promise<Map<string, OrderFile>> {
    const files = new Map<string, OrderFile>();
    for (const fileId of new Set(fileIds.map((id) => id.toLowerCase()))) {
      try {
        files.set(fileId, { fileId, ...(await readFile(fileId)) });
      } catch (error) {
        // The mail still goes out, naming the personalisation without its picture.
        log.warn({ err: error, fileId }, 'an upload of a paid order could not be read for its mail');
      }
    }
    return files;
  }

  /**
   * Mails the confirmation to the customer and a copy to the shop. Called once, by whichever
   * of the verification and the webhook marked the order paid, and again by the retry for
   * an order whose confirmation never went out. Marked as mailed once the customer's mail
   * has been handed over, so a stop in between sends it again rather than never.
   */
  async function mailConfirmation(orderId: string): Promise<void> {
    const composing = confirmationOf(orderId);
    // The order's turn is taken before the mail is written (its receipt's PDF, the uploads): a
    // step taken meanwhile is mailed after it, not before (sendInTurn).
    await mailer.sendInTurn(
      orderId,
      composing.then((mails) => mails?.toCustomer ?? null),
    );
    const mails = await composing;
    if (!mails) return;
    await markConfirmationMailed(db, orderId);
    mailer.sendInBackground(mails.toShop);
  }

  /** The confirmation's two mails, or none for an order that is not to be confirmed (again). */
  async function confirmationOf(orderId: string) {
    const [found] = await findOrdersWithLines(db, { orderId });
    // A payment that arrived for a cancelled order confirms nothing: the order is to be refunded.
    // An order paid on delivery is confirmed by its customer's confirmation instead.
    if (
      !found ||
      !(found.order.paidAt ?? found.order.confirmedAt) ||
      found.order.status === 'cancelled' ||
      found.order.confirmationMailedAt
    )
      return null;
    const files = await readOrderFiles(
      found.lines.flatMap((line) => personalisationFileIds(line.customization ?? undefined)),
    );
    const receipt = await receiptOf(orderId);
    return confirmationMails({ ...found, files, receipt }, shopEmail);
  }

  /** Mails the confirmations that never went out; answers how many. */
  async function mailMissedConfirmations(now = new Date()): Promise<number> {
    const orderIds = await findPaidOrdersNotMailed(
      db,
      new Date(now.getTime() - CONFIRMATION_RETRY.withinMs),
      new Date(now.getTime() - CONFIRMATION_RETRY.afterMs),
    );
    for (const orderId of orderIds) {
      try {
        await mailConfirmation(orderId);
      } catch (error) {
        log.error({ err: error, orderId }, 'the confirmation of a paid order could not be mailed');
      }
    }
    return orderIds.length;
  }

  const confirming = new Set<Promise<void>>();

  /**
   * Mails the confirmation without holding up the caller (the payment's answer); a failure
   * is logged, and the retry sends it later.
   */
  function confirmSoon(orderId: string): void {
    const sending = mailConfirmation(orderId)
      .catch((error: unknown) => {
        log.error({ err: error, orderId }, 'the confirmation of a paid order could not be mailed');
      })
      .finally(() => confirming.delete(sending));
    confirming.add(sending);
  }

  return {
    confirmSoon,
    mailMissedConfirmations,
    /**
     * The confirmations not gone out of orders paid in the last week, counted a few minutes
     * after the payment (a confirmation is still being written before): the health call's.
     */
    async unsentConfirmations(now = new Date()) {
      return unmailedConfirmations(
        db,
        new Date(now.getTime() - 7 * 24 * 3_600_000),
        new Date(now.getTime() - UNSENT_AFTER_MS),
      );
    },
    /**
     * Orders left unpaid for a day expire, and orders to be paid on delivery left unconfirmed
     * past their deadline; their uploads then fall back under the retention period, and a use
     * of a coupon they held is free again. Answers how many expired.
     */
    expireUnpaid: (now = new Date()) =>
      expireOrdersMadeBefore(db, new Date(now.getTime() - UNPAID_ORDER_LIFETIME_MS), now),

    /**
     * A customer deleting their account leaves their orders as erasure.ts says; answers the
     * uploads those orders named, which the files feature removes.
     */
    eraseCustomer: (userId: string) =>
      eraseCustomerFromOrders(db, userId, (order) => invoiceBuyer(order.customer, order.totalPaise)),
    /** Waits for the confirmations being mailed; called when the server stops. */
    confirmationsSettled: async () => {
      await Promise.all(confirming);
    },

    async save(user: UserRow, body: SaveOrderBody): Promise<SaveOrderAnswer> {
      const order = await findPaidOrderByPayment(db, body.paymentDetails.paymentId, user.id);
      if (!order) throw new HttpError(404, PAYMENT_TEXTS.paymentNotPaid);
      return { success: true, orderId: order.id, message: PAYMENT_TEXTS.orderSaved };
    },

    async list(user: UserRow): Promise<{ success: true; orders: CustomerOrder[] }> {
      const found = await findOrdersWithLines(db, { userId: user.id });
      const orderIds = found.map(({ order }) => order.id);
      const [steps, documents, orderRefunds, proofs] = await Promise.all([
        findOrderSteps(db, orderIds),
        findCustomerDocuments(db, orderIds),
        findCustomerRefunds(db, orderIds),
        proofStepsOf(
          db,
          found.map(({ order }) => order),
        ),
      ]);
      return {
        success: true,
        orders: found.map(({ order, lines }) =>
          customerOrder(
            order,
            lines,
            steps.filter((step) => step.orderId === order.id),
            documents.get(order.id) ?? null,
            orderRefunds.filter((refund) => refund.orderId === order.id),
            proofs.get(order.id) ?? [],
          ),
        ),
      };
    },

    /** Another customer's order and an unknown id are the same 404: ids say nothing. */
    async one(user: UserRow, orderId: string): Promise<{ success: true; order: CustomerOrder }> {
      if (!z.uuid().safeParse(orderId).success) throw new HttpError(404, PAYMENT_TEXTS.orderNotFound);
      const [found] = await findOrdersWithLines(db, { userId: user.id, orderId });
      if (!found) throw new HttpError(404, PAYMENT_TEXTS.orderNotFound);
      const [steps, documents, orderRefunds, proofs] = await Promise.all([
        findOrderSteps(db, [found.order.id]),
        findCustomerDocuments(db, [found.order.id]),
        findCustomerRefunds(db, [found.order.id]),
        proofStepsOf(db, [found.order]),
      ]);
      return {
        success: true,
        order: customerOrder(
          found.order,
          found.lines,
          steps,
          documents.get(found.order.id) ?? null,
          orderRefunds,
          proofs.get(found.order.id) ?? [],
        ),
      };
    },
  };
}
