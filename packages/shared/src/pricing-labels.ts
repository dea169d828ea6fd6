/**
 * The words and figures of a price breakup, without zod: the storefront's product page shows
 * them before it loads any form code (decision 0008). pricing.ts re-exports each of them.
 */

/** Each purity sold, named by its metal and fineness in parts per thousand. */
export const PURITIES = ['gold-999', 'gold-916', 'gold-750', 'gold-585', 'silver-999', 'silver-925'] as const;
export type Purity = (typeof PURITIES)[number];

export const PURITY_LABELS: Readonly<Record<Purity, string>> = {
  'gold-999': '24K gold (999)',
  'gold-916': '22K gold (916)',
  'gold-750': '18K gold (750)',
  'gold-585': '14K gold (585)',
  'silver-999': 'Fine silver (999)',
  'silver-925': 'Sterling silver (925)',
};

/** GST on jewellery (HSN 7113): 3 % of the value, in basis points. */
export const GST_BASIS_POINTS = 300;

/**
 * `basisPoints` of a value in paise, to the paisa, half a paisa and more rounded up (away from
 * 0): how every tax the shop states is rounded, the 3 % of a breakup as each 1.5 % of a GST
 * document (docs/decisions/0042-each-tax-is-its-rate-on-the-taxable-value.md).
 */
export function taxAt(valuePaise: number, basisPoints: number): number {
  const rounded = Math.floor((Math.abs(valuePaise) * basisPoints * 2 + 10_000) / 20_000);
  return valuePaise < 0 ? -rounded : rounded;
}

/** 5250 → '5.250 g'. */
export function formatWeightMg(weightMg: number): string {
  return `${(weightMg / 1000).toFixed(3)} g`;
}

/** 1250 basis points → '12.5 %'. */
export function formatBasisPoints(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))} %`;
}
