/** The shop's command: `npm start` runs this file. */
import { readConfig } from './env.ts';
import { startFailureMessage } from './plugins/disk-space.ts';
import { startShop } from './start.ts';

startShop().catch(async (error: unknown) => {
  // A full disk is named with its folder and free space, wherever the start met it.
  const config = (() => {
    try {
      return readConfig();
    } catch {
      return undefined;
    }
  })();
  console.error(
    config
      ? await startFailureMessage(error, { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL })
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
