import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import { diskSpaceCheck } from './check.ts';
import diskSpaceRoutes from './routes.ts';
import { createDiskSpaceService, type DiskSpaceOptions } from './service.ts';

/** The disk holding DATA_DIR: the Today page's word on it, and the mails as it fills up. */
export async function wireDiskSpace(
  fastify: FastifyInstance,
  {
    db,
    mailer,
    config,
    log,
    authenticateStaff,
    watch,
  }: Pick<ShopParts, 'db' | 'mailer' | 'config' | 'log' | 'authenticateStaff'> &
    Pick<DiskSpaceOptions, 'watch'>,
) {
  const diskSpace = createDiskSpaceService({
    db,
    dataDir: config.DATA_DIR,
    watch,
    mailer,
    shopEmail: config.SHOP_EMAIL,
    log,
  });
  await fastify.register(diskSpaceRoutes, { diskSpace, authenticateStaff });
  return { diskSpace, jobs: { diskSpaceCheck: diskSpaceCheck(diskSpace) } };
}
