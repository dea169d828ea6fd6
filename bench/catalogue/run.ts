/**
 * Catalogue benchmark: for each database, seeds a large catalogue, starts the shop server
 * and measures search and listing calls under load, each next to its bound (the same
 * server sending a ready-made body of the same size). See bench/README.md.
 */
import os from 'node:os';
import { errorText, onFreshDatabase, type DatabaseKind, type PreparedDatabase } from '../shared/databases.ts';
import { httpGet } from '../shared/http.ts';
import { measureLoad, WARM_UP_SECONDS, type LoadFigures, type LoadSettings } from './load.ts';
import { readOptions, USAGE, type BenchOptions } from './options.ts';
import { seedCatalogue, startServer, type RunningServer } from '../shared/processes.ts';
import {
  checkTargets,
  databaseTable,
  saveResults,
  targetTable,
  type AnswerSize,
  type CacheMode,
  type DatabaseResult,
  type ScenarioResult,
} from './results.ts';
import { boundPath, SCENARIOS, type Scenario } from './scenarios.ts';

/** The catalogue benchmark's database on the PostgreSQL server. */
const BENCH_DATABASE = 'shop_bench';

/** The shipped setting (CATALOGUE_CACHE_SECONDS default), then no cache: the raw database cost. */
const CACHE_MODES: readonly { mode: CacheMode; seconds: string }[] = [
  { mode: 'on', seconds: '30' },
  { mode: 'off', seconds: '0' },
];

/** Fails early, with what to do, when the server was not built with the bound route. */
async function checkBoundRoute(baseUrl: string): Promise<void> {
  const answer = await httpGet(`${baseUrl}${boundPath(100)}`);
  if (answer.status !== 200 || answer.body.length !== 100) {
    throw new Error(
      `GET ${boundPath(100)} answered ${answer.status} with ${answer.body.length} bytes. The server must ` +
        'register apps/server/src/plugins/bench-bound.ts when BENCH_ECHO_BYTES_ROUTE is true (bench/README.md).',
    );
  }
}

function productsIn(body: Buffer): number {
  const answer: unknown = JSON.parse(body.toString('utf8'));
  if (Array.isArray(answer)) return answer.length;
  if (
    typeof answer === 'object' &&
    answer !== null &&
    'products' in answer &&
    Array.isArray(answer.products)
  ) {
    return answer.products.length;
  }
  return 0;
}

/** Asks every URL of a scenario once: each must answer 200, and the median size is its bound size. */
async function measureAnswerSize(baseUrl: string, scenario: Scenario): Promise<AnswerSize> {
  const answers: { bytes: number; products: number }[] = [];
  for (const path of scenario.paths) {
    const answer = await httpGet(`${baseUrl}${path}`);
    if (answer.status !== 200) {
      throw new Error(`GET ${path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
    }
    answers.push({ bytes: answer.body.length, products: productsIn(answer.body) });
  }
  answers.sort((a, b) => a.bytes - b.bytes);
  const median = answers[Math.floor(answers.length / 2)];
  if (median === undefined) throw new Error(`scenario ${scenario.id} has no URLs`);
  return {
    scenarioId: scenario.id,
    bytes: median.bytes,
    minBytes: answers[0]?.bytes ?? median.bytes,
    maxBytes: answers[answers.length - 1]?.bytes ?? median.bytes,
    products: median.products,
  };
}

const NOTABLE_BACKLOG_MS = 1_000;

function reportProgress(label: string, figures: LoadFigures): void {
  const { beforeWarmUp, beforeRun } = figures.backlogMs;
  const waits = [
    beforeWarmUp > NOTABLE_BACKLOG_MS ? `${(beforeWarmUp / 1000).toFixed(1)} s before the warm-up` : '',
    beforeRun > NOTABLE_BACKLOG_MS ? `${(beforeRun / 1000).toFixed(1)} s before the run` : '',
  ].filter(Boolean);
  console.log(
    `    ${label}: ${figures.requestsPerSecond.toFixed(0)} req/s, p99 ${figures.p99Ms} ms, ` +
      // Received bytes per answer (headers included): a check that the answers are the expected ones.
      `${(figures.bytesPerSecond / Math.max(figures.requestsPerSecond, 1) / 1024).toFixed(1)} KB per answer` +
      (waits.length > 0 ? `; the server was still busy with earlier requests ${waits.join(' and ')}` : ''),
  );
}

async function runScenario(
  scenario: Scenario,
  size: AnswerSize,
  cache: CacheMode,
  settings: LoadSettings,
): Promise<ScenarioResult> {
  console.log(`  ${scenario.title}, cache ${cache} …`);
  const figures = await measureLoad(scenario.paths, settings);
  reportProgress(scenario.title, figures);
  const bound = await measureLoad([boundPath(size.bytes)], settings);
  reportProgress('bound', bound);
  return {
    scenarioId: scenario.id,
    title: scenario.title,
    kind: scenario.kind,
    cache,
    answerBytes: size.bytes,
    figures,
    bound,
    ratio: bound.requestsPerSecond > 0 ? figures.requestsPerSecond / bound.requestsPerSecond : 0,
  };
}

async function withServer<T>(
  database: PreparedDatabase,
  cacheSeconds: string,
  work: (server: RunningServer) => Promise<T>,
): Promise<{ value: T; warnings: number }> {
  const server = await startServer({
    ...database.settings,
    // The catalogue is already seeded; the demo seed would only redraw the images.
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    CATALOGUE_CACHE_SECONDS: cacheSeconds,
    BENCH_ECHO_BYTES_ROUTE: 'true',
  });
  try {
    return { value: await work(server), warnings: server.warnings() };
  } finally {
    await server.stop();
  }
}

async function measureDatabase(database: PreparedDatabase, options: BenchOptions): Promise<DatabaseResult> {
  const result: DatabaseResult = {
    db: database.kind,
    status: 'measured',
    answerSizes: [],
    scenarios: [],
    serverWarnings: 0,
  };
  console.log(`  seeding ${options.products} products …`);
  await seedCatalogue(options.products, database.settings);
  for (const { mode, seconds } of CACHE_MODES) {
    const { warnings } = await withServer(database, seconds, async (server) => {
      await checkBoundRoute(server.baseUrl);
      // Sizes do not depend on the cache, so the first server measures them for both.
      if (result.answerSizes.length === 0) {
        for (const scenario of SCENARIOS)
          result.answerSizes.push(await measureAnswerSize(server.baseUrl, scenario));
        for (const size of result.answerSizes) {
          console.log(`  answer size ${size.scenarioId}: ${size.bytes} bytes, ${size.products} products`);
        }
      }
      const settings: LoadSettings = {
        baseUrl: server.baseUrl,
        connections: options.connections,
        durationSeconds: options.durationSeconds,
      };
      for (const scenario of SCENARIOS) {
        const size = result.answerSizes.find((candidate) => candidate.scenarioId === scenario.id);
        if (size === undefined) throw new Error(`no answer size for ${scenario.id}`);
        result.scenarios.push(await runScenario(scenario, size, mode, settings));
      }
    });
    result.serverWarnings += warnings;
  }
  return result;
}

async function benchmarkDatabase(kind: DatabaseKind, options: BenchOptions): Promise<DatabaseResult> {
  const empty = { db: kind, answerSizes: [], scenarios: [], serverWarnings: 0 };
  return onFreshDatabase(
    kind,
    BENCH_DATABASE,
    (database) => measureDatabase(database, options),
    (status, note) => ({ ...empty, status, note }),
  );
}

function printSummary(results: readonly DatabaseResult[]): void {
  for (const database of results) {
    // A failure's note can hold the server's last log lines; they were printed when it happened.
    const note = database.note?.split('\n')[0];
    console.log(`\n== ${database.db}: ${database.status}${note ? ` (${note})` : ''} ==`);
    if (database.scenarios.length === 0) continue;
    console.log(databaseTable(database));
    if (database.serverWarnings > 0)
      console.log(`server log lines at warn or above: ${database.serverWarnings}`);
  }
  const checks = checkTargets(results);
  console.log('\n== targets ==');
  console.log(checks.length > 0 ? targetTable(checks) : 'nothing was measured');
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  if (options === undefined) {
    console.log(USAGE);
    return;
  }
  const startedAt = new Date();
  const perScenario = 2 * (WARM_UP_SECONDS + options.durationSeconds);
  console.log(
    `Catalogue benchmark: ${options.databases.join(', ')}; ${options.products} products; ` +
      `${options.connections} connections; ${options.durationSeconds} s per run after a ${WARM_UP_SECONDS} s warm-up ` +
      `(about ${Math.ceil((perScenario * SCENARIOS.length * CACHE_MODES.length) / 60)} min of load per database); ` +
      `${os.cpus().length} CPUs, Node ${process.version}.`,
  );
  const results: DatabaseResult[] = [];
  for (const kind of options.databases) results.push(await benchmarkDatabase(kind, options));
  printSummary(results);
  const file = await saveResults(startedAt, options, results, checkTargets(results));
  console.log(`\nresults saved to ${file}`);
  if (results.some((database) => database.status === 'failed')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  process.exit(1);
});
