/** The web figures against their budgets: medians of the Lighthouse runs, tables, and the JSON file. */
import path from 'node:path';
import { formatBytes, formatTable, saveResultFile } from '../shared/report.ts';
import {
  CATEGORY_IDS,
  CATEGORY_TITLES,
  INTERACTION_BUDGET_MS,
  METRIC_BUDGETS,
  MIN_CPU_INDEX,
  ENTRY_JS_BUDGET_BYTES,
  SCORE_BUDGETS,
  type CategoryId,
} from './budgets.ts';
import type { BundleFigures, FileSize, RouteChunk } from './bundle.ts';
import type { InteractionRun } from './interaction.ts';
import type { AuditFinding, LighthouseRun } from './lighthouse.ts';
import type { WebBenchOptions } from './options.ts';
import type { AuditedPage } from './pages.ts';

export interface PageFigures {
  scores: Record<CategoryId, number>;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  transferredBytes: number;
}

export interface RecurringFinding extends AuditFinding {
  /** In how many of the page's runs the audit failed. */
  failedRuns: number;
}

export interface CategoryMiss {
  category: CategoryId;
  score: number;
  budget: number;
  audits: RecurringFinding[];
}

export interface PageResult extends AuditedPage {
  url: string;
  runs: LighthouseRun[];
  /** Each figure's median over the runs, taken on its own. */
  median: PageFigures;
  misses: CategoryMiss[];
}

export interface InteractionResult {
  url: string;
  runs: InteractionRun[];
  /** The slowest tap of every run: the figure held to its budget. */
  inpMs: number;
}

export function interactionResult(url: string, runs: readonly InteractionRun[]): InteractionResult {
  return { url, runs: [...runs], inpMs: Math.max(...runs.map((run) => run.inpMs)) };
}

/** One row per tap: its duration in each run (Event Timing reports them to 8 ms). */
export function interactionReport(result: InteractionResult): string {
  const first = result.runs[0];
  if (first === undefined) return '(no run)';
  const cell = (ms: number) => (ms === 0 ? 'under 16 ms' : `${Math.round(ms)} ms`);
  const rows = first.taps.map((tap, index) => [
    tap.label,
    ...result.runs.map((run) => cell(run.taps[index]?.durationMs ?? 0)),
  ]);
  return [
    formatTable(['tap', ...result.runs.map((_, index) => `run ${index + 1}`)], rows, [0]),
    `INP (the slowest tap of ${result.runs.length} run(s)): ${cell(result.inpMs)}, budget at most ${INTERACTION_BUDGET_MS} ms`,
  ].join('\n');
}

export interface BudgetCheck {
  subject: string;
  figure: string;
  budget: string;
  met: boolean;
}

/** The middle value; with an even number of runs, the mean of the two in the middle. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? upper) + upper) / 2;
}

function medianFigures(runs: readonly LighthouseRun[]): PageFigures {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const scoreOf = (id: CategoryId) => Math.round(of((run) => run.scores[id]));
  return {
    scores: {
      performance: scoreOf('performance'),
      accessibility: scoreOf('accessibility'),
      'best-practices': scoreOf('best-practices'),
      seo: scoreOf('seo'),
    },
    largestContentfulPaintMs: of((run) => run.largestContentfulPaintMs),
    totalBlockingTimeMs: of((run) => run.totalBlockingTimeMs),
    cumulativeLayoutShift: of((run) => run.cumulativeLayoutShift),
    transferredBytes: of((run) => run.transferredBytes),
  };
}

/**
 * Audits that failed in any run, the most frequent and heaviest first: a score near its
 * budget can miss because of an audit that fails only now and then.
 */
function recurringFindings(runs: readonly LighthouseRun[], category: CategoryId): RecurringFinding[] {
  const byId = new Map<string, RecurringFinding>();
  for (const run of runs) {
    for (const finding of run.failingAudits[category]) {
      const earlier = byId.get(finding.id);
      byId.set(finding.id, { ...finding, failedRuns: (earlier?.failedRuns ?? 0) + 1 });
    }
  }
  return [...byId.values()].sort((a, b) => b.failedRuns - a.failedRuns || b.weight - a.weight);
}

function scoredCategories(page: AuditedPage): CategoryId[] {
  return CATEGORY_IDS.filter((id) => !page.unscored?.includes(id));
}

export function pageResult(page: AuditedPage, url: string, runs: readonly LighthouseRun[]): PageResult {
  const figures = medianFigures(runs);
  const misses = scoredCategories(page)
    .filter((id) => figures.scores[id] < SCORE_BUDGETS[id])
    .map((id): CategoryMiss => ({
      category: id,
      score: figures.scores[id],
      budget: SCORE_BUDGETS[id],
      audits: recurringFindings(runs, id),
    }));
  return { ...page, url, runs: [...runs], median: figures, misses };
}

export function checkBudgets(
  bundle: BundleFigures | undefined,
  pages: readonly PageResult[],
  interactions: InteractionResult | undefined,
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (bundle !== undefined) {
    for (const language of bundle.languages)
      checks.push({
        subject: `JavaScript loaded by ${homeOf(language.language)} (gzip)`,
        figure: formatBytes(language.gzipBytes),
        budget: `at most ${formatBytes(bundle.budgetBytes)}`,
        met: language.withinBudget,
      });
  }
  for (const page of pages) {
    for (const id of scoredCategories(page)) {
      checks.push({
        subject: `${page.name} ${page.path}: ${CATEGORY_TITLES[id]}`,
        figure: String(page.median.scores[id]),
        budget: `at least ${SCORE_BUDGETS[id]}`,
        met: page.median.scores[id] >= SCORE_BUDGETS[id],
      });
    }
    const { largestContentfulPaintMs, totalBlockingTimeMs, cumulativeLayoutShift } = page.median;
    checks.push(
      {
        subject: `${page.name} ${page.path}: LCP`,
        figure: `${(largestContentfulPaintMs / 1000).toFixed(2)} s`,
        budget: `at most ${METRIC_BUDGETS.largestContentfulPaintMs / 1000} s`,
        met: largestContentfulPaintMs <= METRIC_BUDGETS.largestContentfulPaintMs,
      },
      {
        subject: `${page.name} ${page.path}: Total Blocking Time`,
        figure: `${Math.round(totalBlockingTimeMs)} ms`,
        budget: `at most ${METRIC_BUDGETS.totalBlockingTimeMs} ms`,
        met: totalBlockingTimeMs <= METRIC_BUDGETS.totalBlockingTimeMs,
      },
      {
        subject: `${page.name} ${page.path}: CLS`,
        figure: cumulativeLayoutShift.toFixed(3),
        budget: `at most ${METRIC_BUDGETS.cumulativeLayoutShift}`,
        met: cumulativeLayoutShift <= METRIC_BUDGETS.cumulativeLayoutShift,
      },
    );
  }
  if (interactions !== undefined) {
    checks.push({
      subject: `product ${new URL(interactions.url).pathname}: INP (Add to cart, quantity; CPU / 4)`,
      figure: `${Math.round(interactions.inpMs)} ms`,
      budget: `at most ${INTERACTION_BUDGET_MS} ms`,
      met: interactions.inpMs <= INTERACTION_BUDGET_MS,
    });
  }
  return checks;
}

function sizeRow(label: string, size: Pick<FileSize, 'bytes' | 'gzipBytes'>): string[] {
  return [label, formatBytes(size.bytes), formatBytes(size.gzipBytes)];
}

function totalOf(sizes: readonly FileSize[]): Pick<FileSize, 'bytes' | 'gzipBytes'> {
  return {
    bytes: sizes.reduce((sum, size) => sum + size.bytes, 0),
    gzipBytes: sizes.reduce((sum, size) => sum + size.gzipBytes, 0),
  };
}

/** File names without the folder: every chunk lives in assets/, and the table stays readable. */
function namedSizes(sizes: readonly FileSize[]): string {
  return sizes.map((size) => `${path.basename(size.file)} ${formatBytes(size.gzipBytes)}`).join(', ');
}

function routeRow(route: RouteChunk): string[] {
  const shared = namedSizes(route.alsoLoads);
  const css = namedSizes(route.css);
  return [
    route.source,
    formatBytes(route.chunk.gzipBytes),
    formatBytes(route.gzipBytes),
    [shared, css].filter(Boolean).join('; ') || '-',
  ];
}

const CONTRIBUTORS_SHOWN = 12;

/**
 * The largest parts of the entry's JavaScript, each with its share of the gzipped total
 * estimated from its share of the minified code.
 */
function compositionTable(bundle: BundleFigures): string {
  const contributors = bundle.entryComposition;
  if (contributors.length === 0) return '(the build has no source maps to tell)';
  const total = contributors.reduce((sum, part) => sum + part.minifiedChars, 0);
  const shown = contributors.slice(0, CONTRIBUTORS_SHOWN);
  const rest = contributors.slice(CONTRIBUTORS_SHOWN);
  const restChars = rest.reduce((sum, part) => sum + part.minifiedChars, 0);
  const parts =
    rest.length > 0 ? [...shown, { name: `${rest.length} more`, minifiedChars: restChars }] : shown;
  const rows = parts.map((part) => [
    part.name,
    formatBytes(part.minifiedChars),
    `${((100 * part.minifiedChars) / total).toFixed(1)} %`,
    `~${formatBytes(Math.round((bundle.entryJsGzipBytes * part.minifiedChars) / total))}`,
  ]);
  return formatTable(['package or folder', 'minified', 'share', 'gzip'], rows, [0]);
}

/** The home of a language's pages: `/` for English, `/ta/` for Tamil. */
const homeOf = (language: string) => (language === 'en' ? '/' : `/${language}/`);

export function bundleReport(bundle: BundleFigures): string {
  const entryRows = [
    ...bundle.entryJs.map((size) => sizeRow(size.file, size)),
    sizeRow('total', totalOf(bundle.entryJs)),
  ];
  const cssRows = bundle.entryCss.map((size) => sizeRow(size.file, size));
  return [
    'JavaScript every page loads before interaction (the entry and its static imports):',
    formatTable(['file', 'size', 'gzip'], entryRows, [0]),
    `budget for each language's first visit: at most ${formatBytes(ENTRY_JS_BUDGET_BYTES)} gzipped`,
    ...bundle.languages.map(
      (language) =>
        `${homeOf(language.language)}: the same and its catalog ${language.catalog.file} (${formatBytes(language.catalog.gzipBytes)}): ${formatBytes(language.gzipBytes)} gzipped: ${language.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
    ),
    '',
    'What it is made of (from the source maps):',
    compositionTable(bundle),
    '',
    'CSS of the entry:',
    cssRows.length > 0 ? formatTable(['file', 'size', 'gzip'], cssRows, [0]) : '(none)',
    '',
    'Lazily loaded routes (gzipped; downloaded when a shopper first opens the route):',
    formatTable(
      ['route', 'chunk', 'with shared', 'shared chunks and CSS it also loads'],
      bundle.routes.map(routeRow),
      [0, 3],
    ),
  ].join('\n');
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A score under its budget is marked, so a miss stands out in a row of figures. */
function scoreCell(page: PageResult, id: CategoryId): string {
  const score = page.median.scores[id];
  if (page.unscored?.includes(id)) return `${score} (no budget)`;
  return score < SCORE_BUDGETS[id] ? `${score} <${SCORE_BUDGETS[id]}` : String(score);
}

/**
 * The CPU benchmark index of the page's runs, lowest to highest: figures measured below
 * MIN_CPU_INDEX are marked, as the budgets are to hold on a machine that slow and no slower.
 */
function cpuIndexCell(page: PageResult): string {
  const indexes = page.runs.map((run) => Math.round(run.benchmarkIndex));
  if (indexes.length === 0) return '';
  const low = Math.min(...indexes);
  const high = Math.max(...indexes);
  const range = low === high ? `${low}` : `${low}-${high}`;
  return low < MIN_CPU_INDEX ? `${range} <${MIN_CPU_INDEX}` : range;
}

export function lighthouseTable(pages: readonly PageResult[]): string {
  const header = [
    'page',
    'path',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'LCP',
    'TBT',
    'CLS',
    'transferred',
    'CPU index',
  ];
  const rows = pages.map((page) => [
    page.name,
    page.path,
    ...CATEGORY_IDS.map((id) => scoreCell(page, id)),
    formatSeconds(page.median.largestContentfulPaintMs),
    `${Math.round(page.median.totalBlockingTimeMs)} ms`,
    page.median.cumulativeLayoutShift.toFixed(3),
    formatBytes(page.median.transferredBytes),
    cpuIndexCell(page),
  ]);
  return formatTable(header, rows);
}

function findingLine(finding: RecurringFinding, runs: number): string {
  const weight = finding.weight > 0 ? ` (weight ${finding.weight})` : '';
  const detail = finding.detail ? `: ${finding.detail}` : '';
  return `    ${finding.failedRuns}/${runs} runs  ${finding.title}${detail}${weight}  [${finding.id}]`;
}

/** What to mend: for every score under budget, the audits that pulled it down. */
export function missReport(pages: readonly PageResult[]): string {
  return pages
    .flatMap((page) =>
      page.misses.map((miss) =>
        [
          `${page.name} ${page.path}: ${CATEGORY_TITLES[miss.category]} ${miss.score}, budget ${miss.budget}; failing audits:`,
          ...(miss.audits.length > 0
            ? miss.audits.map((finding) => findingLine(finding, page.runs.length))
            : ['    (none failed outright; the score is the sum of audits that passed only partly)']),
        ].join('\n'),
      ),
    )
    .join('\n');
}

export function budgetTable(checks: readonly BudgetCheck[]): string {
  const rows = checks.map((check) => [
    check.subject,
    check.figure,
    check.budget,
    check.met ? 'met' : 'NOT met',
  ]);
  return formatTable(['budget', 'figure', 'limit', 'result'], rows, [0, 2, 3]);
}

export interface WebResults {
  bundle?: BundleFigures;
  pages: readonly PageResult[];
  interactions?: InteractionResult;
  checks: readonly BudgetCheck[];
  errors: readonly string[];
  /** The machine's load average over the minute before the run: other work lowers the scores. */
  loadAverageAtStart: number;
}

export function saveResults(startedAt: Date, options: WebBenchOptions, results: WebResults): Promise<string> {
  const budgets = {
    entryJsGzipBytes: ENTRY_JS_BUDGET_BYTES,
    scores: SCORE_BUDGETS,
    metrics: METRIC_BUDGETS,
    interactionMs: INTERACTION_BUDGET_MS,
  };
  // null rather than a missing key when a part was not measured (--only lighthouse).
  return saveResultFile('web', startedAt, {
    options,
    budgets,
    ...results,
    bundle: results.bundle ?? null,
    interactions: results.interactions ?? null,
  });
}
