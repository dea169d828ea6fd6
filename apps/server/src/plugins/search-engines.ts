/**
 * robots.txt and sitemap.xml: what search engines may read, and every page worth listing
 * (the shop's indexable pages by their canonical paths, and every piece of the catalogue),
 * in each of the shop's languages.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { productPath } from '@shop/shared/page-paths';
import { LANGUAGES, pathInLanguage } from '@shop/shared/languages';
import { LISTED_PAGE_PATHS } from '@shop/shared/pages';
import { outsideTheApi } from './api-contract.ts';
import { escapeMarkup } from './markup.ts';
import { siteOrigin } from './site-origin.ts';

export interface SearchEnginesOptions {
  publicUrl: string | undefined;
  /** Ids of the catalogue's pieces, at most `limit` of them, in one query. */
  productIds(limit: number): Promise<readonly string[]>;
}

// Crawlers read these files at most a few times a day; an hour keeps a new piece from
// waiting long to be listed.
const CACHE_CONTROL = 'public, max-age=3600';
// The most addresses one sitemap may hold (sitemaps.org); a larger catalogue would need a
// sitemap index.
const SITEMAP_MAX_URLS = 50_000;

const searchEngines: FastifyPluginAsync<SearchEnginesOptions> = async (fastify, options) => {
  // Everything may be read: the pages fetch /api/ while a search engine renders them.
  const forCrawlers = { schema: outsideTheApi('a file for search engines, not a call') };
  fastify.get('/robots.txt', forCrawlers, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin(request, options.publicUrl)}/sitemap.xml\n`),
  );

  fastify.get('/sitemap.xml', forCrawlers, async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    // Every page once in each language (English, Tamil, Hindi), in their own addresses.
    const ids = await options.productIds(
      Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length) - LISTED_PAGE_PATHS.length,
    );
    const paths = [...LISTED_PAGE_PATHS, ...ids.map(productPath)];
    const entries = LANGUAGES.flatMap((language) =>
      paths.map(
        (path) => `  <url><loc>${escapeMarkup(`${origin}${pathInLanguage(path, language)}`)}</loc></url>\n`,
      ),
    );
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          entries.join('') +
          '</urlset>\n',
      );
  });
};

export default fp(searchEngines, { name: 'search-engines' });
