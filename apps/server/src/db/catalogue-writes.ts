/** Writes of the catalogue as a whole: the demo seed and the benchmark catalogues use them. */
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { MetalRates } from '@shop/shared/pricing';
import { priceOfVariant, type VariantPricing } from '@shop/shared/variant-pricing';
import { MAX_OPTIONS, type ProductOption } from '@shop/shared/variants';
import type { Database } from './client.ts';
import { productReviews, products, productVariants, users, type NewProductRow } from './schema.ts';

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

/** A variant as a design's variants are written: its values in the options' order. */
export interface NewVariant extends Partial<Omit<VariantPricing, 'pricePaise'>> {
  sku: string;
  values: string[];
  gram: number;
  /** A fixed price; a variant priced from the rate (`pricing: 'rate'`) is priced from `rates`. */
  pricePaise?: number;
  stock: number;
  madeToOrderDays?: number | null;
}

/**
 * Gives a design its options and its variants, in place of the one variant it had, in one
 * transaction: the design's price, breakup and stock then follow its variants (the variants'
 * trigger, drizzle/0043_options_and_variants.sql). A variant priced from the rate is priced
 * here from `rates`, as a rate-priced piece is saved.
 */
export async function writeDesignVariants(
  db: Database,
  productId: number,
  options: readonly ProductOption[],
  variants: readonly NewVariant[],
  rates: MetalRates = {},
): Promise<void> {
  if (options.length === 0 || options.length > MAX_OPTIONS) {
    throw new Error(`A design has one to ${MAX_OPTIONS} options`);
  }
  await db.transaction(async (tx) => {
    const [design] = await tx.select().from(products).where(eq(products.id, productId)).for('update');
    if (!design) throw new Error(`There is no design ${productId}`);
    await tx
      .update(products)
      .set({ options: options.map((option) => ({ name: option.name, values: [...option.values] })) })
      .where(eq(products.id, productId));
    await tx.delete(productVariants).where(eq(productVariants.productId, productId));
    const rows = variants.map((variant, position) => {
      const pricing = variant.pricing ?? 'fixed';
      const own: VariantPricing = {
        pricing,
        pricePaise: variant.pricePaise ?? design.pricePaise,
        purity: variant.purity ?? null,
        netWeightMg: variant.netWeightMg ?? null,
        makingKind: variant.makingKind ?? null,
        makingValue: variant.makingValue ?? null,
        stonesPaise: variant.stonesPaise ?? null,
      };
      const priced = priceOfVariant(design, own, rates);
      return {
        productId,
        position,
        sku: variant.sku,
        values: [...variant.values],
        gram: variant.gram,
        netWeightMg: own.netWeightMg,
        purity: own.purity,
        makingKind: own.makingKind,
        makingValue: own.makingValue,
        stonesPaise: own.stonesPaise,
        pricing,
        pricePaise: priced.pricePaise,
        priceBreakup: priced.breakup,
        stock: variant.stock,
        madeToOrderDays: variant.madeToOrderDays ?? null,
      };
    });
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      await tx.insert(productVariants).values(rows.slice(start, start + ROWS_PER_INSERT));
    }
  });
}

/** The most sizes `sizedCatalogue` gives a design. */
export const MAX_SIZED_VARIANTS = 40;

/**
 * Gives every design of `rows` a `Size` option of `count` sizes (6, 8, 10…) and a variant for
 * each, in one transaction, for the benchmarks' catalogues of designs with variants: each size
 * weighs 4 % more than the one before and costs that much more than the design's own price,
 * which the smallest keeps (a design with a struck-through price keeps its price); every third size is not in stock and the two largest are made to
 * order, so listings meet every kind. `stock`, when given, is each size's stock in place of the
 * design's.
 */
export async function giveEveryDesignSizes(
  db: Database,
  rows: readonly Pick<NewProductRow, 'id' | 'gram' | 'pricePaise' | 'originalPricePaise' | 'stock'>[],
  count: number,
  stock?: number,
): Promise<void> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_SIZED_VARIANTS) {
    throw new Error(`A design is given one to ${MAX_SIZED_VARIANTS} sizes`);
  }
  const sizes = Array.from({ length: count }, (_, index) => String(6 + index * 2));
  const variants = rows.flatMap((row) => {
    const id = row.id;
    if (id === undefined) throw new Error('Each design needs its id');
    return sizes.map((size, position) => {
      const factor = 1 + position * 0.04;
      const made = position >= count - 2 && count > 2;
      const kept = (id + position) % 3 !== 0 && !made;
      return {
        productId: id,
        position,
        sku: `S${id}-${size}`,
        values: [size],
        gram: Math.round((row.gram ?? 1) * factor * 100) / 100,
        pricing: 'fixed' as const,
        // Whole rupees, as the shop's prices are; a design with a struck-through price keeps
        // its price in every size, which stays under it.
        pricePaise: row.originalPricePaise
          ? row.pricePaise
          : Math.round((row.pricePaise * factor) / 100) * 100,
        stock: kept ? (stock ?? row.stock ?? 0) : 0,
        madeToOrderDays: made ? 10 : null,
      };
    });
  });
  const ids = rows.map((row) => row.id as number);
  await db.transaction(async (tx) => {
    for (let start = 0; start < ids.length; start += ROWS_PER_INSERT) {
      const some = ids.slice(start, start + ROWS_PER_INSERT);
      await tx
        .update(products)
        .set({ options: [{ name: 'Size', values: sizes }] })
        .where(inArray(products.id, some));
      await tx.delete(productVariants).where(inArray(productVariants.productId, some));
    }
    for (let start = 0; start < variants.length; start += ROWS_PER_INSERT) {
      await tx.insert(productVariants).values(variants.slice(start, start + ROWS_PER_INSERT));
    }
  });
}
