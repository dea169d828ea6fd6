/**
 * The demo catalogue: seeded into an empty database on first start (SEED_DEMO), and on
 * demand in any size for benchmarks (`npm run seed -- --products 10000 --replace`).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { serverCommand } from '../package-folder.ts';
import type { Database } from './client.ts';
import { demoCatalogue } from './demo/demo-catalogue.ts';
import { seedDemoRates } from './demo/demo-rates.ts';
import { productCount, replaceCatalogue } from './catalogue-writes.ts';

const run = promisify(execFile);

export const DEMO_PRODUCT_COUNT = 300;

/** Seeds the demo catalogue when the database has no products, and draws its images. */
export async function prepareDemoCatalogue(
  db: Database,
  imagesRoot: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  if ((await productCount(db)) === 0) {
    const rows = demoCatalogue(DEMO_PRODUCT_COUNT);
    // The rates the demo's rate-priced pieces were priced at, so a new rate reprices them.
    await seedDemoRates(db);
    await replaceCatalogue(db, rows);
    log.info(`seeded the demo catalogue: ${rows.length} products`);
  }
  const images = await drawImagesApart(imagesRoot);
  if (!images.skipped) log.info(`drew ${images.rendered} catalogue images`);
}

/**
 * The pictures are drawn by a process of its own (draw-demo-images.ts), with the same node
 * and loader as this one (tsx in development and tests), so that the memory drawing takes
 * leaves with it. A debugger's flags are not passed on: the port is this process's.
 */
async function drawImagesApart(imagesRoot: string): Promise<{ rendered: number; skipped: boolean }> {
  const flags = process.execArgv.filter((flag) => !flag.startsWith('--inspect'));
  try {
    const { stdout } = await run(process.execPath, [...flags, serverCommand('draw-demo-images'), imagesRoot]);
    return JSON.parse(stdout) as { rendered: number; skipped: boolean };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`The demo catalogue's pictures could not be drawn: ${stderr || String(error)}`, {
      cause: error,
    });
  }
}
