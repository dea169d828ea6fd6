import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponUses, coupons, orders, type CouponRow } from '../../db/schema.ts';

export type NewCoupon = Omit<CouponRow, 'id' | 'uses' | 'createdAt'>;

export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function findCoupon(db: Database, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Every coupon, the newest first, with how many paid orders used it beyond its limit. */
export async function listCoupons(db: Database): Promise<{ row: CouponRow; beyondLimit: number }[]> {
  const rows = await db
    .select({
      row: coupons,
      beyondLimit: sql<number>`(SELECT count(*)::int FROM ${couponUses} u WHERE u.coupon_id = ${coupons.id} AND NOT u.within_limit)`,
    })
    .from(coupons)
    .orderBy(sql`${coupons.createdAt} DESC`, asc(coupons.id));
  return rows.map(({ row, beyondLimit }) => ({ row, beyondLimit: Number(beyondLimit) }));
}

export async function beyondLimitOf(db: Database, couponId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.withinLimit, false)));
  return row?.n ?? 0;
}

/** Paid orders of this customer counted against the coupon's limit. */
export async function customerUsesOf(db: Database, couponId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(
      and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId), eq(couponUses.withinLimit, true)),
    );
  return row?.n ?? 0;
}

export async function insertCoupon(db: Database, coupon: NewCoupon): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(coupon).returning();
  if (!row) throw new Error('The database stored no coupon row');
  return row;
}

export async function updateCoupon(
  db: Database,
  id: number,
  change: Partial<NewCoupon>,
): Promise<CouponRow | undefined> {
  const [row] = await db.update(coupons).set(change).where(eq(coupons.id, id)).returning();
  return row;
}

/**
 * Counts the coupon of an order just paid, in the payment's transaction `tx`. The coupon's row
 * is locked first (`FOR UPDATE`), so of two payments at once one counts and commits before the
 * other reads the count: the uses counted never pass the limit. A payment that finds the limit
 * reached meanwhile, overall or for its customer, is recorded as a use beyond the limit and
 * keeps its discount (docs/decisions/0029-coupon-uses-are-counted-at-payment.md). Answers
 * whether the use was within the limit; undefined for an order without a coupon.
 */
export async function countCouponUse(tx: Database, orderId: string): Promise<boolean | undefined> {
  const [order] = await tx
    .select({ couponId: orders.couponId, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.couponId) return undefined;
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, order.couponId)).for('update');
  if (!coupon) return undefined;
  const customerUses = order.userId ? await customerUsesOf(tx, coupon.id, order.userId) : 0;
  const withinLimit =
    (coupon.maxUses === null || coupon.uses < coupon.maxUses) &&
    (coupon.maxUsesPerCustomer === null || customerUses < coupon.maxUsesPerCustomer);
  await tx
    .insert(couponUses)
    .values({ orderId, couponId: coupon.id, userId: order.userId, withinLimit })
    .onConflictDoNothing();
  if (withinLimit) {
    await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(eq(coupons.id, coupon.id));
  }
  return withinLimit;
}
