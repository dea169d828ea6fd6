/** The SQL of returns: a customer's order, its lines, its returns and their lines. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { orderReference } from '@shop/shared/checkout';
import { linePaidPaise, paidForPieces } from '@shop/shared/coupons';
import type { Paise } from '@shop/shared/money';
import { RETURNS_TO_REVIEW, type OrderReturn, type ReturnsToReviewAnswer } from '@shop/shared/returns';
import type { Database } from '../../db/client.ts';
import {
  orderEvents,
  orderLines,
  orderReturnLines,
  orderReturns,
  orders,
  type OrderLineRow,
  type OrderReturnRow,
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
  return rows.map((row) => ({
    row,
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map(({ position, quantity }) => ({ position, quantity })),
  }));
}

/**
 * A return as both the customer and staff read it, its amount from the lines' frozen prices:
 * what the customer actually paid for the pieces, a coupon's share taken off (coupons.ts).
 */
export function returnAnswer(found: ReturnWithLines, orderLineRows: readonly OrderLineRow[]): OrderReturn {
  const { row } = found;
  const paid: Paise[] = [];
  const lines = found.lines.map((line) => {
    const orderLine = orderLineRows.find((each) => each.position === line.position);
    paid.push(orderLine ? paidForPieces(linePaidPaise(orderLine), orderLine.quantity, line.quantity) : 0);
    return {
      position: line.position,
      name: orderLine?.name ?? '',
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
    amountPaise: paid.reduce((total, amount) => total + amount, 0),
    steps: steps.map((step) => ({ status: step.status, at: step.at.toISOString() })),
  };
}

/** Returns waiting for staff, the oldest first. */
export async function findReturnsToReview(db: Database): Promise<ReturnsToReviewAnswer['returns']> {
  const rows = await db
    .select({ row: orderReturns, customer: orders.customer })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(inArray(orderReturns.status, [...RETURNS_TO_REVIEW]))
    .orderBy(asc(orderReturns.requestedAt))
    .limit(100);
  const answers: ReturnsToReviewAnswer['returns'] = [];
  for (const { row, customer } of rows) {
    const [found] = (await findReturns(db, row.orderId)).filter((each) => each.row.id === row.id);
    const answer = returnAnswer(found ?? { row, lines: [] }, await findLines(db, row.orderId));
    answers.push({
      id: row.id,
      orderId: row.orderId,
      reference: orderReference(row.orderId),
      customerName: customer.name,
      status: row.status,
      amountPaise: answer.amountPaise,
      at: (row.receivedAt ?? row.requestedAt).toISOString(),
    });
  }
  return answers;
}
