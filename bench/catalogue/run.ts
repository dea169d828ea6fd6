/**
 * Catalogue benchmark: for each database, seeds a large catalogue, starts the shop server and
 * measures searches nobody asked before (cold search), then the hot pages, each back to back
 * with a bare node:http server sending the same bytes and with the shop's Fastify sending a
 * ready-made body of the same size; the weight of the listing pages as a phone downloads them;
 * and the server's memory. See bench/README.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PEOPLE_CATEGORIES } from '@shop/shared/catalogue';
import { CategoryListingAnswerSchema, type Product } from '@shop/shared/catalogue-api';
import { errorText, onFreshDatabase, type DatabaseKind, type PreparedDatabase } from '../shared/databases.ts';
import { httpGet } from '../shared/http.ts';
import { seedCatalogue, startServer, type RunningServer } from '../shared/processes.ts';
import { buildWebApp } from '../web/build.ts';
import { startBareServer } from './bare-bound.ts';
import type { ReplayedAnswer } from './bare-server.ts';
import { catalogueWords, ColdSearchQueries } from './cold-search.ts';
import { measureLoad, WARM_UP_SECONDS, type LoadFigures, type LoadSettings } from './load.ts';
import { readOptions, USAGE, type BenchOptions } from './options.ts';
import { measurePageWeights } from './page-weight.ts';
import {
  checkTargets,
  databaseTable,
  memoryTable,
  pageTable,
  saveResults,
  targetTable,
  type AnswerSize,
  type ColdSearchCheck,
  type ColdSearchResult,
  type DatabaseResult,
  type HotResult,
} from './results.ts';
import { boundPath, HOT_SCENARIOS, type Scenario } from './scenarios.ts';

/** The catalogue benchmark's database on the PostgreSQL server. */
const BENCH_DATABASE = 'shop_bench';

/** Cold queries asked one by one before the run, each of which must answer 200. */
const COLD_QUERIES_CHECKED = 40;

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

/** GET that must answer 200; its body otherwise explains why not. */
async function getOk(baseUrl: string, path: string) {
  const answer = await httpGet(`${baseUrl}${path}`);
  if (answer.status !== 200) {
    throw new Error(`GET ${path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
  }
  return answer;
}

/**
 * Asks every URL of a hot scenario once: each must answer 200. Keeps each answer for the bare
 * server, and the median size for the Fastify bound.
 */
async function captureAnswers(
  baseUrl: string,
  scenario: Scenario,
): Promise<{ size: AnswerSize; answers: ReplayedAnswer[] }> {
  const answers: ReplayedAnswer[] = [];
  const sizes: { bytes: number; products: number }[] = [];
  for (const path of scenario.paths) {
    const answer = await getOk(baseUrl, path);
    answers.push({ path, contentType: answer.headers['content-type'] ?? '', body: answer.body });
    sizes.push({ bytes: answer.body.length, products: productsIn(answer.body) });
  }
  sizes.sort((a, b) => a.bytes - b.bytes);
  const median = sizes[Math.floor(sizes.length / 2)];
  if (median === undefined) throw new Error(`scenario ${scenario.id} has no URLs`);
  const size = {
    scenarioId: scenario.id,
    bytes: median.bytes,
    minBytes: sizes[0]?.bytes ?? median.bytes,
    maxBytes: sizes[sizes.length - 1]?.bytes ?? median.bytes,
    products: median.products,
  };
  return { size, answers };
}

/** The seeded catalogue as the category listings show it: where the cold queries take their words. */
async function listedProducts(baseUrl: string): Promise<Product[]> {
  const products: Product[] = [];
  for (const people of PEOPLE_CATEGORIES) {
    const answer = await getOk(baseUrl, `/api/products/category/${people}`);
    products.push(...CategoryListingAnswerSchema.parse(JSON.parse(answer.body.toString('utf8'))));
  }
  return products;
}

function searchTotal(body: Buffer): number {
  const answer: unknown = JSON.parse(body.toString('utf8'));
  return typeof answer === 'object' &&
    answer !== null &&
    'total' in answer &&
    typeof answer.total === 'number'
    ? answer.total
    : 0;
}

/**
 * Asks some cold queries one by one (each must answer 200; they are not asked again), and
 * their misspelt words alone, to show that search finds pieces for them.
 */
async function checkColdQueries(baseUrl: string, queries: ColdSearchQueries): Promise<ColdSearchCheck> {
  const sizes: number[] = [];
  let withPieces = 0;
  const misspellings = new Set<string>();
  const examples: string[] = [];
  for (let index = 0; index < COLD_QUERIES_CHECKED; index += 1) {
    const query = queries.next();
    const answer = await getOk(baseUrl, query.path);
    sizes.push(answer.body.length);
    if (searchTotal(answer.body) > 0) withPieces += 1;
    query.misspellings.forEach((word) => misspellings.add(word));
    if (examples.length < 5) examples.push(query.path);
  }
  let found = 0;
  for (const word of misspellings) {
    // Not a path of the cold run: those always carry page and a limit of 12.
    const answer = await getOk(baseUrl, `/api/products/search?q=${encodeURIComponent(word)}&limit=1`);
    if (searchTotal(answer.body) > 0) found += 1;
  }
  sizes.sort((a, b) => a - b);
  return {
    queries: COLD_QUERIES_CHECKED,
    queriesWithPieces: withPieces,
    medianAnswerBytes: sizes[Math.floor(sizes.length / 2)] ?? 0,
    misspeltWords: misspellings.size,
    misspeltWordsFound: found,
    examples,
  };
}

const NOTABLE_BACKLOG_MS = 1_000;

const cpuMs = (ms: number) => ms.toFixed(ms < 1 ? 3 : 2);

function reportProgress(label: string, figures: LoadFigures): void {
  const { beforeWarmUp, beforeRun } = figures.backlogMs;
  const waits = [
    beforeWarmUp > NOTABLE_BACKLOG_MS ? `${(beforeWarmUp / 1000).toFixed(1)} s before the warm-up` : '',
    beforeRun > NOTABLE_BACKLOG_MS ? `${(beforeRun / 1000).toFixed(1)} s before the run` : '',
  ].filter(Boolean);
  console.log(
    `    ${label}: ${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ` +
      // Received bytes per answer (headers included): a check that the answers are the expected ones.
      `${(figures.bytesPerSecond / Math.max(figures.requestsPerSecond, 1) / 1024).toFixed(1)} KB per answer` +
      (figures.cpuMsPerRequest === undefined ? '' : `, ${cpuMs(figures.cpuMsPerRequest)} ms CPU each`) +
      (figures.non2xx + figures.errors > 0 ? `, ${figures.non2xx} non-2xx, ${figures.errors} errors` : '') +
      (waits.length > 0 ? `; the server was still busy with earlier requests ${waits.join(' and ')}` : ''),
  );
}

async function runColdSearch(
  server: RunningServer,
  products: readonly Product[],
  options: BenchOptions,
): Promise<ColdSearchResult> {
  const queries = new ColdSearchQueries(catalogueWords(products));
  const check = await checkColdQueries(server.baseUrl, queries);
  console.log(
    `  cold search: ${check.queries} queries checked (200 each, ${check.queriesWithPieces} found pieces, ` +
      `median ${check.medianAnswerBytes} bytes); ` +
      `${check.misspeltWordsFound} of their ${check.misspeltWords} misspelt words alone found pieces; e.g. ${check.examples[0]}`,
  );
  console.log(`  cold search, ${options.coldConnections} connections …`);
  const settings: LoadSettings = {
    baseUrl: server.baseUrl,
    shopUrl: server.baseUrl,
    cpuMilliseconds: () => server.cpuMilliseconds(),
    connections: options.coldConnections,
    durationSeconds: options.durationSeconds,
  };
  const figures = await measureLoad({ nextPath: () => queries.next().path }, settings);
  reportProgress('cold search', figures);
  server.checkRunning();
  return { connections: options.coldConnections, figures, queriesMade: queries.made, check };
}

async function runHotScenario(
  server: RunningServer,
  scenario: Scenario,
  size: AnswerSize,
  shop: LoadSettings,
  bareServer: Pick<LoadSettings, 'baseUrl' | 'cpuMilliseconds'>,
): Promise<HotResult> {
  console.log(`  ${scenario.title} …`);
  const requests = { paths: scenario.paths };
  const figures = await measureLoad(requests, shop);
  reportProgress(scenario.title, figures);
  server.checkRunning();
  const bare = await measureLoad(requests, { ...shop, ...bareServer });
  reportProgress('bare node:http', bare);
  server.checkRunning();
  const fastifyBound = await measureLoad({ paths: [boundPath(size.bytes)] }, shop);
  reportProgress('Fastify bound', fastifyBound);
  server.checkRunning();
  const ratio = (bound: LoadFigures) =>
    bound.requestsPerSecond > 0 ? figures.requestsPerSecond / bound.requestsPerSecond : 0;
  return {
    scenarioId: scenario.id,
    title: scenario.title,
    answerBytes: size.bytes,
    figures,
    bare,
    fastifyBound,
    ratioToBare: ratio(bare),
    ratioToFastifyBound: ratio(fastifyBound),
    cpuRatioToBare:
      figures.cpuMsPerRequest !== undefined &&
      bare.cpuMsPerRequest !== undefined &&
      figures.cpuMsPerRequest > 0
        ? bare.cpuMsPerRequest / figures.cpuMsPerRequest
        : undefined,
  };
}

async function runHotScenarios(
  server: RunningServer,
  result: DatabaseResult,
  options: BenchOptions,
): Promise<void> {
  const answers: ReplayedAnswer[] = [];
  for (const scenario of HOT_SCENARIOS) {
    const captured = await captureAnswers(server.baseUrl, scenario);
    result.answerSizes.push(captured.size);
    answers.push(...captured.answers);
    console.log(
      `  answer size ${scenario.id}: ${captured.size.bytes} bytes, ${captured.size.products} products`,
    );
  }
  const bare = await startBareServer(answers);
  try {
    const shop: LoadSettings = {
      baseUrl: server.baseUrl,
      shopUrl: server.baseUrl,
      cpuMilliseconds: () => server.cpuMilliseconds(),
      connections: options.connections,
      durationSeconds: options.durationSeconds,
    };
    for (const scenario of HOT_SCENARIOS) {
      const size = result.answerSizes.find((candidate) => candidate.scenarioId === scenario.id);
      if (size === undefined) throw new Error(`no answer size for ${scenario.id}`);
      result.hot.push(
        await runHotScenario(server, scenario, size, shop, {
          baseUrl: bare.baseUrl,
          cpuMilliseconds: () => bare.cpuMilliseconds(),
        }),
      );
    }
  } finally {
    await bare.stop();
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

async function measureDatabase(
  database: PreparedDatabase,
  options: BenchOptions,
  webDist: string,
): Promise<DatabaseResult> {
  const result: DatabaseResult = {
    db: database.kind,
    status: 'measured',
    answerSizes: [],
    hot: [],
    memory: {},
    pages: [],
    serverWarnings: 0,
  };
  console.log(`  seeding ${options.products} products …`);
  const seedStarted = performance.now();
  await seedCatalogue(options.products, database.settings, { variants: options.variants });
  console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
  const server = await startServer({
    ...database.settings,
    // The catalogue is already seeded; the demo seed would only redraw the images.
    SEED_DEMO: 'false',
    LOG_LEVEL: options.logLevel,
    CATALOGUE_CACHE_SECONDS: String(options.cacheSeconds),
    // Every request comes from this one address: the limit on searches is still counted, so
    // its cost is in the figures, but set past what a run asks for.
    SEARCHES_PER_MINUTE: String(1_000_000_000),
    BENCH_ECHO_BYTES_ROUTE: 'true',
    // The storefront as it ships, with its server render, so the listing pages arrive rendered.
    WEB_DIST: webDist,
  });
  try {
    result.memory.afterStart = await server.memory();
    console.log(`  server memory after start: RSS ${megabytes(result.memory.afterStart.rssBytes)}`);
    await checkBoundRoute(server.baseUrl);
    result.pages = await measurePageWeights(server.baseUrl);
    for (const page of result.pages) {
      console.log(
        `  ${page.title}: ${page.brotliBytes} bytes brotli (${page.htmlBytes} bytes of HTML, ` +
          `${page.dataBlockBytes} of them the data block; ${page.pieces} pieces shown)`,
      );
    }
    result.coldSearch = await runColdSearch(server, await listedProducts(server.baseUrl), options);
    await runHotScenarios(server, result, options);
    result.memory.afterRuns = await server.memory();
    console.log(`  server memory after the runs: RSS ${megabytes(result.memory.afterRuns.rssBytes)}`);
  } finally {
    result.serverWarnings = server.warnings();
    await server.stop();
  }
  return result;
}

async function benchmarkDatabase(
  kind: DatabaseKind,
  options: BenchOptions,
  webDist: string,
): Promise<DatabaseResult> {
  const empty = { db: kind, answerSizes: [], hot: [], memory: {}, pages: [], serverWarnings: 0 };
  return onFreshDatabase(
    kind,
    BENCH_DATABASE,
    (database) => measureDatabase(database, options, webDist),
    (status, note) => ({ ...empty, status, note }),
  );
}

function printSummary(results: readonly DatabaseResult[], options: BenchOptions): void {
  for (const database of results) {
    // A failure's note can hold the server's last log lines; they were printed when it happened.
    const note = database.note?.split('\n')[0];
    console.log(`\n== ${database.db}: ${database.status}${note ? ` (${note})` : ''} ==`);
    if (database.coldSearch === undefined && database.hot.length === 0) continue;
    console.log(databaseTable(database, options));
    console.log('');
    console.log(memoryTable(database.memory));
    if (database.pages.length > 0) {
      console.log('');
      console.log(pageTable(database.pages));
    }
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
  const loadAverage = os.loadavg();
  const perRun = WARM_UP_SECONDS + options.durationSeconds;
  // The cold search, then each hot page with its bare server and its Fastify bound.
  const loadSeconds = perRun * (1 + 3 * HOT_SCENARIOS.length);
  console.log(
    `Catalogue benchmark: ${options.databases.join(', ')}; ${options.products} products; ` +
      `cold search at ${options.coldConnections} connections, hot pages at ${options.connections}; ` +
      `${options.durationSeconds} s per run after a ${WARM_UP_SECONDS} s warm-up ` +
      `(about ${Math.ceil(loadSeconds / 60)} min of load per database); answer cache ${options.cacheSeconds} s; log level ${options.logLevel}; ` +
      `${os.cpus().length} CPUs, Node ${process.version}, load average ${loadAverage.map((load) => load.toFixed(1)).join(' ')}.`,
  );
  // The web app with its server render, built once into a folder of the benchmark's own
  // (apps/web/dist belongs to whoever runs the shop meanwhile).
  const webFolder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-web-'));
  const results: DatabaseResult[] = [];
  try {
    const webDist = path.join(webFolder, 'dist');
    console.log('building the web app …');
    await buildWebApp(webDist);
    for (const kind of options.databases) results.push(await benchmarkDatabase(kind, options, webDist));
  } finally {
    await fs.rm(webFolder, { recursive: true, force: true });
  }
  printSummary(results, options);
  const file = await saveResults(startedAt, options, results, checkTargets(results), loadAverage);
  console.log(`\nresults saved to ${file}`);
  console.log(`took ${((Date.now() - startedAt.getTime()) / 60_000).toFixed(1)} min`);
  if (results.some((database) => database.status === 'failed')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  process.exit(1);
});
