/**
 * The back office's options and variants of a design: the grid reads them, and saves the
 * options with every variant at once, in one transaction with its audit entry. A variant the
 * grid names by id is changed in place (orders that bought it keep pointing at it), one
 * without an id is new, and one the grid leaves out is removed: its orders keep their frozen
 * label, SKU, weight and purity, but one an unpaid order holds is not removed, as its payment
 * takes its stock. Rate-priced variants are priced here at the day's rate (variant-pricing.ts).
 */
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { PRODUCT_TEXTS } from '@shop/shared/catalogue-admin';
import { orderReference } from '@shop/shared/checkout';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import {
  MissingRateError,
  gramsTextToMg,
  makingChargeOf,
  makingValueOf,
  puritiesOf,
  type MetalRates,
} from '@shop/shared/pricing';
import { RATE_TEXTS } from '@shop/shared/pricing-admin';
import { priceOfVariant, type VariantPricing } from '@shop/shared/variant-pricing';
import { variantLabel, type ProductOption } from '@shop/shared/variants';
import {
  VARIANT_TEXTS,
  type AdminVariant,
  type DesignVariantsAnswer,
  type DesignVariantsInput,
  type VariantInput,
} from '@shop/shared/variants-admin';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { orderLines, orders, products, productVariants, type ProductVariantRow } from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';

type DesignRow = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'options'
  | 'material'
  | 'purity'
  | 'pricing'
  | 'makingKind'
  | 'makingValue'
  | 'stonesPaise'
  | 'hallmarkingPaise'
  | 'archivedAt'
>;

const designColumns = {
  id: products.id,
  options: products.options,
  material: products.material,
  purity: products.purity,
  pricing: products.pricing,
  makingKind: products.makingKind,
  makingValue: products.makingValue,
  stonesPaise: products.stonesPaise,
  hallmarkingPaise: products.hallmarkingPaise,
  archivedAt: products.archivedAt,
};

function makingAsTyped(row: Pick<ProductVariantRow, 'makingKind' | 'makingValue'>): number | null {
  if (row.makingKind === null || row.makingValue === null) return null;
  return makingValueOf(makingChargeOf(row.makingKind, row.makingValue)) / 100;
}

function toAdminVariant(options: readonly ProductOption[], row: ProductVariantRow): AdminVariant {
  return {
    id: row.id,
    sku: row.sku,
    values: row.values,
    label: variantLabel(options, row.values),
    gram: row.gram,
    netWeight: row.netWeightMg === null ? null : row.netWeightMg / 1000,
    purity: row.purity,
    makingKind: row.makingKind,
    making: makingAsTyped(row),
    stones: row.stonesPaise === null ? null : paiseToRupees(row.stonesPaise),
    pricing: row.pricing,
    price: paiseToRupees(row.pricePaise),
    stock: row.stock,
    madeToOrderDays: row.madeToOrderDays,
  };
}

/**
 * What the audit log keeps of a design's variants: its options, and each variant by its SKU
 * with what staff write of it, so an entry names only the variants that changed.
 */
function auditView(options: readonly ProductOption[], rows: readonly ProductVariantRow[]) {
  const view: Record<string, unknown> = { options };
  for (const row of rows) {
    const { id: _id, sku, ...variant } = toAdminVariant(options, row);
    view[`variant ${sku}`] = variant;
  }
  return view;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Of two audit views, what differs: the options if they changed, a new or removed variant
 * whole, and of a changed one its label with the fields that changed ("Size 14": stock 2 → 5).
 */
function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const result = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[key];
    const now = after[key];
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    if (isRecord(old) && isRecord(now)) {
      const fields = Object.keys({ ...old, ...now }).filter(
        (field) => JSON.stringify(old[field]) !== JSON.stringify(now[field]),
      );
      const pick = (view: Record<string, unknown>) =>
        Object.fromEntries([['label', view.label], ...fields.map((field) => [field, view[field]])]);
      result.before[key] = pick(old);
      result.after[key] = pick(now);
      continue;
    }
    if (key in before) result.before[key] = old;
    if (key in after) result.after[key] = now;
  }
  return result;
}

export interface StaffVariantsOptions {
  /** The current metal rates, read inside the saving transaction (the pricing feature). */
  ratesForPricing: (tx: Database) => Promise<MetalRates>;
}

/** A variant's columns as staff wrote it, priced at these rates. */
function variantValues(design: DesignRow, variant: VariantInput, rates: MetalRates) {
  const making =
    variant.makingKind === null || variant.making === null
      ? null
      : variant.makingKind === 'per_gram'
        ? makingChargeOf('per_gram', Math.round(variant.making * 100))
        : makingChargeOf('percent', Math.round(variant.making * 100));
  const own: VariantPricing = {
    pricing: variant.pricing,
    pricePaise: variant.price === null ? 0 : rupeesToPaise(variant.price),
    purity: variant.purity,
    netWeightMg: variant.netWeight === null ? null : (gramsTextToMg(String(variant.netWeight)) ?? null),
    makingKind: making?.kind ?? null,
    makingValue: making ? makingValueOf(making) : null,
    stonesPaise: variant.stones === null ? null : rupeesToPaise(variant.stones),
  };
  let priced: ReturnType<typeof priceOfVariant>;
  try {
    priced = priceOfVariant(design, own, rates);
  } catch (error) {
    if (error instanceof MissingRateError) throw new HttpError(400, RATE_TEXTS.missingRate(error.purity));
    throw error;
  }
  return {
    sku: variant.sku,
    values: variant.values,
    gram: variant.gram,
    netWeightMg: own.netWeightMg,
    purity: own.purity,
    makingKind: own.makingKind,
    makingValue: own.makingValue,
    stonesPaise: own.stonesPaise,
    pricing: variant.pricing,
    pricePaise: priced.pricePaise,
    priceBreakup: priced.breakup,
    stock: variant.stock,
    madeToOrderDays: variant.madeToOrderDays,
  };
}

export function createStaffVariants(db: Database, { ratesForPricing }: StaffVariantsOptions) {
  async function designOf(tx: Database, id: number, lock: boolean): Promise<DesignRow> {
    const select = tx.select(designColumns).from(products).where(eq(products.id, id));
    const [row] = lock ? await select.for('update') : await select;
    if (!row) throw new HttpError(404, PRODUCT_TEXTS.notFound);
    return row;
  }

  const variantsOf = (tx: Database, id: number) =>
    tx
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position), asc(productVariants.id));

  function answer(message: string, options: readonly ProductOption[], rows: readonly ProductVariantRow[]) {
    const shown = options.length === 0 ? [] : rows.map((row) => toAdminVariant(options, row));
    return { success: true as const, message, options: [...options], variants: shown };
  }

  async function read(id: number): Promise<DesignVariantsAnswer> {
    const design = await designOf(db, id, false);
    return answer('', design.options, await variantsOf(db, id));
  }

  /** Refuses what the schema cannot see: a purity of another metal, a SKU of another piece, a stranger's id. */
  async function check(
    tx: Database,
    design: DesignRow,
    input: DesignVariantsInput,
    before: ProductVariantRow[],
  ) {
    const purities = puritiesOf(design.material);
    for (const variant of input.variants) {
      if (variant.purity !== null && !purities.includes(variant.purity)) {
        throw new HttpError(400, VARIANT_TEXTS.purity(design.material, purities));
      }
      if (variant.id !== undefined && !before.some((row) => row.id === variant.id)) {
        throw new HttpError(400, VARIANT_TEXTS.unknownVariant(variant.id));
      }
    }
    const taken = await tx
      .select({ sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .where(
        and(
          inArray(
            productVariants.sku,
            input.variants.map((variant) => variant.sku),
          ),
          ne(productVariants.productId, design.id),
        ),
      )
      .limit(1);
    const other = taken[0];
    if (other) throw new HttpError(400, VARIANT_TEXTS.skuTaken(other.sku, other.productId));
  }

  /** Removing a variant an unpaid order holds would leave its payment no stock to take. */
  async function refuseHeldRemovals(
    tx: Database,
    options: readonly ProductOption[],
    removed: ProductVariantRow[],
  ) {
    if (removed.length === 0) return;
    const [held] = await tx
      .select({ variantId: orderLines.variantId, orderId: orders.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          inArray(
            orderLines.variantId,
            removed.map((row) => row.id),
          ),
          eq(orders.status, 'pending'),
        ),
      )
      .limit(1);
    if (!held) return;
    const row = removed.find((variant) => variant.id === held.variantId);
    const label = row && row.values.length > 0 ? variantLabel(options, row.values) : (row?.sku ?? '');
    throw new HttpError(400, VARIANT_TEXTS.heldByUnpaidOrder(label, orderReference(held.orderId)));
  }

  /**
   * Gives the design these options and variants in the transaction `tx` (the grid's save, or
   * a CSV import's design), with its audit entry; answers the variants as they are now.
   */
  async function saveIn(
    tx: Database,
    id: number,
    input: DesignVariantsInput,
    staffId: string,
  ): Promise<ProductVariantRow[]> {
    const design = await designOf(tx, id, true);
    const before = await variantsOf(tx, id);
    await check(tx, design, input, before);
    const keptIds = new Set(
      input.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id])),
    );
    const removed = before.filter((row) => !keptIds.has(row.id));
    await refuseHeldRemovals(tx, design.options, removed);
    const rates = input.variants.some((variant) => variant.pricing === 'rate')
      ? await ratesForPricing(tx)
      : {};
    const priced = input.variants.map((variant) => ({
      variant,
      values: variantValues(design, variant, rates),
    }));

    // The design's row first: its triggers then follow the variants (drizzle/0043), and its
    // version moves, so the storefront reads the design again at once.
    await tx.update(products).set({ options: input.options }).where(eq(products.id, id));
    if (removed.length > 0) {
      await tx.delete(productVariants).where(
        inArray(
          productVariants.id,
          removed.map((row) => row.id),
        ),
      );
    }
    // Kept variants give up their SKU and values first, so two may swap them.
    for (const variant of input.variants) {
      if (variant.id === undefined) continue;
      await tx
        .update(productVariants)
        .set({ sku: `~${variant.id}`, values: [`~${variant.id}`] })
        .where(eq(productVariants.id, variant.id));
    }
    for (const [position, { variant, values }] of priced.entries()) {
      const row = { ...values, position };
      if (variant.id === undefined) await tx.insert(productVariants).values({ ...row, productId: id });
      else await tx.update(productVariants).set(row).where(eq(productVariants.id, variant.id));
    }
    const after = await variantsOf(tx, id);
    const change = changed(auditView(design.options, before), auditView(input.options, after));
    if (Object.keys(change.before).length + Object.keys(change.after).length > 0) {
      await recordChange(tx, {
        staffId,
        action: 'product.variants',
        subject: { type: 'product', id: String(id) },
        ...change,
      });
    }
    return after;
  }

  async function save(
    id: number,
    input: DesignVariantsInput,
    staffId: string,
  ): Promise<DesignVariantsAnswer> {
    const rows = await db.transaction(async (tx) => {
      const design = await designOf(tx, id, true);
      if (design.archivedAt !== null) throw new HttpError(400, VARIANT_TEXTS.archived);
      return saveIn(tx, id, input, staffId);
    });
    return answer(VARIANT_TEXTS.saved, input.options, rows);
  }

  /**
   * Prices a design's rate-priced variants again at the day's rate, in the transaction `tx`
   * that changed its row: a variant without its own purity, making charge or stones takes the
   * design's, so a change of them is a change of its price. A design without options is its
   * own row's price, which its one variant follows already (drizzle/0043).
   */
  async function repriceIn(tx: Database, id: number): Promise<void> {
    const design = await designOf(tx, id, false);
    if (design.options.length === 0) return;
    const rows = (await variantsOf(tx, id)).filter((row) => row.pricing === 'rate');
    if (rows.length === 0) return;
    const rates = await ratesForPricing(tx);
    const prices = rows.flatMap((row) => {
      let priced: ReturnType<typeof priceOfVariant>;
      try {
        priced = priceOfVariant(design, row, rates);
      } catch (error) {
        if (error instanceof MissingRateError) throw new HttpError(400, RATE_TEXTS.missingRate(error.purity));
        throw error;
      }
      const same =
        priced.pricePaise === row.pricePaise &&
        JSON.stringify(priced.breakup) === JSON.stringify(row.priceBreakup);
      return same ? [] : [{ id: row.id, price: priced.pricePaise, breakup: priced.breakup }];
    });
    if (prices.length === 0) return;
    // One statement, as a rate change writes them: the variants' trigger then writes the design once.
    await tx.execute(sql`
      UPDATE ${productVariants} SET price_paise = repriced.price, price_breakup = repriced.breakup
      FROM jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) AS repriced(id integer, price integer, breakup jsonb)
      WHERE ${productVariants.id} = repriced.id`);
  }

  /** A design's variants by SKU, for a CSV import to name the ones it keeps. */
  async function idsBySku(tx: Database, id: number): Promise<Map<string, number>> {
    const rows = await variantsOf(tx, id);
    return new Map(rows.map((row) => [row.sku.toUpperCase(), row.id]));
  }

  /** Every variant of the designs with options, in their designs' order, for the CSV export. */
  async function allOfDesigns(): Promise<Map<number, ProductVariantRow[]>> {
    const rows = await db
      .select(getTableColumns(productVariants))
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(ne(products.options, sql`'[]'::jsonb`))
      .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
    const byDesign = new Map<number, ProductVariantRow[]>();
    for (const row of rows) byDesign.set(row.productId, [...(byDesign.get(row.productId) ?? []), row]);
    return byDesign;
  }

  return { read, save, saveIn, repriceIn, idsBySku, allOfDesigns };
}

export type StaffVariants = ReturnType<typeof createStaffVariants>;
