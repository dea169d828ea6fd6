import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import errorHandling from './error-handling.ts';
import { ProcessCounters } from './process-counters.ts';
import rateLimiting, { limitTries } from './rate-limit.ts';

const TOO_MANY = 'Too many tries for this account.';

/** A shop-like server with one limit per account, in the process's own counters. */
let server: FastifyInstance;
beforeAll(async () => {
  server = Fastify();
  await server.register(errorHandling);
  await server.register(rateLimiting, { redisUrl: undefined });
  server.post(
    '/try',
    {
      preHandler: limitTries(server, 'test', [
        {
          name: 'per-account',
          limit: { max: 3, windowMs: 60_000 },
          key: (request) => (request.body as { account: string }).account,
          message: TOO_MANY,
        },
      ]),
    },
    async () => ({ success: true }),
  );
  await server.ready();
});
afterAll(async () => {
  await server.close();
});

const tryAs = async (account: string) =>
  (await server.inject({ method: 'POST', url: '/try', payload: { account } })).statusCode;

describe('the in-process counters of a limit', () => {
  it('keep counting an account through a flood of other accounts', async () => {
    expect([await tryAs('victim'), await tryAs('victim'), await tryAs('victim')]).toEqual([200, 200, 200]);
    // More new accounts than the rate-limit plugin's own store keeps (5,000).
    for (let flood = 0; flood < 6_000; flood += 1) await tryAs(`flood-${flood}`);
    expect(await tryAs('victim')).toBe(429);
  });
});

describe('ProcessCounters', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const count = (counters: ProcessCounters, key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve) =>
      counters.incr(key, (_error, result) => resolve(result ?? { current: 0, ttl: 0 }), 1_000, 3),
    );

  it('refuses new keys when full of live counters, and never drops a live one to make room', async () => {
    const counters = new ProcessCounters(undefined, 2);
    expect((await count(counters, 'a')).current).toBe(1);
    expect((await count(counters, 'b')).current).toBe(1);
    expect(await count(counters, 'c')).toEqual({ current: 4, ttl: 1_000 });
    expect((await count(counters, 'a')).current).toBe(2);
  });

  it('forgets a counter once its window has passed', async () => {
    vi.useFakeTimers({ now: 0 });
    const counters = new ProcessCounters();
    await count(counters, 'a');
    vi.setSystemTime(600);
    await count(counters, 'b');
    expect(await count(counters, 'a')).toEqual({ current: 2, ttl: 400 });
    vi.setSystemTime(1_000);
    expect(await count(counters, 'a')).toEqual({ current: 1, ttl: 1_000 });
    vi.setSystemTime(2_500);
    await count(counters, 'c');
    expect(counters.size).toBe(1);
  });
});
