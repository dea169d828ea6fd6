/**
 * The addresses of the shop's pages, apart from what the pages say. The header links to
 * them on every page, so they stay small; titles and descriptions are in pages.ts, which
 * the browser loads only with the pages that need it.
 */

/**
 * Every page of the shop, at its address as React Router writes it (`:slug` is a part of the
 * address the page reads): the one list of them. pages.ts describes each for the server
 * (head, 404 and sitemap), which its types hold to this list; the storefront's router
 * (apps/web/src/app/router.tsx) has a route for each, which its test holds to this list. The
 * browser does not load the list itself.
 */
export const PAGE_PATHS = [
  '/',
  '/search',
  '/category/:slug',
  '/custom/:group/:kind',
  '/custom',
  '/customize/ring',
  '/couple-rings',
  '/luxury-pendants',
  '/product/:id',
  '/cart',
  // The shopper's saved pieces: their browser's, or their account's.
  '/wishlist',
  // Checkout happens in the cart, where 'Proceed to Checkout' (/checkout) leads.
  '/checkout',
  '/contact',
  // India's ring sizes, how to measure and a scale to print.
  '/ring-size-guide',
  // The five policies of policy-pages.ts, each at /policies/{its id}.
  '/policies/:policyId',
  '/orders/:orderId',
  // A shopper's personalised piece, shared by link: anyone may open it.
  '/previews/:token',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/profile',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];
/** The pages at one address; the others take a part of theirs (a category, a piece) from it. */
export type FixedPagePath = Exclude<PagePath, `${string}:${string}`>;

export const COUPLE_RINGS_PATH = '/couple-rings' satisfies PagePath;
export const LUXURY_PENDANTS_PATH = '/luxury-pendants' satisfies PagePath;
/** The ring personalisation page, at an address of the shop's own choosing. */
export const RING_PERSONALISATION_PATH = '/customize/ring' satisfies PagePath;
/** The ring size guide, linked beside a ring's size field and from the footer. */
export const RING_SIZE_GUIDE_PATH = '/ring-size-guide' satisfies PagePath;
/** Where the ring personalisation page sends a shopper without a product, and back (an alias). */
export const RING_COLLECTION_PATH = '/womens-rings';

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

export function productPath(id: string | number): string {
  return `/product/${id}`;
}

/** A design's page opened on one variant (variants.ts's VARIANT_PARAM), or its page without one. */
export function productVariantPath(id: string | number, variantSku: string | undefined): string {
  return variantSku ? `${productPath(id)}?variant=${encodeURIComponent(variantSku)}` : productPath(id);
}

/** The search page for `q`, as the header's search sends the shopper there. */
export function searchPath(q: string): string {
  return `/search?${new URLSearchParams({ q }).toString()}`;
}
