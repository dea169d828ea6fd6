/**
 * The shop server as the benchmarks start it: the memory probe, then the JavaScript `npm start`
 * runs (apps/server/dist/server.js, built by processes.ts first) in the same process. The probe
 * is TypeScript, so this process still loads tsx; the shop's own modules are not compiled by it. The process has a command line of its own,
 * so that stopping a shop started by hand by its command line (`pkill -f src/server.ts`, as
 * other work on the same machine may do) does not stop the benchmark's server mid-run.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import './server-memory-probe.ts';

const SHOP_ENTRY = path.resolve(import.meta.dirname, '../../apps/server/dist/server.js');

// Imported by its path at run time: the built shop is no module of the benchmarks.
await import(pathToFileURL(SHOP_ENTRY).href);
