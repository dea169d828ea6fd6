/**
 * Several instances of the shop count tries together through Redis (REDIS_URL). Runs when
 * TEST_REDIS_URL names a Redis to use, such as TEST_REDIS_URL=redis://127.0.0.1:6379.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '@shop/shared/accounts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { AccountLimits } from './limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const LIMITS: Partial<AccountLimits> = { signInPerAccount: { max: 3, windowMs: 60_000 } };

describe.skipIf(redisUrl === undefined)('limits shared through Redis', () => {
  const instances: TestApp[] = [];

  beforeAll(async () => {
    const shared: Record<string, string> = { REDIS_URL: redisUrl ?? '' };
    for (const environment of [shared, shared, {}, {}]) {
      instances.push(await buildTestApp({ environment, accounts: { limits: LIMITS } }));
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  /** Sign-in tries for one new e-mail, taking turns between two instances. */
  async function triesAcross(first: TestApp, second: TestApp): Promise<number[]> {
    // New keys on every run, so counters left in Redis by an earlier run never matter.
    const email = `shared.${crypto.randomBytes(6).toString('hex')}@example.in`;
    const remoteAddress = `10.9.${crypto.randomInt(0, 250)}.${crypto.randomInt(1, 250)}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      const response = await instance.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email, password: 'not-the-password1' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().message).toBe(ACCOUNT_TEXTS.tooManySignIns);
    }
    return statuses;
  }

  it('refuses the try after the limit even when the tries went to different instances', async () => {
    const [first, second] = instances;
    if (!first || !second) throw new Error('The instances did not start');
    expect(await triesAcross(first, second)).toEqual([401, 401, 401, 429]);
  });

  it('counts each instance alone without Redis, which is why several instances need it', async () => {
    const [, , third, fourth] = instances;
    if (!third || !fourth) throw new Error('The instances did not start');
    expect(await triesAcross(third, fourth)).toEqual([401, 401, 401, 401]);
  });
});

describe('when the Redis of the limits cannot be reached', () => {
  it('still lets shoppers sign in rather than failing every try', async () => {
    // Port 9 (discard) has nothing listening here: every count fails.
    const cut = await buildTestApp({ environment: { REDIS_URL: 'redis://127.0.0.1:9' } });
    try {
      const response = await cut.app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: 'nobody@example.in', password: 'not-the-password1' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(ACCOUNT_TEXTS.wrongCredentials);
    } finally {
      await cut.close();
    }
  });
});
