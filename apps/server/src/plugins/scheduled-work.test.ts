/**
 * Scheduled work runs once per period however many instances share the database: two shops,
 * each with its own connections, on one PostgreSQL database, as two servers would be.
 */
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { scheduledRuns } from '../db/schema.ts';
import { createPostgresTestDatabase } from '../test-support/test-app.ts';
import scheduledWork, { claimRun, type ScheduledJob } from './scheduled-work.ts';

/** One database, as seen by two instances of the shop. */
let instances: [DatabaseHandle, DatabaseHandle];
let removeDatabase: () => Promise<void>;

beforeAll(async () => {
  const created = await createPostgresTestDatabase();
  const open = () => openDatabase({ dataDir: '', databaseUrl: created.url, poolSize: 2 });
  instances = [await open(), await open()];
  removeDatabase = async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await created.drop();
  };
});
afterAll(async () => {
  await removeDatabase?.();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shopWith(database: DatabaseHandle, jobs: ScheduledJob[], logLines?: string[]) {
  const app = Fastify({
    logger: logLines ? { level: 'info', stream: { write: (line: string) => logLines.push(line) } } : false,
  });
  await app.register(scheduledWork, { db: database.db, jobs });
  await app.ready();
  return app;
}

let jobs = 0;
const job = (everyMs: number, run: () => Promise<number>): ScheduledJob => {
  jobs += 1;
  return { name: `test-job-${jobs}`, everyMs, run, done: 'did the test job' };
};

describe('scheduled work', () => {
  it('runs a job when the shop is ready, again after each period, and no more once closed', async () => {
    const run = vi.fn(async () => 0);
    const app = await shopWith(instances[0], [job(300, run)]);
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await app.close();
    const runsWhenClosed = run.mock.calls.length;
    await wait(700);
    expect(run).toHaveBeenCalledTimes(runsWhenClosed);
  });

  it('runs each job once per period across two instances, whichever of them looks', async () => {
    const periodMs = 500;
    const started: { instance: number; at: Date }[] = [];
    const shared = job(periodMs, async () => 0);
    const shops: FastifyInstance[] = [];
    for (const [instance, database] of instances.entries()) {
      shops.push(
        await shopWith(database, [
          {
            ...shared,
            // The run's start as the database claimed it: one clock for both instances.
            run: async () => {
              const [claimed] = await database.db
                .select()
                .from(scheduledRuns)
                .where(eq(scheduledRuns.job, shared.name));
              if (claimed) started.push({ instance, at: claimed.startedAt });
              return 0;
            },
          },
        ]),
      );
    }
    const watchedFrom = Date.now();
    await wait(2_600);
    await Promise.all(shops.map((shop) => shop.close()));
    const watchedMs = Date.now() - watchedFrom;

    expect(started.length).toBeGreaterThanOrEqual(3);
    expect(started.length).toBeLessThanOrEqual(Math.floor(watchedMs / periodMs) + 1);
    const times = started.map((run) => run.at.getTime());
    for (let index = 1; index < times.length; index += 1) {
      expect(times[index]! - times[index - 1]!, `run ${index + 1}`).toBeGreaterThanOrEqual(periodMs);
    }
  });

  it('runs a job that asks for it at each start, though another instance ran it a moment before', async () => {
    const periodMs = 60 * 60 * 1000;
    const plainRun = vi.fn(async () => 0);
    const startRun = vi.fn(async () => 0);
    const plain = job(periodMs, plainRun);
    const atStart = { ...job(periodMs, startRun), atStart: true };
    // Another instance, or a process that then died, ran both a moment ago.
    for (const ran of [plain, atStart])
      expect(await claimRun(instances[1].db, ran.name, periodMs)).toBeDefined();

    // Looks at a start are made one after another, in the jobs' order.
    const app = await shopWith(instances[0], [plain, atStart]);
    await vi.waitFor(() => expect(startRun).toHaveBeenCalledTimes(1));
    expect(plainRun).not.toHaveBeenCalled();
    // The period counts from the run at start.
    expect(await claimRun(instances[1].db, atStart.name, periodMs)).toBeUndefined();
    await app.close();
  });

  it('gives a period’s run to one of many instances claiming it at the same moment', async () => {
    const name = `test-job-claimed-at-once-${Date.now()}`;
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, index) => claimRun(instances[index % 2]!.db, name, 60_000)),
    );
    expect(claims.filter((claim) => claim !== undefined)).toHaveLength(1);
  });

  it('waits for a run under way before it lets the shop close', async () => {
    let finish: (() => void) | undefined;
    const app = await shopWith(instances[0], [
      job(60_000, () => new Promise<number>((resolve) => (finish = () => resolve(0)))),
    ]);
    await vi.waitFor(() => expect(finish).toBeDefined());
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await wait(50);
    expect(closed).toBe(false);
    finish?.();
    await closing;
    expect(closed).toBe(true);
  });

  it('logs what a run did, and a failed run without stopping the shop', async () => {
    const lines: string[] = [];
    const failing = job(60_000, async () => {
      throw new Error('database unreachable');
    });
    const app = await shopWith(instances[0], [job(60_000, async () => 2), failing], lines);
    await vi.waitFor(() => expect(lines.join('')).toContain('a scheduled job failed'));
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'did the test job', handled: 2 }));
    expect(logged).toContainEqual(
      expect.objectContaining({
        job: failing.name,
        err: expect.objectContaining({ message: 'database unreachable' }),
      }),
    );
    expect((await app.inject({ method: 'GET', url: '/nothing' })).statusCode).toBe(404);
    await app.close();
  });
});
