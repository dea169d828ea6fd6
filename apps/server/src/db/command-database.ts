/**
 * The database of one of the shop's commands (`npm run shop`, `npm run seed`): the running
 * shop's embedded one, or one started for the command while the shop is stopped, or
 * DATABASE_URL's. One connection is enough for a command.
 */
import type { Config } from '../env.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { prepareDataDir } from './data-dir.ts';

export async function openCommandDatabase(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL'>,
  options: { migrate?: boolean; command?: boolean } = {},
): Promise<DatabaseHandle> {
  await prepareDataDir(config.DATA_DIR);
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    poolSize: 1,
    command: true,
    ...options,
  });
  for (const notice of database.notices) console.log(notice);
  return database;
}
