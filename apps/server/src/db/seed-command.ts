/**
 * `npm run seed -- --products 10000 [--replace] [--stock 100000] [--variants 10]`: fills the
 * configured database with a demo catalogue of that size. It refuses to overwrite an existing
 * catalogue without --replace. `--stock` gives every piece and size in stock that count, so a
 * benchmark's thousands of checkouts never sell a piece out. `--variants N` sells every design
 * in N sizes, each a variant (giveEveryDesignSizes), for the benchmarks of designs with
 * variants. The demo buyers' reviews come with it.
 */
import { parseArgs } from 'node:util';
import { demoCatalogue } from '@shop/demo-catalogue/demo-catalogue';
import { DEMO_RATES } from '@shop/demo-catalogue/demo-rates';
import { demoReviews } from '@shop/demo-catalogue/demo-reviews';
import { demoDesignVariants } from '@shop/demo-catalogue/demo-variants';
import { renderCatalogueImages } from '@shop/demo-catalogue/product-images';
import { imagesRoot } from '../app.ts';
import { readConfig } from '../env.ts';
import { openCommandDatabase } from './command-database.ts';
import {
  addReviews,
  giveEveryDesignSizes,
  MAX_SIZED_VARIANTS,
  productCount,
  replaceCatalogue,
  writeDesignVariants,
} from './catalogue-writes.ts';
import { DEMO_PRODUCT_COUNT, seedDemoRates } from './seed.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: String(DEMO_PRODUCT_COUNT) },
      replace: { type: 'boolean', default: false },
      stock: { type: 'string' },
      variants: { type: 'string' },
    },
  });
  const wanted = Number(values.products);
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 1_000_000) {
    throw new Error('--products must be a whole number from 1 to 1000000');
  }
  const stock = values.stock === undefined ? undefined : Number(values.stock);
  if (stock !== undefined && (!Number.isInteger(stock) || stock < 1 || stock > 1_000_000)) {
    throw new Error('--stock must be a whole number from 1 to 1000000');
  }
  const variants = values.variants === undefined ? undefined : Number(values.variants);
  if (
    variants !== undefined &&
    (!Number.isInteger(variants) || variants < 1 || variants > MAX_SIZED_VARIANTS)
  ) {
    throw new Error(`--variants must be a whole number from 1 to ${MAX_SIZED_VARIANTS}`);
  }
  const config = readConfig();
  const database = await openCommandDatabase(config);
  try {
    const existing = await productCount(database.db);
    if (existing > 0 && !values.replace) {
      throw new Error(`The catalogue already has ${existing} products; add --replace to replace them.`);
    }
    const rows = demoCatalogue(wanted).map((row) =>
      stock !== undefined && (row.stock ?? 0) > 0 ? { ...row, stock } : row,
    );
    // A shop with rates keeps them; its rate-priced pieces follow the next rate it enters.
    await seedDemoRates(database.db, DEMO_RATES);
    await replaceCatalogue(database.db, rows);
    if (variants !== undefined) await giveEveryDesignSizes(database.db, rows, variants, stock);
    else {
      for (const design of demoDesignVariants(rows, { stock })) {
        await writeDesignVariants(database.db, design.productId, design.options, design.variants, DEMO_RATES);
      }
    }
    // The pieces' ratings are their demo buyers' reviews (demo-reviews.ts).
    await addReviews(database.db, demoReviews(rows));
    await renderCatalogueImages(imagesRoot(config));
    const sized = variants === undefined ? '' : `, each in ${variants} sizes`;
    console.log(`The catalogue now has ${rows.length} demo products${sized} (${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
