import { and, asc, count, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { couponHolds, couponUses, coupons, orders, type CouponRow } from '../../db/schema.ts';

export type NewCoupon = Omit<CouponRow, 'id' | 'uses' | 'createdAt'>;

export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

export async function findCoupon(db: Database, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/**
 * The holds of the coupon live at `at`: their time has not passed and their order is still
 * waiting for its payment, or its confirmation when paid on delivery (a cancelled, expired,
 * paid or confirmed order holds nothing). `userId` counts
 * one customer's only; `exceptOrderId` leaves one order out.
 */
function liveHolds(
  couponId: SQL | number,
  at: Date,
  which: { userId?: string; exceptOrderId?: string } = {},
) {
  return and(
    eq(couponHolds.couponId, couponId),
    gt(couponHolds.heldUntil, at),
    sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${couponHolds.orderId} AND ${orders.status} IN ('pending', 'awaiting_confirmation'))`,
    which.userId === undefined ? undefined : eq(couponHolds.userId, which.userId),
    which.exceptOrderId === undefined ? undefined : ne(couponHolds.orderId, which.exceptOrderId),
  );
}

export async function countLiveHolds(
  db: Database,
  couponId: number,
  at: Date,
  which: { userId?: string; exceptOrderId?: string } = {},
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponHolds)
    .where(liveHolds(couponId, at, which));
  return row?.n ?? 0;
}

/** Every coupon, the newest first, with how many paid orders used it beyond its limit and how many uses are held at `at`. */
export async function listCoupons(
  db: Database,
  at: Date,
): Promise<{ row: CouponRow; beyondLimit: number; held: number }[]> {
  const rows = await db
    .select({
      row: coupons,
      beyondLimit: sql<number>`(SELECT count(*)::int FROM ${couponUses} u WHERE u.coupon_id = ${coupons.id} AND NOT u.within_limit)`,
      held: sql<number>`(SELECT count(*)::int FROM ${couponHolds} WHERE ${liveHolds(sql`${coupons.id}`, at)})`,
    })
    .from(coupons)
    .orderBy(sql`${coupons.createdAt} DESC`, asc(coupons.id));
  return rows.map(({ row, beyondLimit, held }) => ({
    row,
    beyondLimit: Number(beyondLimit),
    held: Number(held),
  }));
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

/**
 * The coupon's row, locked until the end of `tx`: every creation and payment that counts its
 * uses and holds takes this lock first, so they count one after another. `FOR NO KEY UPDATE`
 * rather than `FOR UPDATE`: an order being created names the coupon, and its foreign key
 * share-locks the row before the creation asks for this lock, which `FOR UPDATE` would wait
 * on (and two creations on each other).
 */
export async function lockCoupon(tx: Database, couponId: number): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('no key update');
  return row;
}

/**
 * This customer's holds of the coupon are given up (their orders were earlier tries), and with
 * them every hold whose time has passed, which holds nothing any more.
 */
export async function giveUpHolds(tx: Database, couponId: number, userId: string, at: Date): Promise<void> {
  await tx
    .delete(couponHolds)
    .where(
      and(
        eq(couponHolds.couponId, couponId),
        or(eq(couponHolds.userId, userId), lte(couponHolds.heldUntil, at)),
      ),
    );
}

export async function insertHold(
  tx: Database,
  hold: { orderId: string; couponId: number; userId: string; heldUntil: Date },
): Promise<void> {
  await tx.insert(couponHolds).values(hold);
}

/** The coupon of an order and what the payment needs to count its use. */
export async function orderCouponOf(
  tx: Database,
  orderId: string,
): Promise<{ couponId: number | null; userId: string | null } | undefined> {
  const [order] = await tx
    .select({ couponId: orders.couponId, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order;
}

/** Records a paid order's use within the limit, and counts it on the coupon (whose row `tx` holds). */
export async function recordUse(
  tx: Database,
  use: { orderId: string; couponId: number; userId: string | null },
): Promise<void> {
  await tx
    .insert(couponUses)
    .values({ ...use, withinLimit: true })
    .onConflictDoNothing();
  await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.id, use.couponId));
  // The hold, if the order had one, is now the use.
  await tx.delete(couponHolds).where(eq(couponHolds.orderId, use.orderId));
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
