/**
 * Serves the built web app and the catalogue images from the same origin as the API.
 * Hashed assets and versioned images are cached for a year; pages are revalidated so a new
 * release reaches shoppers at once. Every page request (a GET that accepts HTML and is not
 * an API call) gets index.html, so deep links and reloads work, with the head of that page
 * written in (see page-head.ts) and the settings block the app reads at start; an address
 * that is no page of the shop gets the app too, with status 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorAnswer } from '@shop/shared/catalogue-api';
import { renderAddress } from '@shop/shared/page-query';
import {
  askedLanguage,
  chosenLanguage,
  LANGUAGE_LOCALES,
  LANGUAGE_OFFERS,
  LANGUAGES,
  pathInLanguage,
  splitLanguage,
  type Language,
} from '@shop/shared/languages';
import { DEMO_SHOP_NOTICE_IN } from '@shop/shared/shop';
import { SHOP_CONFIG_ELEMENT_ID, type ShopConfig } from '@shop/shared/shop-config';
import { descriptionIn, nameIn } from '@shop/shared/product-words';
import { outsideTheApi } from './api-contract.ts';
import { SERVER_FAULT_MESSAGE } from './error-handling.ts';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';
import { holdAppScriptsForThePicture, preloadsAPicture } from './picture-first.ts';
import { escapeMarkup, jsonForScript } from './markup.ts';
import {
  describePage,
  headInLanguage,
  renderHead,
  statusHead,
  type FindPreview,
  type FindProduct,
  type PageAnswer,
  type PageHead,
} from './page-head.ts';
import { compilePageTemplate } from './page-template.ts';
import type { PageRenderer } from './server-render.ts';
import { siteOrigin } from './site-origin.ts';

export interface WebAppOptions {
  webDist: string;
  imagesRoot: string;
  /** The shop's public origin (PUBLIC_URL); unset, each request's own is used. */
  publicUrl: string | undefined;
  /** Written into every page as JSON, for the app to read at start. */
  shopConfig: ShopConfig;
  /** The built-in test provider takes the payments: every page carries the demo ribbon. */
  paymentsSimulated: boolean;
  /** The piece a `/product/{id}` page shows, or undefined when the catalogue has none. */
  findProduct: FindProduct;
  /** What a `/previews/{token}` page shows (and marks it opened), or undefined when there is none. */
  findPreview: FindPreview;
  /** Renders a page's content into the HTML; without it, pages are drawn in the browser. */
  pages?: PageRenderer | undefined;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';

// Link preview fetchers (chat apps, social networks) mostly accept */* or say nothing.
function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !url.startsWith('/api/') &&
    !url.startsWith('/images/') &&
    !url.startsWith('/assets/') &&
    acceptsHtml(accept)
  );
}

const webApp: FastifyPluginAsync<WebAppOptions> = async (fastify, options) => {
  fs.mkdirSync(options.imagesRoot, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: options.imagesRoot,
    prefix: '/images/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (response) => response.setHeader('cache-control', ONE_YEAR),
  });

  const indexPath = path.join(options.webDist, 'index.html');
  const indexHtml = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : undefined;
  const template = indexHtml === undefined ? undefined : compilePageTemplate(indexHtml);
  const pictureFirstTemplate =
    indexHtml === undefined ? undefined : compilePageTemplate(holdAppScriptsForThePicture(indexHtml));
  const catalogPreloads = languageCatalogPreloads(options.webDist);
  const shopConfigBlock = `<script type="application/json" id="${SHOP_CONFIG_ELEMENT_ID}">${jsonForScript(options.shopConfig)}</script>`;
  // In the page itself, outside the app's root: it shows before any script runs and costs the
  // first visit no JavaScript. Its look is the web app's `.demo-ribbon` (index.css).
  const demoRibbon = (language: Language) =>
    options.paymentsSimulated
      ? `\n    <aside class="demo-ribbon" aria-label="${escapeMarkup(DEMO_SHOP_NOTICE_IN[language].label)}">${escapeMarkup(DEMO_SHOP_NOTICE_IN[language].notice)}</aside>`
      : '';
  if (indexHtml === undefined) {
    fastify.log.warn(`No web build at ${options.webDist}; run "npm run build" to serve the shop's pages.`);
  } else {
    await fastify.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build's brotli and gzip copies (vite.config.ts), for browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, filePath) =>
        response.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? ONE_YEAR : 'public, max-age=0, must-revalidate',
        ),
    });
  }

  async function describeRequestedPage(
    request: FastifyRequest,
    path: string,
    language: Language,
  ): Promise<PageAnswer | { status: 500; head: PageHead }> {
    const origin = siteOrigin(request, options.publicUrl);
    try {
      const answer = await describePage(path, origin, {
        // A piece's title, description and search engines' data in the page's language.
        findProduct: async (id) => {
          const product = await options.findProduct(id);
          return (
            product && {
              ...product,
              name: nameIn(product, language),
              description: descriptionIn(product, language),
            }
          );
        },
        findPreview: options.findPreview,
        language,
      });
      return { ...answer, head: headInLanguage(answer.head, origin, language) };
    } catch (error) {
      // The app still loads and tells the shopper itself; a crawler sees a fault, not a page.
      request.log.error({ err: error }, 'the page head could not be read');
      return {
        status: 500,
        head: statusHead({ title: 'Something went wrong', description: SERVER_FAULT_MESSAGE }),
      };
    }
  }

  const nothingHere = (request: FastifyRequest, reply: FastifyReply) => {
    const answer: ErrorAnswer = {
      success: false,
      message: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
    };
    return reply.code(404).send(answer);
  };

  // A route rather than the not-found handler, so a page gets what every route gets: the
  // compression of its answer above all, now that a page carries its content.
  const notACall = outsideTheApi('the storefront’s pages, and the 404 of an address that is nothing');
  fastify.get('*', { schema: notACall }, async (request, reply) => {
    if (template === undefined || !isPageRequest(request.method, request.url, request.headers.accept)) {
      return nothingHere(request, reply);
    }
    const { language, path } = splitLanguage(request.url.split('?')[0] ?? '/');
    const answer = await describeRequestedPage(request, path, language);
    const slots = renderHead(answer.head);
    // A fault is shown by the browser, which knows how to offer a retry; so is an address
    // with a value its page does not accept, which no link of the shop's writes.
    const shopAddress =
      answer.status === 500
        ? undefined
        : answer.status === 404
          ? answer.renderPath
          : renderAddress(answer.renderPath, new URLSearchParams(request.url.split('?')[1] ?? ''));
    // Each language's page is its own render, kept under its own address.
    const address = shopAddress === undefined ? undefined : pathInLanguage(shopAddress, language);
    const offer = path === '/' && language === 'en' ? languageOffer(request) : '';
    if (path === '/' && language === 'en') reply.header('vary', 'accept-language, cookie');
    const content = address === undefined ? undefined : await options.pages?.render(address, request);
    const pageTemplate = preloadsAPicture(content?.headLinks) ? (pictureFirstTemplate ?? template) : template;
    return reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        pageTemplate.render({
          ...slots,
          // The taps script first: it keeps what the shopper taps before the app runs.
          head: `${slots.head}\n    ${EARLY_TAPS_SCRIPT}${content?.headLinks ? `\n    ${content.headLinks}` : ''}${catalogPreloads[language]}\n    ${shopConfigBlock}`,
          lang: LANGUAGE_LOCALES[language],
          bodyStart: `${demoRibbon(language)}${offer}`,
          root: content?.html ?? '',
          afterRoot: content?.afterRoot ?? '',
        }),
      );
  });
  fastify.setNotFoundHandler(nothingHere);
};

/**
 * The `<link rel="modulepreload">` of each language's catalog, from the build's
 * `language-catalogs.json` (apps/web/vite.config.ts): a Tamil page asks for the Tamil catalog
 * from its head, beside the app's scripts, and for no other; an English page for English's.
 */
function languageCatalogPreloads(webDist: string): Readonly<Record<Language, string>> {
  const preloads: Record<Language, string> = { en: '', ta: '', hi: '' };
  const file = path.join(webDist, 'language-catalogs.json');
  if (!fs.existsSync(file)) return preloads;
  const files = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<Language, string>>;
  for (const language of LANGUAGES) {
    const href = files[language];
    if (href !== undefined)
      preloads[language] =
        `\n    <link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeMarkup(href)}" />`;
  }
  return preloads;
}

/**
 * English's home offers a first visit the language its browser asks for, Tamil or Hindi, in a
 * line of that language that links to it; it never sends the shopper there. A shopper who chose
 * a language with the switch is not asked again. The line is outside the app's root, so it
 * needs no script and the home's render stays one for every shopper; it closes as a dialog.
 */
function languageOffer(request: FastifyRequest): string {
  if (chosenLanguage(request.headers.cookie) !== undefined) return '';
  const asked = askedLanguage(request.headers['accept-language']);
  if (asked === undefined || asked === 'en') return '';
  return (
    `\n    <dialog open class="language-offer" lang="${LANGUAGE_LOCALES[asked]}">` +
    `<a href="${pathInLanguage('/', asked)}">${escapeMarkup(LANGUAGE_OFFERS[asked].line)}</a>` +
    `<form method="dialog"><button aria-label="${escapeMarkup(LANGUAGE_OFFERS[asked].close)}">×</button></form></dialog>`
  );
}

export default fp(webApp, { name: 'web-app' });
