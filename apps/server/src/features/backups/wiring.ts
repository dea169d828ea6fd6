import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import { backupAgeCheck, nightlyBackup } from './nightly.ts';
import backupsRoutes from './routes.ts';
import { createBackupsService } from './service.ts';

/**
 * The shop's backups: the nightly one, its encrypted copy off the machine, the mail when the
 * last good one is late, and the last ones on the Today page.
 */
export async function wireBackups(
  fastify: FastifyInstance,
  {
    database,
    mailer,
    config,
    log,
    authenticateStaff,
  }: Pick<ShopParts, 'mailer' | 'config' | 'log' | 'authenticateStaff'> & { database: DatabaseHandle },
) {
  const backups = createBackupsService(database.db, {
    databaseUrl: database.url,
    dataDir: config.DATA_DIR,
    bucket: config.BACKUP_S3_URL,
    recipient: config.BACKUP_RECIPIENT,
    warn: { mailer, shopEmail: config.SHOP_EMAIL, log },
  });
  if (backups.offSite === 'no-key') {
    log.warn(
      'backups are not copied to the bucket: BACKUP_RECIPIENT is not set, and nothing leaves the machine unencrypted',
    );
  }
  await fastify.register(backupsRoutes, { backups, authenticateStaff });
  return {
    backups,
    jobs: config.NIGHTLY_BACKUPS ? [nightlyBackup(backups), backupAgeCheck(backups)] : [],
  };
}
