import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { eraseFromChanges } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import type { CustomerOrder } from '@shop/shared/checkout-api';
import { AUDIT_ERASED_VALUE } from '@shop/shared/staff';
import {
  invoices,
  orderEvents,
  orderLines,
  orderReturns,
  orders,
  receiptVouchers,
  refunds,
  type OrderLineRow,
  type OrderRow,
} from '../../db/schema.ts';

export async function findPaidOrderByPayment(
  db: Database,
  paymentId: string,
  userId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), eq(orders.userId, userId)));
  return row;
}

export interface OrderWithLines {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** Orders with their lines, newest first: a customer's (all or one), or one order by its id. */
export async function findOrdersWithLines(
  db: Database,
  filter: { userId?: string; orderId?: string },
): Promise<OrderWithLines[]> {
  const found = await db
    .select()
    .from(orders)
    .where(
      and(
        filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
        filter.orderId === undefined ? undefined : eq(orders.id, filter.orderId),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(100);
  if (found.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        found.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.position));
  return found.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id) }));
}

/** The steps staff took on the orders (fulfilment.ts), oldest first; who took them stays the shop's. */
export async function findOrderSteps(
  db: Database,
  orderIds: readonly string[],
): Promise<{ orderId: string; status: OrderRow['status']; at: Date; refundPaise: number | null }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderEvents.orderId,
      status: orderEvents.status,
      at: orderEvents.at,
      refundPaise: orderEvents.refundPaise,
    })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(asc(orderEvents.at));
}

/**
 * The document each order's customer downloads: its tax invoice once it has one, its receipt
 * voucher before; orders with neither are left out.
 */
export async function findCustomerDocuments(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, NonNullable<CustomerOrder['taxDocument']>>> {
  if (orderIds.length === 0) return new Map();
  const [receipts, invoiced] = await Promise.all([
    db
      .select({ orderId: receiptVouchers.orderId })
      .from(receiptVouchers)
      .where(inArray(receiptVouchers.orderId, [...orderIds])),
    db
      .select({ orderId: invoices.orderId })
      .from(invoices)
      .where(inArray(invoices.orderId, [...orderIds])),
  ]);
  return new Map([
    ...receipts.map(({ orderId }) => [orderId, 'receipt_voucher'] as const),
    ...invoiced.map(({ orderId }) => [orderId, 'invoice'] as const),
  ]);
}

/** The refunds of the orders not failed, oldest first, as their customer reads them. */
export async function findCustomerRefunds(
  db: Database,
  orderIds: readonly string[],
): Promise<
  {
    orderId: string;
    amountPaise: number;
    status: 'pending' | 'processed';
    askedAt: Date;
    processedAt: Date | null;
  }[]
> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: refunds.orderId,
      amountPaise: refunds.amountPaise,
      status: refunds.status,
      askedAt: refunds.createdAt,
      settledAt: refunds.settledAt,
    })
    .from(refunds)
    .where(and(inArray(refunds.orderId, [...orderIds]), ne(refunds.status, 'failed')))
    .orderBy(asc(refunds.createdAt));
  return rows.map(({ settledAt, status, ...row }) => ({
    ...row,
    status: status === 'processed' ? 'processed' : 'pending',
    processedAt: status === 'processed' ? settledAt : null,
  }));
}

export async function markConfirmationMailed(db: Database, orderId: string): Promise<void> {
  await db.update(orders).set({ confirmationMailedAt: new Date() }).where(eq(orders.id, orderId));
}

/** When an order was paid, or confirmed when paid on delivery: its confirmation mail follows. */
const confirmedOrPaidAt = sql<Date>`coalesce(${orders.confirmedAt}, ${orders.paidAt})`;
/** A moment compared with an expression, which has no column to say its type. */
const moment = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** Paid orders whose confirmation never went out (the server stopped first), paid between the two times. */
export async function findPaidOrdersNotMailed(
  db: Database,
  paidAfter: Date,
  paidBefore: Date,
): Promise<string[]> {
  const found = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNull(orders.confirmationMailedAt),
        gt(confirmedOrPaidAt, moment(paidAfter)),
        lt(confirmedOrPaidAt, moment(paidBefore)),
      ),
    )
    .limit(100);
  return found.map((order) => order.id);
}

/** How many orders paid between the two times have no confirmation out yet, and when the oldest was paid. */
export async function unmailedConfirmations(
  db: Database,
  paidAfter: Date,
  paidBefore: Date,
): Promise<{ count: number; oldestPaidAt: Date | undefined }> {
  const [found] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${confirmedOrPaidAt})::text`,
    })
    .from(orders)
    .where(
      and(
        isNull(orders.confirmationMailedAt),
        gt(confirmedOrPaidAt, moment(paidAfter)),
        lt(confirmedOrPaidAt, moment(paidBefore)),
      ),
    );
  return { count: found?.count ?? 0, oldestPaidAt: found?.oldest ? new Date(found.oldest) : undefined };
}

/**
 * Orders still waiting for their payment that were made before `cutoff` expire, and orders
 * to be paid on delivery still awaiting their confirmation at `now`, past their deadline;
 * answers how many.
 */
export async function expireOrdersMadeBefore(db: Database, cutoff: Date, now = new Date()): Promise<number> {
  const expired = await db
    .update(orders)
    .set({ status: 'expired' })
    .where(
      or(
        and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff)),
        and(eq(orders.status, 'awaiting_confirmation'), lte(orders.confirmBy, now)),
      ),
    )
    .returning({ id: orders.id });
  return expired.length;
}

/**
 * The fields of an order's audit entries in which staff may have written about its customer:
 * a cancellation's reason and a refund's (refunds.ts).
 */
const NOTES_IN_AUDIT = ['reason', 'refund.reason'];

/**
 * Erases a customer from their orders, in one transaction: the orders never paid go with their
 * lines; the paid ones keep what `keep` leaves of the customer, their lines lose their
 * personalisations, their gift its message, and they no longer name uploads. The orders'
 * audit entries lose the notes staff wrote on them. Answers the uploads the orders named, for the caller to remove.
 */
export async function eraseCustomerFromOrders(
  db: Database,
  userId: string,
  keep: (order: Pick<OrderRow, 'customer' | 'totalPaise'>) => OrderRow['customer'],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Locked, so a payment arriving meanwhile waits and then finds the order as left here.
    const own = await tx.select().from(orders).where(eq(orders.userId, userId)).for('update');
    await eraseFromChanges(tx, { type: 'order', ids: own.map((order) => order.id) }, NOTES_IN_AUDIT);
    // Never paid: waiting, expired, or cancelled before its payment. An order to be paid on
    // delivery that its customer confirmed is a sale (made, shipped, invoiced) though its cash
    // may not have come: it is kept as a paid one is.
    await tx
      .delete(orders)
      .where(and(eq(orders.userId, userId), isNull(orders.paymentId), isNull(orders.confirmedAt)));
    const paid = own.filter((order) => order.paymentId !== null || order.confirmedAt !== null);
    for (const order of paid) {
      await tx
        .update(orders)
        .set({
          customer: keep(order),
          uploadIds: [],
          customerErasedAt: new Date(),
          // The gift's message is the customer's words, on no invoice; the wrap stays.
          gift: order.gift ? { message: '', wrap: order.gift.wrap } : null,
        })
        .where(eq(orders.id, order.id));
    }
    if (paid.length > 0) {
      await tx
        .update(orderLines)
        .set({ customization: null })
        .where(
          inArray(
            orderLines.orderId,
            paid.map((order) => order.id),
          ),
        );
      const paidIds = paid.map((order) => order.id);
      // What the customer wrote themselves: their cancellation's reason and their returns' reasons.
      await tx
        .update(orderEvents)
        .set({ note: null })
        .where(and(inArray(orderEvents.orderId, paidIds), eq(orderEvents.byCustomer, true)));
      await tx
        .update(orderReturns)
        .set({ reason: AUDIT_ERASED_VALUE })
        .where(inArray(orderReturns.orderId, paidIds));
    }
    return [...new Set(own.flatMap((order) => order.uploadIds))];
  });
}
