/**
 * Serves the built web app and the catalogue images from the same origin as the API.
 * Hashed assets and versioned images are cached for a year; index.html is revalidated so
 * a new release reaches shoppers at once. Every page route (a GET that accepts HTML and is
 * not an API call) gets index.html, so deep links and reloads work.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorAnswer } from '@shop/shared/catalogue-api';

export interface WebAppOptions {
  webDist: string;
  imagesRoot: string;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';

function isPageRequest(method: string, url: string, accept: string | undefined): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !url.startsWith('/api/') &&
    !url.startsWith('/images/') &&
    !url.startsWith('/assets/') &&
    (accept ?? '').includes('text/html')
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
  if (indexHtml === undefined) {
    fastify.log.warn(`No web build at ${options.webDist}; run "npm run build" to serve the shop's pages.`);
  } else {
    await fastify.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (response, filePath) =>
        response.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? ONE_YEAR : 'public, max-age=0, must-revalidate',
        ),
    });
  }

  fastify.setNotFoundHandler((request, reply) => {
    if (indexHtml !== undefined && isPageRequest(request.method, request.url, request.headers.accept)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    const answer: ErrorAnswer = {
      success: false,
      message: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
    };
    return reply.code(404).send(answer);
  });
};

export default fp(webApp, { name: 'web-app' });
