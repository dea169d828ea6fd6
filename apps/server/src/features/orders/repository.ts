import { and, asc, desc, eq, inArray } from 'drizzle-orm';
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

export async function findCustomerOrders(
  db: Database,
  userId: string,
  orderId?: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }[]> {
  const found = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), orderId === undefined ? undefined : eq(orders.id, orderId)))
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
