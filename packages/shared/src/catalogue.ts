/**
 * The catalogue's vocabulary: who a piece is for, what kind of piece it is, its metal and
 * the ways it can be personalised. Both the server (filters, seed, search) and the browser
 * (filter menus, labels) read these lists, so a new category is added here and nowhere else.
 */

export const PEOPLE_CATEGORIES = ['women', 'men', 'kids', 'couples'] as const;
export type PeopleCategory = (typeof PEOPLE_CATEGORIES)[number];

/** Words shoppers and older links use for a people category (`/category/Female`, `?peopleCategory=male`). */
export const PEOPLE_CATEGORY_ALIASES: Readonly<Record<string, PeopleCategory>> = {
  women: 'women',
  womens: 'women',
  woman: 'women',
  female: 'women',
  ladies: 'women',
  men: 'men',
  mens: 'men',
  man: 'men',
  male: 'men',
  gents: 'men',
  kids: 'kids',
  kid: 'kids',
  children: 'kids',
  couples: 'couples',
  couple: 'couples',
};

/** The kind of piece; the product JSON calls it `category` (ring, pendant, bracelet, …). */
export const ITEM_TYPES = [
  'ring',
  'pendant',
  'bracelet',
  'chain',
  'necklace',
  'bangle',
  'kada',
  'anklet',
  'toe-ring',
  'earring',
  'stud',
  'nose-pin',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Each kind of piece as a shopper reads it in a list of kinds (the search overlay's suggestions). */
export const ITEM_TYPE_LABELS: Readonly<Record<ItemType, string>> = {
  ring: 'Rings',
  pendant: 'Pendants',
  bracelet: 'Bracelets',
  chain: 'Chains',
  necklace: 'Necklaces',
  bangle: 'Bangles',
  kada: 'Kadas',
  anklet: 'Anklets',
  'toe-ring': 'Toe rings',
  earring: 'Earrings',
  stud: 'Studs',
  'nose-pin': 'Nose pins',
};

export const MATERIALS = ['Gold', 'Silver'] as const;
export type Material = (typeof MATERIALS)[number];

export const CUSTOMIZATION_TYPES = ['engraving', 'fingerprint', 'image', 'combined'] as const;
export type CustomizationType = (typeof CUSTOMIZATION_TYPES)[number];

/** How each personalisation type is named to a shopper (the API's `customOption` values). */
export const PERSONALISATION_LABELS: Readonly<Record<CustomizationType, string>> = {
  engraving: 'Engraving',
  fingerprint: 'Fingerprint',
  image: 'Image',
  combined: 'Combined',
};

/**
 * The product categories of each people category, with the kind of piece each one is. The
 * spellings ('Neckles', 'Dolar with Earings', 'Thayathu', …) are the shop's own and are
 * shown to shoppers as they are.
 */
export const PRODUCT_CATEGORIES: Readonly<
  Record<PeopleCategory, readonly { name: string; itemType: ItemType }[]>
> = {
  women: [
    { name: 'Chain', itemType: 'chain' },
    { name: 'Ring', itemType: 'ring' },
    { name: 'Bracelets', itemType: 'bracelet' },
    { name: 'Pendants', itemType: 'pendant' },
    { name: 'metti', itemType: 'toe-ring' },
    { name: 'Anklet', itemType: 'anklet' },
    { name: 'Haaram', itemType: 'necklace' },
    { name: 'Neckles', itemType: 'necklace' },
    { name: 'Dolar with Earings', itemType: 'pendant' },
    { name: 'Matil', itemType: 'earring' },
    { name: 'Earings', itemType: 'earring' },
    { name: 'Nose-pin', itemType: 'nose-pin' },
    { name: 'Side-studs', itemType: 'stud' },
    { name: 'Ear-Rings', itemType: 'earring' },
    { name: 'Bangles', itemType: 'bangle' },
  ],
  men: [
    { name: 'Chain', itemType: 'chain' },
    { name: 'Ring', itemType: 'ring' },
    { name: 'Stud', itemType: 'stud' },
    { name: 'Bracelet', itemType: 'bracelet' },
    { name: 'Pendant', itemType: 'pendant' },
    { name: 'Kada', itemType: 'kada' },
  ],
  kids: [
    { name: 'Anklet', itemType: 'anklet' },
    { name: 'Thanda', itemType: 'anklet' },
    { name: 'Bangle', itemType: 'bangle' },
    { name: 'Stud', itemType: 'stud' },
    { name: 'Chain', itemType: 'chain' },
    { name: 'Ring', itemType: 'ring' },
    { name: 'Pendant', itemType: 'pendant' },
    { name: 'Bracelets', itemType: 'bracelet' },
    { name: 'Ear-rings', itemType: 'earring' },
    { name: 'Thayathu', itemType: 'pendant' },
    { name: 'Kids-chain', itemType: 'chain' },
    { name: 'Kada', itemType: 'kada' },
  ],
  couples: [
    { name: 'Promise', itemType: 'ring' },
    { name: 'Engagement', itemType: 'ring' },
    { name: 'Wedding', itemType: 'ring' },
    { name: 'Anniversary', itemType: 'ring' },
  ],
};

/*
 * The two lists below are worked out when the module loads; marked pure, they are left out of
 * the storefront's first download, which imports this module for other names and never reads
 * them.
 */

/** Every product category name once, in the order of the lists above. */
export const ALL_PRODUCT_CATEGORIES: readonly string[] = /* @__PURE__ */ Array.from(
  /* @__PURE__ */ new Set(
    /* @__PURE__ */ Object.values(PRODUCT_CATEGORIES).flatMap((list) => list.map((c) => c.name)),
  ),
);

/** The nine type listings (`/api/women-rings` … `/api/kids-bracelets`). */
export const TYPE_LISTING_PEOPLE = ['women', 'men', 'kids'] as const;
export const TYPE_LISTING_ITEMS = [
  { slug: 'rings', itemType: 'ring' },
  { slug: 'bracelets', itemType: 'bracelet' },
  { slug: 'pendants', itemType: 'pendant' },
] as const satisfies readonly { slug: string; itemType: ItemType }[];

export const TYPE_LISTINGS = /* @__PURE__ */ TYPE_LISTING_PEOPLE.flatMap((people) =>
  TYPE_LISTING_ITEMS.map(({ slug, itemType }) => ({
    path: `${people}-${slug}`,
    peopleCategory: people as PeopleCategory,
    itemType: itemType as ItemType,
  })),
);

export const SORT_OPTIONS = [
  'featured',
  'alpha-asc',
  'alpha-desc',
  'price-asc',
  'price-desc',
  'newest',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The sort menu's labels. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  featured: 'Featured',
  'alpha-asc': 'Alphabetically, A-Z',
  'alpha-desc': 'Alphabetically, Z-A',
  'price-asc': 'Price, low to high',
  'price-desc': 'Price, high to low',
  newest: 'Newest First',
};

/**
 * Below this many pieces in stock the storefront says how many are left, and the back
 * office's Today page lists the piece to be made or bought again.
 */
export const FEW_LEFT_BELOW = 3;

/** The storefront's note for a piece with few left ('Only 2 left'); undefined when there are enough or none. */
export function fewLeftNote(stockLeft: number | null | undefined): string | undefined {
  if (stockLeft === null || stockLeft === undefined || stockLeft <= 0 || stockLeft >= FEW_LEFT_BELOW) {
    return undefined;
  }
  return `Only ${stockLeft} left`;
}

/** How many pieces a listing page shows, and how many the home page fetches. */
export const PAGE_SIZE = 12;
export const HOME_FETCH_LIMIT = 1000;
/** The most products one call answers; larger `limit`s are cut down to it. */
export const MAX_LIMIT = 1000;
export const MAX_SEARCH_LIMIT = 100;
/**
 * The last page of a people category or type listing: they hold at most MAX_LIMIT pieces, so
 * any page after it shows the same pieces as it does.
 */
export const LAST_LISTING_PAGE = Math.ceil(MAX_LIMIT / PAGE_SIZE);
/** The longest search, counted as search reads it (`searchText`). */
export const MAX_SEARCH_TERM_LENGTH = 100;
/** What a shopper reads past the limit on searches per address (SEARCHES_PER_MINUTE). */
export const TOO_MANY_SEARCHES =
  'Too many searches from your network. Please wait a minute and search again.';
/** The search overlay's suggestions as the shopper types: at most this many. */
export const MAX_SUGGESTIONS = 8;
/** One letter matches nearly every piece: suggestions start from the second. */
export const MIN_SUGGESTION_LETTERS = 2;

/**
 * A query as search reads it: without Latin accents, in lower case, composed again (NFC) as the
 * Tamil and Hindi words of the catalogue are kept (a Tamil "கொ" typed as its two vowel signs is
 * the same word). Some characters stand for several letters (㎉ is "kcal", ﬀ is "ff"), so the
 * length of a search is checked on this rather than on what was typed: the work a search costs
 * grows with it.
 */
export function searchText(query: string): string {
  return query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .normalize('NFC');
}

/** The highest price a filter accepts, in rupees (₹1 crore); no piece costs more. */
export const MAX_PRICE_FILTER_RUPEES = 10_000_000;

/**
 * Product images are drawn by the shop in these widths (pixels, square). The product JSON
 * carries the default width's URL; `imageSrcSet` gives the browser the others. 480 and 720
 * sit where the pictures' slots (picture-sizes.ts) fall: a 412 px phone's card at 1.75 to 2
 * pixels per point needs 665 to 760, a desktop card 363 (docs/decisions/0032).
 */
export const PRODUCT_IMAGE_WIDTHS = [320, 480, 640, 720, 960] as const;
export const DEFAULT_PRODUCT_IMAGE_WIDTH = 640;
const WIDTH_SUFFIX = /-(\d+)\.webp$/;

/** `srcset` for an image URL of the shop's own catalogue; other URLs get none. */
export function imageSrcSet(url: string): string | undefined {
  if (!WIDTH_SUFFIX.test(url)) return undefined;
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${url.replace(WIDTH_SUFFIX, `-${width}.webp`)} ${width}w`).join(
    ', ',
  );
}
