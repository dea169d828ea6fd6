/** The storefront's performance budgets (bench/README.md, "Web"). */
import { KB } from '../shared/report.ts';

/**
 * JavaScript a shopper's phone downloads, parses and runs before the home page answers a
 * tap: the entry chunk and everything it imports statically, gzipped.
 */
export const ENTRY_JS_BUDGET_BYTES = 100 * KB;

/**
 * What CI holds the same figure to while the budget above is missed (docs/decisions/0008):
 * the figure of the day it was last lowered (108,094 bytes, measured with the chunks' hashes
 * fixed), plus a hundred bytes of room. It may only come down.
 */
export const ENTRY_JS_CEILING_BYTES = 108_200;

export const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORY_TITLES: Readonly<Record<CategoryId, string>> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** Lowest acceptable Lighthouse score (0-100) per category, on every page. */
export const SCORE_BUDGETS: Readonly<Record<CategoryId, number>> = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
};
