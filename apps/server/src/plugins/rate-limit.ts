/**
 * Counters for the limits on tries (sign-in, registration, reset codes). In-process by
 * default; with REDIS_URL they live in Redis, so several instances count together. Features
 * make their limiters with `fastify.createRateLimit`; nothing is limited globally.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface RateLimitOptions {
  redisUrl: string | undefined;
}

const rateLimiting: FastifyPluginAsync<RateLimitOptions> = async (fastify, { redisUrl }) => {
  if (redisUrl === undefined) {
    await fastify.register(rateLimit, { global: false });
    return;
  }
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
