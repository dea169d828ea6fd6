import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthAnswerSchema, HealthTroubleSchema } from '@shop/shared/catalogue-api';
import type { DatabaseHandle } from '../db/client.ts';
import { inSection, REFUSALS } from './api-contract.ts';
import type { Starting } from './starting.ts';

export const HEALTH_URL = '/api/health';

/** Answers only when the database answers too, so a load balancer sees a broken instance. */
const health: FastifyPluginAsyncZod<{ database: DatabaseHandle; starting: Starting }> = async (
  fastify,
  { database, starting },
) => {
  fastify.get(
    HEALTH_URL,
    {
      schema: {
        tags: inSection('shop'),
        summary: 'The server and its database answer (503 while it starts, 500 when the database does not)',
        response: { 200: HealthAnswerSchema, ...REFUSALS, 503: HealthTroubleSchema },
      },
    },
    async (_request, reply) => {
      // Still reading its catalogue after a restart (starting.ts): a 503 saying what it waits for.
      const stillStarting = starting.trouble();
      if (stillStarting) return reply.code(503).send(stillStarting);
      await database.db.execute(sql`SELECT 1`);
      return { ok: true as const, db: database.kind };
    },
  );
};

export default health;
