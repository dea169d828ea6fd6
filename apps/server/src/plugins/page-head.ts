/**
 * What the HTML head of each page tells search engines and link previews, which read the
 * page before (or without) running its script: title, description, canonical address, Open
 * Graph, and on a product page the piece's price and schema.org structured data. Titles and
 * descriptions come from `@shop/shared/pages`, the same source the browser names its
 * pages from.
 */
import { ProductIdParamsSchema, type Product } from '@shop/shared/catalogue-api';
import { productPath } from '@shop/shared/page-paths';
import {
  orderOfPagePath,
  orderPagePath,
  PAGE_NOT_FOUND,
  PIECE_NOT_FOUND,
  PREVIEW_NOT_FOUND,
  productPageMeta,
  shopPage,
  type PageMeta,
} from '@shop/shared/pages';
import { PREVIEW_TEXTS, previewPagePath } from '@shop/shared/previews';
import { documentTitle } from '@shop/shared/shop';
import { SHOP_NAME } from '@shop/shared/shop';
import { LANGUAGE_LOCALES, LANGUAGES, pathInLanguage, type Language } from '@shop/shared/languages';
import { pageTextIn, type PageWords } from '@shop/shared/page-words';
import { PAGE_WORDS_HI } from '@shop/shared/page-words-hi';
import { PAGE_WORDS_TA } from '@shop/shared/page-words-ta';
import { escapeMarkup, jsonForScript } from './markup.ts';

/** The pages' words of each language but English, which is pages.ts itself. */
const PAGE_WORDS: Readonly<Record<Exclude<Language, 'en'>, PageWords>> = {
  ta: PAGE_WORDS_TA,
  hi: PAGE_WORDS_HI,
};

const CURRENCY = 'INR';

interface ProductStructuredData {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  description: string;
  image: string[];
  sku: string;
  brand: { '@type': 'Brand'; name: string };
  material: string;
  category: string;
  offers: {
    '@type': 'Offer';
    price: string;
    priceCurrency: typeof CURRENCY;
    availability: 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';
    url: string;
  };
  aggregateRating?: { '@type': 'AggregateRating'; ratingValue: number; reviewCount: number };
}

export interface PageHead {
  /** The whole `<title>`, shop name included. */
  title: string;
  /** The page's own title, for link previews that show the shop's name beside it. */
  ownTitle: string;
  description: string;
  /** Absent on a "not found" answer: it has no address of its own to claim. */
  canonicalUrl?: string | undefined;
  noIndex: boolean;
  openGraphType: 'website' | 'product';
  image?: { url: string; alt: string } | undefined;
  /** Rupees with two decimals, as Open Graph and schema.org want a price. */
  price?: string | undefined;
  structuredData?: ProductStructuredData | undefined;
  /** The page's language, its locale written as `og:locale` (en_IN, ta_IN, hi_IN). */
  language?: Language | undefined;
  /** The same page in each language, by its `hreflang`, and `x-default` (English). */
  alternates?: readonly { hreflang: string; url: string }[] | undefined;
}

/**
 * The head of the page at the shop's path as it is served in `language`: its canonical link is
 * its own address in that language, and it names its addresses in every language.
 */
export function headInLanguage(head: PageHead, origin: string, language: Language): PageHead {
  if (head.canonicalUrl === undefined || !head.canonicalUrl.startsWith(origin)) return { ...head, language };
  const path = head.canonicalUrl.slice(origin.length) || '/';
  const url = (lang: Language) => `${origin}${pathInLanguage(path, lang)}`;
  return {
    ...head,
    language,
    canonicalUrl: url(language),
    alternates: [
      ...LANGUAGES.map((lang) => ({ hreflang: LANGUAGE_LOCALES[lang], url: url(lang) })),
      { hreflang: 'x-default', url: url('en') },
    ],
    structuredData:
      head.structuredData && language !== 'en'
        ? { ...head.structuredData, offers: { ...head.structuredData.offers, url: url(language) } }
        : head.structuredData,
  };
}

export function pageHead(meta: PageMeta, origin: string): PageHead {
  return {
    title: documentTitle(meta),
    ownTitle: meta.title,
    description: meta.description,
    canonicalUrl: `${origin}${meta.canonicalPath}`,
    noIndex: meta.noIndex === true,
    openGraphType: 'website',
  };
}

/** The head of an answer that is no page to list: an address with nothing there, or a fault. */
export function statusHead(text: { title: string; description: string }): PageHead {
  return {
    title: documentTitle(text),
    ownTitle: text.title,
    description: text.description,
    noIndex: true,
    openGraphType: 'website',
  };
}

export function productHead(product: Product, origin: string): PageHead {
  const meta = productPageMeta(product);
  const url = `${origin}${meta.canonicalPath}`;
  const images = product.images
    .filter((image) => URL.canParse(image, origin))
    .map((image) => new URL(image, origin).href);
  const price = product.price.toFixed(2);
  const firstImage = images[0];
  return {
    ...pageHead(meta, origin),
    openGraphType: 'product',
    image: firstImage === undefined ? undefined : { url: firstImage, alt: product.name },
    price,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: images,
      sku: product._id,
      brand: { '@type': 'Brand', name: SHOP_NAME },
      material: product.productType,
      category: product.category,
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: CURRENCY,
        availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url,
      },
      // Search engines refuse a rating that no review stands behind.
      ...(product.reviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating,
              reviewCount: product.reviews,
            },
          }
        : {}),
    },
  };
}

export type FindProduct = (id: string) => Promise<Product | undefined>;
/** A shared preview's piece and picture (its address), or undefined when there is no such preview. */
export type FindPreview = (token: string) => Promise<{ name: string; image: string } | undefined>;

export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
  /**
   * The path the page's content is rendered from on the server (server-render.ts), the same
   * for every address that shows the same content: aliases and capitals are folded, and every
   * missing page, every missing piece and every order page (drawn in the browser, for its
   * customer) is one render, however many addresses lead there.
   */
  renderPath: string;
}

// Addresses that are no page, and no piece, of the shop: each shows only its kind's notice.
const NO_PAGE_RENDER_PATH = '/404';
const NO_PIECE_RENDER_PATH = productPath('0');
const ORDER_RENDER_PATH = orderPagePath('00000000-0000-0000-0000-000000000000');
// Every missing preview is one render, like every missing piece.
const NO_PREVIEW_RENDER_PATH = previewPagePath('0'.repeat(24));

/** A shared preview's head: its own title and picture for chat apps, kept from search engines. */
export function previewHead(
  preview: { name: string; image: string },
  token: string,
  origin: string,
): PageHead {
  return {
    title: documentTitle({ title: PREVIEW_TEXTS.title(preview.name) }),
    ownTitle: PREVIEW_TEXTS.title(preview.name),
    description: PREVIEW_TEXTS.description(preview.name),
    canonicalUrl: `${origin}${previewPagePath(token)}`,
    noIndex: true,
    openGraphType: 'website',
    image: { url: new URL(preview.image, origin).href, alt: PREVIEW_TEXTS.imageAlt(preview.name) },
  };
}

/**
 * The status and head of the page at `pathname`. An address that is no page of the shop,
 * or a piece the catalogue does not have, answers 404 (so search engines drop it) with the
 * app all the same, which shows its own notice.
 */
export async function describePage(
  pathname: string,
  origin: string,
  {
    findProduct,
    findPreview,
    language = 'en',
  }: { findProduct: FindProduct; findPreview: FindPreview; language?: Language },
): Promise<PageAnswer> {
  const words = language === 'en' ? undefined : PAGE_WORDS[language];
  const page = shopPage(pathname);
  if (!page)
    return {
      status: 404,
      head: statusHead(pageTextIn(PAGE_NOT_FOUND, words)),
      renderPath: NO_PAGE_RENDER_PATH,
    };
  if (page.kind === 'page') {
    const renderPath = orderOfPagePath(page.meta.canonicalPath) ? ORDER_RENDER_PATH : page.meta.canonicalPath;
    return { status: 200, head: pageHead(pageTextIn(page.meta, words), origin), renderPath };
  }
  if (page.kind === 'preview') {
    const preview = await findPreview(page.token);
    return preview
      ? {
          status: 200,
          head: previewHead(preview, page.token, origin),
          renderPath: previewPagePath(page.token),
        }
      : {
          status: 404,
          head: statusHead(pageTextIn(PREVIEW_NOT_FOUND, words)),
          renderPath: NO_PREVIEW_RENDER_PATH,
        };
  }
  const id = ProductIdParamsSchema.safeParse({ id: page.productId });
  const product = id.success ? await findProduct(id.data.id) : undefined;
  return product
    ? { status: 200, head: productHead(product, origin), renderPath: productPath(product._id) }
    : {
        status: 404,
        head: statusHead(pageTextIn(PIECE_NOT_FOUND, words)),
        renderPath: NO_PIECE_RENDER_PATH,
      };
}

const metaName = (name: string, content: string) =>
  `<meta name="${name}" content="${escapeMarkup(content)}" />`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeMarkup(content)}" />`;

/** The head as the three pieces the page template takes (see page-template.ts). */
export function renderHead(head: PageHead): { title: string; description: string; head: string } {
  const tags = [
    head.canonicalUrl === undefined
      ? ''
      : `<link rel="canonical" href="${escapeMarkup(head.canonicalUrl)}" />`,
    ...(head.alternates ?? []).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeMarkup(alternate.url)}" />`,
    ),
    head.noIndex ? metaName('robots', 'noindex') : '',
    metaProperty('og:site_name', SHOP_NAME),
    metaProperty('og:type', head.openGraphType),
    metaProperty('og:title', head.ownTitle),
    metaProperty('og:description', head.description),
    head.canonicalUrl === undefined ? '' : metaProperty('og:url', head.canonicalUrl),
    head.image === undefined ? '' : metaProperty('og:image', head.image.url),
    head.image === undefined ? '' : metaProperty('og:image:alt', head.image.alt),
    metaProperty('og:locale', LANGUAGE_LOCALES[head.language ?? 'en'].replace('-', '_')),
    head.price === undefined ? '' : metaProperty('product:price:amount', head.price),
    head.price === undefined ? '' : metaProperty('product:price:currency', CURRENCY),
    metaName('twitter:card', head.image === undefined ? 'summary' : 'summary_large_image'),
    head.structuredData === undefined
      ? ''
      : `<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`,
  ];
  return {
    title: `<title>${escapeMarkup(head.title)}</title>`,
    description: metaName('description', head.description),
    head: tags.filter((tag) => tag !== '').join('\n    '),
  };
}
