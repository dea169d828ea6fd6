import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import { uploadCleanUp } from './retention.ts';
import filesRoutes from './routes.ts';
import { createFilesService } from './service.ts';

/** Shoppers' uploads, and the clean-up of those no order took. */
export async function wireFiles(fastify: FastifyInstance, { db }: Pick<ShopParts, 'db'>) {
  const files = createFilesService(db);
  await fastify.register(filesRoutes, { files });
  return { files, jobs: { uploadCleanUp: uploadCleanUp(files) } };
}
