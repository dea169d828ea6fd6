import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderEvents, orderLines, orders, productReviews, products, users } from '../../db/schema.ts';

/** A published review with what the storefront shows of its writer. */
export interface ReviewListRow {
  id: string;
  stars: number;
  title: string;
  text: string;
  firstName: string;
  lastName: string | null;
  verifiedBuyer: boolean;
  /** The variants and sizes of the piece its writer received, as their orders named them. */
  bought: BoughtLine[];
  createdAt: Date;
  updatedAt: Date;
}

/** What an order line named of the piece besides its name. */
export interface BoughtLine {
  variant: string | null;
  size: string | null;
}

/** The customer's order lines of the piece in orders that were delivered (since refunded included). */
function deliveredLines(customerId: SQL, productId: SQL): SQL {
  return sql`${orders}
    JOIN ${orderLines} ON ${orderLines.orderId} = ${orders.id}
    WHERE ${orders.userId} = ${customerId} AND ${orderLines.productId} = ${productId}
      AND (${orders.status} = 'delivered' OR EXISTS (
        SELECT 1 FROM ${orderEvents} WHERE ${orderEvents.orderId} = ${orders.id} AND ${orderEvents.status} = 'delivered'
      ))`;
}

/** Whether the customer's order holding the piece was delivered (a delivered order since refunded included). */
function deliveredTo(customerId: SQL, productId: SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${deliveredLines(customerId, productId)})`;
}

/** The variants and sizes of the piece the customer received, each once, in the order bought. */
function boughtBy(customerId: SQL, productId: SQL): SQL<BoughtLine[]> {
  return sql<BoughtLine[]>`coalesce((
    SELECT jsonb_agg(bought ORDER BY first_bought) FROM (
      SELECT jsonb_build_object('variant', ${orderLines.variant}, 'size', ${orderLines.size}) AS bought,
        min(${orders.createdAt}) AS first_bought
      FROM ${deliveredLines(customerId, productId)}
        AND (${orderLines.variant} IS NOT NULL OR ${orderLines.size} IS NOT NULL)
      GROUP BY 1
    ) AS lines
  ), '[]'::jsonb)`;
}

/** The variants and sizes of the piece the customer received. */
export async function boughtOf(db: Database, customerId: string, productId: number): Promise<BoughtLine[]> {
  const [row] = await db
    .select({ bought: boughtBy(sql`${customerId}::uuid`, sql`${products.id}`) })
    .from(products)
    .where(eq(products.id, productId));
  return row?.bought ?? [];
}

export async function productOnStorefront(
  db: Database,
  productId: number,
): Promise<{ name: string } | undefined> {
  const [row] = await db
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archivedAt)));
  return row;
}

export async function hasDeliveredOrderWith(
  db: Database,
  customerId: string,
  productId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ yes: deliveredTo(sql`${customerId}::uuid`, sql`${products.id}`) })
    .from(products)
    .where(eq(products.id, productId));
  return row?.yes === true;
}

export async function publishedReviews(
  db: Database,
  productId: number,
  paging: { limit: number; offset: number },
): Promise<ReviewListRow[]> {
  return db
    .select({
      id: productReviews.id,
      stars: productReviews.stars,
      title: productReviews.title,
      text: productReviews.text,
      firstName: users.firstName,
      lastName: users.lastName,
      verifiedBuyer: deliveredTo(sql`${productReviews.customerId}`, sql`${productReviews.productId}`),
      bought: boughtBy(sql`${productReviews.customerId}`, sql`${productReviews.productId}`),
      createdAt: productReviews.createdAt,
      updatedAt: productReviews.updatedAt,
    })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.customerId))
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

/** How many published reviews gave each number of stars. */
export async function starCounts(db: Database, productId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ stars: productReviews.stars, count: count() })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
    .groupBy(productReviews.stars);
  return new Map(rows.map((row) => [row.stars, row.count]));
}

export async function findOwnReview(db: Database, productId: number, customerId: string) {
  const [row] = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.customerId, customerId)));
  return row;
}

/**
 * Writes the customer's review of a piece, or their new version of it. A review staff hid
 * stays hidden, with its reason: only staff publish it again.
 */
export async function upsertReview(
  db: Database,
  review: { productId: number; customerId: string; stars: number; title: string; text: string },
) {
  const [row] = await db
    .insert(productReviews)
    .values(review)
    .onConflictDoUpdate({
      target: [productReviews.productId, productReviews.customerId],
      set: {
        stars: review.stars,
        title: review.title,
        text: review.text,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('The review was not stored');
  return row;
}

const adminColumns = {
  id: productReviews.id,
  productId: productReviews.productId,
  productName: products.name,
  /** The piece's Tamil and Hindi names ('' when staff gave none), for the writer's mails. */
  productNameTa: products.nameTa,
  productNameHi: products.nameHi,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  /** The writer's account's language: their mails are written in it. */
  language: users.language,
  stars: productReviews.stars,
  title: productReviews.title,
  text: productReviews.text,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
  hiddenAt: productReviews.hiddenAt,
  hiddenReason: productReviews.hiddenReason,
  bought: boughtBy(sql`${productReviews.customerId}`, sql`${productReviews.productId}`),
};

export type AdminReviewRow = Awaited<ReturnType<typeof listAllReviews>>[number];

export async function listAllReviews(db: Database, paging: { limit: number; offset: number }) {
  return db
    .select(adminColumns)
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.customerId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export async function countAllReviews(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(productReviews);
  return row?.total ?? 0;
}

export async function findAdminReview(db: Database, reviewId: string) {
  const [row] = await db
    .select(adminColumns)
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.customerId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.id, reviewId));
  return row;
}
