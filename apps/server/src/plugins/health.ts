import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthAnswerSchema, HealthTroubleSchema } from '@shop/shared/catalogue-api';
import type { DatabaseHandle } from '../db/client.ts';
import { inSection, REFUSALS } from './api-contract.ts';

/** Answers only when the database answers too, so a load balancer sees a broken instance. */
const health: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (fastify, { database }) => {
  fastify.get(
    '/api/health',
    {
      schema: {
        tags: inSection('shop'),
        summary: 'The server and its database answer (a 500 when the database does not)',
        response: { 200: HealthAnswerSchema, ...REFUSALS, 503: HealthTroubleSchema },
      },
    },
    async () => {
      await database.db.execute(sql`SELECT 1`);
      return { ok: true as const, db: database.kind };
    },
  );
};

export default health;
