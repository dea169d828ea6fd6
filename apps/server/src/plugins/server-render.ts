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
}

export interface PageRenderer {
  /** The page at this address (path and query), or undefined when it could not be rendered. */
  render(url: string): Promise<RenderedPage | undefined>;
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
  /** The API as the browser would get it: only reads, and only the shop's own paths. */
  async function api(url: string, init: RequestInit): Promise<Response> {
    if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) {
      throw new Error(`A page render may only read the shop's API, not ${init.method ?? 'GET'} ${url}`);
    }
    const answer = await fastify.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  }

  async function renderNow(url: string): Promise<RenderedPage | undefined> {
    try {
      return await renderer.renderPage(url, {
        api,
        shopConfig: options.shopConfig,
        onError: (error) => fastify.log.warn({ err: error, url }, 'part of the page was left to the browser'),
      });
    } catch (error) {
      // The browser still draws the page itself; only the head start is lost.
      fastify.log.error({ err: error, url }, 'the page could not be rendered on the server');
      return undefined;
    }
  }

  const kept =
    options.keepSeconds > 0
      ? new LRUCache<string, { page: RenderedPage | undefined }>({
          max: KEPT_PAGES,
          maxSize: KEPT_BYTES,
          sizeCalculation: ({ page }) => (page ? page.html.length + page.afterRoot.length : 1),
          ttl: options.keepSeconds * 1000,
          allowStale: true,
          // A render under way when the catalogue changes still answers its shopper, but is
          // not kept: it may show the catalogue as it was.
          ignoreFetchAbort: true,
          fetchMethod: async (url) => ({ page: await renderNow(url) }),
        })
      : undefined;

  return {
    async render(url) {
      return kept ? (await kept.fetch(url))?.page : renderNow(url);
    },
    forget() {
      kept?.clear();
    },
  };
}
