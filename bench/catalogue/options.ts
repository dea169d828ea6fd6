/** The command line of `npm run bench:catalogue -- [--db pglite|postgres] [--duration N] [--connections N]`. */
import { parseArgs } from 'node:util';
import type { DatabaseKind } from '../shared/databases.ts';
import { databasesFrom, wholeNumber } from '../shared/options.ts';

export interface BenchOptions {
  databases: readonly DatabaseKind[];
  /** Seconds of measured load per scenario, after the warm-up. */
  durationSeconds: number;
  connections: number;
  products: number;
}

export const USAGE = `Usage: npm run catalogue --workspace bench -- [options]
   or: npx tsx bench/catalogue/run.ts [options]

  --db pglite|postgres   benchmark one database only (default: both)
  --duration N           seconds of measured load per scenario (default 10)
  --connections N        concurrent connections (default 50)
  --products N           size of the seeded catalogue (default 10000)
  --help                 show this text`;

/** Returns undefined when --help was asked for. */
export function readOptions(argv: readonly string[]): BenchOptions | undefined {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      db: { type: 'string' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      products: { type: 'string', default: '10000' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return undefined;
  if (positionals.length > 0) {
    // npm keeps options it does not know for itself unless they follow a `--` of its own
    // command line, and passes on only their values.
    throw new Error(
      `Unexpected arguments without an option name: ${positionals.join(' ')}. If npm took the ` +
        'option names, run `npm run catalogue --workspace bench -- --duration 10` ' +
        'or `npx tsx bench/catalogue/run.ts --duration 10` instead.',
    );
  }
  return {
    databases: databasesFrom(values.db),
    // Bounded so that a typo cannot keep the machine busy for a day.
    durationSeconds: wholeNumber('duration', values.duration, 1, 600),
    connections: wholeNumber('connections', values.connections, 1, 1000),
    products: wholeNumber('products', values.products, 1, 1_000_000),
  };
}
