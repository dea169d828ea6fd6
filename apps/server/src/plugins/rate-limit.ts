/**
 * Counters for the limits on tries (sign-in, registration, reset codes, uploads). In-process
 * by default (process-counters.ts); with REDIS_URL they live in Redis, so several instances
 * count together. Features
 * make their limiters with `limitTries` below; nothing is limited globally.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error.ts';
import { ProcessCounters } from './process-counters.ts';

export interface RateLimitOptions {
  redisUrl: string | undefined;
}

const rateLimiting: FastifyPluginAsync<RateLimitOptions> = async (fastify, { redisUrl }) => {
  if (redisUrl === undefined) {
    await fastify.register(rateLimit, { global: false, store: ProcessCounters });
    return;
  }
  // Loaded only for a shop that shares its counters: most never do.
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    // A request waits at most this long for a counter; a limit must not stall the shop.
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (error) => fastify.log.warn({ err: error }, 'the rate-limit Redis is not reachable'));
  fastify.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await fastify.register(rateLimit, { global: false, redis, nameSpace: 'shop-rate-limit:' });
};

export default fp(rateLimiting, { name: 'rate-limit' });

export interface Limit {
  max: number;
  windowMs: number;
}

/** A limit on tries used up: the error handler answers it 429, with Retry-After. */
export class TooManyTriesError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export interface Check {
  /** Names the counter within its scope; two checks never share one. */
  name: string;
  limit: Limit;
  key: (request: FastifyRequest) => string;
  message: string;
}

/** The network a request comes from (IPv6 by its /64). */
export const byAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** The e-mail of a body the route's schema has checked (and put in lower case). */
export function byEmail(request: FastifyRequest): string {
  const body: unknown = request.body;
  return typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email
    : '';
}

/**
 * A hook (a preHandler, or an onRequest when the body does not matter) that counts the
 * request against each check in turn and refuses it with 429 at the first one used up. When
 * the counters cannot be reached (Redis down) the request goes through, and the log says so.
 */
export function limitTries(
  fastify: FastifyInstance,
  scope: string,
  checks: readonly Check[],
): preHandlerAsyncHookHandler {
  const limiters = checks.map((check) => ({
    check,
    consume: fastify.createRateLimit({
      max: check.limit.max,
      timeWindow: check.limit.windowMs,
      keyGenerator: (request) => `${scope}:${check.name}:${check.key(request)}`,
    }),
  }));
  return async (request) => {
    for (const { check, consume } of limiters) {
      let outcome: Awaited<ReturnType<typeof consume>>;
      try {
        outcome = await consume(request);
      } catch (error) {
        request.log.error({ err: error, limit: check.name }, 'a rate limit could not be counted');
        continue;
      }
      if (!outcome.isAllowed && outcome.isExceeded) {
        request.log.warn({ limit: check.name }, 'a limit on tries was reached');
        throw new TooManyTriesError(check.message, outcome.ttlInSeconds);
      }
    }
  };
}
