import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { CustomerDetails } from '@shop/shared/checkout-api';
import type { Customization } from '@shop/shared/personalisation-schema';
import type { Gift } from '@shop/shared/gift-texts';
import type { Language } from '@shop/shared/languages';
import type { Paise } from '@shop/shared/money';
import type { PriceBreakup, Purity } from '@shop/shared/pricing';
import type { ProductOption } from '@shop/shared/variants';
import type { Database } from '../../db/client.ts';
import {
  orderEvents,
  orderLines,
  orders,
  paymentEvents,
  products,
  productVariants,
  testProviderRecords,
  unmatchedPayments,
  uploads,
  type OrderRow,
} from '../../db/schema.ts';
import type { UnmatchedPaymentReason } from '@shop/shared/payment-reconciliation';
import type { TestProviderLedger } from './provider.ts';

export interface PricedProduct {
  id: number;
  name: string;
  image: string;
  pricePaise: Paise;
  /** Stored for a rate-priced piece with its price; null for a fixed price. */
  priceBreakup: PriceBreakup | null;
  stock: number;
  archived: boolean;
  purity: Purity;
  options: ProductOption[];
  variants: PricedVariant[];
}

/** A variant as checkout prices it and looks at its stock. */
export interface PricedVariant {
  id: number;
  sku: string;
  values: string[];
  gram: number;
  purity: Purity | null;
  pricePaise: Paise;
  priceBreakup: PriceBreakup | null;
  stock: number;
  madeToOrderDays: number | null;
}

export async function findProductsForPricing(db: Database, ids: readonly number[]): Promise<PricedProduct[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      image: sql<string>`coalesce(${products.images}[1], '')`,
      pricePaise: products.pricePaise,
      priceBreakup: products.priceBreakup,
      stock: products.stock,
      archived: sql<boolean>`${products.archivedAt} IS NOT NULL`,
      purity: products.purity,
      options: products.options,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .then(async (rows) => {
      const variants = await db
        .select({
          productId: productVariants.productId,
          id: productVariants.id,
          sku: productVariants.sku,
          values: productVariants.values,
          gram: productVariants.gram,
          purity: productVariants.purity,
          pricePaise: productVariants.pricePaise,
          priceBreakup: productVariants.priceBreakup,
          stock: productVariants.stock,
          madeToOrderDays: productVariants.madeToOrderDays,
        })
        .from(productVariants)
        .where(inArray(productVariants.productId, [...ids]))
        .orderBy(asc(productVariants.position), asc(productVariants.id));
      return rows.map((row) => ({
        ...row,
        variants: variants.filter((variant) => variant.productId === row.id),
      }));
    });
}

export interface NewOrderLine {
  productId: number;
  name: string;
  image: string;
  unitPricePaise: Paise;
  /** The unit price explained, kept with the order whatever the rate does later. */
  priceBreakup: PriceBreakup;
  quantity: number;
  size: string | undefined;
  variant: string | undefined;
  /** The variant bought and what it was then: frozen with the line. */
  bought?: {
    variantId: number;
    sku: string;
    grossWeightMg: number;
    purity: Purity;
    madeToOrderDays: number | null;
  };
  customization: Customization | undefined;
  /** What the order's coupon took off the line's taxable value; 0 without one. */
  couponDiscountPaise?: Paise;
}

export interface NewOrder {
  userId: string;
  subtotalPaise: Paise;
  shippingPaise: Paise;
  /**
   * The coupon the order was priced with, its minimum order then (a return below it takes the
   * discount back), and what it saved, GST included.
   */
  coupon?: { id: number; code: string; minOrderPaise: Paise; discountPaise: Paise } | undefined;
  customer: CustomerDetails;
  /** The buyer's PAN, for an order of ₹2,00,000 or more. */
  buyerPan: string | null;
  /** Sent as a gift: its message and wrap (gifts.ts). */
  gift?: Gift | null;
  /** The language its customer's mails are in; English when not said. */
  language?: Language | undefined;
  /** The uploads the lines' personalisations name, in lower case. */
  uploadIds: readonly string[];
  lines: readonly NewOrderLine[];
  /**
   * Paid on delivery: its fee, in the total, and until when it waits for its customer's
   * confirmation; stored awaiting it, with no provider order. Paid online without it.
   */
  cashOnDelivery?: { feePaise: Paise; confirmBy: Date } | undefined;
}

/**
 * Holds a use of the order's coupon inside the transaction that stores the order, once the
 * order is written (the coupons feature): answers until when, null for a coupon that holds
 * none, or refuses (an HttpError), which stores nothing.
 */
export type HoldCouponUse = (
  tx: Database,
  hold: { orderId: string; couponId: number; userId: string },
) => Promise<Date | null>;

/**
 * The order and its lines in one transaction: either both are stored or neither. An order
 * with a coupon holds its use in the same transaction (`holdCouponUse`), so a use is never
 * held for an order that was not stored, nor an order stored without the hold it was promised.
 */
export async function insertPendingOrder(
  db: Database,
  order: NewOrder,
  holdCouponUse: HoldCouponUse,
  /** What else the order's transaction records with it (the WhatsApp consent its box gave). */
  alsoRecord: (tx: Database, orderId: string) => Promise<void> = async () => {},
): Promise<{ orderId: string; couponHeldUntil: Date | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        userId: order.userId,
        subtotalPaise: order.subtotalPaise,
        shippingPaise: order.shippingPaise,
        totalPaise:
          order.subtotalPaise -
          (order.coupon?.discountPaise ?? 0) +
          order.shippingPaise +
          (order.cashOnDelivery?.feePaise ?? 0),
        couponId: order.coupon?.id ?? null,
        couponCode: order.coupon?.code ?? null,
        couponMinOrderPaise: order.coupon?.minOrderPaise ?? null,
        discountPaise: order.coupon?.discountPaise ?? 0,
        customer: order.customer,
        buyerPan: order.buyerPan,
        gift: order.gift ?? null,
        language: order.language ?? 'en',
        uploadIds: [...order.uploadIds],
        ...(order.cashOnDelivery && {
          status: 'awaiting_confirmation' as const,
          paymentMethod: 'cash_on_delivery' as const,
          cashOnDeliveryFeePaise: order.cashOnDelivery.feePaise,
          confirmBy: order.cashOnDelivery.confirmBy,
        }),
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
        priceBreakup: line.priceBreakup,
        quantity: line.quantity,
        size: line.size ?? null,
        variant: line.variant ?? null,
        variantId: line.bought?.variantId ?? null,
        sku: line.bought?.sku ?? null,
        grossWeightMg: line.bought?.grossWeightMg ?? null,
        purity: line.bought?.purity ?? null,
        madeToOrderDays: line.bought?.madeToOrderDays ?? null,
        customization: line.customization ?? null,
        couponDiscountPaise: line.couponDiscountPaise ?? 0,
      })),
    );
    const couponHeldUntil = order.coupon
      ? await holdCouponUse(tx, { orderId: row.id, couponId: order.coupon.id, userId: order.userId })
      : null;
    await alsoRecord(tx, row.id);
    return { orderId: row.id, couponHeldUntil };
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

export async function findOrderById(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findOrderByPayment(db: Database, paymentId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
  return row;
}

/** Numbers the receipt voucher of an order just paid, in the payment's transaction (the invoices feature). */
export type IssueReceiptVoucher = (tx: Database, orderId: string, paidAt: Date) => Promise<unknown>;

/**
 * Counts the coupon of an order just paid, in the payment's transaction (the coupons feature);
 * `used-up` when the code's limits were taken by others meanwhile: the payment then pays nothing.
 */
export type CountCouponUse = (
  tx: Database,
  orderId: string,
) => Promise<{ kind: 'none' } | { kind: 'counted' } | { kind: 'used-up'; code: string }>;

/** What a payment did to its order. */
export type PaymentOutcome =
  | { kind: 'paid' }
  /** The order was paid already, or by another call at the same moment. */
  | { kind: 'not-pending' }
  /** Staff had cancelled the order: it keeps the payment, to be refunded, and takes no stock. */
  | { kind: 'cancelled' }
  /** A piece of the order had sold out: nothing changed. */
  | { kind: 'sold-out'; productName: string }
  /** The order's coupon had been used up by other orders: nothing changed. */
  | { kind: 'coupon-used-up'; code: string };

class SoldOut extends Error {
  constructor(readonly productName: string) {
    super(`${productName} sold out`);
  }
}

class CouponUsedUp extends Error {
  constructor(readonly code: string) {
    super(`the coupon ${code} was used up`);
  }
}

/**
 * Takes an order's pieces from stock, keeps its uploads for good and counts its coupon's use,
 * inside the transaction that pays (markOrderPaid) or confirms (markOrderConfirmed) it, so
 * the two take stock by the one rule. Throws SoldOut or CouponUsedUp, which roll it back.
 */
async function takeOrderStock(
  tx: Database,
  orderId: string,
  uploadIds: readonly string[],
  countCouponUse: CountCouponUse,
): Promise<void> {
  // Lines of a variant take from that variant (its design's count follows, by the
  // variants' trigger); lines from before variants take from their piece. Designs are taken
  // in order of id, and each design's variants in order of id, so two orders never wait on
  // each other.
  const pieces = await tx
    .select({
      productId: sql<number>`${orderLines.productId}`,
      variantId: orderLines.variantId,
      quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
      name: sql<string>`min(${orderLines.name} || CASE WHEN ${orderLines.variantId} IS NOT NULL AND ${orderLines.variant} IS NOT NULL THEN ' (' || ${orderLines.variant} || ')' ELSE '' END)`,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.productId)))
    .groupBy(orderLines.productId, orderLines.variantId)
    .orderBy(asc(orderLines.productId), asc(orderLines.variantId));
  for (const piece of pieces) {
    if (piece.variantId !== null) {
      // A variant made to order is made for what its stock cannot give.
      const [taken] = await tx
        .update(productVariants)
        .set({ stock: sql`greatest(${productVariants.stock} - ${piece.quantity}, 0)` })
        .where(
          and(
            eq(productVariants.id, piece.variantId),
            or(gte(productVariants.stock, piece.quantity), isNotNull(productVariants.madeToOrderDays)),
          ),
        )
        .returning({ id: productVariants.id });
      if (!taken) throw new SoldOut(piece.name);
      continue;
    }
    const [taken] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${piece.quantity}` })
      .where(and(eq(products.id, piece.productId), gte(products.stock, piece.quantity)))
      .returning({ id: products.id });
    if (!taken) throw new SoldOut(piece.name);
  }
  if (uploadIds.length > 0) {
    await tx
      .update(uploads)
      .set({ placedAt: sql`coalesce(${uploads.placedAt}, now())` })
      .where(inArray(uploads.id, uploadIds));
  }
  const coupon = await countCouponUse(tx, orderId);
  if (coupon.kind === 'used-up') throw new CouponUsedUp(coupon.code);
}

/**
 * Marks an order paid and takes its pieces from stock, in one transaction. The order changes
 * in one statement: of two callers at once (the browser's verification and the webhook) one
 * changes the row and the other finds it paid. Each piece is taken only while enough are
 * left (`stock >= quantity` in the same statement that lowers it), so of two payments for the
 * last piece one pays and the other rolls back, the order untouched; pieces are taken in
 * order of id, so two orders never wait on each other. An expired order is paid too: the
 * money was taken. An order cancelled before its payment arrived keeps the payment, takes no
 * stock and stays cancelled, to be refunded. Its uploads are kept for good in the same
 * transaction. Last, still in it, the payment's receipt voucher takes its number
 * (`issueReceiptVoucher`): a payment that rolls back takes none, and none is taken twice.
 * The order's coupon use is counted in it too (`countCouponUse`): a use is counted only by a
 * payment that commits, and a payment that finds the code used up by others rolls back as one
 * for a sold-out piece does, the order untouched
 * (docs/decisions/0037-a-coupon-use-is-held-from-the-order-to-its-payment.md).
 */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  paymentId: string,
  issueReceiptVoucher: IssueReceiptVoucher,
  countCouponUse: CountCouponUse = async () => ({ kind: 'none' }),
): Promise<PaymentOutcome> {
  const paidAt = new Date();
  try {
    return await db.transaction(async (tx): Promise<PaymentOutcome> => {
      const [paid] = await tx
        .update(orders)
        .set({
          status: sql`CASE WHEN ${orders.status} = 'cancelled' THEN 'cancelled' ELSE 'paid' END`,
          paymentId,
          paidAt,
        })
        .where(
          and(
            eq(orders.id, orderId),
            isNull(orders.paymentId),
            inArray(orders.status, ['pending', 'expired', 'cancelled']),
          ),
        )
        .returning({ uploadIds: orders.uploadIds, status: orders.status });
      if (!paid) return { kind: 'not-pending' };
      if (paid.status === 'cancelled') return { kind: 'cancelled' };
      await takeOrderStock(tx, orderId, paid.uploadIds, countCouponUse);
      await issueReceiptVoucher(tx, orderId, paidAt);
      return { kind: 'paid' };
    });
  } catch (error) {
    if (error instanceof SoldOut) return { kind: 'sold-out', productName: error.productName };
    if (error instanceof CouponUsedUp) return { kind: 'coupon-used-up', code: error.code };
    throw error;
  }
}

/** What a customer's confirmation did to their order paid on delivery. */
export type ConfirmationOutcome =
  | { kind: 'confirmed' }
  /** Not an order of theirs awaiting a confirmation (confirmed already, by another call too). */
  | { kind: 'not-awaiting' }
  /** Its time to be confirmed had passed: it is left to the expiry. */
  | { kind: 'too-late' }
  | { kind: 'sold-out'; productName: string }
  | { kind: 'coupon-used-up'; code: string };

/**
 * Confirms an order paid on delivery and takes its pieces from stock as a payment does
 * (takeOrderStock), in one transaction with the step on its timeline: of two confirmations at
 * once one changes the row, and of two orders for the last piece one is confirmed and the other
 * rolls back, still awaiting. No payment and no receipt voucher: the cash is paid at the door.
 */
export async function markOrderConfirmed(
  db: Database,
  orderId: string,
  userId: string,
  countCouponUse: CountCouponUse = async () => ({ kind: 'none' }),
): Promise<ConfirmationOutcome> {
  try {
    return await db.transaction(async (tx): Promise<ConfirmationOutcome> => {
      const confirmedAt = new Date();
      const [confirmed] = await tx
        .update(orders)
        .set({ status: 'confirmed', confirmedAt })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.userId, userId),
            eq(orders.status, 'awaiting_confirmation'),
            gt(orders.confirmBy, confirmedAt),
          ),
        )
        .returning({ uploadIds: orders.uploadIds });
      if (!confirmed) {
        const [found] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
        return found?.status === 'awaiting_confirmation' ? { kind: 'too-late' } : { kind: 'not-awaiting' };
      }
      await takeOrderStock(tx, orderId, confirmed.uploadIds, countCouponUse);
      await tx
        .insert(orderEvents)
        .values({ orderId, status: 'confirmed', at: confirmedAt, byCustomer: true });
      return { kind: 'confirmed' };
    });
  } catch (error) {
    if (error instanceof SoldOut) return { kind: 'sold-out', productName: error.productName };
    if (error instanceof CouponUsedUp) return { kind: 'coupon-used-up', code: error.code };
    throw error;
  }
}

/** The customer's orders paid on delivery that the courier brought back undelivered. */
export async function countUndeliveredOrders(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'cash_on_delivery'),
        eq(orders.status, 'not_delivered'),
      ),
    );
  return row?.n ?? 0;
}

const HOUR = sql`interval '1 hour'`;

/**
 * The orders still pending with a provider order, of the last day (older ones have expired),
 * whose payments are due to be asked about: at every look while an order is younger than an
 * hour, once an hour after. Never asked first, then the longest unasked; at most `limit`.
 */
export async function pendingOrdersToAsk(
  db: Database,
  limit: number,
): Promise<{ id: string; providerOrderId: string }[]> {
  const rows = await db
    .select({ id: orders.id, providerOrderId: orders.providerOrderId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        isNotNull(orders.providerOrderId),
        gte(orders.createdAt, sql`now() - interval '1 day'`),
        or(
          isNull(orders.paymentAskedAt),
          gte(orders.createdAt, sql`now() - ${HOUR}`),
          lte(orders.paymentAskedAt, sql`now() - ${HOUR}`),
        ),
      ),
    )
    .orderBy(sql`${orders.paymentAskedAt} ASC NULLS FIRST`, desc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.flatMap((row) =>
    row.providerOrderId ? [{ id: row.id, providerOrderId: row.providerOrderId }] : [],
  );
}

export async function markPaymentAsked(db: Database, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentAskedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** Whether this payment is kept as paying no order: it is owed back, and pays nothing. */
export async function isUnmatchedPayment(db: Database, paymentId: string): Promise<boolean> {
  return (await unmatchedReasonOf(db, paymentId)) !== undefined;
}

/** Why this payment is kept as paying no order (it is owed back, and pays nothing), or undefined. */
export async function unmatchedReasonOf(
  db: Database,
  paymentId: string,
): Promise<UnmatchedPaymentReason | undefined> {
  const [row] = await db
    .select({ reason: unmatchedPayments.reason })
    .from(unmatchedPayments)
    .where(eq(unmatchedPayments.paymentId, paymentId));
  return row?.reason;
}

/** Keeps a payment that paid no order, to be refunded; the first reason given stays. */
export async function recordUnmatchedPayment(
  db: Database,
  payment: {
    paymentId: string;
    orderId: string | null;
    providerOrderId: string | null;
    amountPaise: Paise;
    reason: UnmatchedPaymentReason;
  },
): Promise<void> {
  await db.insert(unmatchedPayments).values(payment).onConflictDoNothing();
}

/** What the refunds of a payment of the ledger add up to. */
const refundedOf = sql<number>`(SELECT coalesce(sum(r.amount_paise), 0)::int FROM ${testProviderRecords} r WHERE r.entity = 'refund' AND r.payment_id = ${testProviderRecords.id})`;

/** A payment of the ledger as Razorpay's payment entity, with the fields the shop reads; every one was captured. */
function paymentEntity(row: typeof testProviderRecords.$inferSelect, refundedPaise: number) {
  return {
    id: row.id,
    entity: 'payment',
    amount: row.amountPaise,
    currency: 'INR',
    status: Number(refundedPaise) > 0 ? 'refunded' : 'captured',
    captured: true,
    order_id: row.providerOrderId,
    amount_refunded: Number(refundedPaise),
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** The test provider's side of things, kept in `test_provider_records`. */
export function testProviderLedger(db: Database): TestProviderLedger {
  const t = testProviderRecords;
  return {
    async orderPayments(providerOrderId) {
      const rows = await db
        .select({ row: t, refundedPaise: refundedOf })
        .from(t)
        .where(and(eq(t.entity, 'payment'), eq(t.providerOrderId, providerOrderId)))
        .orderBy(asc(t.createdAt), asc(t.id));
      return {
        entity: 'collection',
        count: rows.length,
        items: rows.map(({ row, refundedPaise }) => paymentEntity(row, refundedPaise)),
      };
    },
    async record(entry) {
      await db.insert(t).values({
        id: entry.id,
        entity: entry.entity,
        amountPaise: entry.amountPaise,
        providerOrderId: entry.providerOrderId ?? null,
        paymentId: entry.paymentId ?? null,
        receipt: entry.receipt ?? null,
        webhookBody: entry.webhook ?? null,
        webhookDueAt: entry.webhook === undefined ? null : sql`now()`,
      });
    },
    async claimWebhookTry(id, schedule) {
      // The next try waits twice as long as the last (Razorpay's exponential backoff); none is
      // made past the schedule's end, counted from the event.
      const wait = sql`${schedule.firstRetryMs} * power(2, ${t.webhookTries}) * interval '1 millisecond'`;
      const [claimed] = await db
        .update(t)
        .set({
          webhookTries: sql`${t.webhookTries} + 1`,
          webhookDueAt: sql`CASE WHEN now() + ${wait} <= ${t.createdAt} + ${schedule.retriesForMs} * interval '1 millisecond' THEN now() + ${wait} END`,
        })
        .where(and(eq(t.id, id), lte(t.webhookDueAt, sql`now()`), isNotNull(t.webhookBody)))
        .returning({ body: t.webhookBody, tryNumber: t.webhookTries, nextTryAt: t.webhookDueAt });
      return claimed?.body
        ? { body: claimed.body, tryNumber: claimed.tryNumber, nextTryAt: claimed.nextTryAt }
        : undefined;
    },
    async dueWebhooks(limit) {
      const rows = await db
        .select({ id: t.id })
        .from(t)
        .where(lte(t.webhookDueAt, sql`now()`))
        .orderBy(asc(t.webhookDueAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    async webhookDelivered(id) {
      await db
        .update(t)
        .set({ webhookDueAt: null, webhookDeliveredAt: sql`now()` })
        .where(eq(t.id, id));
    },
    async orderAmount(providerOrderId) {
      const [row] = await db
        .select({ amountPaise: t.amountPaise })
        .from(t)
        .where(and(eq(t.id, providerOrderId), eq(t.entity, 'order')));
      return row?.amountPaise;
    },
    async payment(paymentId) {
      const [row] = await db
        .select({
          amountPaise: t.amountPaise,
          refundedPaise: sql<number>`(SELECT coalesce(sum(r.amount_paise), 0)::int FROM ${t} r WHERE r.entity = 'refund' AND r.payment_id = ${paymentId})`,
        })
        .from(t)
        .where(and(eq(t.id, paymentId), eq(t.entity, 'payment')));
      return row && { amountPaise: row.amountPaise, refundedPaise: Number(row.refundedPaise) };
    },
    async list(entity, query) {
      const where = and(
        eq(t.entity, entity),
        gte(t.createdAt, new Date(query.from * 1000)),
        lte(t.createdAt, new Date(query.to * 1000 + 999)),
      );
      const rows = await db
        .select({ row: t, refundedPaise: refundedOf })
        .from(t)
        .where(where)
        .orderBy(asc(t.createdAt), asc(t.id))
        .limit(query.count)
        .offset(query.skip);
      const [total] = await db.select({ n: count() }).from(t).where(where);
      // Razorpay's collection, with the fields the shop reads.
      return {
        entity: 'collection',
        count: total?.n ?? 0,
        items: rows.map(({ row, refundedPaise }) => {
          const createdAt = Math.floor(row.createdAt.getTime() / 1000);
          return entity === 'payment'
            ? paymentEntity(row, refundedPaise)
            : {
                id: row.id,
                entity: 'refund',
                amount: row.amountPaise,
                currency: 'INR',
                payment_id: row.paymentId,
                receipt: row.receipt,
                status: 'processed',
                created_at: createdAt,
              };
        }),
      };
    },
  };
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
