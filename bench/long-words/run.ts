/**
 * What very long words cost the shop (bench/README.md, "Long words"): a search an attacker
 * makes of 100 characters that spell out to 400 letters or of one 100-letter word, against
 * an ordinary misspelt search, each one never asked before; how long the shop's health call
 * waits while six of them run; and the server's memory, with one piece of the catalogue
 * holding a 1,990-letter word in its description, as a careless member of staff once saved.
 *
 *   npm run bench:long-words [-- --products 308] [--requests 40] [--description-word 1990]
 *
 * `--description-word 0` leaves the catalogue as seeded.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@shop/server/db/client';
import { lettersOf } from '@shop/server/test-support/letters';
import { prepareDatabase } from '../shared/databases.ts';
import { httpGet } from '../shared/http.ts';
import { wholeNumber } from '../shared/options.ts';
import { seedCatalogue, startServer, type RunningServer } from '../shared/processes.ts';
import { formatBytes, formatTable, saveResultFile } from '../shared/report.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '308' },
    requests: { type: 'string', default: '40' },
    'description-word': { type: 'string', default: '1990' },
  },
});
const products = wholeNumber('--products', values.products, 10, 100_000);
const requests = wholeNumber('--requests', values.requests, 5, 1000);
// A description holds 2,000 characters at most.
const descriptionWord = wholeNumber('--description-word', values['description-word'], 0, 1990);

/** Each scenario's `n`th query, new every time so that no answer is kept. */
const SCENARIOS: readonly { name: string; query: (n: number) => string }[] = [
  { name: 'ordinary misspelt word', query: (n) => `silver rnig ${lettersOf(3, n + 1)}` },
  { name: '100-letter word', query: (n) => lettersOf(100, n + 1) },
  // ㎉ is written out as "kcal": 100 characters typed, 397 letters searched for.
  { name: '99 × ㎉ and a letter', query: (n) => `${'\u3389'.repeat(99)}${lettersOf(1, n + 1)}` },
];

interface ScenarioFigures {
  name: string;
  statuses: Record<string, number>;
  cpuMsPerRequest: number | undefined;
  medianMs: number;
  maxMs: number;
}

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const answer = await httpGet(url, 120_000);
  return { status: answer.status, ms: performance.now() - started };
}

async function runScenario(
  server: RunningServer,
  call: string,
  scenario: (typeof SCENARIOS)[number],
): Promise<ScenarioFigures> {
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  const cpuBefore = await server.cpuMilliseconds();
  for (let n = 0; n < requests; n += 1) {
    const q = encodeURIComponent(scenario.query(n));
    const answer = await timed(`${server.baseUrl}/api/products/${call}?q=${q}`);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    times.push(answer.ms);
  }
  const cpuAfter = await server.cpuMilliseconds();
  times.sort((a, b) => a - b);
  return {
    name: `${call}: ${scenario.name}`,
    statuses,
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / requests,
    medianMs: times[Math.floor(times.length / 2)] ?? 0,
    maxMs: times.at(-1) ?? 0,
  };
}

/** How long the health call waits while six of the longest searches run at once. */
async function healthUnderSix(server: RunningServer): Promise<number> {
  const six = Array.from({ length: 6 }, (_, n) =>
    timed(
      `${server.baseUrl}/api/products/suggestions?q=${encodeURIComponent(SCENARIOS[2]?.query(1000 + n) ?? '')}`,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 5));
  const health = await timed(`${server.baseUrl}/api/health`);
  await Promise.all(six);
  return health.ms;
}

const startedAt = new Date();
const database = await prepareDatabase('embedded', 'bench_long_words');
try {
  console.log(`seeding ${products} products …`);
  await seedCatalogue(products, database.settings);
  if (descriptionWord > 0) {
    const opened = await openDatabase({ dataDir: database.settings.DATA_DIR ?? '', poolSize: 1 });
    await opened.db.execute(
      sql`UPDATE products SET description = description || ' ' || ${lettersOf(descriptionWord, 7)} WHERE id = (SELECT min(id) FROM products)`,
    );
    await opened.close();
  }

  const server = await startServer({ ...database.settings, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
  const figures: {
    scenarios: ScenarioFigures[];
    memory: Record<string, number>;
    healthMs?: number;
    crash?: string;
  } = { scenarios: [], memory: {} };
  try {
    figures.memory.afterStartRss = (await server.memory()).rssBytes;
    // The first misspelt search files the catalogue's words for typos: with the long word,
    // this is where the server ran out of memory.
    const first = await timed(`${server.baseUrl}/api/products/search?q=silvr`);
    console.log(`first misspelt search: ${first.status} in ${first.ms.toFixed(0)} ms`);
    for (const call of ['suggestions', 'search']) {
      for (const scenario of SCENARIOS) figures.scenarios.push(await runScenario(server, call, scenario));
    }
    figures.healthMs = await healthUnderSix(server);
    const after = await server.memory();
    figures.memory.afterRunsRss = after.rssBytes;
    figures.memory.peakRss = after.peakRssBytes ?? 0;
    figures.memory.heapAfterGc = after.heapUsedAfterGcBytes ?? 0;
  } catch (error) {
    figures.crash = error instanceof Error ? error.message : String(error);
    try {
      server.checkRunning();
    } catch (stopped) {
      figures.crash = stopped instanceof Error ? stopped.message : String(stopped);
    }
  } finally {
    await server.stop();
  }

  console.log(
    `\n${formatTable(
      ['call and query', 'answers', 'server CPU per request', 'median', 'slowest'],
      figures.scenarios.map((row) => [
        row.name,
        Object.entries(row.statuses)
          .map(([status, count]) => `${count} × ${status}`)
          .join(', '),
        row.cpuMsPerRequest === undefined ? '?' : `${row.cpuMsPerRequest.toFixed(1)} ms`,
        `${row.medianMs.toFixed(1)} ms`,
        `${row.maxMs.toFixed(1)} ms`,
      ]),
      [0, 1],
    )}`,
  );
  if (figures.healthMs !== undefined)
    console.log(`GET /api/health while six of the longest searches run: ${figures.healthMs.toFixed(0)} ms`);
  console.log(
    `server memory: RSS after start ${formatBytes(figures.memory.afterStartRss ?? 0)}, after the runs ${formatBytes(figures.memory.afterRunsRss ?? 0)} (peak ${formatBytes(figures.memory.peakRss ?? 0)}), heap after GC ${formatBytes(figures.memory.heapAfterGc ?? 0)}`,
  );
  if (figures.crash) console.log(`the server stopped: ${figures.crash}`);
  console.log(
    `results: ${await saveResultFile('long-words', startedAt, { products, requests, ...figures })}`,
  );
} finally {
  await database.cleanUp();
}
