/**
 * The shop server as the benchmarks start it: the memory probe, then the shop's own entry
 * (apps/server/src/server.ts) in the same process. The process has a command line of its own,
 * so that stopping a shop started by hand by its command line (`pkill -f src/server.ts`, as
 * other work on the same machine may do) does not stop the benchmark's server mid-run.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import './server-memory-probe.ts';

const SHOP_ENTRY = path.resolve(import.meta.dirname, '../../apps/server/src/server.ts');

// Imported by its path at run time: the shop is type-checked with its own settings, not the benchmarks'.
await import(pathToFileURL(SHOP_ENTRY).href);
