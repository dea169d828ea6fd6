/** The command line of `npm run bench:checkout -- [--db embedded|postgres] [--duration N] [--shoppers 1,20]`. */
import { parseArgs } from 'node:util';
import type { DatabaseKind } from '../shared/databases.ts';
import { databasesFrom, wholeNumber } from '../shared/options.ts';

export interface CheckoutBenchOptions {
  databases: readonly DatabaseKind[];
  /** Seconds of measured checkouts per run, after the warm-up. */
  durationSeconds: number;
  /** Shoppers checking out at the same time, one run for each number. */
  shoppers: readonly number[];
}

export const USAGE = `Usage: npm run checkout --workspace bench -- [options]
   or: npx tsx bench/checkout/run.ts [options]

  --db embedded|postgres   benchmark one database only (default: both)
  --duration N           seconds of measured checkouts per run (default 10)
  --shoppers N,N,...     shoppers checking out at the same time, a run for each (default 1,20)
  --help                 show this text`;

function shoppersFrom(raw: string): readonly number[] {
  const counts = raw.split(',').map((part) => wholeNumber('shoppers', part.trim(), 1, 200));
  return [...new Set(counts)];
}

/** Returns undefined when --help was asked for. */
export function readOptions(argv: readonly string[]): CheckoutBenchOptions | undefined {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      duration: { type: 'string', default: '10' },
      shoppers: { type: 'string', default: '1,20' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return undefined;
  if (positionals.length > 0) {
    // npm keeps options it does not know for itself unless they follow a `--` of its own
    // command line, and passes on only their values.
    throw new Error(
      `Unexpected arguments without an option name: ${positionals.join(' ')}. If npm took the ` +
        'option names, run `npm run checkout --workspace bench -- --duration 10` ' +
        'or `npx tsx bench/checkout/run.ts --duration 10` instead.',
    );
  }
  return {
    databases: databasesFrom(values.db),
    // Bounded so that a typo cannot keep the machine busy for a day.
    durationSeconds: wholeNumber('duration', values.duration, 1, 600),
    shoppers: shoppersFrom(values.shoppers),
  };
}
