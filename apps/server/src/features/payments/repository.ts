import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CustomerDetails } from '@shop/shared/checkout-api';
import type { Customization } from '@shop/shared/customization-schema';
import type { Paise } from '@shop/shared/money';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, paymentEvents, products, uploads, type OrderRow } from '../../db/schema.ts';

export interface PricedProduct {
  id: number;
  name: string;
  image: string;
  pricePaise: Paise;
  inStock: boolean;
}

export async function findProductsForPricing(db: Database, ids: readonly number[]): Promise<PricedProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      image: sql<string>`coalesce(${products.images}[1], '')`,
      pricePaise: products.pricePaise,
      inStock: products.inStock,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export interface NewOrderLine {
  productId: number;
  name: string;
  image: string;
  unitPricePaise: Paise;
  quantity: number;
  size: string | undefined;
  variant: string | undefined;
  customization: Customization | undefined;
}

export interface NewOrder {
  userId: string;
  subtotalPaise: Paise;
  shippingPaise: Paise;
  customer: CustomerDetails;
  /** The uploads the lines' personalisations name, in lower case. */
  uploadIds: readonly string[];
  lines: readonly NewOrderLine[];
}

/** The order and its lines in one transaction: either both are stored or neither. */
export async function insertPendingOrder(db: Database, order: NewOrder): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        userId: order.userId,
        subtotalPaise: order.subtotalPaise,
        shippingPaise: order.shippingPaise,
        totalPaise: order.subtotalPaise + order.shippingPaise,
        customer: order.customer,
        uploadIds: [...order.uploadIds],
      })
      .returning({ id: orders.id });
    if (!row) throw new Error('The database stored no order row');
    await tx.insert(orderLines).values(
      order.lines.map((line, position) => ({
        orderId: row.id,
        position,
        productId: line.productId,
        name: line.name,
        image: line.image,
        unitPricePaise: line.unitPricePaise,
        quantity: line.quantity,
        size: line.size ?? null,
        variant: line.variant ?? null,
        customization: line.customization ?? null,
      })),
    );
    return row.id;
  });
}

export async function attachProviderOrder(db: Database, orderId: string, providerOrderId: string) {
  await db.update(orders).set({ providerOrderId }).where(eq(orders.id, orderId));
}

export async function findOrderByProviderOrder(
  db: Database,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return row;
}

export async function findOrderByPayment(db: Database, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
  return row;
}

/**
 * Marks an order paid, in one statement: of two callers at once (the browser's verification
 * and the webhook) one changes the row and the other finds it paid. An expired order is paid
 * too: the money was taken. Its uploads are kept for good in the same transaction. Answers
 * whether this call was the one.
 */
export async function markOrderPaid(db: Database, orderId: string, paymentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paymentId, paidAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'expired'])))
      .returning({ uploadIds: orders.uploadIds });
    if (!paid) return false;
    if (paid.uploadIds.length > 0) {
      await tx
        .update(uploads)
        .set({ placedAt: sql`coalesce(${uploads.placedAt}, now())` })
        .where(inArray(uploads.id, paid.uploadIds));
    }
    return true;
  });
}

export async function isEventHandled(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, eventId));
  return row !== undefined;
}

export async function recordEvent(db: Database, eventId: string, event: string): Promise<void> {
  await db.insert(paymentEvents).values({ eventId, event }).onConflictDoNothing();
}
