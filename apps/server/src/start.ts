/**
 * Starts the shop: reads the configuration, opens the database, builds the app and listens;
 * then finishes the start (the demo catalogue at a first start, the pictures' missing widths,
 * the catalogue's index), answering meanwhile that the shop is starting (plugins/starting.ts).
 */
import closeWithGrace from 'close-with-grace';
import { buildStartingApp, imagesRoot, type AppOptions } from './app.ts';
import { openDatabase } from './db/client.ts';
import { prepareDataDir } from './db/data-dir.ts';
import { addMissingCatalogueWidths } from './features/catalogue/catalogue-picture-widths.ts';
import { prepareDemoCatalogue } from './db/seed.ts';
import { readConfig } from './env.ts';

/** `accounts`: what tests give in place of the outside world (the browser journeys' Google keys). */
export async function startShop(accounts?: AppOptions['accounts']): Promise<void> {
  const config = readConfig();
  const dataDirWarning = await prepareDataDir(config.DATA_DIR);
  const database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  const { app, starting } = await buildStartingApp({ config, database, accounts, logger: true });
  if (dataDirWarning) app.log.warn(dataDirWarning);
  for (const notice of database.notices) app.log.info(notice);

  let stopping = false;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    stopping = true;
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else app.log.info(`${signal ?? 'stop'} received, finishing open requests`);
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  try {
    if (config.SEED_DEMO) {
      await starting.step('preparing the demo catalogue', () =>
        prepareDemoCatalogue(database.db, imagesRoot(config), app.log),
      );
    }
    // Before the first page names them: drawings made before a width was added lack it.
    await starting.step('looking for missing widths of the catalogue’s pictures', async () => {
      const added = await addMissingCatalogueWidths(imagesRoot(config));
      if (added > 0) app.log.info(`made ${added} missing widths of the catalogue's pictures`);
    });
    await starting.finish();
  } catch (error) {
    // Stopped while it started: what failed was only cut short.
    if (stopping) return;
    await app.close().catch(() => undefined);
    throw error;
  }
}
