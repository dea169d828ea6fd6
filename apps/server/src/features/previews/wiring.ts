import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import { previewCleanUp } from './retention.ts';
import previewsRoutes from './routes.ts';
import { createPreviewsService, type PreviewsServiceOptions } from './service.ts';

/** Shared previews of a personalised piece: the link, its page and picture, and their clean-up. */
export async function wirePreviews(
  fastify: FastifyInstance,
  { db, config, ...options }: Pick<ShopParts, 'db' | 'config'> & Omit<PreviewsServiceOptions, 'now'>,
) {
  const previews = createPreviewsService(db, options);
  await fastify.register(previewsRoutes, { previews, publicUrl: config.PUBLIC_URL });
  return { previews, jobs: { previewCleanUp: previewCleanUp(previews) } };
}
