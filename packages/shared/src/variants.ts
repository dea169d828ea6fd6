/**
 * Options and variants: a design (a product) has up to MAX_OPTIONS options, each a name and
 * its values in order ("Size": 6…24, "Purity": 18K/22K, "Length": 16 in/18 in/20 in), and one
 * variant for each combination it is made in, with its own SKU, weights, stock and price. A
 * design without options is one variant. These rules are the one home of what a variant is
 * called, whether it can be bought, and which one a shopper's choices name; the browser reads
 * them, so this module imports no zod (the price of a variant is variant-pricing.ts).
 */

/** A variant's SKU: what the back office accepts, and what a product page's `?variant=` may name. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 40;

/** An option of a design: its name and its values, in the order the shopper sees them. */
export interface ProductOption {
  name: string;
  values: string[];
}

/** What a variant's availability is read from. */
export interface VariantStock {
  stock: number;
  /** Extra days to make one when none is in stock; null: not made to order. */
  madeToOrderDays: number | null;
}

export type VariantAvailability =
  | { kind: 'in-stock'; stock: number }
  | { kind: 'made-to-order'; extraDays: number }
  | { kind: 'unavailable' };

/** In stock while pieces are left; else made to order when it is, with its extra days; else unavailable. */
export function availabilityOf(variant: VariantStock): VariantAvailability {
  if (variant.stock > 0) return { kind: 'in-stock', stock: variant.stock };
  if (variant.madeToOrderDays !== null) return { kind: 'made-to-order', extraDays: variant.madeToOrderDays };
  return { kind: 'unavailable' };
}

/** Whether `quantity` pieces can be ordered: from stock, or made to order when fewer are left. */
export function canOrder(variant: VariantStock, quantity: number): boolean {
  return variant.stock >= quantity || variant.madeToOrderDays !== null;
}

export const VARIANT_TEXTS = {
  madeToOrder: (days: number) => `Made to order: ships ${days} ${days === 1 ? 'day' : 'days'} later`,
  unavailable: 'Not available',
  chooseOptions: (name: string, options: readonly string[]) =>
    `Choose the ${options.join(', ').toLowerCase()} of ${name} before adding it to your cart.`,
  unknownVariant: (name: string) =>
    `${name} is not made in the size or kind chosen any more. Choose again on its page.`,
  priceFrom: 'from',
  /** A card of a design none of whose pieces is in stock, which is made to order. */
  madeToOrderCard: 'Made to order',
  sizeFilter: 'Size',
  anySize: 'Any size',
  sizeInStockOnly: 'In stock in this size',
} as const;

// A number, maybe with a unit after a space ("14", "16 in", "2.5 mm"), reads with its option's
// name ("Size 14", "Length 16 in"); a word ("22K", "Rose gold") reads alone.
const MEASURE = /^\d+(\.\d+)?( \S.*)?$/;

/** How a variant is named on its page, in the cart and on every document: "Size 14, 22K". */
export function variantLabel(options: readonly ProductOption[], values: readonly string[]): string {
  return options
    .flatMap((option, index) => {
      const value = values[index];
      if (value === undefined || value === '') return [];
      return [MEASURE.test(value) ? `${option.name} ${value}` : value];
    })
    .join(', ');
}

/** What names an order line beyond its design: its variant and any size typed ("Size 14, 22K"). */
export function orderLineDetails(line: { variant?: string | null; size?: string | null }): string {
  return [line.variant, line.size && `Size ${line.size}`].filter(Boolean).join(', ');
}

/**
 * An order line as a sentence, a list or a document names the piece: its design's name with
 * the variant bought ("Stardust Gold Band (Size 14, 22K)"), or the name alone.
 */
export function orderLineName(line: { name: string; variant?: string | null; size?: string | null }): string {
  const details = orderLineDetails(line);
  return details ? `${line.name} (${details})` : line.name;
}

/** The variant whose values are exactly these choices, in the options' order. */
export function variantOfChoice<V extends { values: readonly string[] }>(
  variants: readonly V[],
  choice: readonly (string | undefined)[],
): V | undefined {
  return variants.find(
    (variant) =>
      variant.values.length === choice.length &&
      variant.values.every((value, index) => value === choice[index]),
  );
}

/**
 * Whether a value of one option can be picked with the other choices kept: some variant with
 * it (and the choices of the other options made so far) is in stock or made to order.
 */
export function valueSelectable<V extends VariantStock & { values: readonly string[] }>(
  variants: readonly V[],
  choice: readonly (string | undefined)[],
  optionIndex: number,
  value: string,
): boolean {
  return variants.some(
    (variant) =>
      variant.values[optionIndex] === value &&
      variant.values.every(
        (own, index) => index === optionIndex || choice[index] === undefined || choice[index] === own,
      ) &&
      availabilityOf(variant).kind !== 'unavailable',
  );
}

/**
 * The variant a shopper's pick of one option's value names: the one with the other choices
 * kept when it can be bought, else the first with that value that can, else the one with the
 * other choices kept (shown, unavailable), else none.
 */
export function variantOfPick<V extends VariantStock & { values: readonly string[] }>(
  variants: readonly V[],
  choice: readonly (string | undefined)[],
  optionIndex: number,
  value: string,
): V | undefined {
  const wanted = choice.map((own, index) => (index === optionIndex ? value : own));
  const exact = variantOfChoice(variants, wanted);
  if (exact && availabilityOf(exact).kind !== 'unavailable') return exact;
  return (
    variants.find(
      (variant) => variant.values[optionIndex] === value && availabilityOf(variant).kind !== 'unavailable',
    ) ?? exact
  );
}

/**
 * The variant a design's page opens on: the one its address names, else the lowest-priced one
 * that can be bought (the price the design's card shows), else the first.
 */
export function openingVariant<V extends VariantStock & { sku: string; price: number }>(
  variants: readonly V[],
  sku: string | null | undefined,
): V | undefined {
  const named = sku ? variants.find((variant) => variant.sku.toLowerCase() === sku.toLowerCase()) : undefined;
  if (named) return named;
  const buyable = variants.filter((variant) => availabilityOf(variant).kind !== 'unavailable');
  const pool = buyable.length > 0 ? buyable : variants;
  return pool.reduce<V | undefined>(
    (lowest, variant) => (!lowest || variant.price < lowest.price ? variant : lowest),
    undefined,
  );
}

/** The query parameter that names the chosen variant in a product page's address. */
export const VARIANT_PARAM = 'variant';

/** The variant a design's page shows, as the buying part and the cart need it. */
export interface ChosenVariant {
  sku: string;
  label: string;
  /** Extra days when it is made to order and none is in stock; null otherwise. */
  madeToOrderDays: number | null;
  /** The design has a size option: the free-text size gives way to it. */
  sizeOption: boolean;
}

/** An option that is a size: the ring-size guide serves it, and the free-text size gives way. */
export function isSizeOption(option: ProductOption): boolean {
  return /\bsize\b/i.test(option.name);
}
