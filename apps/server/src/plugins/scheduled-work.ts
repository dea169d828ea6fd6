/**
 * The work the shop does by itself every so often (mail retries, clean-ups, expiry), once per
 * period however many instances share the database. Each instance looks every tenth of a
 * job's period (at most every minute) and claims the run in `scheduled_runs` first, in one
 * statement that moves the job's start forward only once a whole period has passed: the
 * instance whose statement changed the row runs the job, the others leave it. A job is then
 * at most a tenth of its period late, whichever instances are up. A job that must also run
 * at each start (work a crash may have left undone) claims its first run on an instance
 * whatever the period says. See docs/decisions/0012.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { scheduledRuns } from '../db/schema.ts';

export interface ScheduledJob {
  /** Names the job in the database and in the log. */
  name: string;
  everyMs: number;
  /** Does the work; answers how many things it handled. */
  run(): Promise<number>;
  /** What the log says after a run that handled something. */
  done: string;
  /**
   * Also runs as soon as this instance is ready, even when another run of the period (on
   * another instance, or by a process that then died) came just before: a start is when work
   * may have been left undone. The period then counts from this run.
   */
  atStart?: boolean;
}

export interface ScheduledWorkOptions {
  db: Database;
  jobs: readonly ScheduledJob[];
}

const LONGEST_LOOK_MS = 60_000;

/**
 * Claims this period's run of a job: answers when the claimed run started (the database's
 * clock, the same for every instance), or undefined when the period's run is another's.
 */
export async function claimRun(db: Database, job: string, everyMs: number): Promise<Date | undefined> {
  const [claimed] = await db
    .insert(scheduledRuns)
    .values({ job, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: scheduledRuns.job,
      set: { startedAt: sql`now()` },
      setWhere: sql`${scheduledRuns.startedAt} <= now() - ${everyMs} * interval '1 millisecond'`,
    })
    .returning({ startedAt: scheduledRuns.startedAt });
  return claimed?.startedAt;
}

const scheduledWork: FastifyPluginAsync<ScheduledWorkOptions> = async (fastify, { db, jobs }) => {
  const timers: NodeJS.Timeout[] = [];
  // One look at a time on this instance; closing waits for the one under way, so the
  // database is not closed beneath it.
  let running = Promise.resolve();

  const look = (job: ScheduledJob, starting = false) => {
    running = running.then(async () => {
      try {
        const claimAfterMs = starting && job.atStart ? 0 : job.everyMs;
        if ((await claimRun(db, job.name, claimAfterMs)) === undefined) return;
        const handled = await job.run();
        if (handled > 0) fastify.log.info({ job: job.name, handled }, job.done);
      } catch (error) {
        fastify.log.error({ err: error, job: job.name }, 'a scheduled job failed');
      }
    });
  };

  fastify.addHook('onReady', async () => {
    for (const job of jobs) {
      look(job, true);
      // A timer alone never keeps the process running.
      timers.push(setInterval(() => look(job), Math.min(job.everyMs / 10, LONGEST_LOOK_MS)).unref());
    }
  });
  fastify.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await running;
  });
};

export default fp(scheduledWork, { name: 'scheduled-work' });
