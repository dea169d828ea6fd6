/** Writes of the catalogue as a whole: the demo seed and the benchmark catalogues use them. */
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { productReviews, products, users, type NewProductRow } from './schema.ts';

// Well under PostgreSQL's limit of 65,535 parameters per statement.
const ROWS_PER_INSERT = 1000;

export async function productCount(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

/** Replaces the whole catalogue in one transaction: a failure leaves the old one as it was. */
export async function replaceCatalogue(db: Database, rows: readonly NewProductRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(products);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await tx.insert(products).values(rows.slice(start, start + ROWS_PER_INSERT));
    }
    // The rows carry their own ids; new products must be numbered after them.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('products', 'id'), GREATEST((SELECT max(id) FROM products), 1))`,
    );
  });
}

/** A review with its writer, as the demo and the tests' catalogues write them. */
export interface WrittenReview {
  productId: number;
  writer: { email: string; firstName: string; lastName: string | null };
  stars: number;
  title: string;
  text: string;
  createdAt?: Date | undefined;
}

/**
 * Writes reviews with their writers' accounts: an account is made for an address the shop
 * does not know yet, with no password and no Google link, so nobody can sign in with it.
 * Each review's trigger sums up its piece's rating and count.
 */
export async function addReviews(db: Database, reviews: readonly WrittenReview[]): Promise<void> {
  if (reviews.length === 0) return;
  await db.transaction(async (tx) => {
    const writers = [...new Map(reviews.map((review) => [review.writer.email, review.writer])).values()];
    for (let start = 0; start < writers.length; start += ROWS_PER_INSERT) {
      await tx
        .insert(users)
        .values(writers.slice(start, start + ROWS_PER_INSERT))
        .onConflictDoNothing({ target: users.email });
    }
    const ids = new Map(
      (
        await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(
            inArray(
              users.email,
              writers.map((writer) => writer.email),
            ),
          )
      ).map((row) => [row.email, row.id]),
    );
    const rows = reviews.map((review) => {
      const customerId = ids.get(review.writer.email);
      if (!customerId) throw new Error(`No account for ${review.writer.email}`);
      const at = review.createdAt ?? new Date();
      return {
        productId: review.productId,
        customerId,
        stars: review.stars,
        title: review.title,
        text: review.text,
        createdAt: at,
        updatedAt: at,
      };
    });
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await tx.insert(productReviews).values(rows.slice(start, start + ROWS_PER_INSERT));
    }
  });
}
