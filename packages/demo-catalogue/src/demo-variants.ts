/**
 * The demo's rings sold in sizes: a few plain rings become designs with a `Size` option (the
 * gold ones also in 18K and 22K), each size's weight growing with the finger it fits and priced
 * from the demo’s rates (decision 0046). Size 14 has two left, the largest sizes are made to
 * order, the smallest is not made at all, so the product page shows every kind of size.
 * The rings are chosen among those no journey opens by number or relies on for a price.
 */
import type { MakingChargeKind, PricingKind, Purity } from '@shop/shared/pricing';
import type { ProductOption } from '@shop/shared/variants';
import type { DemoProduct } from './demo-product.ts';

export const DEMO_RING_SIZES = ['8', '10', '12', '14', '16', '18', '20', '22'] as const;

/** Sized rings in a demo catalogue of the usual size; fewer in a smaller one. */
const SIZED_RINGS = 3;
/** Rings from this id on: the pages journeys open by number come before. */
const FIRST_SIZED_ID = 150;
const MADE_TO_ORDER_DAYS = 10;

export interface DemoVariant {
  sku: string;
  values: string[];
  gram: number;
  pricing: PricingKind;
  netWeightMg: number;
  purity: Purity | null;
  makingKind: MakingChargeKind;
  makingValue: number;
  stock: number;
  madeToOrderDays: number | null;
}

export interface DemoDesignVariants {
  productId: number;
  options: ProductOption[];
  variants: DemoVariant[];
}

/** How much more a size weighs than size 14: 4 % a size. */
const weightFactor = (size: number) => 1 + (size - 14) * 0.04;

function stockOfSize(size: string): { stock: number; madeToOrderDays: number | null } {
  if (size === '8') return { stock: 0, madeToOrderDays: null };
  if (size === '20' || size === '22') return { stock: 0, madeToOrderDays: MADE_TO_ORDER_DAYS };
  if (size === '14') return { stock: 2, madeToOrderDays: null };
  return { stock: 4, madeToOrderDays: null };
}

const KARATS: readonly { value: string; purity: Purity; making: number }[] = [
  { value: '18K', purity: 'gold-750', making: 55_000 },
  { value: '22K', purity: 'gold-916', making: 65_000 },
];

/** The rings of `rows` sold in sizes, with their variants. */
export function demoSizedRings(rows: readonly DemoProduct[]): DemoDesignVariants[] {
  const rings = rows.filter(
    (row) =>
      row.itemType === 'ring' &&
      row.id >= FIRST_SIZED_ID &&
      row.customizationTypes.length === 0 &&
      row.originalPricePaise === null &&
      row.pricing !== 'rate' &&
      row.stock > 0,
  );
  // One gold ring, in 18K and 22K, when the catalogue has one; silver ones for the rest.
  const gold = rings.filter((ring) => ring.material === 'Gold').slice(0, 1);
  const silver = rings.filter((ring) => ring.material === 'Silver').slice(0, SIZED_RINGS - gold.length);
  return [...silver, ...gold].map((ring) => {
    // The design's weight is its size 14's; its net metal a little under it.
    const netAt14 = Math.round(ring.gram * 900);
    const sized = (size: string, extra: { value?: string; purity: Purity | null; making: number }) => {
      const factor = weightFactor(Number(size));
      return {
        sku: `D${ring.id}-${size}${extra.value ? `-${extra.value}` : ''}`,
        values: extra.value ? [size, extra.value] : [size],
        gram: Math.round(ring.gram * factor * 100) / 100,
        pricing: 'rate' as const,
        netWeightMg: Math.round(netAt14 * factor),
        purity: extra.purity,
        makingKind: 'per_gram' as const,
        makingValue: extra.making,
        ...stockOfSize(size),
      };
    };
    if (ring.material === 'Gold') {
      return {
        productId: ring.id,
        options: [
          { name: 'Size', values: [...DEMO_RING_SIZES] },
          { name: 'Purity', values: KARATS.map((karat) => karat.value) },
        ],
        variants: DEMO_RING_SIZES.flatMap((size) => KARATS.map((karat) => sized(size, karat))),
      };
    }
    return {
      productId: ring.id,
      options: [{ name: 'Size', values: [...DEMO_RING_SIZES] }],
      variants: DEMO_RING_SIZES.map((size) => sized(size, { purity: null, making: 6_000 })),
    };
  });
}
