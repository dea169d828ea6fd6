/**
 * The price of a variant: priced as a piece is priced (pricing.ts), from the variant's own net
 * weight, purity, making charge and stones, or the design's where the variant has none.
 */
import {
  fixedPriceBreakup,
  makingChargeOf,
  priceFromRate,
  type MakingChargeKind,
  type MetalRates,
  type PriceBreakup,
  type PricingKind,
  type Purity,
} from './pricing.ts';

export interface DesignPricing {
  pricing: PricingKind;
  purity: Purity;
  makingKind: MakingChargeKind | null;
  makingValue: number | null;
  stonesPaise: number;
  hallmarkingPaise: number;
}

export interface VariantPricing {
  /** 'fixed': `pricePaise` as staff typed it; 'rate': from the day's rate. */
  pricing: PricingKind;
  pricePaise: number;
  purity: Purity | null;
  netWeightMg: number | null;
  makingKind: MakingChargeKind | null;
  makingValue: number | null;
  /**
   * The stones and other charges of this variant in paise; null: the design's. A ring's larger
   * sizes may hold more stones, and an 18K variant may be set with other ones.
   */
  stonesPaise: number | null;
}

/** The variant's price and its breakup at these rates (throws MissingRateError without its purity's rate). */
export function priceOfVariant(
  design: DesignPricing,
  variant: VariantPricing,
  rates: MetalRates,
): { pricePaise: number; breakup: PriceBreakup | null } {
  if (variant.pricing === 'fixed') return { pricePaise: variant.pricePaise, breakup: null };
  const breakup = priceFromRate(
    {
      purity: variant.purity ?? design.purity,
      netWeightMg: variant.netWeightMg ?? 0,
      making: makingChargeOf(
        variant.makingKind ?? design.makingKind ?? 'per_gram',
        variant.makingValue ?? design.makingValue ?? 0,
      ),
      stonesPaise: variant.stonesPaise ?? design.stonesPaise,
      hallmarkingPaise: design.hallmarkingPaise,
    },
    rates,
  );
  return { pricePaise: breakup.totalPaise, breakup };
}

/** A variant's breakup as it is shown: stored with a rate price, or following from a fixed one. */
export function breakupOf(pricePaise: number, stored: PriceBreakup | null): PriceBreakup {
  return stored ?? fixedPriceBreakup(pricePaise);
}
