/**
 * The addresses of the shop's pages, apart from what the pages say. The header links to
 * them on every page, so they stay small; titles and descriptions are in pages.ts, which
 * the browser loads only with the pages that need it.
 */

export const TYPE_PAGE_GROUPS = ['women', 'men', 'kids'] as const;
export type TypePageGroup = (typeof TYPE_PAGE_GROUPS)[number];
export const TYPE_PAGE_KINDS = ['rings', 'bracelets', 'pendants'] as const;
export type TypePageKind = (typeof TYPE_PAGE_KINDS)[number];

/** `/custom/women/Pendants` (the header's capital P) and `/custom/women/pendants` are one page. */
export function typePage(
  group: string,
  kind: string,
): { group: TypePageGroup; kind: TypePageKind } | undefined {
  const g = TYPE_PAGE_GROUPS.find((candidate) => candidate === group.toLowerCase());
  const k = TYPE_PAGE_KINDS.find((candidate) => candidate === kind.toLowerCase());
  return g && k ? { group: g, kind: k } : undefined;
}

/** The address the header links to for each type page; women's pendants keep their capital P. */
export function typePagePath(group: TypePageGroup, kind: TypePageKind): string {
  return `/custom/${group}/${group === 'women' && kind === 'pendants' ? 'Pendants' : kind}`;
}

export const COUPLE_RINGS_PATH = '/couple-rings';
export const LUXURY_PENDANTS_PATH = '/luxury-pendants';

export function productPath(id: string | number): string {
  return `/product/${id}`;
}

/** The search page for `q`, as the header's search sends the shopper there. */
export function searchPath(q: string): string {
  return `/search?${new URLSearchParams({ q }).toString()}`;
}
