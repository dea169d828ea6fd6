/**
 * The shop's pages: their paths, titles and descriptions. The server writes the title and
 * description into the HTML it sends (search engines and link previews read them before
 * any script runs), and the browser sets the same title when a shopper moves between
 * pages, so both read them from here. An address that matches no page here is answered
 * with 404, so a new page is added here before it can be reached.
 */
import { PEOPLE_CATEGORY_ALIASES, type PeopleCategory } from './catalogue.ts';
import type { Product } from './catalogue-api.ts';
import {
  COUPLE_RINGS_PATH,
  LUXURY_PENDANTS_PATH,
  TYPE_PAGE_GROUPS,
  TYPE_PAGE_KINDS,
  productPath,
  typePage,
  typePagePath,
  type TypePageGroup,
  type TypePageKind,
} from './page-paths.ts';
import { RING_CUSTOMIZATION_PATH } from './personalisation-texts.ts';
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

/** Every page at a fixed address, keyed by its lower-case path. */
const FIXED_PAGES: Readonly<Record<string, PageMeta>> = {
  '/': HOME_META,
  '/search': {
    title: 'Search results',
    description: 'Search the collection of personalised silver and gold jewellery.',
    canonicalPath: '/search',
    noIndex: true,
  },
  [COUPLE_RINGS_PATH]: {
    title: 'Couple Rings Collection',
    description:
      'Promise, engagement, wedding and anniversary rings for two, in silver and gold, engraved with your names or fingerprints.',
    canonicalPath: COUPLE_RINGS_PATH,
  },
  [LUXURY_PENDANTS_PATH]: {
    title: 'Luxury Pendants Collection',
    description:
      'Diamond, gold, pearl, gemstone and personalised pendants, from ₹4,500 to ₹18,500, hallmarked and gift boxed.',
    canonicalPath: LUXURY_PENDANTS_PATH,
  },
  '/custom': {
    title: 'Design Your Own Jewellery',
    description:
      'Personalise a ring, pendant or bracelet with an engraving, a fingerprint or a photograph, and see it before you buy.',
    canonicalPath: '/custom',
  },
  '/contact': {
    title: 'Contact Us',
    description: `Visit, call or write to ${SHOP_NAME}: store timings, address, phone and e-mail.`,
    canonicalPath: '/contact',
  },
  '/login': {
    title: 'Sign In',
    description: `Sign in to your ${SHOP_NAME} account to check out and see your details.`,
    canonicalPath: '/login',
    noIndex: true,
  },
  '/register': {
    title: 'Create Account',
    description: `Create a ${SHOP_NAME} account to check out faster and keep your details.`,
    canonicalPath: '/register',
    noIndex: true,
  },
  '/forgot-password': {
    title: 'Reset Password',
    description: 'Get a verification code by e-mail to set a new password.',
    canonicalPath: '/forgot-password',
    noIndex: true,
  },
  '/reset-password': {
    title: 'Set New Password',
    description: 'Set a new password for your account with the code we e-mailed you.',
    canonicalPath: '/reset-password',
    noIndex: true,
  },
  '/profile': {
    title: 'My Profile',
    description: 'Your name, contact details and address, and the settings of your account.',
    canonicalPath: '/profile',
    noIndex: true,
  },
  '/cart': {
    title: 'Shopping Cart',
    description: 'The pieces in your cart, their personalisation and the total to pay.',
    canonicalPath: '/cart',
    noIndex: true,
  },
  // One shopper's ring in the making: not for search engines.
  [RING_CUSTOMIZATION_PATH]: {
    title: 'Customize Your Ring',
    description:
      'Engrave a message in script, block or roman letters, or your fingerprint, on a silver or gold ring, with a live preview.',
    canonicalPath: RING_CUSTOMIZATION_PATH,
    noIndex: true,
  },
  '/checkout': {
    title: 'Checkout',
    description: 'Pay for your personalised jewellery securely by card or UPI.',
    canonicalPath: '/checkout',
    noIndex: true,
  },
};

const ALIASES: Readonly<Record<string, string>> = {
  '/customize': '/custom',
  '/womens': '/category/women',
  '/mens': '/category/men',
  '/womens-rings': '/custom/women/rings',
};

/** `/orders/{orderId}`: one of a customer's orders, reached from the profile's Orders tab. */
const ORDER_PAGE = /^\/orders\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function orderPagePath(orderId: string): string {
  return `/orders/${orderId}`;
}

/** The order an address is the page of, or undefined when it is no order page. */
export function orderOfPagePath(pathname: string): string | undefined {
  return ORDER_PAGE.exec(pathname.replace(/\/+$/, ''))?.[1]?.toLowerCase();
}

const ORDER_PAGE_META = {
  title: 'Your order',
  description: 'Where your order stands: its steps, the courier and when it should arrive.',
  noIndex: true,
} as const;

/** Where an alias address leads, or the path itself. */
export function canonicalPagePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ALIASES[trimmed.toLowerCase()] ?? trimmed;
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
 * Title and description of the page at `pathname`, or undefined for an address that is no
 * such page (product pages are described from the product itself, see `shopPage`).
 */
export function pageMeta(pathname: string): PageMeta | undefined {
  const path = canonicalPagePath(pathname);
  const fixed = FIXED_PAGES[path.toLowerCase()];
  if (fixed) return fixed;

  const category = /^\/category\/([^/]+)$/i.exec(path);
  if (category?.[1]) {
    const decoded = decodeSegment(category[1]);
    const slug = decoded === undefined ? undefined : categoryPageSlug(decoded);
    if (!slug) return undefined;
    const page = CATEGORY_PAGES[slug];
    return { title: page.title, description: page.description, canonicalPath: `/category/${slug}` };
  }

  const orderId = orderOfPagePath(path);
  if (orderId) return { ...ORDER_PAGE_META, canonicalPath: orderPagePath(orderId) };

  const custom = /^\/custom\/([^/]+)\/([^/]+)$/i.exec(path);
  if (custom?.[1] && custom[2]) {
    const found = typePage(custom[1], custom[2]);
    if (!found) return undefined;
    const page = TYPE_PAGES[found.group][found.kind];
    return {
      title: page.title,
      description: page.description,
      canonicalPath: typePagePath(found.group, found.kind),
    };
  }
  return undefined;
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
    ...Object.values(FIXED_PAGES)
      .filter((page) => !page.noIndex)
      .map((page) => page.canonicalPath),
  ]),
];

/** What an address of the shop shows; undefined when it is no page of the shop at all. */
export type ShopPage = { kind: 'page'; meta: PageMeta } | { kind: 'product'; productId: string };

export function shopPage(pathname: string): ShopPage | undefined {
  const meta = pageMeta(pathname);
  if (meta) return { kind: 'page', meta };
  const product = /^\/product\/([^/]+)$/i.exec(canonicalPagePath(pathname));
  const productId = product?.[1] === undefined ? undefined : decodeSegment(product[1]);
  return productId === undefined ? undefined : { kind: 'product', productId };
}

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
