/**
 * The demo catalogue: seeded into an empty database on first start (SEED_DEMO), and on
 * demand in any size for benchmarks (`npm run seed -- --products 10000 --replace`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';
import { demoCatalogue } from './demo/demo-catalogue.ts';
import { seedDemoRates } from './demo/demo-rates.ts';
import { renderCatalogueImages } from './demo/product-images.ts';
import { productCount, replaceCatalogue } from './catalogue-writes.ts';

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
  const images = await renderCatalogueImages(imagesRoot);
  if (!images.skipped) log.info(`drew ${images.rendered} catalogue images`);
}
