/**
 * The shop's own catalogue index (apps/server/src/features/catalogue/catalogue-index.ts) over
 * 10,000 seeded demo pieces, on each database: how long reading the catalogue into it takes,
 * what the process's memory grows by, how fast it answers search and listings next to the
 * SQL it replaced, what a change costs it, and what serialising and compressing a large
 * listing costs (why answers are still kept, decision 0021).
 *
 *   npx tsx bench/search-index/shop-index.ts [--db embedded|postgres] [--products 10000] [--rounds 20]
 */
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { SortOption } from '@shop/shared/catalogue';
import { demoCatalogue } from '@shop/demo-catalogue/demo-catalogue';
import { openDatabase, type DatabaseHandle } from '@shop/server/db/client';
import { replaceCatalogue } from '@shop/server/db/catalogue-writes';
import { products } from '@shop/server/db/schema';
import { createLiveIndex } from '@shop/server/features/catalogue/live-index';
import { catalogueWords, findProducts, type ProductFilter } from '@shop/server/features/catalogue/repository';
import { correctWord, searchWords } from '@shop/server/features/catalogue/search-terms';
import { DATABASE_KINDS, errorText, prepareDatabase, type DatabaseKind } from '../shared/databases.ts';
import { SEARCH_TERMS } from '../catalogue/scenarios.ts';
import { formatTable, saveResultFile } from '../shared/report.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    products: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '20' },
  },
});
const PRODUCTS = Number(values.products);
const ROUNDS = Number(values.rounds);
const KINDS: readonly DatabaseKind[] =
  values.db === undefined ? DATABASE_KINDS : DATABASE_KINDS.filter((kind) => kind === values.db);

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function memory(): { heapMb: number; rssMb: number } {
  for (let i = 0; i < 3; i += 1) collectGarbage();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapMb: heapUsed / 1024 / 1024, rssMb: rss / 1024 / 1024 };
}

/** The search page's filter menus, as the catalogue benchmark combines them. */
const FILTERS: { filter: Omit<ProductFilter, 'words'>; sortBy: SortOption; page: number }[] = [
  { filter: { peopleCategory: 'women', material: 'Silver' }, sortBy: 'price-asc', page: 1 },
  {
    filter: { peopleCategory: 'men', material: 'Gold', minPriceRupees: 5000, maxPriceRupees: 50000 },
    sortBy: 'featured',
    page: 1,
  },
  { filter: { peopleCategory: 'kids', maxPriceRupees: 3000 }, sortBy: 'newest', page: 1 },
  { filter: { material: 'Gold' }, sortBy: 'price-desc', page: 1 },
  { filter: { peopleCategory: 'couples' }, sortBy: 'alpha-asc', page: 1 },
  { filter: { peopleCategory: 'women', customization: 'engraving' }, sortBy: 'featured', page: 1 },
  { filter: { minPriceRupees: 1000, maxPriceRupees: 5000, inStock: true }, sortBy: 'featured', page: 1 },
  { filter: { peopleCategory: 'men', material: 'Silver' }, sortBy: 'featured', page: 2 },
  { filter: { peopleCategory: 'women' }, sortBy: 'alpha-desc', page: 5 },
];

interface Percentiles {
  p50: number;
  p99: number;
}

async function percentiles(runs: readonly (() => unknown)[]): Promise<Percentiles> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const run of runs) {
      const started = performance.now();
      await run();
      samples.push(performance.now() - started);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    samples[Math.min(samples.length - 1, Math.floor(share * samples.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

async function measure(database: DatabaseHandle) {
  const { db } = database;
  await replaceCatalogue(db, demoCatalogue(PRODUCTS));

  const before = memory();
  const live = createLiveIndex(db);
  const load = await timed(() => live.refresh());
  const after = memory();
  const index = live.current();

  const searches = SEARCH_TERMS.map((term) => () => {
    const words = searchWords(term).map((word) => correctWord(word, index.vocabulary));
    return index.find({ words }, 'featured', { limit: 12, offset: 0 });
  });
  const filtered = FILTERS.map(
    ({ filter, sortBy, page }) =>
      () =>
        index.find(filter, sortBy, { limit: 12, offset: (page - 1) * 12 }),
  );
  // Every sort sorted once, as the first shopper of each sort after a change pays it.
  for (const run of filtered) run();
  const indexSearch = await percentiles(searches);
  const indexFilters = await percentiles(filtered);

  const vocabulary = { frequency: await catalogueWords(db) };
  const sqlSearches = SEARCH_TERMS.map((term) => async () => {
    const words = searchWords(term).map((word) => correctWord(word, vocabulary));
    return findProducts(db, { words }, 'featured', { limit: 12, offset: 0 });
  });
  const sqlFilters = FILTERS.map(
    ({ filter, sortBy, page }) =>
      () =>
        findProducts(db, filter, sortBy, { limit: 12, offset: (page - 1) * 12 }),
  );
  const sqlSearch = await percentiles(sqlSearches);
  const sqlFilter = await percentiles(sqlFilters);

  // The largest answer: a category page of up to 1,000 pieces.
  const listing = index.find({ peopleCategory: 'women' }, 'featured', { limit: 1000, offset: 0 });
  const findListing = await percentiles([
    () => index.find({ peopleCategory: 'women' }, 'featured', { limit: 1000, offset: 0 }),
  ]);
  const body = JSON.stringify(listing.pieces.map((piece) => piece.product));
  const serialise = await percentiles([() => JSON.stringify(listing.pieces.map((piece) => piece.product))]);
  const compress = await percentiles([
    () => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
  ]);

  // What a change costs: a paid order's stock, then a new name.
  const piece = 4_242;
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + 1` })
    .where(eq(products.id, piece));
  const stockChange = await timed(() => live.refresh());
  await db.update(products).set({ name: 'Renamed Lotus Pendant' }).where(eq(products.id, piece));
  const nameChange = await timed(() => live.refresh());
  live.close();

  return {
    pieces: index.size,
    loadMs: load.ms,
    heapBeforeMb: before.heapMb,
    heapAfterMb: after.heapMb,
    rssBeforeMb: before.rssMb,
    rssAfterMb: after.rssMb,
    indexSearch,
    indexFilters,
    sqlSearch,
    sqlFilter,
    listingPieces: listing.pieces.length,
    listingBytes: Buffer.byteLength(body),
    findListing,
    serialise,
    compress,
    stockChangeMs: stockChange.ms,
    nameChangeMs: nameChange.ms,
  };
}

const startedAt = new Date();
const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
for (const kind of KINDS) {
  let prepared;
  try {
    prepared = await prepareDatabase(kind, 'shop_bench_index');
  } catch (error) {
    console.log(`${kind}: skipped (${errorText(error)})`);
    continue;
  }
  const database = await openDatabase({
    dataDir: prepared.settings.DATA_DIR ?? '',
    databaseUrl: prepared.settings.DATABASE_URL,
  });
  try {
    results[kind] = await measure(database);
    console.log(`measured ${kind}`);
  } finally {
    await database.close();
    await prepared.cleanUp();
  }
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);
const rows = Object.entries(results).flatMap(([kind, r]) => [
  [kind, 'read the catalogue into the index', `${ms(r.loadMs)} ms`],
  [
    kind,
    'heap before → after',
    `${r.heapBeforeMb.toFixed(1)} → ${r.heapAfterMb.toFixed(1)} MB (+${(r.heapAfterMb - r.heapBeforeMb).toFixed(1)})`,
  ],
  [
    kind,
    'RSS before → after',
    `${r.rssBeforeMb.toFixed(0)} → ${r.rssAfterMb.toFixed(0)} MB (+${(r.rssAfterMb - r.rssBeforeMb).toFixed(0)})`,
  ],
  [kind, 'search, index p50 / p99', `${ms(r.indexSearch.p50)} / ${ms(r.indexSearch.p99)} ms`],
  [kind, 'search, SQL p50 / p99', `${ms(r.sqlSearch.p50)} / ${ms(r.sqlSearch.p99)} ms`],
  [kind, 'filters, index p50 / p99', `${ms(r.indexFilters.p50)} / ${ms(r.indexFilters.p99)} ms`],
  [kind, 'filters, SQL p50 / p99', `${ms(r.sqlFilter.p50)} / ${ms(r.sqlFilter.p99)} ms`],
  [kind, `listing of ${r.listingPieces}: find p50`, `${ms(r.findListing.p50)} ms`],
  [kind, `listing: serialise ${(r.listingBytes / 1024).toFixed(0)} KB p50`, `${ms(r.serialise.p50)} ms`],
  [kind, 'listing: brotli 6 p50', `${ms(r.compress.p50)} ms`],
  [kind, 'refresh after a stock change', `${ms(r.stockChangeMs)} ms`],
  [kind, 'refresh after a new name', `${ms(r.nameChangeMs)} ms`],
]);
console.log(`\n${formatTable(['database', 'what', 'figure'], rows)}`);
const file = await saveResultFile('search-index-shop', startedAt, {
  products: PRODUCTS,
  rounds: ROUNDS,
  results,
});
console.log(`\nSaved ${file}`);
