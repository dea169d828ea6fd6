/**
 * What `npm start` runs: the server bundled into JavaScript by `npm run build` (build.ts),
 * started with plain `node`. The bundle merges every module into a few files in dist/, so
 * what each module found from its own folder (the migrations, the fonts of the invoices, the
 * built web apps) must still be found from there.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@shop/shared/catalogue-api';
import { stopEmbeddedServerOf } from './db/embedded-postgres.ts';
import { startServerProcess, type ServerProcess } from './test-support/server-process.ts';

const run = promisify(execFile);
const SERVER_PACKAGE = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT = 180_000;

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  await run(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: SERVER_PACKAGE });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-built-'));
}, START_TIMEOUT);
afterAll(async () => {
  server?.kill('SIGKILL');
  await server?.exited;
  await stopEmbeddedServerOf(dataDir);
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it(
    'runs under plain node, makes a new database from its migrations and answers the catalogue',
    { timeout: START_TIMEOUT },
    async () => {
      server = await startServerProcess({ DATA_DIR: dataDir }, { built: true });
      const search = await fetch(`${server.baseUrl}/api/products/search?q=ring`);
      expect(search.status).toBe(200);
      expect(((await search.json()) as SearchAnswer).total).toBe(0);
      expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({
        ok: true,
        db: 'embedded',
      });

      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
  );
});
