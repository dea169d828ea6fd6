/**
 * What the running shop holds in memory, all of it (bench/README.md, "Memory"): the shop
 * started as the README starts it, `npm start` from the repository with a new DATA_DIR and
 * the demo catalogue; then every process of it, npm down to whatever the server starts,
 * added up by proportional set size after the start and after 200 mixed catalogue and
 * page requests, against a budget of 300 MB.
 *
 *   npm run bench:memory [-- --products 10000] [--requests 200]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, httpGet, sleep, waitUntilIdle } from '../shared/http.ts';
import { outputTail } from '@shop/server/test-support/output-tail';
import { wholeNumber } from '../shared/options.ts';
import { childEnvironment, REPO_ROOT, seedCatalogue } from '../shared/processes.ts';
import { formatBytes, formatTable, KB, saveResultFile } from '../shared/report.ts';
import { treeMemory, type ProcessMemory } from './process-tree.ts';
import { askTheMix, type RequestFigures } from './requests.ts';

export const USAGE = `Usage: npm run bench:memory -- [options]
   or: npx tsx bench/memory/run.ts [options]

  --products N   seed N demo pieces before the start (default: none, the shop seeds its
                 demo catalogue of 308 pieces at its first start, as in the README)
  --variants N   with --products, sell every seeded design in N sizes, each a variant
  --requests N   catalogue and page requests between the two measurements (default 200)
  --help         show this text`;

const BUDGET_BYTES = 300 * KB * KB;
// `npm start` builds the web app, the back office and the server first.
const START_TIMEOUT_MS = 15 * 60_000;
const HEALTH_POLL_MS = 500;
// close-with-grace waits up to 10 s for open requests; a little more before SIGKILL.
const STOP_TIMEOUT_MS = 15_000;

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '0' },
    variants: { type: 'string' },
    requests: { type: 'string', default: '200' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const products = wholeNumber('products', values.products, 0, 1_000_000);
const requests = wholeNumber('requests', values.requests, 4, 100_000);
const variants = values.variants === undefined ? undefined : wholeNumber('variants', values.variants, 1, 40);
if (variants !== undefined && products === 0) throw new Error('--variants needs --products');

async function waitForHealth(baseUrl: string, shop: ChildProcess, tail: () => string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`npm start stopped (exit ${shop.exitCode}):\n${tail()}`);
    try {
      const answer = await httpGet(`${baseUrl}/api/health`, 2_000);
      if (answer.status === 200) return answer.body.toString('utf8');
    } catch {
      // Still building, or not listening yet.
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`the shop did not answer within ${START_TIMEOUT_MS / 60_000} minutes:\n${tail()}`);
}

/**
 * npm, its shell and the server are one process group of their own (spawned detached), so
 * the whole shop gets the signal, as from Ctrl-C in a terminal, and nothing else does.
 */
async function stopShop(shop: ChildProcess): Promise<void> {
  if (shop.pid === undefined || shop.exitCode !== null || shop.signalCode !== null) return;
  const exited = once(shop, 'exit');
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(shop.pid as number), signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  // The server may outlive npm by the moments its graceful shutdown takes.
  await sleep(1_000);
  signalGroup('SIGKILL');
}

interface Measurement {
  moment: string;
  totalPssBytes: number;
  processes: ProcessMemory[];
}

async function measure(moment: string, shop: ChildProcess): Promise<Measurement> {
  const processes = await treeMemory(shop.pid as number);
  const totalPssBytes = processes.reduce((sum, process) => sum + process.pssBytes, 0);
  return { moment, totalPssBytes, processes };
}

function printMeasurement(measurement: Measurement): void {
  console.log(`\n${measurement.moment}: ${formatBytes(measurement.totalPssBytes)} (PSS of every process)`);
  console.log(
    formatTable(
      ['pid', 'command', 'PSS', 'RSS'],
      measurement.processes.map((process) => [
        String(process.pid),
        process.command,
        formatBytes(process.pssBytes),
        formatBytes(process.rssBytes),
      ]),
    ),
  );
}

const startedAt = new Date();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-memory-'));
let shop: ChildProcess | undefined;
let exitCode = 0;
try {
  if (products > 0) {
    console.log(`seeding ${products} products …`);
    await seedCatalogue(products, { DATA_DIR: dataDir }, { variants });
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`npm start (building first) on ${baseUrl}, DATA_DIR ${dataDir} …`);
  const settings = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  shop = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: childEnvironment(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const tail = outputTail(shop);
  const startClock = performance.now();
  const health = await waitForHealth(baseUrl, shop, tail);
  console.log(`shop ready after ${((performance.now() - startClock) / 1000).toFixed(0)} s: ${health}`);
  await waitUntilIdle(baseUrl);
  const afterStart = await measure('after start', shop);
  printMeasurement(afterStart);

  const mix: RequestFigures = await askTheMix(baseUrl, requests);
  await waitUntilIdle(baseUrl);
  const afterRequests = await measure(`after ${mix.requests} requests`, shop);
  printMeasurement(afterRequests);

  const answers = Object.entries(mix.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  console.log(`\nanswers: ${answers}`);
  for (const failure of mix.failures) console.log(`  not 200: ${failure}`);
  const withinBudget =
    afterRequests.totalPssBytes <= BUDGET_BYTES && afterStart.totalPssBytes <= BUDGET_BYTES;
  console.log(
    `budget: at most ${formatBytes(BUDGET_BYTES)} after start and after the requests: ` +
      `${formatBytes(afterStart.totalPssBytes)} and ${formatBytes(afterRequests.totalPssBytes)}, ` +
      (withinBudget ? 'met' : 'MISSED'),
  );
  if (!withinBudget || mix.failures.length > 0) exitCode = 1;
  const file = await saveResultFile('memory', startedAt, {
    products: products === 0 ? 'demo' : products,
    variants: variants ?? null,
    budgetBytes: BUDGET_BYTES,
    answers: mix,
    measurements: [afterStart, afterRequests],
  });
  console.log(`results: ${file}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  if (shop) await stopShop(shop);
  await fs.rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
