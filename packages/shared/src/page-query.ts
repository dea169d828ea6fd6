/**
 * The query parameters each storefront page reads, and the values it accepts. The server
 * keeps a page's render under its canonical path and these parameters alone, so `?u=1`,
 * `?u=2`, … are one page rather than one render each, and an address with a value the page
 * does not accept is left for the browser to draw rather than rendered and kept. A page that
 * starts reading a parameter adds it here, or its server render would leave it out.
 */
import {
  ALL_PRODUCT_CATEGORIES,
  CUSTOMIZATION_TYPES,
  MATERIALS,
  MAX_SEARCH_TERM_LENGTH,
  PEOPLE_CATEGORIES,
  PEOPLE_CATEGORY_ALIASES,
  SORT_OPTIONS,
  searchText,
} from './catalogue.ts';
import { LUXURY_PENDANT_CATEGORIES } from './luxury-pendants.ts';
import { COUPLE_RINGS_PATH, LUXURY_PENDANTS_PATH, RING_PERSONALISATION_PATH } from './page-paths.ts';
import { CATEGORY_PAGES, type CategoryPageSlug } from './pages.ts';
import { RING_TYPES } from './personalisation-texts.ts';
import { SKU_PATTERN } from './variants.ts';

/** Whether a page accepts a value of one of its parameters. */
type Accepts = (value: string) => boolean;

/** One of `values`, or 'all' (no filter), without regard to case. */
function oneOf(values: readonly string[]): Accepts {
  const known = new Set(['all', ...values.map((value) => value.toLowerCase())]);
  return (value) => known.has(value.trim().toLowerCase());
}

const wholeNumber: Accepts = (value) => /^\d{1,9}$/.test(value.trim());
const searchTerm: Accepts = (value) =>
  value.length <= MAX_SEARCH_TERM_LENGTH && searchText(value).length <= MAX_SEARCH_TERM_LENGTH;
const people = oneOf([...PEOPLE_CATEGORIES, ...Object.keys(PEOPLE_CATEGORY_ALIASES)]);
const material = oneOf(MATERIALS);

/** A size of the size filter, as a design's size option names it ("14", "2.5 mm"), and in stock. */
const SIZE_FILTER = {
  size: (value: string) => /^[\p{L}\p{N}][\p{L}\p{N} ./-]{0,19}$/u.test(value.trim()),
  inStock: (value: string) => value === 'true',
} as const;

/** Price range, sort and page: what every listing of pieces reads. */
const LISTING = {
  minPrice: wholeNumber,
  maxPrice: wholeNumber,
  sortBy: oneOf(SORT_OPTIONS),
  page: wholeNumber,
} as const;
/** A people category's listing, and the couple rings. */
const PEOPLE_LISTING = { productCategory: oneOf(ALL_PRODUCT_CATEGORIES), productType: material, ...LISTING };

type PageQuery = Readonly<Record<string, Accepts>>;

const QUERY_BY_PATH: Readonly<Record<string, PageQuery>> = {
  '/': { category: people, ...LISTING },
  '/search': { q: searchTerm, page: wholeNumber, ...SIZE_FILTER },
  [COUPLE_RINGS_PATH]: PEOPLE_LISTING,
  [LUXURY_PENDANTS_PATH]: { category: oneOf(LUXURY_PENDANT_CATEGORIES), ...LISTING },
  [RING_PERSONALISATION_PATH]: { product: wholeNumber, type: oneOf(RING_TYPES) },
  ...Object.fromEntries(
    (Object.keys(CATEGORY_PAGES) as CategoryPageSlug[]).map((slug) => [
      `/category/${slug}`,
      'peopleCategory' in CATEGORY_PAGES[slug].search
        ? PEOPLE_LISTING
        : { people, productType: material, ...LISTING },
    ]),
  ),
};
/** `/custom/{group}/{kind}`: one kind of piece for one group of people. */
const TYPE_LISTING: PageQuery = { customizationType: oneOf(CUSTOMIZATION_TYPES), ...LISTING, ...SIZE_FILTER };
/** `/product/{id}`: the variant a shared link names ("Size 14, 22K"), so the server's page shows it. */
const PRODUCT_PAGE: PageQuery = { variant: (value: string) => SKU_PATTERN.test(value) };

/**
 * The address a page is rendered at on the server, and kept under: `canonicalPath` (the page's
 * own path, aliases and capitals folded) with only the parameters that page reads, in a fixed
 * order. Undefined when one of them holds a value the page does not accept.
 */
export function renderAddress(canonicalPath: string, query: URLSearchParams): string | undefined {
  const reads =
    QUERY_BY_PATH[canonicalPath] ??
    (canonicalPath.startsWith('/custom/')
      ? TYPE_LISTING
      : canonicalPath.startsWith('/product/')
        ? PRODUCT_PAGE
        : {});
  const kept = new URLSearchParams();
  for (const [name, accepts] of Object.entries(reads)) {
    const values = query.getAll(name);
    if (values.length === 0) continue;
    // A page reads the first value; a second one is no address the shop writes.
    const [value] = values;
    if (values.length > 1 || value === undefined || !accepts(value)) return undefined;
    kept.set(name, value);
  }
  const search = kept.toString();
  return search === '' ? canonicalPath : `${canonicalPath}?${search}`;
}
