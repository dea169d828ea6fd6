/**
 * Lighthouse runs against the running shop, in Debian's Chromium, with Lighthouse's default
 * settings: a mid-range phone on a slow 4G connection, simulated from one unthrottled load,
 * so the figures do not depend on this machine's network.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CATEGORY_IDS, type CategoryId } from './budgets.ts';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * Without the network and update flags Chromium calls Google's servers at start, which a
 * machine without internet refuses, and which would add requests to what is measured.
 */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const ATTEMPTS_PER_RUN = 3;

/** The Lighthouse report shows an audit as passed from this score on. */
const PASSING_AUDIT_SCORE = 0.9;

export interface AuditFinding {
  id: string;
  title: string;
  /** What Lighthouse measured, e.g. "Potential savings of 120 KiB", or why the audit broke. */
  detail: string;
  /** The audit's share of the category score; 0 for advice that does not count towards it. */
  weight: number;
}

export interface LighthouseRun {
  /** 0-100, as the Lighthouse report shows them. */
  scores: Record<CategoryId, number>;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  transferredBytes: number;
  failingAudits: Record<CategoryId, AuditFinding[]>;
  warnings: string[];
  /** Lighthouse's measure of this machine's CPU speed; low values make simulated timings less reliable. */
  benchmarkIndex: number;
  lighthouseVersion: string;
  browser: string;
}

export interface Chromium {
  port: number;
  close(): Promise<void>;
}

function chromiumPath(): string {
  const chosen = process.env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM;
  if (!fs.existsSync(chosen)) {
    throw new Error(
      `no Chromium at ${chosen}: install Debian's chromium, or set CHROMIUM_PATH to a Chromium or Chrome`,
    );
  }
  return chosen;
}

/** One browser for every run; Lighthouse clears its cache and storage before each page load. */
export async function launchChromium(): Promise<Chromium> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  return { port: chrome.port, close: async () => chrome.kill() };
}

function scoreOutOf100(category: Result.Category | undefined): number {
  return Math.round((category?.score ?? 0) * 100);
}

function numericValue(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for the audit "${auditId}"`);
  return value;
}

function isFailing(audit: Result['audits'][string]): boolean {
  if (audit.scoreDisplayMode === 'error') return true;
  if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) return false;
  return audit.score !== null && audit.score < PASSING_AUDIT_SCORE;
}

function failingAuditsOf(lhr: Result, category: Result.Category | undefined): AuditFinding[] {
  return (category?.auditRefs ?? []).flatMap((reference) => {
    const audit = lhr.audits[reference.id];
    if (audit === undefined || !isFailing(audit)) return [];
    const detail =
      audit.scoreDisplayMode === 'error'
        ? `error: ${audit.errorMessage ?? 'unknown'}`
        : (audit.displayValue ?? '');
    return [{ id: audit.id, title: audit.title, detail, weight: reference.weight }];
  });
}

function perCategory<T>(make: (id: CategoryId) => T): Record<CategoryId, T> {
  return {
    performance: make('performance'),
    accessibility: make('accessibility'),
    'best-practices': make('best-practices'),
    seo: make('seo'),
  };
}

function summarise(lhr: Result): LighthouseRun {
  return {
    scores: perCategory((id) => scoreOutOf100(lhr.categories[id])),
    largestContentfulPaintMs: numericValue(lhr, 'largest-contentful-paint'),
    totalBlockingTimeMs: numericValue(lhr, 'total-blocking-time'),
    cumulativeLayoutShift: numericValue(lhr, 'cumulative-layout-shift'),
    transferredBytes: numericValue(lhr, 'total-byte-weight'),
    failingAudits: perCategory((id) => failingAuditsOf(lhr, lhr.categories[id])),
    warnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseVersion: lhr.lighthouseVersion,
    browser: lhr.environment.hostUserAgent,
  };
}

/**
 * A script each new document of the page runs before the shop's own: it puts `storage` in the
 * shop's localStorage. Lighthouse empties the storage before it loads the page, then the page
 * runs this, so the shop finds, say, a cart as a shopper's browser would keep it.
 */
function storageScript(origin: string, storage: Readonly<Record<string, string>>): string {
  return `if (location.origin === ${JSON.stringify(origin)}) {
    for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);
  }`;
}

/**
 * Lighthouse opens a tab of its own through Puppeteer when given only a port; it is given
 * that tab here, so that the page's storage can be set before the shop's scripts run.
 */
async function runLighthouse(
  url: string,
  chromium: Chromium,
  storage: Readonly<Record<string, string>> | undefined,
): Promise<LighthouseRun> {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chromium.port}`,
    defaultViewport: null,
  });
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    const page = await browser.newPage();
    if (storage !== undefined) await page.evaluateOnNewDocument(storageScript(new URL(url).origin, storage));
    result = await lighthouse(
      url,
      { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORY_IDS] },
      undefined,
      page,
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { runtimeError } = result.lhr;
  if (runtimeError !== undefined) {
    throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
  }
  return summarise(result.lhr);
}

/**
 * Lighthouse now and then loses the trace of a page load (NO_NAVSTART, NO_FCP under load)
 * and asks to be run again; a page that fails every attempt is broken, not unlucky.
 */
export async function runLighthouseWithRetries(
  url: string,
  chromium: Chromium,
  storage: Readonly<Record<string, string>> | undefined,
  onRetry: (reason: string) => void,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, chromium, storage);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= ATTEMPTS_PER_RUN) throw error;
      onRetry(reason);
    }
  }
}
