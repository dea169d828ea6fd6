import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthAnswerSchema, HealthTroubleSchema } from '@shop/shared/catalogue-api';
import type { DatabaseHandle } from '../db/client.ts';
import { inSection, REFUSALS } from './api-contract.ts';

export interface HealthOptions {
  database: DatabaseHandle;
  /** Why the database cannot write now (a full disk), or undefined (plugins/disk-space.ts). */
  cannotWrite?: () => Promise<string | undefined>;
}

/** Answers only when the database answers too, so a load balancer sees a broken instance. */
const health: FastifyPluginAsyncZod<HealthOptions> = async (fastify, { database, cannotWrite }) => {
  fastify.get(
    '/api/health',
    {
      schema: {
        tags: inSection('shop'),
        summary:
          'The server and its database answer (a 500 when the database does not, a 503 when it cannot write)',
        response: { 200: HealthAnswerSchema, ...REFUSALS, 503: HealthTroubleSchema },
      },
    },
    async (_request, reply) => {
      const trouble = await cannotWrite?.();
      if (trouble)
        return reply
          .code(503)
          .send({ ok: false as const, status: 'cannot-write' as const, message: trouble });
      await database.db.execute(sql`SELECT 1`);
      return { ok: true as const, db: database.kind };
    },
  );
};

export default health;
