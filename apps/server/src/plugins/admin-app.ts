/**
 * Serves the back office's own app (apps/admin) at /admin: its hashed assets cached for a
 * year, and its page for every address under /admin, so deep links and reloads work. The
 * page is kept out of search engines; the back office's calls check the session themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { outsideTheApi } from './api-contract.ts';

export interface AdminAppOptions {
  adminDist: string;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';

const adminApp: FastifyPluginAsync<AdminAppOptions> = async (fastify, { adminDist }) => {
  const indexPath = path.join(adminDist, 'index.html');
  const page = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : undefined;
  if (page === undefined) {
    fastify.log.warn(`No back-office build at ${adminDist}; run "npm run build" to serve /admin.`);
  } else {
    await fastify.register(fastifyStatic, {
      root: path.join(adminDist, 'assets'),
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      // The build's brotli and gzip copies (vite.config.ts), for browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response) => response.setHeader('cache-control', ONE_YEAR),
    });
  }

  const sendPage = async (_request: unknown, reply: FastifyReply) => {
    reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-cache');
    if (page === undefined) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built: run "npm run build".');
    }
    return reply.type('text/html; charset=utf-8').send(page);
  };
  const notACall = { schema: outsideTheApi('the back office’s page, which the browser runs') };
  fastify.get('/admin', notACall, sendPage);
  fastify.get('/admin/*', notACall, sendPage);
};

export default fp(adminApp, { name: 'admin-app' });
