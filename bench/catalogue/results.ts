/** The figures of a run, the targets they are held against, and how both are printed and saved. */
import { formatBytes, formatTable, saveResultFile } from '../shared/report.ts';
import type { ServerMemory } from '../shared/server-memory.ts';
import type { DatabaseKind } from '../shared/databases.ts';
import type { LoadFigures } from './load.ts';
import type { BenchOptions } from './options.ts';
import { PAGE_BROTLI_BUDGET_BYTES, type PageWeight } from './page-weight.ts';

export interface AnswerSize {
  scenarioId: string;
  /** The median over the scenario's URLs: the size its Fastify bound is run at. */
  bytes: number;
  minBytes: number;
  maxBytes: number;
  /** Products in the median answer (a search page, or a whole listing). */
  products: number;
}

/** A hot page, run back to back with the bare server and the Fastify bound sending its bytes. */
export interface HotResult {
  scenarioId: string;
  title: string;
  answerBytes: number;
  figures: LoadFigures;
  /** The bare node:http server sending the same bytes for the same paths. */
  bare: LoadFigures;
  /** The shop's own Fastify sending a ready-made body of the median size. */
  fastifyBound: LoadFigures;
  /** req/s of the page ÷ req/s of the bare server: the target. */
  ratioToBare: number;
  /** req/s of the page ÷ req/s of the Fastify bound: what is left once Fastify is paid for. */
  ratioToFastifyBound: number;
  /**
   * The bare server's CPU per request ÷ the shop's: the share of the bare server's rate the
   * shop would reach with the CPUs to itself, whatever else the machine was doing.
   */
  cpuRatioToBare?: number | undefined;
}

/** What was checked of the cold queries before the run. */
export interface ColdSearchCheck {
  /** Queries asked once before the run; each answered 200. */
  queries: number;
  /** Of those, the ones that found at least one piece. */
  queriesWithPieces: number;
  medianAnswerBytes: number;
  /** Misspelt words of those queries asked alone (no filters), and how many found a piece. */
  misspeltWords: number;
  misspeltWordsFound: number;
  /** A few of the queries, to see what was asked. */
  examples: string[];
}

export interface ColdSearchResult {
  connections: number;
  figures: LoadFigures;
  /** Paths made in the warm-up and the run, each different: each was sent at most once. */
  queriesMade: number;
  check: ColdSearchCheck;
}

export interface MemoryFigures {
  /** The server started on the seeded catalogue, before any load. */
  afterStart?: ServerMemory;
  /** After every run, the bare server's included. */
  afterRuns?: ServerMemory;
}

export interface DatabaseResult {
  db: DatabaseKind;
  status: 'measured' | 'skipped' | 'failed';
  note?: string;
  coldSearch?: ColdSearchResult;
  answerSizes: AnswerSize[];
  hot: HotResult[];
  memory: MemoryFigures;
  /** The listing pages' HTML as a browser downloads it. */
  pages: PageWeight[];
  /** Lines the server logged at warn level or above. */
  serverWarnings: number;
}

export interface TargetCheck {
  db: DatabaseKind;
  target: string;
  scenario: string;
  value: string;
  met: boolean;
}

export const COLD_SEARCH_P99_LIMIT_MS = 20;
export const HOT_MIN_RATIO_TO_BARE = 0.6;

function coldSearchTarget(connections: number): string {
  return `cold search p99 under ${COLD_SEARCH_P99_LIMIT_MS} ms at ${connections} connections`;
}
const HOT_TARGET = `hot pages at least ${HOT_MIN_RATIO_TO_BARE} of a bare node:http server (req/s)`;
const PAGE_TARGET = `a listing page's HTML at most ${formatBytes(PAGE_BROTLI_BUDGET_BYTES)} brotli`;

/** A fast answer made of errors is no success, so failed requests fail a target too. */
function answeredCleanly(figures: LoadFigures): boolean {
  return figures.non2xx === 0 && figures.errors === 0;
}

export function checkTargets(results: readonly DatabaseResult[]): TargetCheck[] {
  return results.flatMap((database) => {
    const cold = database.coldSearch;
    const coldChecks: TargetCheck[] =
      cold === undefined
        ? []
        : [
            {
              db: database.db,
              target: coldSearchTarget(cold.connections),
              scenario: 'cold search',
              value: `p99 ${formatMs(cold.figures.p99Ms)} ms`,
              met: cold.figures.p99Ms < COLD_SEARCH_P99_LIMIT_MS && answeredCleanly(cold.figures),
            },
          ];
    const hotChecks = database.hot.map((result): TargetCheck => ({
      db: database.db,
      target: HOT_TARGET,
      scenario: result.title,
      // Three decimals: 0.598 must not read as a ratio of 0.60 that missed 0.6.
      value: `ratio ${result.ratioToBare.toFixed(3)}`,
      met:
        result.ratioToBare >= HOT_MIN_RATIO_TO_BARE &&
        answeredCleanly(result.figures) &&
        answeredCleanly(result.bare),
    }));
    const pageChecks = database.pages.map((page): TargetCheck => ({
      db: database.db,
      target: PAGE_TARGET,
      scenario: page.title,
      value: formatBytes(page.brotliBytes),
      met: page.brotliBytes <= PAGE_BROTLI_BUDGET_BYTES,
    }));
    return [...coldChecks, ...hotChecks, ...pageChecks];
  });
}

function formatMs(ms: number): string {
  return ms < 10 ? ms.toFixed(1) : ms.toFixed(0);
}

function figureCells(figures: LoadFigures): string[] {
  return [
    figures.requestsPerSecond.toFixed(0),
    formatMs(figures.p50Ms),
    formatMs(figures.p99Ms),
    String(figures.non2xx),
    String(figures.errors),
  ];
}

/** The answering process's CPU per request, in ms. */
function cpuCell(figures: LoadFigures): string {
  const ms = figures.cpuMsPerRequest;
  return ms === undefined ? '' : ms.toFixed(ms < 1 ? 3 : 2);
}

export function databaseTable(database: DatabaseResult, options: BenchOptions): string {
  const header = [
    'scenario',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'answer',
    '÷ bare',
    '÷ Fastify',
    'CPU ms',
    'CPU ÷ bare',
  ];
  const cold = database.coldSearch;
  const coldRows =
    cold === undefined
      ? []
      : [
          [
            'cold search (a new query each)',
            String(cold.connections),
            ...figureCells(cold.figures),
            formatBytes(cold.check.medianAnswerBytes),
            '',
            '',
            cpuCell(cold.figures),
            '',
          ],
        ];
  const connections = String(options.connections);
  const hotRows = database.hot.flatMap((result) => [
    [
      result.title,
      connections,
      ...figureCells(result.figures),
      formatBytes(result.answerBytes),
      result.ratioToBare.toFixed(2),
      result.ratioToFastifyBound.toFixed(2),
      cpuCell(result.figures),
      result.cpuRatioToBare === undefined ? '' : result.cpuRatioToBare.toFixed(2),
    ],
    [
      '  bare node:http (same bytes)',
      connections,
      ...figureCells(result.bare),
      formatBytes(result.answerBytes),
      '',
      '',
      cpuCell(result.bare),
      '',
    ],
    [
      '  Fastify bound (same size)',
      connections,
      ...figureCells(result.fastifyBound),
      formatBytes(result.answerBytes),
      '',
      '',
      cpuCell(result.fastifyBound),
      '',
    ],
  ]);
  return formatTable(header, [...coldRows, ...hotRows], [0]);
}

function megabytes(bytes: number | undefined): string {
  return bytes === undefined ? '-' : `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

export function memoryTable(memory: MemoryFigures): string {
  const rows = [
    ['after start (seeded, no load yet)', memory.afterStart],
    ['after the runs', memory.afterRuns],
  ] as const;
  return formatTable(
    ['shop server', 'RSS', 'peak RSS', 'heap used', 'heap total', 'heap after GC', 'external'],
    rows.map(([when, figures]) => [
      when,
      megabytes(figures?.rssBytes),
      megabytes(figures?.peakRssBytes),
      megabytes(figures?.heapUsedBytes),
      megabytes(figures?.heapTotalBytes),
      megabytes(figures?.heapUsedAfterGcBytes),
      megabytes(figures?.externalBytes),
    ]),
    [0],
  );
}

/** Each listing page's HTML: brotli as sent, uncompressed, and the data block inside it. */
export function pageTable(pages: readonly PageWeight[]): string {
  return formatTable(
    ['listing page', 'pieces shown', 'HTML', 'data block', 'brotli', 'budget'],
    pages.map((page) => [
      page.title,
      String(page.pieces),
      formatBytes(page.htmlBytes),
      formatBytes(page.dataBlockBytes),
      formatBytes(page.brotliBytes),
      formatBytes(PAGE_BROTLI_BUDGET_BYTES),
    ]),
    [0],
  );
}

export function targetTable(checks: readonly TargetCheck[]): string {
  const rows = checks.map((check) => [
    check.target,
    `${check.db}: ${check.scenario}`,
    check.value,
    check.met ? 'met' : 'NOT met',
  ]);
  return formatTable(['target', 'scenario', 'figure', 'result'], rows);
}

/** Writes bench/results/catalogue-<timestamp>.json (git-ignored) and returns its path. */
export function saveResults(
  startedAt: Date,
  options: BenchOptions,
  results: readonly DatabaseResult[],
  checks: readonly TargetCheck[],
  /** os.loadavg() when the benchmark started: other work on the machine weighs on every figure. */
  loadAverage: readonly number[],
): Promise<string> {
  const targets = [coldSearchTarget(options.coldConnections), HOT_TARGET, PAGE_TARGET];
  return saveResultFile('catalogue', startedAt, { options, loadAverage, targets, results, checks });
}
