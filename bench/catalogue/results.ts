/** The figures of a run, the targets they are held against, and how both are printed and saved. */
import { formatBytes, formatTable, saveResultFile } from '../shared/report.ts';
import type { LoadFigures } from './load.ts';
import type { DatabaseKind } from '../shared/databases.ts';
import type { BenchOptions } from './options.ts';
import type { ScenarioKind } from './scenarios.ts';

export type CacheMode = 'on' | 'off';

export interface AnswerSize {
  scenarioId: string;
  /** The median over the scenario's URLs: the size its bound is run at. */
  bytes: number;
  minBytes: number;
  maxBytes: number;
  /** Products in the median answer (a search page, or a whole listing). */
  products: number;
}

export interface ScenarioResult {
  scenarioId: string;
  title: string;
  kind: ScenarioKind;
  cache: CacheMode;
  answerBytes: number;
  figures: LoadFigures;
  bound: LoadFigures;
  /** req/s of the scenario ÷ req/s of the bound at the same answer size. */
  ratio: number;
}

export interface DatabaseResult {
  db: DatabaseKind;
  status: 'measured' | 'skipped' | 'failed';
  note?: string;
  answerSizes: AnswerSize[];
  scenarios: ScenarioResult[];
  /** Lines the server logged at warn level or above, over both of its runs. */
  serverWarnings: number;
}

export interface TargetCheck {
  db: DatabaseKind;
  target: string;
  scenario: string;
  cache: CacheMode;
  value: string;
  met: boolean;
}

export const SEARCH_P99_LIMIT_MS = 50;
export const LISTING_MIN_RATIO = 0.5;
const SEARCH_TARGET = `search p99 under ${SEARCH_P99_LIMIT_MS} ms at 50 connections`;
const LISTING_TARGET = `listings (category, type) at least ${LISTING_MIN_RATIO} of the bound`;

/** A fast answer made of errors is no success, so failed requests fail a target too. */
function answeredCleanly(figures: LoadFigures): boolean {
  return figures.non2xx === 0 && figures.errors === 0;
}

export function checkTargets(results: readonly DatabaseResult[]): TargetCheck[] {
  return results.flatMap((database) =>
    database.scenarios.map((result): TargetCheck => {
      const common = { db: database.db, scenario: result.title, cache: result.cache };
      if (result.kind === 'search') {
        return {
          ...common,
          target: SEARCH_TARGET,
          value: `p99 ${formatMs(result.figures.p99Ms)} ms`,
          met: result.figures.p99Ms < SEARCH_P99_LIMIT_MS && answeredCleanly(result.figures),
        };
      }
      return {
        ...common,
        target: LISTING_TARGET,
        value: `ratio ${result.ratio.toFixed(2)}`,
        met: result.ratio >= LISTING_MIN_RATIO && answeredCleanly(result.figures),
      };
    }),
  );
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

export function databaseTable(database: DatabaseResult): string {
  const header = ['scenario', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'answer', 'ratio'];
  const rows = database.scenarios.flatMap((result) => [
    [
      result.title,
      result.cache,
      ...figureCells(result.figures),
      formatBytes(result.answerBytes),
      result.ratio.toFixed(2),
    ],
    [`  bound (same size)`, result.cache, ...figureCells(result.bound), formatBytes(result.answerBytes), ''],
  ]);
  return formatTable(header, rows);
}

export function targetTable(checks: readonly TargetCheck[]): string {
  const rows = checks.map((check) => [
    `${check.db}: ${check.scenario}`,
    `cache ${check.cache}`,
    check.value,
    check.met ? 'met' : 'NOT met',
  ]);
  return formatTable(['scenario', 'cache', 'figure', 'result'], rows);
}

export const TARGETS = [SEARCH_TARGET, LISTING_TARGET] as const;

/** Writes bench/results/catalogue-<timestamp>.json (git-ignored) and returns its path. */
export function saveResults(
  startedAt: Date,
  options: BenchOptions,
  results: readonly DatabaseResult[],
  checks: readonly TargetCheck[],
): Promise<string> {
  return saveResultFile('catalogue', startedAt, { options, targets: TARGETS, results, checks });
}
