/**
 * The storefront's pages rendered on the server (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-server by `npm run build`), so a shopper sees the pieces before any script
 * has run and search engines read them. The render asks the shop's own API, in-process, the
 * same calls the browser makes.
 *
 * A rendered page holds only what every shopper sees (the session and the cart live in the
 * browser), so each address's render is kept like the catalogue's answers: for the cache
 * period, and until the catalogue changes (docs/decisions/0022).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ShopConfig } from '@shop/shared/shop-config';

/** What apps/web/src/entry-server.tsx exports. */
interface StorefrontRenderer {
  renderPage(
    url: string,
    options: {
      api: (path: string, init: RequestInit) => Promise<Response>;
      shopConfig: ShopConfig;
      onError: (error: unknown) => void;
    },
  ): Promise<RenderedPage>;
}

export interface RenderedPage {
  /** Inside the page's `#root`. */
  html: string;
  /** Right after `#root`: the answers the render used. */
  afterRoot: string;
  /** False when a call failed for a reason that passes: the page is not kept for others. */
  lasting: boolean;
}

/** A rendered page as it is sent: what React wrote first for the head, the rest for `#root`. */
export interface ServedPage extends RenderedPage {
  /** The preloads of the page's first pictures, for the page's `<head>`. */
  headLinks: string;
}

/**
 * React writes a `<link rel="preload" as="image">` for each picture that is not lazy (the
 * first card's, the product's own, with their `imagesrcset`, `imagesizes` and priority) at
 * the start of what it renders. Inside `#root` the browser finds them only once it has read
 * the head; in the head they are asked for beside the page's style sheet. React skips them
 * when it adopts the page, so `#root` may do without them.
 */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

function withPreloadsInHead(page: RenderedPage): ServedPage {
  const preloads = LEADING_IMAGE_PRELOADS.exec(page.html)?.[0] ?? '';
  return {
    ...page,
    html: page.html.slice(preloads.length),
    headLinks: preloads.replaceAll('/><', '/>\n    <'),
  };
}

export interface PageRenderer {
  /**
   * The page at this address (a page's render address, page-query.ts), or undefined when it
   * could not be rendered. The render's calls count against the limits of `shopper`'s
   * address, as the browser's own calls would.
   */
  render(address: string, shopper: { ip: string }): Promise<ServedPage | undefined>;
  /** Every kept page is rendered afresh: the catalogue changed. */
  forget(): void;
}

const KEPT_PAGES = 500;
const KEPT_BYTES = 32 * 1024 * 1024;

/** The render built beside the web build, or undefined when there is none (a build without it, or tests). */
export async function loadStorefrontRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<StorefrontRenderer | undefined> {
  const file = path.resolve(webDist, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(file)) {
    log.warn(
      `No server render at ${file}; pages are sent empty and drawn in the browser. Run "npm run build".`,
    );
    return undefined;
  }
  return (await import(pathToFileURL(file).href)) as StorefrontRenderer;
}

export function createPageRenderer(
  fastify: FastifyInstance,
  renderer: StorefrontRenderer,
  options: { shopConfig: ShopConfig; keepSeconds: number },
): PageRenderer {
  /** The API as the browser would get it: only reads, only the shop's own paths, from the shopper's address. */
  function apiFor(shopper: { ip: string }) {
    return async (url: string, init: RequestInit): Promise<Response> => {
      if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) {
        throw new Error(`A page render may only read the shop's API, not ${init.method ?? 'GET'} ${url}`);
      }
      const answer = await fastify.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json' },
        remoteAddress: shopper.ip,
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  async function renderNow(address: string, shopper: { ip: string }): Promise<ServedPage | undefined> {
    try {
      const page = await renderer.renderPage(address, {
        api: apiFor(shopper),
        shopConfig: options.shopConfig,
        onError: (error) =>
          fastify.log.warn({ err: error, url: address }, 'part of the page was left to the browser'),
      });
      return withPreloadsInHead(page);
    } catch (error) {
      // The browser still draws the page itself; only the head start is lost.
      fastify.log.error({ err: error, url: address }, 'the page could not be rendered on the server');
      return undefined;
    }
  }

  /** Who asks for a render, and the render when it is not kept: it still answers that shopper. */
  interface Asking {
    shopper: { ip: string };
    unkept?: ServedPage | undefined;
  }

  const kept =
    options.keepSeconds > 0
      ? new LRUCache<string, { page: ServedPage }, Asking>({
          max: KEPT_PAGES,
          maxSize: KEPT_BYTES,
          sizeCalculation: ({ page }) => page.headLinks.length + page.html.length + page.afterRoot.length,
          ttl: options.keepSeconds * 1000,
          allowStale: true,
          // A render under way when the catalogue changes still answers its shopper, but is
          // not kept: it may show the catalogue as it was.
          ignoreFetchAbort: true,
          fetchMethod: async (address, _stale, { context }) => {
            const page = await renderNow(address, context.shopper);
            if (page?.lasting) return { page };
            context.unkept = page;
            return undefined;
          },
        })
      : undefined;

  return {
    async render(address, shopper) {
      if (!kept) return renderNow(address, shopper);
      const asking: Asking = { shopper };
      return (await kept.fetch(address, { context: asking }))?.page ?? asking.unkept;
    },
    forget() {
      kept?.clear();
    },
  };
}
