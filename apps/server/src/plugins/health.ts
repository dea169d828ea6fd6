import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { HealthAnswer } from '@shop/shared/catalogue-api';
import type { DatabaseHandle } from '../db/client.ts';

/** Answers only when the database answers too, so a load balancer sees a broken instance. */
const health: FastifyPluginAsync<{ database: DatabaseHandle }> = async (fastify, { database }) => {
  fastify.get('/api/health', async (): Promise<HealthAnswer> => {
    await database.db.execute(sql`SELECT 1`);
    return { ok: true, db: database.kind };
  });
};

export default health;
