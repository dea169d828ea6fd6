/**
 * What the shop's pages (`PAGE_PATHS` in page-paths.ts) say: titles and descriptions. The
 * server writes the title and description into the HTML it sends (search engines and link
 * previews read them before any script runs), and the browser sets the same title when a
 * shopper moves between pages, so both read them from here. Every page of the list is
 * described here (the types see to it), and an address that is no page of it answers 404.
 */
import { PEOPLE_CATEGORY_ALIASES, type PeopleCategory } from './catalogue.ts';
import type { Product } from './catalogue-api.ts';
import {
  COUPLE_RINGS_PATH,
  LUXURY_PENDANTS_PATH,
  RING_COLLECTION_PATH,
  RING_PERSONALISATION_PATH,
  RING_SIZE_GUIDE_PATH,
  TYPE_PAGE_GROUPS,
  TYPE_PAGE_KINDS,
  productPath,
  typePage,
  typePagePath,
  type FixedPagePath,
  type PagePath,
  type TypePageGroup,
  type TypePageKind,
} from './page-paths.ts';
import {
  POLICY_DESCRIPTIONS,
  POLICY_IDS,
  POLICY_TITLES,
  RING_SIZE_GUIDE_TITLE,
  isPolicyId,
  policyPath,
} from './policy-pages.ts';
import { HOME_TITLE, SHOP_NAME, SHOP_TAGLINE } from './shop.ts';

export interface PageMeta {
  /** The page's own title; `documentTitle` adds the shop's name. */
  title: string;
  description: string;
  /** The address search engines should list for this content (aliases point to one). */
  canonicalPath: string;
  /**
   * Pages that only echo a shopper's input (search results) or belong to one shopper
   * (account, cart) are not listed by search engines.
   */
  noIndex?: boolean;
}

/** What the server and the app say when an address is no page of the shop. */
export const PAGE_NOT_FOUND = {
  title: 'Page not found',
  description: 'This page does not exist. The link may be old, or the piece may have left the collection.',
} as const;

/** What they say on `/product/{id}` when the catalogue has no piece with that id. */
export const PIECE_NOT_FOUND = {
  title: 'Piece not found',
  description: 'We could not find this piece: it may have left the collection.',
} as const;

/** `/category/{slug}`: the four people categories of the catalogue and two kinds of piece. */
export const CATEGORY_PAGES = {
  women: {
    title: "Women's Jewellery",
    subtitle: 'Chains, rings, anklets, haarams and earrings in hallmarked silver and gold',
    description:
      "Women's silver and gold jewellery: chains, rings, bracelets, pendants, metti, anklets, haarams, bangles and earrings, hallmarked and made in India.",
    search: { peopleCategory: 'women' },
  },
  men: {
    title: "Men's Jewellery",
    subtitle: 'Chains, rings, kadas and bracelets with a bold, clean finish',
    description:
      "Men's silver and gold chains, rings, studs, bracelets, pendants and kadas, hallmarked and made to be worn every day.",
    search: { peopleCategory: 'men' },
  },
  kids: {
    title: "Kids' Jewellery",
    subtitle: 'Light, smooth and safe pieces for little ones',
    description:
      "Kids' silver and gold anklets, thandai, bangles, studs, chains, rings and pendants: nickel-free, smooth-edged and gift ready.",
    search: { peopleCategory: 'kids' },
  },
  rings: {
    title: 'Rings',
    subtitle: 'Rings for her, for him, for little fingers and for two',
    description:
      'Silver and gold rings for women, men, kids and couples, with engraving, fingerprint and combined personalisation.',
    search: { category: 'ring' },
  },
  pendants: {
    title: 'Pendants',
    subtitle: 'Pendants to engrave, to treasure and to give',
    description:
      'Silver and gold pendants for women, men and kids, personalised with a name, a photograph or an engraving.',
    search: { category: 'pendant' },
  },
} as const satisfies Record<
  string,
  {
    title: string;
    subtitle: string;
    description: string;
    search: { peopleCategory: PeopleCategory } | { category: 'ring' | 'pendant' };
  }
>;
export type CategoryPageSlug = keyof typeof CATEGORY_PAGES;

/**
 * The category page a `/category/{slug}` address shows. People categories are matched by
 * their aliases without regard to case, so the search page's `/category/Female` and the
 * `/womens` alias both show the women's page.
 */
export function categoryPageSlug(slug: string): CategoryPageSlug | undefined {
  const key = slug.toLowerCase();
  if (key === 'rings' || key === 'pendants') return key;
  const people = PEOPLE_CATEGORY_ALIASES[key];
  return people === 'women' || people === 'men' || people === 'kids' ? people : undefined;
}

/** The titles of the nine `/custom/{group}/{type}` pages. */
export const TYPE_PAGES: Readonly<
  Record<TypePageGroup, Record<TypePageKind, { title: string; subtitle: string; description: string }>>
> = {
  women: {
    rings: {
      title: "Timeless Women's Rings",
      subtitle: 'Engrave a name, a date or a fingerprint inside a ring made for her',
      description:
        "Women's silver and gold rings, personalised with engraving, a fingerprint or both. Hallmarked, with complimentary sizing.",
    },
    bracelets: {
      title: "Luxurious Women's Bracelets",
      subtitle: 'Bracelets that carry a name, a date or a fingerprint',
      description:
        "Women's silver and gold bracelets with engraving or fingerprint personalisation, hallmarked and gift boxed.",
    },
    pendants: {
      title: "Captivating Women's Pendants",
      subtitle: 'Pendants with a photograph or words close to the heart',
      description:
        "Women's silver and gold pendants personalised with a photograph or an engraving, with a complimentary chain.",
    },
  },
  men: {
    rings: {
      title: "Distinguished Men's Rings",
      subtitle: 'Signet and band rings with engraving or a fingerprint',
      description:
        "Men's silver and gold rings, personalised with engraving, a fingerprint or both. Hallmarked, with complimentary sizing.",
    },
    bracelets: {
      title: "Men's Distinctive Bracelets",
      subtitle: 'Bold links and cuffs made personal',
      description:
        "Men's silver and gold bracelets with engraving or fingerprint personalisation and a 2-year warranty.",
    },
    pendants: {
      title: "Sophisticated Men's Pendants",
      subtitle: 'Tags and medallions with a photograph or an engraving',
      description:
        "Men's silver and gold pendants personalised with a photograph or an engraving, with a complimentary chain.",
    },
  },
  kids: {
    rings: {
      title: "Magical Kids' Rings",
      subtitle: 'Little rings with a fingerprint or a name',
      description:
        "Kids' silver and gold rings, nickel-free and smooth, personalised with a fingerprint or an engraved name.",
    },
    bracelets: {
      title: "Enchanted Kids' Bracelets",
      subtitle: 'Soft-edged bracelets for small wrists',
      description:
        "Kids' silver and gold bracelets, nickel-free and durable, personalised with an engraved name.",
    },
    pendants: {
      title: "Magical Kids' Pendants",
      subtitle: 'Tiny pendants with a photograph or a name',
      description:
        "Kids' silver and gold pendants on no-tangle chains, personalised with a photograph or an engraving.",
    },
  },
};

const HOME_META: PageMeta = {
  title: HOME_TITLE,
  description: `${SHOP_TAGLINE}. Silver and gold rings, pendants, bracelets and chains, engraved with your words or your fingerprint, hallmarked and made in India.`,
  canonicalPath: '/',
};

/** Every page at a fixed address; its own address is its canonical one. */
const FIXED_PAGES: Readonly<Record<FixedPagePath, Omit<PageMeta, 'canonicalPath'>>> = {
  '/': HOME_META,
  '/search': {
    title: 'Search results',
    description: 'Search the collection of personalised silver and gold jewellery.',
    noIndex: true,
  },
  [COUPLE_RINGS_PATH]: {
    title: 'Couple Rings Collection',
    description:
      'Promise, engagement, wedding and anniversary rings for two, in silver and gold, engraved with your names or fingerprints.',
  },
  [LUXURY_PENDANTS_PATH]: {
    title: 'Luxury Pendants Collection',
    description:
      'Diamond, gold, pearl, gemstone and personalised pendants, from ₹4,500 to ₹18,500, hallmarked and gift boxed.',
  },
  '/custom': {
    title: 'Design Your Own Jewellery',
    description:
      'Personalise a ring, pendant or bracelet with an engraving, a fingerprint or a photograph, and see it before you buy.',
  },
  '/contact': {
    title: 'Contact Us',
    description: `Visit, call or write to ${SHOP_NAME}: store timings, address, phone and e-mail.`,
  },
  [RING_SIZE_GUIDE_PATH]: {
    title: RING_SIZE_GUIDE_TITLE,
    description:
      'Find your Indian ring size: sizes 1 to 30 with inner diameter and circumference in millimetres, how to measure with a thread or a ring, and a sizer to print.',
  },
  '/login': {
    title: 'Sign In',
    description: `Sign in to your ${SHOP_NAME} account to check out and see your details.`,
    noIndex: true,
  },
  '/register': {
    title: 'Create Account',
    description: `Create a ${SHOP_NAME} account to check out faster and keep your details.`,
    noIndex: true,
  },
  '/forgot-password': {
    title: 'Reset Password',
    description: 'Get a verification code by e-mail to set a new password.',
    noIndex: true,
  },
  '/reset-password': {
    title: 'Set New Password',
    description: 'Set a new password for your account with the code we e-mailed you.',
    noIndex: true,
  },
  '/profile': {
    title: 'My Profile',
    description: 'Your name, contact details and address, and the settings of your account.',
    noIndex: true,
  },
  '/cart': {
    title: 'Shopping Cart',
    description: 'The pieces in your cart, their personalisation and the total to pay.',
    noIndex: true,
  },
  '/wishlist': {
    title: 'My Wishlist',
    description: 'The pieces you saved with the heart, at today’s prices.',
    noIndex: true,
  },
  // One shopper's ring in the making: not for search engines.
  [RING_PERSONALISATION_PATH]: {
    title: 'Customize Your Ring',
    description:
      'Engrave a message in script, block or roman letters, or your fingerprint, on a silver or gold ring, with a live preview.',
    noIndex: true,
  },
  '/checkout': {
    title: 'Checkout',
    description: 'Pay for your personalised jewellery securely by card or UPI.',
    noIndex: true,
  },
};

/** The fixed pages by their lower-case address. */
const FIXED_PAGE_AT: ReadonlyMap<string, PageMeta> = new Map(
  Object.entries(FIXED_PAGES).map(([path, meta]) => [path.toLowerCase(), { ...meta, canonicalPath: path }]),
);

/** `/orders/{orderId}`: one of a customer's orders, reached from the profile's Orders tab. */
export function orderPagePath(orderId: string): string {
  return `/orders/${orderId}`;
}

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order's id as its page's address writes it, lower-cased; undefined when it is none. */
export function orderIdOf(segment: string): string | undefined {
  return ORDER_ID.test(segment) ? segment.toLowerCase() : undefined;
}

/** A shared preview's token, as previews.ts makes it (kept here so this file loads no schema). */
const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** What the server and the app say on `/previews/{token}` when there is no such preview. */
export const PREVIEW_NOT_FOUND = {
  title: 'Preview not found',
  description: 'This preview does not exist. The link may be mistyped, or nobody opened it for 90 days.',
} as const;

const ORDER_PAGE_META = {
  title: 'Your order',
  description: 'Where your order stands: its steps, the courier and when it should arrive.',
  noIndex: true,
} as const;

/** What an address of the shop shows; undefined when it is no page of the shop at all. */
export type ShopPage =
  | { kind: 'page'; meta: PageMeta }
  | { kind: 'product'; productId: string }
  | { kind: 'preview'; token: string };

/**
 * What the pages whose address carries a value (`:slug`, `:id`) show for it, or undefined
 * when the value names nothing: an unknown category or type, an order id that is none.
 */
const VALUE_PAGES: {
  readonly [Path in Exclude<PagePath, FixedPagePath>]: (
    values: Readonly<Record<string, string>>,
  ) => ShopPage | undefined;
} = {
  '/category/:slug': ({ slug = '' }) => {
    const found = categoryPageSlug(slug);
    if (!found) return undefined;
    const page = CATEGORY_PAGES[found];
    return {
      kind: 'page',
      meta: { title: page.title, description: page.description, canonicalPath: `/category/${found}` },
    };
  },
  '/custom/:group/:kind': ({ group = '', kind = '' }) => {
    const found = typePage(group, kind);
    if (!found) return undefined;
    const page = TYPE_PAGES[found.group][found.kind];
    return {
      kind: 'page',
      meta: {
        title: page.title,
        description: page.description,
        canonicalPath: typePagePath(found.group, found.kind),
      },
    };
  },
  // Products are described from the product itself (productPageMeta).
  '/product/:id': ({ id }) => (id === undefined ? undefined : { kind: 'product', productId: id }),
  '/policies/:policyId': ({ policyId = '' }) => {
    const id = policyId.toLowerCase();
    if (!isPolicyId(id)) return undefined;
    return {
      kind: 'page',
      meta: { title: POLICY_TITLES[id], description: POLICY_DESCRIPTIONS[id], canonicalPath: policyPath(id) },
    };
  },
  '/orders/:orderId': ({ orderId = '' }) => {
    const id = orderIdOf(orderId);
    return id === undefined
      ? undefined
      : { kind: 'page', meta: { ...ORDER_PAGE_META, canonicalPath: orderPagePath(id) } };
  },
  // A shared preview is described from the preview itself (the server's page head).
  '/previews/:token': ({ token = '' }) =>
    PREVIEW_TOKEN.test(token) ? { kind: 'preview', token } : undefined,
};

/**
 * Older addresses of pages: each shows the page at its target and keeps its own address, and
 * search engines are pointed to the target.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  '/customize': '/custom',
  '/womens': '/category/women',
  '/mens': '/category/men',
  [RING_COLLECTION_PATH]: '/custom/women/rings',
};

/** Where an alias address leads, or the path itself. */
export function canonicalPagePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ALIASES[trimmed.toLowerCase()] ?? trimmed;
}

/** A path segment as written, or undefined when its percent-encoding is broken. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The values of a page address's `:name` parts in `path`, its other parts matched without
 * regard to case (as the router matches them); undefined when the path is not of that page.
 */
function valuesAt(pattern: string, path: string): Record<string, string> | undefined {
  const parts = pattern.split('/');
  const segments = path.split('/');
  if (segments.length !== parts.length) return undefined;
  const values: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      const value = decodeSegment(segment);
      if (!value) return undefined;
      values[part.slice(1)] = value;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return undefined;
    }
  }
  return values;
}

/** What the address shows: a page of the list (an alias shows its target's), or nothing. */
export function shopPage(pathname: string): ShopPage | undefined {
  const path = canonicalPagePath(pathname);
  const fixed = FIXED_PAGE_AT.get(path.toLowerCase());
  if (fixed) return { kind: 'page', meta: fixed };
  for (const [pattern, describe] of Object.entries(VALUE_PAGES)) {
    const values = valuesAt(pattern, path);
    if (values) return describe(values);
  }
  return undefined;
}

/**
 * Title and description of the page at `pathname`, or undefined for an address that is no
 * such page (product pages are described from the product itself, see `shopPage`).
 */
export function pageMeta(pathname: string): PageMeta | undefined {
  const page = shopPage(pathname);
  return page?.kind === 'page' ? page.meta : undefined;
}

/** The order an address is the page of, or undefined when it is no order page. */
export function orderOfPagePath(pathname: string): string | undefined {
  const values = valuesAt('/orders/:orderId', pathname.replace(/\/+$/, ''));
  return values && orderIdOf(values.orderId ?? '');
}

/**
 * The addresses search engines are told about (sitemap.xml): every indexable page once, by
 * its canonical path, aliases left out. Products are added from the catalogue.
 */
export const LISTED_PAGE_PATHS: readonly string[] = [
  ...new Set([
    HOME_META.canonicalPath,
    ...Object.keys(CATEGORY_PAGES).map((slug) => `/category/${slug}`),
    ...TYPE_PAGE_GROUPS.flatMap((group) => TYPE_PAGE_KINDS.map((kind) => typePagePath(group, kind))),
    ...[...FIXED_PAGE_AT.values()].filter((page) => !page.noIndex).map((page) => page.canonicalPath),
    ...POLICY_IDS.map(policyPath),
  ]),
];

const DESCRIPTION_LENGTH = 160;

/**
 * A text cut to what search results show of a description (about 160 characters), at a
 * word boundary so no word is cut in half.
 */
export function shortDescription(text: string, maxLength = DESCRIPTION_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= maxLength) return plain;
  const cut = plain.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength - 1);
  return `${words.replace(/[\s,;:.\u2013\u2014-]+$/, '')}…`;
}

/** Named after the piece, as the browser names the page once the piece is loaded. */
export function productPageMeta(product: Pick<Product, '_id' | 'name' | 'description'>): PageMeta {
  return {
    title: product.name,
    description: shortDescription(product.description) || `${product.name} from ${SHOP_NAME}.`,
    canonicalPath: productPath(product._id),
  };
}
