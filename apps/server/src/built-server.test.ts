/**
 * What `npm start` runs: the server bundled into JavaScript by `npm run build` (build.ts),
 * started with plain `node`. The bundle merges every module into a few files in dist/, so
 * what each module found from its own folder (the migrations, the fonts of the invoices, the
 * built web apps, the demo's drawing process) must still be found from there. The demo
 * catalogue is in the bundle, but only in what the server imports when it seeds.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '@shop/shared/catalogue-api';
import { stopEmbeddedServerOf } from './db/embedded-postgres.ts';
import { BUILT_SERVER_ENTRY, startServerProcess, type ServerProcess } from './test-support/server-process.ts';

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
      expect(await (await fetch(`${server.baseUrl}/api/health`)).json()).toEqual({
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
