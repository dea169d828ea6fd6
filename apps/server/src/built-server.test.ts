/**
 * What `npm start` runs: the server bundled into JavaScript by `npm run build` (build.ts),
 * started with plain `node`. The bundle merges every module into a few files in dist/, so
 * what each module found from its own folder (the migrations, the fonts of the invoices, the
 * built web apps, the demo's drawing process) must still be found from there. The demo
 * catalogue is in the bundle, but only in what the server imports when it seeds.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer } from '@shop/shared/catalogue-api';
import { SHOP_STARTING_MESSAGE } from '@shop/shared/shop';
import { LOCK_FILE_NAME } from './db/data-dir-lock.ts';
import { embeddedDatabaseUrl, stopEmbeddedServerOf } from './db/embedded-postgres.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import {
  BUILT_SERVER_ENTRY,
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from './test-support/server-process.ts';

const run = promisify(execFile);
const SERVER_PACKAGE = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT = 180_000;
/** esbuild heads each module's code with its path; the build is not minified (build.ts). */
const DEMO_MODULE = /^\/\/ \.\.\/\.\.\/packages\/demo-catalogue\/src\/.+\.ts$/m;

/** The files of dist/ that node loads with the one given, by its static imports, and their text. */
async function loadedWith(entry: string): Promise<Map<string, string>> {
  const loaded = new Map<string, string>();
  const waiting = [path.resolve(entry)];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (loaded.has(file)) continue;
    const text = await fs.readFile(file, 'utf8');
    loaded.set(file, text);
    // `import {…} from "./chunk.js";` and `import "./chunk.js";`, never `import("./chunk.js")`.
    for (const [, imported] of text.matchAll(/^(?:import|export)\b(?!\s*\()[^;]*?"(\.\/[^"]+)";$/gm)) {
      waiting.push(path.resolve(path.dirname(file), imported ?? ''));
    }
  }
  return loaded;
}

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
    'runs under plain node, makes a new database from its migrations, seeds the demo with its pictures and answers the catalogue',
    { timeout: START_TIMEOUT },
    async () => {
      server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, { built: true });
      const search = await fetch(`${server.baseUrl}/api/products/search?q=ring`);
      expect(search.status).toBe(200);
      const rings = (await search.json()) as SearchAnswer;
      expect(rings.total).toBeGreaterThan(0);
      // Drawn by the demo's own process, the entry build.ts bundles beside the server.
      const picture = await fetch(`${server.baseUrl}${rings.products[0]?.images[0]}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
      expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toMatchObject({
        ok: true,
        db: 'embedded',
      });

      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
  );

  it('loads the demo catalogue only when it seeds, never with the server at its start', async () => {
    const withDemo = async (entry: string) =>
      [...(await loadedWith(entry))].filter(([, text]) => DEMO_MODULE.test(text)).map(([file]) => file);
    expect(await withDemo(BUILT_SERVER_ENTRY)).toEqual([]);
    // The demo is in the build all the same: in the picture drawing's process, for one.
    const drawing = path.join(path.dirname(BUILT_SERVER_ENTRY), 'draw-demo-images.js');
    expect(await withDemo(drawing)).not.toEqual([]);
  });
});

/** A process that is no shop, holding a pid as another program may after a reboot. */
const strangers: ChildProcess[] = [];
const crashed: { database?: ServerDatabase; servers: ServerProcess[] } = { servers: [] };
afterAll(async () => {
  for (const stranger of strangers) stranger.kill('SIGKILL');
  for (const running of crashed.servers) await killServerProcess(running);
  await crashed.database?.remove();
});

/** Runs the built server until it stops by itself: its exit code and what it wrote to stderr. */
async function refusedStart(
  environment: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [BUILT_SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)('the built server after a crash', () => {
  it(
    'starts again when a reboot gave the killed shop’s pid to another program, and still refuses a second shop',
    { timeout: START_TIMEOUT },
    async () => {
      const database = await prepareServerDatabase(FIXTURE_PRODUCTS.slice(0, 3));
      crashed.database = database;
      const { environment, dataDir: folder } = database;
      const first = await startServerProcess(environment, { built: true });
      crashed.servers.push(first);
      first.kill('SIGKILL');
      await first.exited;
      // What a reboot may leave: the lock names a pid that another program now runs under.
      const sleeper = spawn('sleep', ['300'], { stdio: 'ignore' });
      strangers.push(sleeper);
      await once(sleeper, 'spawn');
      await fs.writeFile(path.join(folder, LOCK_FILE_NAME), String(sleeper.pid));

      const second = await startServerProcess(environment, { built: true });
      crashed.servers.push(second);
      expect(await (await fetch(`${second.baseUrl}/api/health`)).json()).toMatchObject({
        ok: true,
        db: 'embedded',
      });
      expect((await fs.readFile(path.join(folder, LOCK_FILE_NAME), 'utf8')).split('\n')[0]).toBe(
        String(second.pid),
      );

      // A real shop still holds its folder against a second one.
      const refused = await refusedStart(environment);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `Another shop server or command (process ${second.pid}) is already using the data folder ${folder}. ` +
          'Stop it first, or start this one with a different DATA_DIR or with DATABASE_URL.',
      );
      expect((await fetch(`${second.baseUrl}/api/health`)).status).toBe(200);

      second.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
    },
  );
});

/** How long Fastify gives a plugin to load (its `pluginTimeout`), which the shop's start once overran. */
const PLUGIN_TIME_LIMIT_MS = 10_000;

const slow: { database?: ServerDatabase; servers: ServerProcess[]; holder?: pg.Client } = { servers: [] };
afterAll(async () => {
  await slow.holder?.end().catch(() => undefined);
  for (const running of slow.servers) await killServerProcess(running);
  await slow.database?.remove();
});

describe('the built server whose catalogue is slow to read', () => {
  it(
    'listens at once, answers 503 "starting" while the catalogue is read, for longer than a plugin may take, then serves',
    { timeout: START_TIMEOUT },
    async () => {
      const database = await prepareServerDatabase(FIXTURE_PRODUCTS.slice(0, 3));
      slow.database = database;
      const { environment } = database;
      // A shop that ran, and was killed: its embedded database is left running, as after a crash.
      const first = await startServerProcess(environment, { built: true });
      slow.servers.push(first);
      first.kill('SIGKILL');
      await first.exited;

      // Something honest holds the read back: this connection's lock on the pieces' table, as a
      // long migration or a busy database would.
      const holder = new pg.Client({
        connectionString: environment.DATABASE_URL ?? embeddedDatabaseUrl(database.dataDir),
      });
      slow.holder = holder;
      // A shop that fails to start stops the embedded database, and with it this connection.
      holder.on('error', () => undefined);
      await holder.connect();
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');

      const startedAt = Date.now();
      const second = await startServerProcess(
        { ...environment, LOG_LEVEL: 'info' },
        { built: true, answering: true },
      );
      slow.servers.push(second);
      const health = async () => {
        const answer = await fetch(`${second.baseUrl}/api/health`);
        return { status: answer.status, body: (await answer.json()) as unknown };
      };
      const stillStarting = {
        status: 503,
        body: { ok: false, status: 'starting', message: 'The shop is starting: reading the catalogue.' },
      };
      await vi.waitFor(async () => expect(await health()).toEqual(stillStarting), {
        timeout: 60_000,
        interval: 100,
      });
      // Past the time Fastify gives a plugin, it still says it is starting, and has not stopped.
      do {
        expect(await health()).toEqual(stillStarting);
        await new Promise((resolve) => setTimeout(resolve, 250));
      } while (Date.now() - startedAt < PLUGIN_TIME_LIMIT_MS + 2_000);

      const search = await fetch(`${second.baseUrl}/api/products/search?q=ring`);
      expect(search.status).toBe(503);
      expect(search.headers.get('retry-after')).toBe('5');
      expect(await search.json()).toEqual({ success: false, message: SHOP_STARTING_MESSAGE });
      const page = await fetch(`${second.baseUrl}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(await page.text()).toContain(`<p>${SHOP_STARTING_MESSAGE}</p>`);

      await holder.query('ROLLBACK');
      await holder.end();
      slow.holder = undefined;
      await vi.waitFor(async () => expect((await health()).status).toBe(200), {
        timeout: 60_000,
        interval: 100,
      });
      expect((await health()).body).toMatchObject({
        ok: true,
        db: environment.DATABASE_URL ? 'postgres' : 'embedded',
      });
      const served = await fetch(`${second.baseUrl}/api/products/search?q=ring`);
      expect(served.status).toBe(200);

      second.kill('SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      // What it waited for, in its log; and never Fastify's time limit.
      const log = second.lines().join('\n');
      expect(log).toContain('"msg":"reading the catalogue of 3 pieces…"');
      expect(log).toMatch(/"msg":"finished reading the catalogue of 3 pieces in \d+\.\d s"/);
      expect(log).not.toContain('Plugin did not start in time');
    },
  );
});
