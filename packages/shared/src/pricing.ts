/**
 * How a jeweller prices a piece: from the day's metal rate, or at a fixed price. One module
 * turns a piece's metal, purity, weight, making charge, stones and hallmarking into its
 * breakup and price; the server prices pieces and orders with it, the browser shows the
 * breakup with it, and an order keeps the breakup it was paid at.
 *
 * GST on jewellery is 3 % of the whole value, making included. Every amount is exact until
 * the total, which is rounded once, to whole rupees. The GST a breakup states is 3 % of the
 * value it states, to the paisa, as the GST documents state each tax (gst.ts); what that leaves
 * between them and the price is the breakup's rounding.
 */
import { z } from 'zod';
import type { Material } from './catalogue.ts';
import type { Paise } from './money.ts';
import { GST_BASIS_POINTS, PURITIES, PURITY_LABELS, taxAt, type Purity } from './pricing-labels.ts';

export {
  formatBasisPoints,
  formatWeightMg,
  GST_BASIS_POINTS,
  PURITIES,
  PURITY_LABELS,
  taxAt,
  type Purity,
} from './pricing-labels.ts';

/** The purities a piece of this material can be. */
export function puritiesOf(material: Material): Purity[] {
  const prefix = material === 'Gold' ? 'gold-' : 'silver-';
  return PURITIES.filter((purity) => purity.startsWith(prefix));
}

/** The purity a piece of this material is taken to be until staff say otherwise. */
export const DEFAULT_PURITY: Readonly<Record<Material, Purity>> = { Gold: 'gold-916', Silver: 'silver-925' };

export const HSN_JEWELLERY = '7113';

export const PRICING_KINDS = ['fixed', 'rate'] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];

export const MAKING_CHARGE_KINDS = ['per_gram', 'percent'] as const;
export type MakingChargeKind = (typeof MAKING_CHARGE_KINDS)[number];

/** The making charge: rupees per gram (in paise per gram) or a share of the metal value (in basis points). */
export const MakingChargeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('per_gram'), paisePerGram: z.number().int().min(0).max(10_000_000) }),
  z.strictObject({ kind: z.literal('percent'), basisPoints: z.number().int().min(0).max(100_000) }),
]);
export type MakingCharge = z.infer<typeof MakingChargeSchema>;

/** What a piece priced from the metal rate is made of. Weights are whole milligrams (grams to 3 decimals). */
export const RatePricingSchema = z.object({
  purity: z.enum(PURITIES),
  netWeightMg: z.number().int().min(1).max(10_000_000),
  making: MakingChargeSchema,
  stonesPaise: z.number().int().min(0).max(1_000_000_000),
  hallmarkingPaise: z.number().int().min(0).max(10_000_000),
});
export type RatePricing = z.infer<typeof RatePricingSchema>;

/** The day's rate of each purity, in paise per gram. */
export type MetalRates = Partial<Record<Purity, Paise>>;

/** A price explained line by line, as the product page, the order and the invoice show it. */
export const PriceBreakupSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('rate'),
    purity: z.enum(PURITIES),
    ratePaisePerGram: z.number().int(),
    netWeightMg: z.number().int(),
    metalPaise: z.number().int(),
    making: MakingChargeSchema,
    makingPaise: z.number().int(),
    stonesPaise: z.number().int(),
    hallmarkingPaise: z.number().int(),
    /** The value before GST: the components above, each to the paisa. */
    taxablePaise: z.number().int(),
    /** 3 % of the value before GST, to the paisa. */
    gstPaise: z.number().int(),
    /** What rounding the total to whole rupees added or took away. */
    roundOffPaise: z.number().int(),
    totalPaise: z.number().int(),
  }),
  z.strictObject({
    kind: z.literal('fixed'),
    taxablePaise: z.number().int(),
    gstPaise: z.number().int(),
    /**
     * The paisa, if any, by which the value and its 3 % miss the price; 0 on breakups kept
     * before the GST was 3 % of the value, whose GST was what the price held beyond it.
     */
    roundOffPaise: z.number().int(),
    totalPaise: z.number().int(),
  }),
]);
export type PriceBreakup = z.infer<typeof PriceBreakupSchema>;
export type RatePriceBreakup = Extract<PriceBreakup, { kind: 'rate' }>;

const MG_PER_GRAM = 1000n;
const BASIS = 10_000n;
const PAISE_PER_RUPEE = 100n;

/** Exact amounts in paise are carried as numerators over this denominator until they are rounded. */
const SCALE = MG_PER_GRAM * BASIS * BASIS;

/** n / d rounded half away from zero; both non-negative here. */
function roundDivide(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function toPaise(scaled: bigint): Paise {
  return Number(roundDivide(scaled, SCALE));
}

/**
 * The breakup of a piece priced from the metal rate. Throws when the day's rate of its purity
 * is missing: such a piece cannot be sold until the owner enters it.
 */
export function priceFromRate(pricing: RatePricing, rates: MetalRates): RatePriceBreakup {
  const rate = rates[pricing.purity];
  if (rate === undefined) throw new MissingRateError(pricing.purity);
  const ratePerGram = BigInt(rate);
  const weightMg = BigInt(pricing.netWeightMg);

  const metal = (ratePerGram * weightMg * SCALE) / MG_PER_GRAM;
  const making =
    pricing.making.kind === 'per_gram'
      ? (BigInt(pricing.making.paisePerGram) * weightMg * SCALE) / MG_PER_GRAM
      : (metal * BigInt(pricing.making.basisPoints)) / BASIS;
  const stones = BigInt(pricing.stonesPaise) * SCALE;
  const hallmarking = BigInt(pricing.hallmarkingPaise) * SCALE;

  const value = metal + making + stones + hallmarking;
  const gst = (value * BigInt(GST_BASIS_POINTS)) / BASIS;
  const totalPaise = Number(roundDivide(value + gst, SCALE * PAISE_PER_RUPEE) * PAISE_PER_RUPEE);

  const metalPaise = toPaise(metal);
  const makingPaise = toPaise(making);
  const taxablePaise = metalPaise + makingPaise + pricing.stonesPaise + pricing.hallmarkingPaise;
  const gstPaise = taxAt(taxablePaise, GST_BASIS_POINTS);
  return {
    kind: 'rate',
    purity: pricing.purity,
    ratePaisePerGram: rate,
    netWeightMg: pricing.netWeightMg,
    metalPaise,
    making: pricing.making,
    makingPaise,
    stonesPaise: pricing.stonesPaise,
    hallmarkingPaise: pricing.hallmarkingPaise,
    taxablePaise,
    gstPaise,
    roundOffPaise: totalPaise - taxablePaise - gstPaise,
    totalPaise,
  };
}

/**
 * The breakup of a piece sold at a fixed price, GST included: its value is the price with the
 * 3 % taken out, to the paisa, and its GST the 3 % of that value; the paisa they may miss the
 * price by is its rounding (₹40: ₹38.83, ₹1.16 and ₹0.01).
 */
export function fixedPriceBreakup(totalPaise: Paise): PriceBreakup {
  const taxablePaise = Number(roundDivide(BigInt(totalPaise) * BASIS, BASIS + BigInt(GST_BASIS_POINTS)));
  const gstPaise = taxAt(taxablePaise, GST_BASIS_POINTS);
  return {
    kind: 'fixed',
    taxablePaise,
    gstPaise,
    roundOffPaise: totalPaise - taxablePaise - gstPaise,
    totalPaise,
  };
}

export class MissingRateError extends Error {
  constructor(readonly purity: Purity) {
    super(`There is no rate for ${PURITY_LABELS[purity]} yet`);
    this.name = 'MissingRateError';
  }
}

/** Grams to 3 decimals as whole milligrams: '5.250' → 5250. Undefined for anything else. */
export function gramsTextToMg(text: string): number | undefined {
  const plain = text.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(plain)) return undefined;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** The making charge from its stored kind and value (paise per gram, or basis points). */
export function makingChargeOf(kind: MakingChargeKind, value: number): MakingCharge {
  return kind === 'per_gram' ? { kind, paisePerGram: value } : { kind, basisPoints: value };
}

/** The stored value of a making charge: paise per gram, or basis points. */
export function makingValueOf(making: MakingCharge): number {
  return making.kind === 'per_gram' ? making.paisePerGram : making.basisPoints;
}
