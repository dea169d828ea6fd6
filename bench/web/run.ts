/**
 * Storefront budgets: builds the web app, weighs the JavaScript the home page loads before a
 * shopper can interact, then starts the shop with the demo catalogue, runs Lighthouse on the
 * home page, a listing, a product page and the cart, and times taps on the product page
 * (INP). Exits non-zero when a budget is missed, after printing every figure. See
 * bench/README.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../shared/processes.ts';
import { formatBytes } from '../shared/report.ts';
import { buildWebApp } from './build.ts';
import { CATEGORY_IDS, CATEGORY_TITLES, ENTRY_JS_CEILING_BYTES, SCORE_BUDGETS } from './budgets.ts';
import { measureBundle, type BundleFigures } from './bundle.ts';
import type { Chromium, LighthouseRun } from './lighthouse.ts';
import { readOptions, USAGE, type WebBenchOptions } from './options.ts';
import { pagesToAudit, productPath, someProduct, type AuditedPage } from './pages.ts';
import {
  budgetTable,
  bundleReport,
  checkBudgets,
  interactionReport,
  interactionResult,
  type InteractionResult,
  lighthouseTable,
  missReport,
  pageResult,
  saveResults,
  type PageResult,
} from './results.ts';

/** Lighthouse and Chromium are loaded only when needed, so the bundle check runs without them. */
const loadLighthouse = () => import('./lighthouse.ts');

interface Measured {
  bundle?: BundleFigures;
  pages: PageResult[];
  interactions?: InteractionResult;
  /** Parts and pages that could not be measured: each one is a missed budget. */
  errors: string[];
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function reportFailure(measured: Measured, subject: string, error: unknown): void {
  measured.errors.push(`${subject}: ${errorText(error)}`);
  console.error(`  ${subject} failed: ${errorText(error)}`);
}

async function measureBuild(distDir: string): Promise<BundleFigures> {
  const bundle = await measureBundle(distDir);
  console.log(`\n== bundle ==\n${bundleReport(bundle)}`);
  return bundle;
}

/** The demo catalogue in a database of its own, serving the build that was just weighed. */
function startShop(workDir: string, distDir: string): Promise<RunningServer> {
  return startServer({
    DATA_DIR: path.join(workDir, 'data'),
    SEED_DEMO: 'true',
    WEB_DIST: distDir,
    LOG_LEVEL: 'warn',
  });
}

function runLine(run: LighthouseRun): string {
  const scores = CATEGORY_IDS.map((id) => `${CATEGORY_TITLES[id]} ${run.scores[id]}`).join(', ');
  const lcp = `LCP ${(run.largestContentfulPaintMs / 1000).toFixed(1)} s`;
  return `${scores}; ${lcp}, TBT ${Math.round(run.totalBlockingTimeMs)} ms, CLS ${run.cumulativeLayoutShift.toFixed(3)}`;
}

async function auditPage(
  page: AuditedPage,
  baseUrl: string,
  chromium: Chromium,
  runs: number,
): Promise<PageResult> {
  const { runLighthouseWithRetries } = await loadLighthouse();
  const url = `${baseUrl}${page.path}`;
  const results: LighthouseRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const label = `  ${page.name} ${page.path}, run ${run}/${runs}`;
    const result = await runLighthouseWithRetries(url, chromium, page.localStorage, (reason) =>
      console.log(`${label}: ${reason}; trying again`),
    );
    console.log(`${label}: ${runLine(result)}`);
    results.push(result);
  }
  return pageResult(page, url, results);
}

function printMachineWarnings(pages: readonly PageResult[]): void {
  const runs = pages.flatMap((page) => page.runs);
  const first = runs[0];
  if (first === undefined) return;
  const indexes = runs.map((run) => Math.round(run.benchmarkIndex));
  // The user agent is long; its browser and version are what tell runs apart.
  const browser = /(?:Headless)?Chrome\/[\d.]+/.exec(first.browser)?.[0] ?? first.browser;
  console.log(
    `Lighthouse ${first.lighthouseVersion}, ${browser}; CPU benchmark index ` +
      `${Math.min(...indexes)} to ${Math.max(...indexes)} (Lighthouse warns below 1000: too slow for its simulation)`,
  );
  for (const warning of new Set(runs.flatMap((run) => run.warnings))) {
    console.log(`  Lighthouse warns: ${warning}`);
  }
}

/** Every page is audited even when one fails, so one broken page does not hide the others' figures. */
async function auditPages(
  pages: readonly AuditedPage[],
  baseUrl: string,
  chromium: Chromium,
  options: WebBenchOptions,
  measured: Measured,
): Promise<void> {
  for (const page of pages) {
    try {
      measured.pages.push(await auditPage(page, baseUrl, chromium, options.runs));
    } catch (error) {
      reportFailure(measured, `lighthouse ${page.name} ${page.path}`, error);
    }
  }
}

async function measureTaps(
  baseUrl: string,
  chromium: Chromium,
  options: WebBenchOptions,
  measured: Measured,
): Promise<void> {
  const { measureInteractions } = await import('./interaction.ts');
  const url = `${baseUrl}${productPath(await someProduct(baseUrl))}`;
  console.log(`
  INP: ${options.runs} visit(s) of ${url}, the processor slowed 4 times …`);
  try {
    const runs = await measureInteractions(chromium.port, url, options.runs);
    measured.interactions = interactionResult(url, runs);
    console.log(interactionReport(measured.interactions));
  } catch (error) {
    reportFailure(measured, 'INP', error);
  }
}

async function measurePages(
  workDir: string,
  distDir: string,
  options: WebBenchOptions,
  measured: Measured,
): Promise<void> {
  console.log('\n== browser ==\n  starting the shop with the demo catalogue …');
  const server = await startShop(workDir, distDir);
  try {
    const chromium = await (await loadLighthouse()).launchChromium();
    try {
      if (options.parts.includes('lighthouse')) {
        await auditPages(await pagesToAudit(server.baseUrl), server.baseUrl, chromium, options, measured);
      }
      if (options.parts.includes('inp')) await measureTaps(server.baseUrl, chromium, options, measured);
    } finally {
      await chromium.close();
    }
  } finally {
    await server.stop();
  }
  if (server.warnings() > 0) console.log(`server log lines at warn or above: ${server.warnings()}`);
  if (measured.pages.length === 0) return;
  console.log(`\nLighthouse, median of ${options.runs} run(s) per page, mobile with simulated slow 4G:`);
  console.log(lighthouseTable(measured.pages));
  printMachineWarnings(measured.pages);
}

/** Builds once into a folder of its own, then measures the parts asked for. */
async function measure(options: WebBenchOptions): Promise<Measured> {
  const measured: Measured = { pages: [], errors: [] };
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-bench-web-'));
  // A shop started as root runs its embedded PostgreSQL as the user postgres, who must be
  // able to enter every folder above DATA_DIR; mkdtemp makes this one private to its owner.
  await fs.chmod(workDir, 0o755);
  const distDir = path.join(workDir, 'dist');
  try {
    console.log(`  building the web app into ${distDir} …`);
    await buildWebApp(distDir);
    if (options.parts.includes('bundle')) {
      measured.bundle = await measureBuild(distDir).catch((error: unknown) => {
        reportFailure(measured, 'bundle', error);
        return undefined;
      });
    }
    if (options.parts.includes('lighthouse') || options.parts.includes('inp')) {
      await measurePages(workDir, distDir, options, measured).catch((error: unknown) =>
        reportFailure(measured, 'browser', error),
      );
    }
  } catch (error) {
    reportFailure(measured, 'build', error);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
  return measured;
}

function describeBudgets(): string {
  return CATEGORY_IDS.map((id) => `${CATEGORY_TITLES[id]} >= ${SCORE_BUDGETS[id]}`).join(', ');
}

function printHeading(options: WebBenchOptions, loadAverage: number): void {
  const lighthouse = options.parts.includes('lighthouse')
    ? `; ${options.runs} Lighthouse run(s) per page (${describeBudgets()})`
    : '';
  console.log(
    `Web budgets: ${options.parts.join(' and ')}${lighthouse}; ${os.cpus().length} CPUs, ` +
      // Other work on the machine slows the pages down and lowers the performance scores.
      `load average ${loadAverage.toFixed(2)}, Node ${process.version}.`,
  );
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  if (options === undefined) {
    console.log(USAGE);
    return;
  }
  const startedAt = new Date();
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  printHeading(options, loadAverageAtStart);
  const measured = await measure(options);

  const checks = checkBudgets(measured.bundle, measured.pages, measured.interactions);
  console.log('\n== budgets ==');
  console.log(checks.length > 0 ? budgetTable(checks) : 'nothing was measured');
  // A part that could not run is a miss too, and must not hide behind the budgets that were met.
  for (const error of measured.errors) console.log(`NOT measured: ${error.split('\n')[0]}`);
  const misses = missReport(measured.pages);
  if (misses) console.log(`\n== what to mend ==\n${misses}`);
  const file = await saveResults(startedAt, options, { ...measured, loadAverageAtStart, checks });
  console.log(`\nresults saved to ${file}`);
  if (options.ceiling) {
    // Every language's first visit: English's, and Tamil's and Hindi's with their catalogs.
    const figure =
      measured.bundle === undefined
        ? undefined
        : Math.max(
            measured.bundle.entryJsGzipBytes,
            ...measured.bundle.languages.map((language) => language.gzipBytes),
          );
    const underCeiling = figure !== undefined && figure <= ENTRY_JS_CEILING_BYTES;
    console.log(
      `CI ceiling for the entry JavaScript: ${formatBytes(ENTRY_JS_CEILING_BYTES)}: ${underCeiling ? 'held' : 'EXCEEDED'}`,
    );
    if (measured.errors.length > 0 || !underCeiling) process.exitCode = 1;
    return;
  }
  if (measured.errors.length > 0 || checks.some((check) => !check.met)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(errorText(error));
  process.exit(1);
});
