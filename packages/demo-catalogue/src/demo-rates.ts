/**
 * The demo shop's metal rates, and the few demo pieces priced from them, so the storefront
 * shows prices made from the day's rate from the first start. The pieces are chosen among
 * those no journey or test relies on for a price: no personalisation, no pendant, no price
 * before a discount, and none of the pages a journey opens by number.
 */
import {
  priceFromRate,
  PURITY_LABELS,
  type MetalRates,
  type Purity,
  type RatePricing,
} from '@shop/shared/pricing';
import type { DemoProduct } from './demo-product.ts';

/** Plausible rates per gram, in paise, of a November morning. */
export const DEMO_RATES: Readonly<Record<Purity, number>> = {
  'gold-999': 785_000,
  'gold-916': 719_000,
  'gold-750': 589_000,
  'gold-585': 459_000,
  'silver-999': 9_800,
  'silver-925': 9_065,
};

const HALLMARKING_PAISE = 4_500;

/**
 * How a demo description names the metal of a purity ('18K BIS-hallmarked gold'), the karat
 * read from the label the product page, the breakup and the invoice show.
 */
export function metalWords(purity: Purity): string {
  const karat = /^(\d+K) gold/.exec(PURITY_LABELS[purity])?.[1];
  if (karat) return `${karat} BIS-hallmarked gold`;
  return purity === 'silver-925' ? '92.5 sterling silver' : '999 fine silver';
}

/** Demo piece id → what its price is made from. */
const RATE_PRICED: ReadonlyMap<number, RatePricing> = new Map([
  // Festive Sparkle Gold Bangles: 22K, ₹650 a gram making.
  [
    14,
    {
      purity: 'gold-916',
      netWeightMg: 2_850,
      making: { kind: 'per_gram', paisePerGram: 65_000 },
      stonesPaise: 0,
      hallmarkingPaise: HALLMARKING_PAISE,
    },
  ],
  // Graceful Crescent Chandbali Earrings: 18K, 14 % making, small stones.
  [
    27,
    {
      purity: 'gold-750',
      netWeightMg: 2_100,
      making: { kind: 'percent', basisPoints: 1_400 },
      stonesPaise: 40_000,
      hallmarkingPaise: HALLMARKING_PAISE,
    },
  ],
  // Little Square Onyx Gold Studs: 22K, 12 % making, the onyx.
  [
    39,
    {
      purity: 'gold-916',
      netWeightMg: 1_420,
      making: { kind: 'percent', basisPoints: 1_200 },
      stonesPaise: 25_000,
      hallmarkingPaise: HALLMARKING_PAISE,
    },
  ],
  // Bali Gold Earrings: 14K, ₹700 a gram making.
  [
    131,
    {
      purity: 'gold-585',
      netWeightMg: 3_800,
      making: { kind: 'per_gram', paisePerGram: 70_000 },
      stonesPaise: 0,
      hallmarkingPaise: HALLMARKING_PAISE,
    },
  ],
  // Royal Mango Mala Silver Haaram: sterling silver, ₹60 a gram making.
  [
    21,
    {
      purity: 'silver-925',
      netWeightMg: 45_000,
      making: { kind: 'per_gram', paisePerGram: 6_000 },
      stonesPaise: 0,
      hallmarkingPaise: HALLMARKING_PAISE,
    },
  ],
]);

/**
 * The demo pieces above priced from DEMO_RATES. A catalogue drawn with another seed may have
 * other pieces at those ids: only a piece of the rate's metal at a plain price is changed.
 */
export function withDemoRatePricing(rows: DemoProduct[], rates: MetalRates = DEMO_RATES): DemoProduct[] {
  return rows.map((row) => {
    const pricing = row.id === undefined ? undefined : RATE_PRICED.get(row.id);
    if (!pricing || !pricing.purity.startsWith(`${row.material.toLowerCase()}-`)) return row;
    if (row.originalPricePaise !== null && row.originalPricePaise !== undefined) return row;
    const breakup = priceFromRate(pricing, rates);
    return {
      ...row,
      purity: pricing.purity,
      // The description names the karat the breakup shows.
      description: row.description.replace(
        metalWords(row.purity ?? pricing.purity),
        metalWords(pricing.purity),
      ),
      pricing: 'rate',
      netWeightMg: pricing.netWeightMg,
      makingKind: pricing.making.kind,
      makingValue:
        pricing.making.kind === 'per_gram' ? pricing.making.paisePerGram : pricing.making.basisPoints,
      stonesPaise: pricing.stonesPaise,
      hallmarkingPaise: pricing.hallmarkingPaise,
      pricePaise: breakup.totalPaise,
      priceBreakup: breakup,
    };
  });
}
