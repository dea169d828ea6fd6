/** The command line of `npm run bench:web -- [--only bundle|lighthouse|inp] [--runs N]`. */
import { parseArgs } from 'node:util';

export const PARTS = ['bundle', 'lighthouse', 'inp'] as const;
export type Part = (typeof PARTS)[number];

export interface WebBenchOptions {
  parts: readonly Part[];
  /** Lighthouse runs per page, of which the median is reported; visits of the product page for INP. */
  runs: number;
  /** Judge the exit code by CI's ceiling for the entry JavaScript, not by its budget. */
  ceiling: boolean;
}

export const USAGE = `Usage: npm run bench:web -- [options]
   or: npx tsx bench/web/run.ts [options]

  --only bundle|lighthouse|inp
                             measure one part only (default: all three)
                             bundle: JavaScript and CSS of the built web app (seconds)
                             lighthouse: scores of ten pages of a running shop (minutes)
                             inp: Interaction to Next Paint of taps on a product page (a minute)
  --runs N                   Lighthouse runs per page, the median is reported, and visits
                             of the product page for INP, the slowest is reported (default 3)
  --ceiling                  exit non-zero only when the entry JavaScript grows above CI's
                             ceiling (every figure is still printed against its budget)
  --help                     show this text`;

function partsFrom(raw: string | undefined): readonly Part[] {
  if (raw === undefined || raw === 'all') return PARTS;
  const part = PARTS.find((candidate) => candidate === raw);
  if (part === undefined) throw new Error(`--only must be one of: ${PARTS.join(', ')}`);
  return [part];
}

function runsFrom(raw: string): number {
  const value = Number(raw);
  // Bounded so that a typo cannot keep the machine busy for an afternoon.
  if (!Number.isInteger(value) || value < 1 || value > 15) {
    throw new Error('--runs must be a whole number from 1 to 15');
  }
  return value;
}

/** Returns undefined when --help was asked for. */
export function readOptions(argv: readonly string[]): WebBenchOptions | undefined {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      only: { type: 'string' },
      runs: { type: 'string', default: '3' },
      ceiling: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return undefined;
  if (positionals.length > 0) {
    // npm keeps options it does not know for itself unless they follow a `--`, and passes on
    // only their values.
    throw new Error(
      `Unexpected arguments without an option name: ${positionals.join(' ')}. Put the options ` +
        'after a `--`: `npm run bench:web -- --only bundle`, or run `npx tsx bench/web/run.ts --only bundle`.',
    );
  }
  return { parts: partsFrom(values.only), runs: runsFrom(values.runs), ceiling: values.ceiling };
}
