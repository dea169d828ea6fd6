/**
 * Contracts of the back office's metal rates: the owner enters the day's rate of one or more
 * purities in rupees per gram; staff read the current rates and what came before them.
 */
import { z } from 'zod';
import { PURITIES, PURITY_LABELS, type Purity } from './pricing.ts';

/** Well above any metal's price per gram, and within the database's integer paise. */
export const MAX_RATE_RUPEES_PER_GRAM = 1_000_000;

/** How many of the latest rate rows the rates page lists. */
export const RATE_HISTORY_LENGTH = 60;

/**
 * What a rate prices, counted as a jeweller counts: `pieces` are designs (a ring sold in eight
 * sizes is one piece), `variants` what is priced (a design without options is its one variant).
 */
export interface RepricedCount {
  pieces: number;
  variants: number;
}

/** The variants, said only when they are more than the pieces: " (17 variants)". */
function variantsAside(count: RepricedCount): string {
  return count.variants > count.pieces
    ? ` (${count.variants} ${count.variants === 1 ? 'variant' : 'variants'})`
    : '';
}

export const RATE_TEXTS = {
  rate: (purity: Purity) =>
    `Enter the rate of ${PURITY_LABELS[purity]} in rupees per gram, more than 0 and at most ${MAX_RATE_RUPEES_PER_GRAM}, with at most two digits of paise`,
  noneGiven: 'Enter the rate of at least one purity.',
  saved: (purities: number, repriced: RepricedCount) =>
    `${purities === 1 ? 'The rate is' : `${purities} rates are`} saved; ${
      repriced.pieces === 1 ? 'one piece was' : `${repriced.pieces} pieces were`
    } repriced${variantsAside(repriced)}.`,
  /** What new rates will reprice, before the owner confirms them. */
  willReprice: (purities: number, count: RepricedCount) =>
    `${count.pieces === 1 ? 'One piece' : `${count.pieces} pieces`}${variantsAside(count)} ${
      count.pieces === 1 ? 'is' : 'are'
    } priced from ${purities === 1 ? 'it' : 'them'} and will show the new price at once.`,
  /** How many pieces a rate prices, as the rates page says under it: "3 pieces (17 variants)". */
  pieces: (count: RepricedCount) =>
    `${count.pieces} ${count.pieces === 1 ? 'piece' : 'pieces'}${variantsAside(count)}`,
  missingRate: (purity: Purity) =>
    `There is no rate for ${PURITY_LABELS[purity]} yet: the owner enters it on the Metal rates page before a piece can be priced from it.`,
} as const;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const rateOf = (purity: Purity) =>
  z
    .number({ error: RATE_TEXTS.rate(purity) })
    .positive(RATE_TEXTS.rate(purity))
    .max(MAX_RATE_RUPEES_PER_GRAM, RATE_TEXTS.rate(purity))
    .refine(hasAtMostTwoDecimals, RATE_TEXTS.rate(purity));

/** New rates in rupees per gram, for any of the purities; those left out keep their rate. */
export const MetalRatesBodySchema = z
  .object({
    rates: z.object(
      Object.fromEntries(PURITIES.map((purity) => [purity, rateOf(purity).optional()])) as Record<
        Purity,
        z.ZodOptional<ReturnType<typeof rateOf>>
      >,
      { error: RATE_TEXTS.noneGiven },
    ),
  })
  .refine((body) => Object.values(body.rates).some((rate) => rate !== undefined), {
    message: RATE_TEXTS.noneGiven,
    path: ['rates'],
  });
export type MetalRatesBody = z.infer<typeof MetalRatesBodySchema>;

/** One rate as it was set: when and by whom (null for the demo's rates, or once that member is gone). */
export const MetalRateEntrySchema = z.strictObject({
  purity: z.enum(PURITIES),
  ratePaisePerGram: z.number().int(),
  setAt: z.string(),
  setBy: z.string().nullable(),
});
export type MetalRateEntry = z.infer<typeof MetalRateEntrySchema>;

/** One value for each purity. */
const byPurity = <T extends z.ZodType>(value: T) =>
  z.strictObject(Object.fromEntries(PURITIES.map((purity) => [purity, value])) as Record<Purity, T>);

export const MetalRatesAnswerSchema = z.strictObject({
  success: z.literal(true),
  /** The current rate of each purity, or null for one never set. */
  current: byPurity(MetalRateEntrySchema.nullable()),
  /** The pieces (designs) priced from each purity's rate, which a new rate reprices. */
  ratePricedPieces: byPurity(z.number().int()),
  /** Their variants priced from each purity's rate (a design without options is one). */
  ratePricedVariants: byPurity(z.number().int()),
  /** The pieces priced from more than one purity (a ring in 18K and 22K), by those purities. */
  ratePricedAcross: z.array(
    z.strictObject({ purities: z.array(z.enum(PURITIES)), pieces: z.number().int() }),
  ),
  /** The latest changes, newest first. */
  history: z.array(MetalRateEntrySchema),
});
export type MetalRatesAnswer = z.infer<typeof MetalRatesAnswerSchema>;

export const MetalRatesSavedAnswerSchema = MetalRatesAnswerSchema.extend({
  message: z.string(),
  /** The pieces (designs) repriced. */
  repriced: z.number().int(),
  /** The variants repriced (a design without options is one). */
  repricedVariants: z.number().int(),
});
export type MetalRatesSavedAnswer = z.infer<typeof MetalRatesSavedAnswerSchema>;

/**
 * How many pieces and variants new rates of these purities reprice: a piece priced from two of
 * them (its 18K and 22K variants) counts once.
 */
export function repricedBy(
  answer: Pick<MetalRatesAnswer, 'ratePricedPieces' | 'ratePricedVariants' | 'ratePricedAcross'>,
  purities: readonly Purity[],
): RepricedCount {
  const chosen = new Set(purities);
  let pieces = purities.reduce((sum, purity) => sum + answer.ratePricedPieces[purity], 0);
  for (const across of answer.ratePricedAcross) {
    const shared = across.purities.filter((purity) => chosen.has(purity)).length;
    if (shared > 1) pieces -= (shared - 1) * across.pieces;
  }
  const variants = purities.reduce((sum, purity) => sum + answer.ratePricedVariants[purity], 0);
  return { pieces, variants };
}
