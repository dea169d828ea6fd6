/**
 * The counters of the limits on tries when there is no Redis: one map per limit, in this
 * process. A counter goes only once its window has passed. The rate-limit plugin's own store
 * keeps the 5,000 newest keys of a limit and drops the oldest, so a flood of new e-mails would
 * wipe the count of the account under attack; here a flood cannot touch another key's count.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

/** Live counters one limit may hold (about 150 MB); a limit this full refuses new keys. */
export const MAX_COUNTERS_PER_LIMIT = 1_000_000;

interface Counter {
  count: number;
  windowEndsAt: number;
}

type Increment = Parameters<FastifyRateLimitStore['incr']>;

export class ProcessCounters implements FastifyRateLimitStore {
  // In the order their windows end: one limit has one window, and a counter whose window
  // starts again moves to the back.
  private readonly counters = new Map<string, Counter>();

  constructor(
    _options?: unknown,
    private readonly capacity = MAX_COUNTERS_PER_LIMIT,
  ) {}

  get size(): number {
    return this.counters.size;
  }

  incr(key: Increment[0], callback: Increment[1], timeWindow: number, max: number): void {
    const now = Date.now();
    this.dropEnded(now);
    let counter = this.counters.get(key);
    if (counter !== undefined && counter.windowEndsAt <= now) {
      this.counters.delete(key);
      counter = undefined;
    }
    if (counter === undefined) {
      if (this.counters.size >= this.capacity) {
        // Every counter here is live: the newcomer waits rather than anyone's count being lost.
        callback(null, { current: max + 1, ttl: timeWindow });
        return;
      }
      counter = { count: 0, windowEndsAt: now + timeWindow };
      this.counters.set(key, counter);
    }
    counter.count += 1;
    callback(null, { current: counter.count, ttl: counter.windowEndsAt - now });
  }

  child(): ProcessCounters {
    return new ProcessCounters(undefined, this.capacity);
  }

  private dropEnded(now: number): void {
    for (const [key, counter] of this.counters) {
      if (counter.windowEndsAt > now) return;
      this.counters.delete(key);
    }
  }
}
