import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import zlib from 'node:zlib';

/**
 * Security headers with a Content-Security-Policy that allows only the shop's own origin,
 * and compression (listing answers are large JSON; a phone on a slow network feels it).
 */
const security: FastifyPluginAsync = async (fastify) => {
  await fastify.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The shop is reached over plain http on localhost during development.
    strictTransportSecurity: false,
  });
  await fastify.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses listing JSON almost as well as the default at a fraction of the CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
};

export default fp(security, { name: 'security' });
