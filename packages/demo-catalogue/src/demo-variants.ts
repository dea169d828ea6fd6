/**
 * The demo's designs sold in many pieces (decision 0046): rings in sizes whose weight grows
 * with the finger they fit, chains in lengths whose weight grows with the length, and gold
 * designs in 18K and 22K, one ring and one chain in both at once. Every variant is priced from
 * the demo's rates for its own purity and weight, as a rate-priced piece is.
 *
 * The designs are chosen by id, among the pieces no journey opens by number or relies on for a
 * price, and only when the piece at that id is of the kind planned (a catalogue drawn with
 * another seed may hold other pieces there). Their words are made to agree with what they are
 * sold in: a design in 18K and 22K is described in "18K or 22K" gold, a chain names its lengths,
 * and none keeps a price before a discount, which its several prices would make meaningless.
 */
import type { ItemType, Material, PeopleCategory } from '@shop/shared/catalogue';
import type { MakingChargeKind, PricingKind, Purity } from '@shop/shared/pricing';
import type { ProductOption } from '@shop/shared/variants';
import { metalWords } from './demo-rates.ts';
import type { DemoProduct } from './demo-product.ts';

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

/** Ring sizes (Indian sizes): a woman's ring from 8, a man's from 10. */
export const DEMO_RING_SIZES = {
  women: ['8', '10', '12', '14', '16', '18', '20'],
  men: ['10', '12', '14', '16', '18', '20', '22', '24'],
} as const;

/** Chain lengths: a woman's chain is worn shorter than a man's. */
export const DEMO_CHAIN_LENGTHS = {
  women: ['16 in', '18 in', '20 in'],
  men: ['20 in', '22 in', '24 in'],
} as const;

export const DEMO_KARATS: readonly { value: string; purity: Purity; makingPaisePerGram: number }[] = [
  { value: '18K', purity: 'gold-750', makingPaisePerGram: 55_000 },
  { value: '22K', purity: 'gold-916', makingPaisePerGram: 65_000 },
];

const SILVER_MAKING_PAISE_PER_GRAM = 6_000;
const HALLMARKING_PAISE = 4_500;
const MADE_TO_ORDER_DAYS = 10;
/** 18K gold is lighter than 22K: the same design cast in it weighs about this share. */
const EIGHTEEN_K_WEIGHT = 0.88;

interface PlannedDesign {
  id: number;
  itemType: ItemType;
  material: Material;
  people: PeopleCategory;
  /** The measure option, if any: sizes of a ring or lengths of a chain. */
  measure?: 'size' | 'length';
  /** Sold in 18K and 22K. */
  karats?: boolean;
  /** The share of the weight that is metal (less where stones are set). */
  metalShare: number;
  stonesPaise: number;
}

/** The demo's designs with options (the ids of the demo catalogue of the usual seed). */
const PLANNED: readonly PlannedDesign[] = [
  // Blue Stone Silver Band: a man's ring in sizes 10 to 24.
  {
    id: 168,
    itemType: 'ring',
    material: 'Silver',
    people: 'men',
    measure: 'size',
    metalShare: 0.9,
    stonesPaise: 30_000,
  },
  // Rolo Silver Chain: 16, 18 and 20 inches.
  {
    id: 173,
    itemType: 'chain',
    material: 'Silver',
    people: 'women',
    measure: 'length',
    metalShare: 0.98,
    stonesPaise: 0,
  },
  // Bold Curb Chain for Men: 20, 22 and 24 inches.
  {
    id: 190,
    itemType: 'chain',
    material: 'Silver',
    people: 'men',
    measure: 'length',
    metalShare: 0.98,
    stonesPaise: 0,
  },
  // Fine Cable Gold Chain (a man's): in 18K and 22K.
  {
    id: 227,
    itemType: 'chain',
    material: 'Gold',
    people: 'men',
    karats: true,
    metalShare: 0.98,
    stonesPaise: 0,
  },
  // Fine Cable Chain: 16, 18 and 20 inches, each in 18K and 22K.
  {
    id: 247,
    itemType: 'chain',
    material: 'Gold',
    people: 'women',
    measure: 'length',
    karats: true,
    metalShare: 0.98,
    stonesPaise: 0,
  },
  // Stardust Gold Band: a woman's ring in sizes 8 to 20, each in 18K and 22K.
  {
    id: 266,
    itemType: 'ring',
    material: 'Gold',
    people: 'women',
    measure: 'size',
    karats: true,
    metalShare: 0.92,
    stonesPaise: 60_000,
  },
];

function planOf(row: DemoProduct): PlannedDesign | undefined {
  const plan = PLANNED.find((planned) => planned.id === row.id);
  if (!plan) return undefined;
  const fits =
    row.itemType === plan.itemType &&
    row.material === plan.material &&
    row.peopleCategory === plan.people &&
    row.customizationTypes.length === 0 &&
    row.pricing !== 'rate';
  return fits ? plan : undefined;
}

function measuresOf(plan: PlannedDesign): readonly string[] {
  const people = plan.people === 'men' ? 'men' : 'women';
  if (plan.measure === 'size') return DEMO_RING_SIZES[people];
  if (plan.measure === 'length') return DEMO_CHAIN_LENGTHS[people];
  return [];
}

/** The measure the piece's own weight is of: size 14 of a ring, the middle length of a chain. */
function baseMeasure(plan: PlannedDesign): string | undefined {
  const measures = measuresOf(plan);
  if (plan.measure === 'size') return '14';
  return measures[Math.floor(measures.length / 2)];
}

/** How much more than its base a measure weighs: 4 % a ring size, in proportion to a chain's length. */
function weightFactor(plan: PlannedDesign, measure: string | undefined): number {
  const base = baseMeasure(plan);
  if (measure === undefined || base === undefined) return 1;
  if (plan.measure === 'size') return 1 + (Number(measure) - Number(base)) * 0.04;
  return Number.parseFloat(measure) / Number.parseFloat(base);
}

/**
 * A measure's stock: a ring's smallest size is not made at all, its two largest and a chain's
 * longest length are made to order, size 14 has two left, the rest four, so the product page
 * shows every kind of choice.
 */
function stockOf(
  plan: PlannedDesign,
  measure: string | undefined,
): Pick<DemoVariant, 'stock' | 'madeToOrderDays'> {
  const measures = measuresOf(plan);
  if (measure === undefined) return { stock: 3, madeToOrderDays: MADE_TO_ORDER_DAYS };
  const index = measures.indexOf(measure);
  if (plan.measure === 'size') {
    if (index === 0) return { stock: 0, madeToOrderDays: null };
    if (index >= measures.length - 2) return { stock: 0, madeToOrderDays: MADE_TO_ORDER_DAYS };
    if (measure === '14') return { stock: 2, madeToOrderDays: null };
    return { stock: 4, madeToOrderDays: null };
  }
  if (index === measures.length - 1) return { stock: 0, madeToOrderDays: MADE_TO_ORDER_DAYS };
  return { stock: 4, madeToOrderDays: null };
}

/** "16 in, 18 in, 20 in" as a sentence: "16, 18 and 20 inches". */
function lengthsInWords(lengths: readonly string[]): string {
  const numbers = lengths.map((length) => Number.parseFloat(length).toString());
  return `${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1) ?? ''} inches`;
}

/**
 * The demo rows with the words and columns of its designs with options: a design in two karats
 * is described in both, a chain names its lengths, and none keeps a price before a discount.
 */
export function withDemoVariantWords(rows: DemoProduct[]): DemoProduct[] {
  return rows.map((row) => {
    const plan = planOf(row);
    if (!plan) return row;
    let description = row.description;
    if (plan.karats) {
      description = description.replace(metalWords(row.purity), `18K or 22K BIS-hallmarked gold`);
    }
    if (plan.measure === 'length') {
      description = `${description} In lengths of ${lengthsInWords(measuresOf(plan))}.`;
    }
    return {
      ...row,
      description,
      originalPricePaise: null,
      stonesPaise: plan.stonesPaise,
      hallmarkingPaise: plan.material === 'Gold' ? HALLMARKING_PAISE : 0,
    };
  });
}

function withStock(
  demo: Pick<DemoVariant, 'stock' | 'madeToOrderDays'>,
  stock: number | undefined,
): Pick<DemoVariant, 'stock' | 'madeToOrderDays'> {
  return stock !== undefined && demo.stock > 0 ? { ...demo, stock } : demo;
}

/**
 * The designs of `rows` sold in sizes, lengths or karats, with their variants. `stock`, when
 * given, is each size in stock's count in place of the demo's few (the seed command's
 * `--stock`, so a benchmark's checkouts never sell a size out); a size not made stays so.
 */
export function demoDesignVariants(
  rows: readonly DemoProduct[],
  { stock }: { stock?: number } = {},
): DemoDesignVariants[] {
  return rows.flatMap((row) => {
    const plan = planOf(row);
    if (!plan) return [];
    const measures = measuresOf(plan);
    const options: ProductOption[] = [];
    if (plan.measure)
      options.push({ name: plan.measure === 'size' ? 'Size' : 'Length', values: [...measures] });
    if (plan.karats) options.push({ name: 'Purity', values: DEMO_KARATS.map((karat) => karat.value) });
    const karats = plan.karats ? DEMO_KARATS : [undefined];
    const measureChoices = plan.measure ? measures : [undefined];
    const variants = measureChoices.flatMap((measure) =>
      karats.map((karat): DemoVariant => {
        const factor = weightFactor(plan, measure) * (karat?.value === '18K' ? EIGHTEEN_K_WEIGHT : 1);
        const gram = Math.round(row.gram * factor * 100) / 100;
        const values = [measure, karat?.value].filter((value): value is string => value !== undefined);
        return {
          sku: `D${row.id}-${values.map((value) => value.replace(/ in$/, 'IN')).join('-')}`,
          values,
          gram,
          pricing: 'rate',
          netWeightMg: Math.round(gram * plan.metalShare * 1000),
          purity: karat?.purity ?? row.purity,
          makingKind: 'per_gram',
          makingValue: karat?.makingPaisePerGram ?? SILVER_MAKING_PAISE_PER_GRAM,
          ...withStock(stockOf(plan, measure), stock),
        };
      }),
    );
    return [{ productId: row.id, options, variants }];
  });
}
