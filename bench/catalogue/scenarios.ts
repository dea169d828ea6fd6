/**
 * The hot pages of the catalogue: what many shoppers ask for over and over, so the answer
 * cache holds them. Search scenarios rotate through many URLs so that a run is not one query
 * answered over and over; listings are single URLs because every shopper opening "Women" asks
 * for exactly the same answer. Searches nobody asked before are cold-search.ts.
 */

export interface Scenario {
  id: string;
  title: string;
  /** Request paths, used in turn by each connection. */
  paths: readonly string[];
}

/** Words shoppers type, with the typos and prefixes search must cope with (decision 0003). */
export const SEARCH_TERMS = [
  'ring',
  'silver pendant',
  'rnig',
  'pendent',
  'gold chain',
  'anklet',
  'kids bracelet',
  'om',
  'peacock',
  'engraved',
  'couple rings',
  'ladies bangle',
  'men kada',
  'silver ank',
  'braclet',
  'heart',
  'nose pin',
  'toe ring',
  'fingerprint',
  'chian',
  'name necklace',
] as const;

/** Filter menus of the search page, as the web app combines them (no search words). */
const SEARCH_FILTERS = [
  'peopleCategory=women&productType=Silver&sortBy=price-asc',
  'peopleCategory=men&productType=Gold&minPrice=5000&maxPrice=50000',
  'peopleCategory=kids&maxPrice=3000&sortBy=newest',
  'productType=Gold&sortBy=price-desc',
  'peopleCategory=couples&sortBy=alpha-asc',
  'peopleCategory=women&customOption=engraving',
  'minPrice=1000&maxPrice=5000&inStock=true',
  'peopleCategory=men&productType=Silver&page=2',
  'peopleCategory=women&productType=Gold&minPrice=20000&sortBy=price-asc',
  'productType=Silver&customOption=fingerprint&sortBy=newest',
  'peopleCategory=kids&productType=Silver&inStock=true&page=3',
  'maxPrice=2000&sortBy=price-asc',
  'peopleCategory=women&sortBy=alpha-desc&page=5',
  'peopleCategory=men&customOption=image&sortBy=featured',
] as const;

function searchPath(query: string): string {
  // The web app always sends the page size it shows.
  return `/api/products/search?${query}${query.includes('page=') ? '' : '&page=1'}&limit=12`;
}

export const HOT_SCENARIOS: readonly Scenario[] = [
  {
    id: 'search-q',
    title: 'search with words',
    paths: SEARCH_TERMS.map((term) => searchPath(`q=${encodeURIComponent(term)}`)),
  },
  {
    id: 'search-filters',
    title: 'search with filters',
    paths: SEARCH_FILTERS.map(searchPath),
  },
  {
    id: 'category',
    title: 'category /women',
    paths: ['/api/products/category/women'],
  },
  {
    id: 'type',
    title: 'type /women-rings',
    paths: ['/api/women-rings'],
  },
];

export function boundPath(bytes: number): string {
  return `/api/bench/bound?bytes=${bytes}`;
}
