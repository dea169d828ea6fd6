import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthAnswerSchema, HealthTroubleSchema } from '@shop/shared/catalogue-api';
import {
  HEALTH_ATTENTION_TEXTS,
  healthAttention,
  HealthQuerySchema,
  type HealthChecks,
} from '@shop/shared/health';
import type { DatabaseHandle } from '../db/client.ts';
import { inSection, REFUSALS } from './api-contract.ts';
import type { Starting } from './starting.ts';

export const HEALTH_URL = '/api/health';

/** The checks are read at most this often: a monitor or a load balancer may ask every second. */
export const HEALTH_CHECKS_CACHE_MS = 5_000;

export type HealthReadings = Omit<HealthChecks, 'status' | 'attention' | 'database'>;

export interface HealthOptions {
  database: DatabaseHandle;
  /** What the shop still waits for after a restart (plugins/starting.ts). */
  starting: Starting;
  /** Why the database cannot write now (a full disk), or undefined (plugins/disk-space.ts). */
  cannotWrite?: () => Promise<string | undefined>;
  /** The disk, the backups' age and the mail, as numbers (app.ts gathers them from the features). */
  readings?: () => Promise<HealthReadings>;
  /** Whether the shop makes its nightly backups, so a late one needs attention. */
  backupsWatched?: boolean;
}

/**
 * Answers only when the database answers too, so a load balancer sees a broken instance: 503
 * while the shop starts or when its database cannot write, 500 when the database does not
 * answer, 200 otherwise with the checks an owner's monitor reads (`status: attention` when the
 * disk is low, the last good backup late or mail failing); `?strict=true` makes `attention` a
 * 503 too, for a monitor that reads the status code alone.
 */
const health: FastifyPluginAsyncZod<HealthOptions> = async (
  fastify,
  { database, starting, cannotWrite, readings, backupsWatched = false },
) => {
  let cached: { at: number; checks: Promise<HealthChecks> } | undefined;

  async function readChecks(): Promise<HealthChecks> {
    const [write, read] = await Promise.all([
      database.db.execute(
        sql`SELECT pg_is_in_recovery() AS recovery, current_setting('transaction_read_only') AS "readOnly"`,
      ),
      readings?.(),
    ]);
    if (!read) throw new Error('no readings');
    const row = (write as unknown as { rows: { recovery: boolean; readOnly: string }[] }).rows[0];
    const writes = row !== undefined && !row.recovery && row.readOnly === 'off';
    const attention = healthAttention(read, backupsWatched);
    return { status: attention.length > 0 ? 'attention' : 'ok', attention, database: { writes }, ...read };
  }

  function checks(): Promise<HealthChecks> | undefined {
    if (!readings) return undefined;
    const now = Date.now();
    if (!cached || now - cached.at >= HEALTH_CHECKS_CACHE_MS) {
      const reading = readChecks();
      cached = { at: now, checks: reading };
      // A failed reading is not kept: the next call reads again.
      reading.catch(() => {
        if (cached?.checks === reading) cached = undefined;
      });
    }
    return cached.checks;
  }

  fastify.get(
    HEALTH_URL,
    {
      schema: {
        tags: inSection('shop'),
        summary:
          'The server and its database answer, with the checks an owner reads (503 while it starts or when its database cannot write, and with strict=true when something needs attention; 500 when the database does not answer)',
        querystring: HealthQuerySchema,
        response: { 200: HealthAnswerSchema, ...REFUSALS, 503: HealthTroubleSchema },
      },
    },
    async (request, reply) => {
      // Still reading its catalogue after a restart: a 503 saying what it waits for.
      const stillStarting = starting.trouble();
      if (stillStarting) return reply.code(503).send(stillStarting);
      const cannotWriteBecause = await cannotWrite?.();
      if (cannotWriteBecause) {
        return reply
          .code(503)
          .send({ ok: false as const, status: 'cannot-write' as const, message: cannotWriteBecause });
      }
      await database.db.execute(sql`SELECT 1`);
      const found = await checks();
      if (found && !found.database.writes) {
        return reply.code(503).send({
          ok: false as const,
          status: 'cannot-write' as const,
          message:
            'The database takes no writes (it is read-only, or a standby): the shop cannot take orders.',
        });
      }
      if (found && found.status === 'attention' && request.query.strict === 'true') {
        return reply.code(503).send({
          ok: false as const,
          status: 'attention' as const,
          message: found.attention.map((what) => HEALTH_ATTENTION_TEXTS[what]).join(' '),
        });
      }
      return { ok: true as const, db: database.kind, ...(found ? { checks: found } : {}) };
    },
  );
};

export default health;
