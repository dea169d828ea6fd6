/**
 * The day's metal rates and the prices that follow them. A new rate is stored as new rows, and
 * every rate-priced piece of its purity is repriced in the same transaction, so
 * products.price_paise is always the price at the current rate
 * (docs/decisions/0019-prices-follow-the-metal-rate.md).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  RATE_HISTORY_LENGTH,
  RATE_TEXTS,
  type MetalRateEntry,
  type MetalRatesAnswer,
  type MetalRatesBody,
  type MetalRatesSavedAnswer,
} from '@shop/shared/pricing-admin';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import {
  PURITIES,
  makingChargeOf,
  priceFromRate,
  type MetalRates,
  type Purity,
  type RatePriceBreakup,
} from '@shop/shared/pricing';
import { priceOfVariant } from '@shop/shared/variant-pricing';
import { recordChange } from '../../audit/record-change.ts';
import type { Database } from '../../db/client.ts';
import { metalRates, products, productVariants, staffMembers } from '../../db/schema.ts';

/**
 * Rate changes and saves of rate-priced pieces take this transaction lock in turn, so a piece
 * saved while a rate changes is priced at the rate that ends up current.
 */
const RATE_LOCK_KEY = 0x7261_7465;

async function takeRateLock(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${RATE_LOCK_KEY})`);
}

const entryColumns = {
  purity: metalRates.purity,
  ratePaisePerGram: metalRates.ratePaisePerGram,
  setAt: metalRates.setAt,
  setBy: staffMembers.name,
};

function toEntry(row: { purity: Purity; ratePaisePerGram: number; setAt: Date; setBy: string | null }) {
  return { ...row, setAt: row.setAt.toISOString() } satisfies MetalRateEntry;
}

async function currentEntries(db: Database): Promise<MetalRateEntry[]> {
  const rows = await db
    .selectDistinctOn([metalRates.purity], entryColumns)
    .from(metalRates)
    .leftJoin(staffMembers, eq(staffMembers.id, metalRates.staffId))
    .orderBy(metalRates.purity, desc(metalRates.setAt), desc(metalRates.id));
  return rows.map(toEntry);
}

/** The current rate of each purity that has one, in paise per gram. */
export async function currentRates(db: Database): Promise<MetalRates> {
  return Object.fromEntries(
    (await currentEntries(db)).map((entry) => [entry.purity, entry.ratePaisePerGram]),
  );
}

/**
 * The current rates for pricing a piece inside `tx`, after taking the rate lock: the catalogue
 * calls it when staff save a rate-priced piece.
 */
export async function ratesForPricing(tx: Database): Promise<MetalRates> {
  await takeRateLock(tx);
  return currentRates(tx);
}

export function createMetalRates(db: Database) {
  /**
   * The pieces and variants priced from each purity's rate, and the pieces priced from more than
   * one. A design without options is priced by its row, one with options by its variants, each
   * of its own purity or the design's. Archived pieces count too: a new rate reprices them, as
   * setRates says.
   */
  async function ratePriced(): Promise<
    Pick<MetalRatesAnswer, 'ratePricedPieces' | 'ratePricedVariants' | 'ratePricedAcross'>
  > {
    const plain = await db
      .select({ purity: products.purity, pieces: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.pricing, 'rate'), sql`${products.options} = '[]'::jsonb`))
      .groupBy(products.purity);
    const purityOfVariant = sql<Purity>`coalesce(${productVariants.purity}, ${products.purity})`;
    const withOptions = and(eq(productVariants.pricing, 'rate'), sql`${products.options} <> '[]'::jsonb`);
    const designs = await db
      .select({
        purity: purityOfVariant,
        pieces: sql<number>`count(DISTINCT ${productVariants.productId})::int`,
        variants: sql<number>`count(*)::int`,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(withOptions)
      .groupBy(purityOfVariant);
    const perDesign = db
      .select({
        purities: sql<
          Purity[]
        >`array_agg(DISTINCT ${purityOfVariant}::text ORDER BY ${purityOfVariant}::text)`.as('purities'),
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(withOptions)
      .groupBy(productVariants.productId)
      .having(sql`count(DISTINCT ${purityOfVariant}) > 1`)
      .as('per_design');
    const across = await db
      .select({ purities: perDesign.purities, pieces: sql<number>`count(*)::int` })
      .from(perDesign)
      .groupBy(perDesign.purities)
      .orderBy(perDesign.purities);
    const none = () => Object.fromEntries(PURITIES.map((purity) => [purity, 0])) as Record<Purity, number>;
    const pieces = none();
    const variants = none();
    for (const row of plain) {
      pieces[row.purity] += row.pieces;
      variants[row.purity] += row.pieces;
    }
    for (const row of designs) {
      pieces[row.purity] += row.pieces;
      variants[row.purity] += row.variants;
    }
    return {
      ratePricedPieces: pieces,
      ratePricedVariants: variants,
      ratePricedAcross: across.map((row) => ({ purities: row.purities, pieces: row.pieces })),
    };
  }

  async function overview(): Promise<MetalRatesAnswer> {
    const current = Object.fromEntries(PURITIES.map((purity) => [purity, null])) as Record<
      Purity,
      MetalRateEntry | null
    >;
    for (const entry of await currentEntries(db)) current[entry.purity] = entry;
    const history = await db
      .select(entryColumns)
      .from(metalRates)
      .leftJoin(staffMembers, eq(staffMembers.id, metalRates.staffId))
      .orderBy(desc(metalRates.setAt), desc(metalRates.id))
      .limit(RATE_HISTORY_LENGTH);
    return {
      success: true,
      current,
      ...(await ratePriced()),
      history: history.map(toEntry),
    };
  }

  /**
   * Stores the new rates and reprices every rate-priced piece of those purities (archived ones
   * too, so one restored comes back at today's price) in one statement, with its audit entry.
   */
  async function setRates(body: MetalRatesBody, staffId: string): Promise<MetalRatesSavedAnswer> {
    const given = PURITIES.flatMap((purity) => {
      const rupees = body.rates[purity];
      return rupees === undefined ? [] : [{ purity, ratePaisePerGram: rupeesToPaise(rupees) }];
    });
    const repriced = await db.transaction(async (tx) => {
      await takeRateLock(tx);
      const before = await currentRates(tx);
      await tx.insert(metalRates).values(given.map((rate) => ({ ...rate, staffId })));
      const rates = {
        ...before,
        ...Object.fromEntries(given.map((rate) => [rate.purity, rate.ratePaisePerGram])),
      };
      const pieces = await tx
        .select({
          id: products.id,
          purity: products.purity,
          netWeightMg: products.netWeightMg,
          makingKind: products.makingKind,
          makingValue: products.makingValue,
          stonesPaise: products.stonesPaise,
          hallmarkingPaise: products.hallmarkingPaise,
        })
        .from(products)
        .where(
          and(
            eq(products.pricing, 'rate'),
            // A design with options shows its lowest variant's price: its variants are priced below.
            sql`${products.options} = '[]'::jsonb`,
            inArray(
              products.purity,
              given.map((rate) => rate.purity),
            ),
          ),
        )
        .for('update');
      const prices = pieces.map((piece) => {
        // The database's check (products_rate_pricing_complete) holds these for a rate-priced piece.
        const breakup: RatePriceBreakup = priceFromRate(
          {
            purity: piece.purity,
            netWeightMg: piece.netWeightMg ?? 0,
            making: makingChargeOf(piece.makingKind ?? 'per_gram', piece.makingValue ?? 0),
            stonesPaise: piece.stonesPaise,
            hallmarkingPaise: piece.hallmarkingPaise,
          },
          rates,
        );
        return { id: piece.id, price: breakup.totalPaise, breakup };
      });
      if (prices.length > 0) {
        // One statement for every piece: the catalogue's statement trigger announces the
        // change once (docs/decisions/0017-catalogue-changes-reach-every-instance.md).
        await tx.execute(sql`
          UPDATE ${products} SET price_paise = repriced.price, price_breakup = repriced.breakup
          FROM jsonb_to_recordset(${JSON.stringify(prices)}::jsonb) AS repriced(id integer, price integer, breakup jsonb)
          WHERE ${products.id} = repriced.id`);
      }
      // The variants of designs with options, priced from the rate, are priced by their own
      // weights (a design without options is its one variant, kept in step by the database).
      const variants = await tx
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          design: {
            pricing: products.pricing,
            purity: products.purity,
            makingKind: products.makingKind,
            makingValue: products.makingValue,
            stonesPaise: products.stonesPaise,
            hallmarkingPaise: products.hallmarkingPaise,
          },
          variant: {
            pricing: productVariants.pricing,
            pricePaise: productVariants.pricePaise,
            purity: productVariants.purity,
            netWeightMg: productVariants.netWeightMg,
            makingKind: productVariants.makingKind,
            makingValue: productVariants.makingValue,
            stonesPaise: productVariants.stonesPaise,
          },
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(
          and(
            eq(productVariants.pricing, 'rate'),
            sql`${products.options} <> '[]'::jsonb`,
            inArray(
              sql`coalesce(${productVariants.purity}, ${products.purity})`,
              given.map((rate) => rate.purity),
            ),
          ),
        )
        .orderBy(productVariants.productId, productVariants.id)
        .for('update', { of: productVariants });
      const variantPrices = variants.map(({ id, design, variant }) => {
        const priced = priceOfVariant(design, variant, rates);
        return { id, price: priced.pricePaise, breakup: priced.breakup };
      });
      if (variantPrices.length > 0) {
        await tx.execute(sql`
          UPDATE ${productVariants} SET price_paise = repriced.price, price_breakup = repriced.breakup
          FROM jsonb_to_recordset(${JSON.stringify(variantPrices)}::jsonb) AS repriced(id integer, price integer, breakup jsonb)
          WHERE ${productVariants.id} = repriced.id`);
      }
      const rupeesOf = (rates: MetalRates, purities: readonly Purity[]) =>
        Object.fromEntries(
          purities.map((purity) => {
            const rate = rates[purity];
            return [purity, rate === undefined ? null : paiseToRupees(rate)];
          }),
        );
      const purities = given.map((rate) => rate.purity);
      // Pieces as a jeweller counts them: a ring repriced in eight sizes is one piece.
      const repriced = {
        pieces: prices.length + new Set(variants.map((variant) => variant.productId)).size,
        variants: prices.length + variantPrices.length,
      };
      await recordChange(tx, {
        staffId,
        action: 'metal-rate.set',
        subject: { type: 'metal-rate', id: purities.join(',') },
        before: rupeesOf(before, purities),
        after: {
          ...rupeesOf(rates, purities),
          repricedPieces: repriced.pieces,
          repricedVariants: repriced.variants,
        },
      });
      return repriced;
    });
    return {
      ...(await overview()),
      message: RATE_TEXTS.saved(given.length, repriced),
      repriced: repriced.pieces,
      repricedVariants: repriced.variants,
    };
  }

  return { overview, setRates };
}

export type MetalRatesService = ReturnType<typeof createMetalRates>;
