/** The command line of `npm run bench:catalogue -- [--db embedded|postgres] [--duration N] [--connections N] …`. */
import { parseArgs } from 'node:util';
import type { DatabaseKind } from '../shared/databases.ts';
import { databasesFrom, wholeNumber } from '../shared/options.ts';

export interface BenchOptions {
  databases: readonly DatabaseKind[];
  /** Seconds of measured load per scenario, after the warm-up. */
  durationSeconds: number;
  /** Connections of the hot pages, their bare server and their Fastify bound. */
  connections: number;
  /** Connections of the cold search. */
  coldConnections: number;
  products: number;
  /** Variants of each design (its sizes), or undefined: designs without options. */
  variants: number | undefined;
  /** The server's CATALOGUE_CACHE_SECONDS: 30 as shipped. */
  cacheSeconds: number;
  /** The server's LOG_LEVEL: info as shipped, one line per request, so the targets count its cost. */
  logLevel: string;
}

export const USAGE = `Usage: npm run catalogue --workspace bench -- [options]
   or: npx tsx bench/catalogue/run.ts [options]

  --db embedded|postgres   benchmark one database only (default: both)
  --duration N           seconds of measured load per scenario (default 10)
  --connections N        concurrent connections of the hot pages (default 50)
  --cold-connections N   concurrent connections of the cold search (default 10)
  --products N           size of the seeded catalogue (default 10000)
  --variants N           sell every seeded design in N sizes, each a variant (default:
                         designs without options)
  --cache-seconds N      the server's answer cache, CATALOGUE_CACHE_SECONDS (default 30,
                         as shipped; 0 turns it off)
  --log-level LEVEL      the server's LOG_LEVEL (default info, as shipped: one line per
                         request; warn writes none)
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
      'cold-connections': { type: 'string', default: '10' },
      products: { type: 'string', default: '10000' },
      variants: { type: 'string' },
      'cache-seconds': { type: 'string', default: '30' },
      'log-level': { type: 'string', default: 'info' },
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
    coldConnections: wholeNumber('cold-connections', values['cold-connections'], 1, 1000),
    products: wholeNumber('products', values.products, 1, 1_000_000),
    variants: values.variants === undefined ? undefined : wholeNumber('variants', values.variants, 1, 40),
    cacheSeconds: wholeNumber('cache-seconds', values['cache-seconds'], 0, 86_400),
    logLevel: logLevelFrom(values['log-level']),
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevelFrom(raw: string): string {
  if (!LOG_LEVELS.includes(raw)) throw new Error(`--log-level must be one of: ${LOG_LEVELS.join(', ')}`);
  return raw;
}
