/**
 * The SQL of returns: a customer's order, its lines, its returns and their lines, and what
 * each return refunds (packages/shared/src/return-refunds.ts).
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { orderReference } from '@shop/shared/checkout';
import {
  returnRefunds,
  returnsInTurn,
  type OrderCouponTerms,
  type ReturnInTurn,
  type ReturnOrderLine,
  type ReturnRefund,
} from '@shop/shared/return-refunds';
import {
  RETURNS_TO_REVIEW,
  type CouponWithdrawalAnswer,
  type OrderReturn,
  type ReturnsToReviewAnswer,
} from '@shop/shared/returns';
import type { RefundStatus } from '@shop/shared/refunds';
import { orderLineName } from '@shop/shared/variants';
import type { Database } from '../../db/client.ts';
import {
  orderEvents,
  orderLines,
  orderReturnLines,
  orderReturns,
  orders,
  refunds,
  type OrderLineRow,
  type OrderReturnRow,
  type OrderRow,
} from '../../db/schema.ts';

export async function findLines(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

/** When the order was last marked delivered. */
export async function deliveredAt(db: Database, orderId: string): Promise<Date | undefined> {
  const [event] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
    .orderBy(desc(orderEvents.at))
    .limit(1);
  return event?.at;
}

export interface ReturnWithLines {
  row: OrderReturnRow;
  lines: { position: number; quantity: number }[];
  /** The refund set aside at its refund step, as it stands; null without one. */
  refundMade: { status: RefundStatus; settledAt: Date | null } | null;
}

export async function findReturns(db: Database, orderId: string): Promise<ReturnWithLines[]> {
  const rows = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.requestedAt));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderReturnLines)
    .where(
      inArray(
        orderReturnLines.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderReturnLines.position));
  const refundIds = rows.flatMap((row) => (row.refundId ? [row.refundId] : []));
  const made =
    refundIds.length === 0
      ? []
      : await db
          .select({ id: refunds.id, status: refunds.status, settledAt: refunds.settledAt })
          .from(refunds)
          .where(inArray(refunds.id, refundIds));
  return rows.map((row) => {
    const refund = made.find((each) => each.id === row.refundId);
    return {
      row,
      lines: lines
        .filter((line) => line.returnId === row.id)
        .map(({ position, quantity }) => ({ position, quantity })),
      refundMade: refund ? { status: refund.status, settledAt: refund.settledAt } : null,
    };
  });
}

/** The order's coupon with its minimum as it was priced; null without one. */
export function orderCouponOf(
  order: Pick<OrderRow, 'couponCode' | 'couponMinOrderPaise'>,
): OrderCouponTerms | null {
  return order.couponCode !== null && order.couponMinOrderPaise !== null
    ? { code: order.couponCode, minOrderPaise: order.couponMinOrderPaise }
    : null;
}

const returnLinesOf = (orderLineRows: readonly OrderLineRow[]): ReturnOrderLine[] =>
  orderLineRows.map((line) => ({
    position: line.position,
    // The credit note names the piece as the invoice did, with its variant.
    name: orderLineName(line),
    unitPricePaise: line.unitPricePaise,
    quantity: line.quantity,
    priceBreakup: line.priceBreakup,
    couponDiscountPaise: line.couponDiscountPaise,
  }));

const inTurn = ({ row, lines }: ReturnWithLines): ReturnInTurn => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt,
  refundedAt: row.refundedAt,
  lines,
  refund: row.refund,
});

/**
 * Every return's refund (return-refunds.ts), by id: those that count in their turn, and a
 * declined one as what its pieces cost. `asked`, a return not asked for yet, comes last.
 */
export function refundsOfReturns(
  order: Pick<OrderRow, 'couponCode' | 'couponMinOrderPaise'>,
  orderLineRows: readonly OrderLineRow[],
  returns: readonly ReturnWithLines[],
  asked?: ReturnInTurn,
): Map<string, ReturnRefund> {
  const lines = returnLinesOf(orderLineRows);
  const turns = [...returnsInTurn(returns.map(inTurn)), ...(asked ? [asked] : [])];
  const refunds = returnRefunds(lines, orderCouponOf(order), turns);
  for (const found of returns) {
    if (refunds.has(found.row.id)) continue;
    const alone = returnRefunds(lines, null, [inTurn(found)]).get(found.row.id);
    if (alone) refunds.set(found.row.id, alone);
  }
  return refunds;
}

/** The coupon discount a return takes back, as the customer and staff read it. */
export function withdrawalAnswer(refund: ReturnRefund | undefined): CouponWithdrawalAnswer | null {
  if (!refund?.withdrawal) return null;
  const { code, minOrderPaise, discountPaise } = refund.withdrawal;
  return { code, minOrderPaise, discountPaise, returnedPaise: refund.returned.totalPaise };
}

/** A return as both the customer and staff read it, with its refund (refundsOfReturns). */
export function returnAnswer(
  found: ReturnWithLines,
  orderLineRows: readonly OrderLineRow[],
  refund: ReturnRefund | undefined,
): OrderReturn {
  const { row } = found;
  const lines = found.lines.map((line) => {
    const orderLine = orderLineRows.find((each) => each.position === line.position);
    return {
      position: line.position,
      name: orderLine ? orderLineName(orderLine) : '',
      quantity: line.quantity,
      unitPricePaise: orderLine?.unitPricePaise ?? 0,
    };
  });
  const steps = [
    { status: 'requested' as const, at: row.requestedAt },
    ...(row.decidedAt
      ? [
          {
            status: row.status === 'declined' ? ('declined' as const) : ('approved' as const),
            at: row.decidedAt,
          },
        ]
      : []),
    ...(row.pickedUpAt ? [{ status: 'picked_up' as const, at: row.pickedUpAt }] : []),
    ...(row.receivedAt ? [{ status: 'received' as const, at: row.receivedAt }] : []),
    ...(row.refundedAt ? [{ status: 'refunded' as const, at: row.refundedAt }] : []),
  ];
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    declineReason: row.declineReason,
    pickup: row.pickup,
    lines,
    amountPaise: refund?.refundPaise ?? 0,
    couponWithdrawal: withdrawalAnswer(refund),
    steps: steps.map((step) => ({ status: step.status, at: step.at.toISOString() })),
    refundState: found.refundMade
      ? { status: found.refundMade.status, settledAt: found.refundMade.settledAt?.toISOString() ?? null }
      : null,
  };
}

/** Every return of the order as read, with its refund. */
export function returnAnswers(
  order: Pick<OrderRow, 'couponCode' | 'couponMinOrderPaise'>,
  orderLineRows: readonly OrderLineRow[],
  returns: readonly ReturnWithLines[],
): OrderReturn[] {
  const refunds = refundsOfReturns(order, orderLineRows, returns);
  return returns.map((found) => returnAnswer(found, orderLineRows, refunds.get(found.row.id)));
}

/** The order's refunds, to tell what a cancellation still refunds. */
export async function findOrderRefunds(db: Database, orderId: string) {
  return db
    .select({ amountPaise: refunds.amountPaise, status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
}

/** Returns waiting for staff, the oldest first. */
export async function findReturnsToReview(db: Database): Promise<ReturnsToReviewAnswer['returns']> {
  const rows = await db
    .select({
      row: orderReturns,
      customer: orders.customer,
      couponCode: orders.couponCode,
      couponMinOrderPaise: orders.couponMinOrderPaise,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(inArray(orderReturns.status, [...RETURNS_TO_REVIEW]))
    .orderBy(asc(orderReturns.requestedAt))
    .limit(100);
  const answers: ReturnsToReviewAnswer['returns'] = [];
  for (const { row, customer, ...coupon } of rows) {
    const returns = await findReturns(db, row.orderId);
    const refundsByReturn = refundsOfReturns(coupon, await findLines(db, row.orderId), returns);
    answers.push({
      id: row.id,
      orderId: row.orderId,
      reference: orderReference(row.orderId),
      customerName: customer.name,
      status: row.status,
      amountPaise: refundsByReturn.get(row.id)?.refundPaise ?? 0,
      at: (row.receivedAt ?? row.requestedAt).toISOString(),
    });
  }
  return answers;
}
