/**
 * Checkout benchmark: for each database, seeds the demo catalogue, starts the shop server
 * with the built-in test payment provider, and counts the checkouts (create the order, pay,
 * verify) that 1 and then 20 shoppers complete per second. See bench/README.md.
 */
import os from 'node:os';
import { errorText, onFreshDatabase, type DatabaseKind, type PreparedDatabase } from '../shared/databases.ts';
import { waitUntilIdle } from '../shared/http.ts';
import { seedCatalogue, startServer } from '../shared/processes.ts';
import { readOptions, USAGE, type CheckoutBenchOptions } from './options.ts';
import {
  comparisonTable,
  databaseTable,
  failedCount,
  runFigures,
  saveResults,
  type DatabaseResult,
  type RunFigures,
} from './results.ts';
import {
  closeConnections,
  piecesInStock,
  accountsNeeded,
  runShoppers,
  signUpAccounts,
  WARM_UP_SECONDS,
  type AccountPool,
  type Piece,
  type Shopper,
} from './shoppers.ts';

/** The checkout benchmark's own database on the PostgreSQL server (the catalogue's is shop_bench). */
const BENCH_DATABASE = 'shop_bench_checkout';
/** The demo catalogue's size: what a new shop starts with. */
const CATALOGUE_PRODUCTS = 300;

async function measureShoppers(
  baseUrl: string,
  shoppers: readonly Shopper[],
  accounts: AccountPool,
  pieces: readonly Piece[],
  durationSeconds: number,
): Promise<RunFigures> {
  console.log(`  ${shoppers.length} shopper(s) …`);
  const beforeWarmUp = await waitUntilIdle(baseUrl);
  // JIT, prepared statements and the database's buffers are warm before counting starts.
  const warmUp = await runShoppers(baseUrl, shoppers, accounts, pieces, WARM_UP_SECONDS);
  if (warmUp.completed.length === 0) {
    throw new Error(`not one checkout went through in the warm-up: ${warmUp.failures[0] ?? 'no answer'}`);
  }
  // The warm-up's last webhooks are not counted against the run either.
  const beforeRun = await waitUntilIdle(baseUrl);
  const outcome = await runShoppers(baseUrl, shoppers, accounts, pieces, durationSeconds);
  const figures = runFigures(shoppers.length, outcome, { beforeWarmUp, beforeRun });
  console.log(
    `    ${figures.checkoutsPerSecond.toFixed(1)} checkouts/s, p50 ${figures.p50Ms.toFixed(0)} ms, ` +
      `p99 ${figures.p99Ms.toFixed(0)} ms, ${failedCount(figures)} failed` +
      (figures.failures.length > 0 ? `; first failure: ${figures.failures[0]}` : ''),
  );
  return figures;
}

async function measureDatabase(
  database: PreparedDatabase,
  options: CheckoutBenchOptions,
): Promise<DatabaseResult> {
  console.log(`  seeding ${CATALOGUE_PRODUCTS} demo products …`);
  // Every paid checkout takes its pieces from stock: enough for every run to buy freely.
  await seedCatalogue(CATALOGUE_PRODUCTS, database.settings, { stock: 1_000_000 });
  const server = await startServer({
    ...database.settings,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Each account signs up from an address of its own (X-Forwarded-For), below the limit.
    TRUST_PROXY: '1',
  });
  try {
    const pieces = await piecesInStock(server.baseUrl);
    const accounts = await signUpAccounts(
      server.baseUrl,
      accountsNeeded(options.shoppers.length, options.durationSeconds),
    );
    const runs: RunFigures[] = [];
    for (const count of options.shoppers) {
      const shoppers = Array.from({ length: count }, (_, number): Shopper => ({ number }));
      runs.push(await measureShoppers(server.baseUrl, shoppers, accounts, pieces, options.durationSeconds));
    }
    return { db: database.kind, status: 'measured', runs, serverWarnings: server.warnings() };
  } finally {
    await server.stop();
  }
}

async function benchmarkDatabase(kind: DatabaseKind, options: CheckoutBenchOptions): Promise<DatabaseResult> {
  const empty: DatabaseResult = { db: kind, status: 'measured', runs: [], serverWarnings: 0 };
  return onFreshDatabase(
    kind,
    BENCH_DATABASE,
    (database) => measureDatabase(database, options),
    (status, note) => ({ ...empty, status, note }),
  );
}

function printSummary(results: readonly DatabaseResult[]): void {
  for (const database of results) {
    const note = database.note?.split('\n')[0];
    console.log(`\n== ${database.db}: ${database.status}${note ? ` (${note})` : ''} ==`);
    if (database.runs.length === 0) continue;
    console.log(databaseTable(database));
    if (database.serverWarnings > 0) {
      console.log(`server log lines at warn or above: ${database.serverWarnings}`);
    }
  }
  const comparison = comparisonTable(results);
  if (comparison) console.log(`\n== both databases ==\n${comparison}`);
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  if (options === undefined) {
    console.log(USAGE);
    return;
  }
  const startedAt = new Date();
  // The load generator shares the machine with the server; other work on it lowers the figures.
  const loadAverage = os.loadavg()[0] ?? 0;
  console.log(
    `Checkout benchmark: ${options.databases.join(', ')}; ${options.shoppers.join(', ')} shopper(s); ` +
      `${options.durationSeconds} s per run after a ${WARM_UP_SECONDS} s warm-up; ` +
      `${os.cpus().length} CPUs, Node ${process.version}, load average ${loadAverage.toFixed(2)}.`,
  );
  const results: DatabaseResult[] = [];
  try {
    for (const kind of options.databases) results.push(await benchmarkDatabase(kind, options));
  } finally {
    closeConnections();
  }
  printSummary(results);
  const file = await saveResults(startedAt, options, results, loadAverage);
  console.log(`\nresults saved to ${file}`);
  if (results.some((database) => database.status === 'failed')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  process.exit(1);
});
