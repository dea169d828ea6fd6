/** Writes of the catalogue as a whole: the demo seed and the benchmark catalogues use them. */
import { count, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { products, type NewProductRow } from './schema.ts';

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
