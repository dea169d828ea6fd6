/**
 * The storefront rendered on the server: the same routes and the same calls as in the
 * browser, so a page arrives with its pieces in the HTML and the browser adopts it
 * (main.tsx). Built by `vite build --ssr` into dist-server/ and loaded by the shop server
 * (apps/server/src/plugins/server-render.ts).
 *
 * A render needs the answers its queries ask for, and React's server renderer does not wait
 * for TanStack Query. So the page is rendered, the queries it asked for are answered, and it
 * is rendered again with their data, until it asks for nothing new (docs/decisions/0022).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import { ApiError, setApiTransport, type ApiTransport } from '@shop/shared/api-client';
import { languagePrefix, splitLanguage, type Language } from '@shop/shared/languages';
import type { ShopConfig } from '@shop/shared/shop-config';
import type { I18n } from '@lingui/core';
import { Providers } from './app/providers.tsx';
import { AppRoutes } from './app/router.tsx';
import { allMessagesOf, i18nFor } from './lib/i18n.ts';
import { ALL_CATALOGS } from './locales/all-catalogs.ts';
import { PAGE_WORDS_HI } from '@shop/shared/page-words-hi';
import { PAGE_WORDS_TA } from '@shop/shared/page-words-ta';
import { providePageWords } from './lib/page-words.ts';
import { createShopQueryClient } from './lib/query-client.ts';
import { serverStateScript } from './lib/server-state.ts';
import { provideServerShopConfig } from './lib/shop-config.ts';

export interface RenderOptions {
  /** Answers the page's calls, as the server would answer the browser's. */
  api: ApiTransport;
  shopConfig: ShopConfig;
  /** Told of an error inside the page: that part is left for the browser to draw. */
  onError: (error: unknown) => void;
}

export interface RenderedPage {
  /** What goes inside the page's `#root`. */
  html: string;
  /** What follows `#root`: the answers the render used, for the browser to start from. */
  afterRoot: string;
  /**
   * Whether the page may be kept for other shoppers: false when a call failed for a reason
   * that passes (a limit reached, a fault), so the page shows that part loading.
   */
  lasting: boolean;
}

/** A query that waits for another's answer needs a round of its own; the shop's pages need one or two. */
const MAX_ROUNDS = 3;
/** A render that takes longer is cut short: the browser finishes the page itself. */
const RENDER_TIMEOUT_MS = 5_000;

const currentRender = new AsyncLocalStorage<RenderOptions>();
function current(): RenderOptions {
  const options = currentRender.getStore();
  if (!options) throw new Error('The storefront was asked for data outside a page render.');
  return options;
}
setApiTransport((path, init) => current().api(path, init));
provideServerShopConfig(() => current().shopConfig);

// Every language's page words: renders in each language run at once.
providePageWords('ta', PAGE_WORDS_TA);
providePageWords('hi', PAGE_WORDS_HI);

/**
 * One Lingui instance per language, each holding its catalogs alone: renders in different
 * languages run at once, so none may switch a shared instance's language.
 */
const I18N_BY_LANGUAGE: Readonly<Record<Language, I18n>> = {
  en: i18nFor('en', allMessagesOf(ALL_CATALOGS.en)),
  ta: i18nFor('ta', allMessagesOf(ALL_CATALOGS.ta)),
  hi: i18nFor('hi', allMessagesOf(ALL_CATALOGS.hi)),
};

/** The page at `url`, `/ta/…` and `/hi/…` in their language, under a router that sees the shop's path. */
function page(url: string, queryClient: QueryClient): ReactElement {
  const { language } = splitLanguage(url.split('?')[0] ?? '/');
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Providers i18n={I18N_BY_LANGUAGE[language]}>
          <StaticRouter location={url} basename={language === 'en' ? undefined : languagePrefix(language)}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </QueryClientProvider>
    </StrictMode>
  );
}

/** The whole page's HTML, once every lazily loaded part has arrived. */
function renderToHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const tooLong = setTimeout(
      () => stream.abort(new Error('The page took too long to render.')),
      RENDER_TIMEOUT_MS,
    );
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(tooLong);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // The page is sent whole, once ready: no part is held back to be revealed by a script,
      // which the shop's content security policy would refuse to run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: (error) => {
        clearTimeout(tooLong);
        reject(error);
      },
      // An error inside a boundary leaves that part to the browser, which draws it again;
      // the rest of the page is still worth sending.
      onError: (error) => current().onError(error),
    });
  });
}

/** Queries the render asked for that have not been answered, and that would be asked for now. */
function unanswered(queryClient: QueryClient, failed: ReadonlySet<string>): Query[] {
  return queryClient.getQueryCache().findAll({
    predicate: (query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      if (failed.has(query.queryHash)) return false;
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    },
  });
}

export async function renderPage(url: string, options: RenderOptions): Promise<RenderedPage> {
  return currentRender.run(options, async () => {
    const queryClient = createShopQueryClient({ onServer: true });
    const failed = new Set<string>();
    let lasting = true;
    let html = await renderToHtml(page(url, queryClient));
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const waiting = unanswered(queryClient, failed);
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      // A failed call is left to the browser, which asks again: the page shows it loading, as
      // the browser's first render will, rather than an error the browser cannot repeat.
      for (const query of waiting) {
        if (query.state.status === 'error') {
          failed.add(query.queryHash);
          if (mayPass(query.state.error)) lasting = false;
          queryClient.getQueryCache().remove(query);
        }
      }
      html = await renderToHtml(page(url, queryClient));
    }
    const afterRoot = serverStateScript(queryClient);
    queryClient.clear();
    return { html, afterRoot, lasting };
  });
}

/** A failure that may not happen again: a limit reached, a fault, no answer at all. */
function mayPass(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 429 || error.status >= 500;
}
