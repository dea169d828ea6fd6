import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, type OrderLineRow, type OrderRow } from '../../db/schema.ts';

export async function findPaidOrderByPayment(
  db: Database,
  paymentId: string,
  userId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), eq(orders.status, 'paid'), eq(orders.userId, userId)));
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

export async function markConfirmationMailed(db: Database, orderId: string): Promise<void> {
  await db.update(orders).set({ confirmationMailedAt: new Date() }).where(eq(orders.id, orderId));
}

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
        eq(orders.status, 'paid'),
        isNull(orders.confirmationMailedAt),
        gt(orders.paidAt, paidAfter),
        lt(orders.paidAt, paidBefore),
      ),
    )
    .limit(100);
  return found.map((order) => order.id);
}

/** Orders still waiting for their payment that were made before `cutoff` expire; answers how many. */
export async function expireOrdersMadeBefore(db: Database, cutoff: Date): Promise<number> {
  const expired = await db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.status, 'pending'), lt(orders.createdAt, cutoff)))
    .returning({ id: orders.id });
  return expired.length;
}
