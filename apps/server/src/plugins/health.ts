import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthAnswerSchema, HealthTroubleSchema } from '@shop/shared/catalogue-api';
import type { DatabaseHandle } from '../db/client.ts';
import { inSection, REFUSALS } from './api-contract.ts';
import type { Starting } from './starting.ts';

export const HEALTH_URL = '/api/health';

export interface HealthOptions {
  database: DatabaseHandle;
  /** What the shop still waits for after a restart (plugins/starting.ts). */
  starting: Starting;
  /** Why the database cannot write now (a full disk), or undefined (plugins/disk-space.ts). */
  cannotWrite?: () => Promise<string | undefined>;
}

/** Answers only when the database answers too, so a load balancer sees a broken instance. */
const health: FastifyPluginAsyncZod<HealthOptions> = async (fastify, { database, starting, cannotWrite }) => {
  fastify.get(
    HEALTH_URL,
    {
      schema: {
        tags: inSection('shop'),
        summary:
          'The server and its database answer (503 while it starts or when its database cannot write, 500 when the database does not answer)',
        response: { 200: HealthAnswerSchema, ...REFUSALS, 503: HealthTroubleSchema },
      },
    },
    async (_request, reply) => {
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
      return { ok: true as const, db: database.kind };
    },
  );
};

export default health;
