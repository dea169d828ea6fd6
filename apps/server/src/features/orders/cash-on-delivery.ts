/**
 * The end of an order paid on delivery (cash-on-delivery.ts): its cash remitted by the courier,
 * which is its payment, or the parcel brought back undelivered, which puts its pieces back in
 * stock and ends it with nothing owed; and the cash couriers still owe.
 */
import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import {
  CASH_ON_DELIVERY_TEXTS,
  REMITTANCE_OVERDUE_DAYS,
  remittancePaymentId,
  type CashOwed,
  type NotDeliveredBody,
  type RemittanceBody,
} from '@shop/shared/cash-on-delivery';
import { orderReference } from '@shop/shared/checkout';
import { rupeesToPaise } from '@shop/shared/money';
import { ADMIN_ORDER_TEXTS } from '@shop/shared/admin-orders';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { orderEvents, orderLines, orders, products, productVariants } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { notDeliveredMail } from './ending-mail.ts';
import type { ShippingDocuments } from './fulfilment.ts';

/**
 * A shipped order paid on delivery the courier brought back (its returned-to-origin tracking
 * step, or staff for a parcel sent by hand): `not_delivered` on its timeline, its pieces back
 * in stock (each variant's, or its piece's), and its invoice taken back by a credit note, in one
 * transaction that holds the order so it is done once. Nothing was paid, so nothing is refunded;
 * it counts against its customer's limit. The customer is mailed the credit note once it is committed.
 * `staffId` null: the courier's tracking took it. Answers false when it was already done.
 */
export async function markNotDelivered(
  db: Database,
  { documents, mailer }: { documents: ShippingDocuments; mailer: Mailer },
  step: { orderId: string; staffId: string | null; body?: NotDeliveredBody },
): Promise<boolean> {
  const ended = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, step.orderId)).for('update');
    if (!order) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
    if (order.status === 'not_delivered') return undefined;
    if (order.paymentMethod !== 'cash_on_delivery' || order.status !== 'shipped') {
      throw new HttpError(409, CASH_ON_DELIVERY_TEXTS.notDeliveredNotNow);
    }
    const returnedAt = new Date();
    await tx.update(orders).set({ status: 'not_delivered' }).where(eq(orders.id, order.id));
    await documents.issueUndeliveredCreditNote(tx, order.id, returnedAt);
    await tx.insert(orderEvents).values({
      at: returnedAt,
      orderId: order.id,
      status: 'not_delivered',
      staffId: step.staffId,
      note: step.body?.note || null,
    });
    const pieces = await tx
      .select({
        productId: orderLines.productId,
        variantId: orderLines.variantId,
        quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
      })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.productId)))
      .groupBy(orderLines.productId, orderLines.variantId)
      .orderBy(asc(orderLines.productId), asc(orderLines.variantId));
    for (const piece of pieces) {
      // The pieces came back made: they are in stock again, a variant made to order too.
      if (piece.variantId !== null) {
        await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} + ${piece.quantity}` })
          .where(eq(productVariants.id, piece.variantId));
      } else if (piece.productId !== null) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${piece.quantity}` })
          .where(eq(products.id, piece.productId));
      }
    }
    if (step.staffId) {
      await recordChange(tx, {
        staffId: step.staffId,
        action: 'order.step',
        subject: { type: 'order', id: order.id },
        before: { status: order.status },
        after: { status: 'not_delivered', note: step.body?.note ?? null },
      });
    }
    return order;
  });
  if (!ended) return false;
  // An erased customer has no address left to write to.
  if (ended.customer.email) {
    mailer.sendInBackground(
      documents
        .undeliveredCreditNoteOf(ended.id)
        .then((creditNote) => notDeliveredMail({ ...ended, creditNote })),
      ended.id,
    );
  }
  return true;
}

/**
 * The courier remitted the cash of a delivered order paid on delivery: its payment, kept as
 * `cod_<reference>` with the moment it was recorded. The amount must be the order's total (the
 * courier collects it whole); a reference is recorded for one order only.
 */
export async function recordRemittance(
  db: Database,
  remittance: { orderId: string; staffId: string; body: RemittanceBody },
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, remittance.orderId)).for('update');
      if (!order) throw new HttpError(404, ADMIN_ORDER_TEXTS.notFound);
      if (order.paymentMethod !== 'cash_on_delivery' || order.status !== 'delivered' || order.paymentId) {
        throw new HttpError(409, CASH_ON_DELIVERY_TEXTS.remittanceNotNow);
      }
      if (rupeesToPaise(remittance.body.amount) !== order.totalPaise) {
        throw new HttpError(409, CASH_ON_DELIVERY_TEXTS.remittanceAmountWrong(order.totalPaise));
      }
      const paymentId = remittancePaymentId(remittance.body.reference);
      const paidAt = new Date();
      await tx.update(orders).set({ paymentId, paidAt }).where(eq(orders.id, order.id));
      await recordChange(tx, {
        staffId: remittance.staffId,
        action: 'order.remittance',
        subject: { type: 'order', id: order.id },
        before: { paymentId: null },
        after: { paymentId, amountPaise: order.totalPaise },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, CASH_ON_DELIVERY_TEXTS.remittanceReferenceUsed);
    throw error;
  }
}

/**
 * The cash the couriers owe: every delivered order paid on delivery without its remittance,
 * and those delivered more than REMITTANCE_OVERDUE_DAYS before `now`, to chase.
 */
export async function cashOwed(db: Database, now: Date): Promise<CashOwed> {
  const deliveredAt = max(orderEvents.at);
  const rows = await db
    .select({ id: orders.id, totalPaise: orders.totalPaise, deliveredAt })
    .from(orders)
    .leftJoin(orderEvents, and(eq(orderEvents.orderId, orders.id), eq(orderEvents.status, 'delivered')))
    .where(
      and(
        eq(orders.paymentMethod, 'cash_on_delivery'),
        inArray(orders.status, ['delivered']),
        isNull(orders.paymentId),
      ),
    )
    .groupBy(orders.id)
    .orderBy(asc(deliveredAt), asc(orders.id));
  const overdueBefore = now.getTime() - REMITTANCE_OVERDUE_DAYS * 24 * 3_600_000;
  return {
    owedPaise: rows.reduce((sum, row) => sum + row.totalPaise, 0),
    orders: rows.length,
    overdue: rows.flatMap((row) =>
      row.deliveredAt && new Date(row.deliveredAt).getTime() < overdueBefore
        ? [
            {
              id: row.id,
              reference: orderReference(row.id),
              totalPaise: row.totalPaise,
              deliveredAt: new Date(row.deliveredAt).toISOString(),
            },
          ]
        : [],
    ),
  };
}
