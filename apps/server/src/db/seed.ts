/**
 * The demo catalogue (packages/demo-catalogue): seeded into an empty database on first start
 * (SEED_DEMO), and on demand in any size for benchmarks (`npm run seed -- --products 10000
 * --replace`). The server imports the demo only to seed it: a shop that has its catalogue
 * never loads the demo's code, which the build keeps in chunks of its own (build.ts).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Purity } from '@shop/shared/pricing';
import { workspaceCommand } from '../package-folder.ts';
import type { Database } from './client.ts';
import { addReviews, productCount, replaceCatalogue, writeDesignVariants } from './catalogue-writes.ts';
import { metalRates } from './schema.ts';

const run = promisify(execFile);

export const DEMO_PRODUCT_COUNT = 300;

/** Seeds the demo catalogue when the database has no products, and draws its images. */
export async function prepareDemoCatalogue(
  db: Database,
  imagesRoot: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  if ((await productCount(db)) === 0) {
    const seeded = await writeDemoCatalogue(db, DEMO_PRODUCT_COUNT);
    log.info(`seeded the demo catalogue: ${seeded.products} products, ${seeded.reviews} reviews`);
  }
  const images = await drawImagesApart(imagesRoot);
  if (!images.skipped) log.info(`drew ${images.rendered} catalogue images`);
}

/** Writes the demo catalogue of `count` generated pieces, with its rates, variants and reviews. */
export async function writeDemoCatalogue(
  db: Database,
  count: number,
): Promise<{ products: number; reviews: number }> {
  const [{ demoCatalogue }, { DEMO_RATES }, { demoReviews }, { demoDesignVariants }] = await Promise.all([
    import('@shop/demo-catalogue/demo-catalogue'),
    import('@shop/demo-catalogue/demo-rates'),
    import('@shop/demo-catalogue/demo-reviews'),
    import('@shop/demo-catalogue/demo-variants'),
  ]);
  const rows = demoCatalogue(count);
  // The rates the demo's rate-priced pieces were priced at, so a new rate reprices them.
  await seedDemoRates(db, DEMO_RATES);
  await replaceCatalogue(db, rows);
  // A few designs sold in sizes, lengths or karats, priced from the same rates.
  for (const design of demoDesignVariants(rows)) {
    await writeDesignVariants(db, design.productId, design.options, design.variants, DEMO_RATES);
  }
  // Every rating of the demo is its demo buyers' reviews (demo-reviews.ts says why they have no orders).
  const reviews = demoReviews(rows);
  await addReviews(db, reviews);
  return { products: rows.length, reviews: reviews.length };
}

/** Enters the demo's rates (DEMO_RATES), set by nobody, when the shop has no rate at all. */
export async function seedDemoRates(db: Database, rates: Readonly<Record<Purity, number>>): Promise<boolean> {
  const [existing] = await db
    .select({ any: sql<number>`1` })
    .from(metalRates)
    .limit(1);
  if (existing) return false;
  await db.insert(metalRates).values(
    Object.entries(rates).map(([purity, rate]) => ({
      purity: purity as Purity,
      ratePaisePerGram: rate,
    })),
  );
  return true;
}

/**
 * The pictures are drawn by a process of its own (the demo's draw-demo-images.ts), with the
 * same node and loader as this one (tsx in development and tests), so that the memory drawing
 * takes leaves with it. A debugger's flags are not passed on: the port is this process's.
 */
async function drawImagesApart(imagesRoot: string): Promise<{ rendered: number; skipped: boolean }> {
  const flags = process.execArgv.filter((flag) => !flag.startsWith('--inspect'));
  const command = workspaceCommand('@shop/demo-catalogue/draw-demo-images');
  try {
    const { stdout } = await run(process.execPath, [...flags, command, imagesRoot]);
    return JSON.parse(stdout) as { rendered: number; skipped: boolean };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`The demo catalogue's pictures could not be drawn: ${stderr || String(error)}`, {
      cause: error,
    });
  }
}
