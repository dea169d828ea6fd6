/**
 * Returns of delivered pieces (docs/decisions/0027-customer-cancellations-and-returns.md): the
 * customer asks within the return window for lines not personalised; staff approve or
 * decline, record the pickup, mark the pieces received once checked, and the owner refunds
 * what the pieces cost as paid (less the coupon discount of the pieces kept, when the return
 * takes the order below the coupon's minimum: return-refunds.ts) through the order's refunds,
 * whose processing issues the credit note. Each step is one transaction that holds the return, recorded in the audit log, and
 * mailed to the customer once committed. The owner sets the window's length.
 */
import { and, eq } from 'drizzle-orm';
import { ADMIN_ORDER_TEXTS } from '@shop/shared/admin-orders';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import {
  RETURN_TEXTS,
  customerCancelRefusal,
  lastReturnDay,
  withinReturnWindow,
  type CustomerAfterSaleAnswer,
  type OrderReturn,
  type ReturnDecisionBody,
  type ReturnPickupBody,
  type ReturnQuoteAnswer,
  type ReturnQuoteBody,
  type ReturnRequestBody,
  type ReturnStatus,
} from '@shop/shared/returns';
import { refundAmounts } from '@shop/shared/refunds';
import type { ReturnRefund } from '@shop/shared/return-refunds';
import { RETURN_WINDOW_SETTING, returnWindowDays } from '@shop/shared/return-window';
import { orderLineName } from '@shop/shared/variants';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { orderReturnLines, orderReturns, orders, type OrderLineRow, type OrderRow } from '../../db/schema.ts';
import { shopSetting, writeShopSetting } from '../../db/shop-settings.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { returnStepMail } from './return-mail.ts';
import {
  deliveredAt,
  findLines,
  findOrderRefunds,
  findReturns,
  findReturnsToReview,
  refundsOfReturns,
  returnAnswer,
  returnAnswers,
  withdrawalAnswer,
  type ReturnWithLines,
} from './repository.ts';

/** The order's refunds (the orders feature's refunds.ts, wired by app.ts). */
export interface ReturnRefunds {
  /** Sets a refund aside in `tx`, which holds the order. */
  reserve: (
    tx: Database,
    order: OrderRow,
    refund: { amountPaise: number; reason: string; staffId: string | null },
  ) => Promise<{ refundId: string; paymentId: string }>;
  /** Asks the provider for it once `tx` has committed. */
  ask: (reserved: { refundId: string; paymentId: string }, amountPaise: number) => Promise<void>;
}

export interface ReturnsOptions {
  db: Database;
  mailer: Mailer;
  refunds: ReturnRefunds;
  now?: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many of each line earlier returns, not declined, ask back. */
function askedBack(returns: readonly ReturnWithLines[]): Map<number, number> {
  const asked = new Map<number, number>();
  for (const { row, lines } of returns) {
    if (row.status === 'declined') continue;
    for (const line of lines) asked.set(line.position, (asked.get(line.position) ?? 0) + line.quantity);
  }
  return asked;
}

function lineRefusal(line: OrderLineRow, left: number): string | null {
  if (line.customization !== null) return RETURN_TEXTS.personalised(orderLineName(line));
  if (left <= 0) return RETURN_TEXTS.alreadyAsked(orderLineName(line));
  return null;
}

/**
 * Why no piece is left to return, when none is: every piece personalised, or those not asked
 * back already personalised; null when every piece was asked back, for the returns listed
 * above the form say what became of them.
 */
function nothingLeftToReturn(
  lines: readonly OrderLineRow[],
  asked: ReadonlyMap<number, number>,
): string | null {
  const askedBack = lines.some((line) => (asked.get(line.position) ?? 0) > 0);
  if (!askedBack) return RETURN_TEXTS.nothingReturnable;
  const left = lines.filter((line) => line.quantity > (asked.get(line.position) ?? 0));
  return left.length === 0 ? null : RETURN_TEXTS.restPersonalised;
}

export function createReturnsService({ db, mailer, refunds, now = () => new Date() }: ReturnsOptions) {
  const windowDays = async (tx: Database = db) =>
    returnWindowDays(await shopSetting(tx, RETURN_WINDOW_SETTING));

  async function customerOrder(tx: Database, userId: string, orderId: string, lock: boolean) {
    if (!UUID.test(orderId)) throw new HttpError(404, PAYMENT_TEXTS.orderNotFound);
    const query = tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId.toLowerCase()), eq(orders.userId, userId)));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw new HttpError(404, PAYMENT_TEXTS.orderNotFound);
    return order;
  }

  /** Whether the window is open for a delivered order, and its last day. */
  async function windowOf(tx: Database, order: OrderRow) {
    const days = await windowDays(tx);
    if (order.status !== 'delivered') return { days, lastDay: null, refusal: RETURN_TEXTS.notDelivered };
    const delivered = await deliveredAt(tx, order.id);
    const lastDay = lastReturnDay(delivered ?? now(), days);
    return {
      days,
      lastDay,
      refusal: withinReturnWindow(lastDay, now()) ? null : RETURN_TEXTS.windowEnded(days, lastDay),
    };
  }

  /** A step's mail; 'refunded' only for a return closed with nothing to refund (the refund's own mail tells the rest). */
  function mailStep(order: OrderRow, step: ReturnStatus, ret: OrderReturn) {
    // An erased customer has no address left to write to.
    if (order.customer.email) mailer.sendInBackground(returnStepMail(order, step, ret), order.id);
  }

  async function afterSale(userId: string, orderId: string): Promise<CustomerAfterSaleAnswer> {
    const order = await customerOrder(db, userId, orderId, false);
    const [lines, returns, window, orderRefunds] = await Promise.all([
      findLines(db, order.id),
      findReturns(db, order.id),
      windowOf(db, order),
      findOrderRefunds(db, order.id),
    ]);
    const { paidPaise, leftPaise } = refundAmounts(order.paymentId ? order.totalPaise : 0, orderRefunds);
    const asked = askedBack(returns);
    const formLines = lines.map((line) => {
      const left = line.quantity - (asked.get(line.position) ?? 0);
      return {
        position: line.position,
        name: orderLineName(line),
        quantityLeft: Math.max(0, left),
        refusal: lineRefusal(line, left),
      };
    });
    const anyReturnable = formLines.some((line) => line.refusal === null);
    const refusal = window.refusal ?? (anyReturnable ? null : nothingLeftToReturn(lines, asked));
    const allowed = window.refusal === null && anyReturnable;
    const cancelRefusal = customerCancelRefusal(order.status);
    return {
      success: true,
      cancel: {
        allowed: cancelRefusal === null,
        refusal: cancelRefusal,
        refundPaise: leftPaise,
        refundedEarlierPaise: paidPaise - leftPaise,
      },
      returnForm: {
        allowed,
        refusal,
        windowDays: window.days,
        lastDay: window.lastDay,
        lines: formLines,
      },
      returns: returnAnswers(order, lines, returns),
    };
  }

  /**
   * The order's lines and returns once the pieces wanted may be asked back: refused, saying
   * why, when the window has ended or a piece cannot be returned.
   */
  async function checkWanted(tx: Database, order: OrderRow, wanted: ReturnQuoteBody['lines']) {
    const window = await windowOf(tx, order);
    if (window.refusal) throw new HttpError(409, window.refusal);
    const [lines, returns] = await Promise.all([findLines(tx, order.id), findReturns(tx, order.id)]);
    const asked = askedBack(returns);
    for (const piece of wanted) {
      const line = lines.find((each) => each.position === piece.position);
      if (!line) throw new HttpError(400, RETURN_TEXTS.noSuchLine);
      const left = line.quantity - (asked.get(line.position) ?? 0);
      const refusal = lineRefusal(line, left);
      if (refusal) throw new HttpError(409, refusal);
      if (piece.quantity > left) throw new HttpError(409, RETURN_TEXTS.tooMany(orderLineName(line), left));
    }
    return { lines, returns };
  }

  /** What returning the pieces would refund, before the customer asks: nothing is stored. */
  async function quote(userId: string, orderId: string, body: ReturnQuoteBody): Promise<ReturnQuoteAnswer> {
    const order = await customerOrder(db, userId, orderId, false);
    const { lines, returns } = await checkWanted(db, order, body.lines);
    const asked = {
      id: 'asked',
      status: 'requested' as const,
      requestedAt: now(),
      refundedAt: null,
      lines: body.lines,
      refund: null,
    };
    const refund = refundsOfReturns(order, lines, returns, asked).get(asked.id);
    const couponWithdrawal = withdrawalAnswer(refund);
    const pieces = body.lines.reduce((sum, line) => sum + line.quantity, 0);
    return {
      success: true,
      amountPaise: refund?.refundPaise ?? 0,
      couponWithdrawal,
      notice: couponWithdrawal && RETURN_TEXTS.belowMinimum(couponWithdrawal, pieces),
    };
  }

  async function requestReturn(userId: string, orderId: string, body: ReturnRequestBody) {
    const created = await db.transaction(async (tx) => {
      // Holding the order keeps two requests at once from asking the same piece back twice.
      const order = await customerOrder(tx, userId, orderId, true);
      const { lines } = await checkWanted(tx, order, body.lines);
      const [row] = await tx
        .insert(orderReturns)
        .values({ orderId: order.id, reason: body.reason, requestedAt: now() })
        .returning();
      if (!row) throw new Error('The database stored no return row');
      await tx
        .insert(orderReturnLines)
        .values(
          body.lines.map((line) => ({ returnId: row.id, position: line.position, quantity: line.quantity })),
        );
      const returns = await findReturns(tx, order.id);
      const ret = returnAnswers(order, lines, returns).find((each) => each.id === row.id);
      if (!ret) throw new Error('The return just stored is not among the order’s');
      return { order, ret };
    });
    mailStep(created.order, 'requested', created.ret);
    return afterSale(userId, orderId);
  }

  /**
   * One step of a return by staff: in a transaction holding the order and the return, from
   * the status the step starts at, recorded in the audit log.
   */
  async function staffStep(
    request: { orderId: string; returnId: string; staffId: string },
    from: ReturnStatus,
    take: (
      tx: Database,
      order: OrderRow,
      current: OrderReturn & { refund: ReturnRefund | undefined },
    ) => Promise<{
      set: Partial<typeof orderReturns.$inferInsert>;
      action: `return.${string}`;
      after: Record<string, unknown>;
    }>,
  ) {
    if (!UUID.test(request.orderId)) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
    if (!UUID.test(request.returnId)) throw new HttpError(404, RETURN_TEXTS.returnNotFound);
    const orderId = request.orderId.toLowerCase();
    const returnId = request.returnId.toLowerCase();
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
      const [row] = await tx
        .select()
        .from(orderReturns)
        .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, orderId)))
        .for('update');
      if (!row) throw new HttpError(404, RETURN_TEXTS.returnNotFound);
      if (row.status !== from) throw new HttpError(409, RETURN_TEXTS.notNextStep(row.status));
      const lines = await findLines(tx, orderId);
      const returns = await findReturns(tx, orderId);
      const found = returns.find((each) => each.row.id === returnId) ?? { row, lines: [], refundMade: null };
      const refund = refundsOfReturns(order, lines, returns).get(returnId);
      const current = { ...returnAnswer(found, lines, refund), refund };
      const { set, action, after } = await take(tx, order, current);
      const [updated] = await tx
        .update(orderReturns)
        .set(set)
        .where(eq(orderReturns.id, returnId))
        .returning();
      if (!updated) throw new Error('The database updated no return row');
      await recordChange(tx, {
        staffId: request.staffId,
        action,
        subject: { type: 'order', id: orderId },
        before: { return: { id: returnId, status: row.status } },
        after: { return: { id: returnId, ...after } },
      });
      // Read again: the step may have set a refund aside for the return.
      const updatedReturns = await findReturns(tx, orderId);
      const ret = returnAnswers(order, lines, updatedReturns).find((each) => each.id === returnId);
      if (!ret) throw new Error('The return just changed is not among the order’s');
      return { order, ret };
    });
  }

  async function staffReturns(orderId: string): Promise<{ success: true; returns: OrderReturn[] }> {
    if (!UUID.test(orderId)) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
    const id = orderId.toLowerCase();
    const [found] = await db.select().from(orders).where(eq(orders.id, id));
    if (!found) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
    const [lines, returns] = await Promise.all([findLines(db, id), findReturns(db, id)]);
    return { success: true, returns: returnAnswers(found, lines, returns) };
  }

  return {
    afterSale,
    quote,
    requestReturn,
    staffReturns,

    async decide(request: { orderId: string; returnId: string; staffId: string; body: ReturnDecisionBody }) {
      const approve = request.body.decision === 'approve';
      const declineReason = approve ? null : (request.body.reason ?? '');
      const { order, ret } = await staffStep(request, 'requested', async () => ({
        set: { status: approve ? 'approved' : 'declined', decidedAt: now(), declineReason },
        action: approve ? 'return.approve' : 'return.decline',
        after: approve ? { status: 'approved' } : { status: 'declined', reason: declineReason },
      }));
      mailStep(order, approve ? 'approved' : 'declined', ret);
      return staffReturns(request.orderId);
    },

    async recordPickup(request: {
      orderId: string;
      returnId: string;
      staffId: string;
      body: ReturnPickupBody;
    }) {
      const pickup = { courier: request.body.courier, trackingNumber: request.body.trackingNumber };
      const { order, ret } = await staffStep(request, 'approved', async () => ({
        set: { status: 'picked_up', pickup, pickedUpAt: now() },
        action: 'return.pickup',
        after: { status: 'picked_up', pickup },
      }));
      mailStep(order, 'picked_up', ret);
      return staffReturns(request.orderId);
    },

    async markReceived(request: { orderId: string; returnId: string; staffId: string }) {
      const { order, ret } = await staffStep(request, 'picked_up', async () => ({
        set: { status: 'received', receivedAt: now() },
        action: 'return.receive',
        after: { status: 'received' },
      }));
      mailStep(order, 'received', ret);
      return staffReturns(request.orderId);
    },

    /**
     * The refund of a received return (return-refunds.ts): what its pieces cost as paid, less
     * the coupon discount of the pieces kept when they no longer reach the coupon's minimum,
     * set aside as one of the order's refunds in the step's transaction, its figures frozen on
     * the return, and asked of the provider after it. The refund's mail and its credit note
     * follow when the provider has processed it. A return with nothing to refund is closed
     * without a refund, and its customer is told why.
     */
    async refund(request: { orderId: string; returnId: string; staffId: string }) {
      let reserved: { refundId: string; paymentId: string } | undefined;
      const { order, ret } = await staffStep(request, 'received', async (tx, order, current) => {
        const refund = current.refund;
        if (!refund) throw new Error('A return to refund has no figures');
        const withdrawal = withdrawalAnswer(refund);
        const pieces = current.lines.map((line) => `${line.name} × ${line.quantity}`).join(', ');
        const reason = `${RETURN_TEXTS.refundReason}: ${pieces}${
          withdrawal ? `; ${RETURN_TEXTS.refundReasonWithdrawal(withdrawal)}` : ''
        }`;
        reserved =
          refund.refundPaise === 0
            ? undefined
            : await refunds.reserve(tx, order, {
                amountPaise: refund.refundPaise,
                reason,
                staffId: request.staffId,
              });
        return {
          set: { status: 'refunded', refundId: reserved?.refundId ?? null, refundedAt: now(), refund },
          action: 'return.refund',
          after: {
            status: 'refunded',
            refund: reserved ? { id: reserved.refundId, amountPaise: refund.refundPaise } : null,
            ...(withdrawal && { couponWithdrawal: withdrawal }),
          },
        };
      });
      if (reserved) {
        const asked = reserved;
        try {
          await refunds.ask(asked, ret.amountPaise);
        } catch (error) {
          // The provider refused it or could not be reached: the refund is failed, and the
          // return waits for its refund again.
          await db
            .update(orderReturns)
            .set({ status: 'received', refundId: null, refundedAt: null, refund: null })
            .where(and(eq(orderReturns.id, ret.id), eq(orderReturns.refundId, asked.refundId)));
          throw error;
        }
      } else {
        mailStep(order, 'refunded', ret);
      }
      return staffReturns(request.orderId);
    },

    toReview: async () => ({ success: true as const, returns: await findReturnsToReview(db) }),

    windowDays: async () => ({ success: true as const, days: await windowDays() }),

    async setWindowDays(staffId: string, days: number) {
      await db.transaction(async (tx) => {
        const before = await windowDays(tx);
        await writeShopSetting(tx, RETURN_WINDOW_SETTING, days);
        await recordChange(tx, {
          staffId,
          action: 'settings.update',
          subject: { type: 'setting', id: RETURN_WINDOW_SETTING },
          before: { days: before },
          after: { days },
        });
      });
      return { success: true as const, days };
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
