/** The figures of the checkout benchmark, how they are printed and how they are kept. */
import type { DatabaseKind } from '../shared/databases.ts';
import { formatTable, saveResultFile } from '../shared/report.ts';
import type { CheckoutBenchOptions } from './options.ts';
import { STEPS, type CheckoutTiming, type RunOutcome, type Step } from './shoppers.ts';

export interface RunFigures {
  shoppers: number;
  /** Checkouts verified within the measured run, per second. */
  checkoutsPerSecond: number;
  completed: number;
  /** Latency of a whole checkout (three calls), in milliseconds. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Median of each step on its own. */
  stepP50Ms: Record<Step, number>;
  failed: Record<Step, number>;
  failures: string[];
  /** How long the server kept working on earlier requests before the warm-up and the run. */
  backlogMs: { beforeWarmUp: number; beforeRun: number };
}

export interface DatabaseResult {
  db: DatabaseKind;
  status: 'measured' | 'skipped' | 'failed';
  note?: string;
  runs: RunFigures[];
  /** Lines the server logged at warn level or above. */
  serverWarnings: number;
}

/** Nearest rank: the value below which `fraction` of the values lie. */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

function sortedBy(timings: readonly CheckoutTiming[], field: keyof CheckoutTiming): number[] {
  return timings.map((timing) => timing[field]).sort((a, b) => a - b);
}

export function runFigures(
  shoppers: number,
  outcome: RunOutcome,
  backlogMs: RunFigures['backlogMs'],
): RunFigures {
  const totals = sortedBy(outcome.completed, 'total');
  return {
    shoppers,
    checkoutsPerSecond: outcome.completed.length / outcome.seconds,
    completed: outcome.completed.length,
    p50Ms: percentile(totals, 0.5),
    p95Ms: percentile(totals, 0.95),
    p99Ms: percentile(totals, 0.99),
    stepP50Ms: {
      create: percentile(sortedBy(outcome.completed, 'create'), 0.5),
      pay: percentile(sortedBy(outcome.completed, 'pay'), 0.5),
      verify: percentile(sortedBy(outcome.completed, 'verify'), 0.5),
    },
    failed: outcome.failed,
    failures: outcome.failures,
    backlogMs,
  };
}

function formatMs(ms: number): string {
  return ms < 10 ? ms.toFixed(1) : ms.toFixed(0);
}

export function failedCount(figures: RunFigures): number {
  return STEPS.reduce((sum, step) => sum + figures.failed[step], 0);
}

function shoppersText(count: number): string {
  return `${count} shopper${count === 1 ? '' : 's'}`;
}

/** One line per number of shoppers; the last column compares each with the first run. */
export function databaseTable(database: DatabaseResult): string {
  const baseline = database.runs[0]?.checkoutsPerSecond ?? 0;
  const header = [
    'shoppers',
    'checkouts/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'create p50',
    'pay p50',
    'verify p50',
    'failed',
    `vs ${shoppersText(database.runs[0]?.shoppers ?? 1)}`,
  ];
  const rows = database.runs.map((run) => [
    String(run.shoppers),
    run.checkoutsPerSecond.toFixed(1),
    formatMs(run.p50Ms),
    formatMs(run.p95Ms),
    formatMs(run.p99Ms),
    formatMs(run.stepP50Ms.create),
    formatMs(run.stepP50Ms.pay),
    formatMs(run.stepP50Ms.verify),
    String(failedCount(run)),
    baseline > 0 ? (run.checkoutsPerSecond / baseline).toFixed(2) : '',
  ]);
  return formatTable(header, rows, [0]);
}

/** Both databases side by side, for each number of shoppers that both measured. */
export function comparisonTable(results: readonly DatabaseResult[]): string | undefined {
  const embedded = results.find((result) => result.db === 'embedded' && result.runs.length > 0);
  const postgres = results.find((result) => result.db === 'postgres' && result.runs.length > 0);
  if (!embedded || !postgres) return undefined;
  const rows = embedded.runs.flatMap((run) => {
    const server = postgres.runs.find((other) => other.shoppers === run.shoppers);
    if (!server) return [];
    return [
      [
        String(run.shoppers),
        run.checkoutsPerSecond.toFixed(1),
        server.checkoutsPerSecond.toFixed(1),
        run.checkoutsPerSecond > 0 ? (server.checkoutsPerSecond / run.checkoutsPerSecond).toFixed(2) : '',
      ],
    ];
  });
  return formatTable(
    ['shoppers', 'embedded checkouts/s', 'postgres checkouts/s', 'postgres ÷ embedded'],
    rows,
    [0],
  );
}

/** Writes bench/results/checkout-<timestamp>.json (git-ignored) and returns its path. */
export function saveResults(
  startedAt: Date,
  options: CheckoutBenchOptions,
  results: readonly DatabaseResult[],
  loadAverageAtStart: number,
): Promise<string> {
  return saveResultFile('checkout', startedAt, { options, loadAverageAtStart, results });
}
