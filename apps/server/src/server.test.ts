/**
 * The server as a process: it seeds a new shop on first start, what it acknowledged survives
 * `kill -9`, and the lock the killed process left does not stop the next start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllProductsAnswer, ProductAnswer } from '@shop/shared/catalogue-api';
import { stopEmbeddedServerOf } from './db/embedded-postgres.ts';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const START_MILLISECONDS = 150_000;
let dataDir: string;
const running: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function startServer(
  environment: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...environment },
    stdio: 'ignore',
  });
  running.push(child);
  const base = `http://127.0.0.1:${port}`;
  // A first start runs every migration on a new embedded database and draws the demo
  // catalogue's pictures: about 20 seconds alone, and well over a minute while the rest of the
  // suite keeps both cores busy.
  const deadline = Date.now() + START_MILLISECONDS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped with code ${child.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy within ${START_MILLISECONDS / 1000} seconds`);
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

let parentDir: string;
beforeAll(async () => {
  parentDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-server-'));
  // As a home folder is: run as root, PostgreSQL's own user passes through it to DATA_DIR.
  await fs.chmod(parentDir, 0o755);
  // Not there yet: the first start makes it.
  dataDir = path.join(parentDir, 'data');
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await stopEmbeddedServerOf(dataDir);
  await fs.rm(parentDir, { recursive: true, force: true });
});

describe('the shop server process', () => {
  it(
    'seeds the demo catalogue on first start, keeps it through kill -9, and starts again',
    { timeout: 2 * START_MILLISECONDS + 60_000 },
    async () => {
      const first = await startServer({ SEED_DEMO: 'true' });
      const seeded = (await (
        await fetch(`${first.base}/api/all-products?limit=1000`)
      ).json()) as AllProductsAnswer;
      expect(seeded.products.length).toBeGreaterThanOrEqual(308);
      // A few demo pieces are priced from the seeded metal rates (@shop/demo-catalogue/demo-rates).
      const bangles = (await (await fetch(`${first.base}/api/products/14`)).json()) as ProductAnswer;
      expect(bangles.product).toMatchObject({
        price: 23_061,
        priceBreakup: { kind: 'rate', purity: 'gold-916' },
      });
      const image = await fetch(`${first.base}${seeded.products[0]?.image}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      // The database, the session secret and the outbox are the server's user's alone.
      // (Run as root, PostgreSQL runs as the user postgres, whose group may only pass through.)
      expect((await fs.stat(dataDir)).mode & 0o777).toBe(process.getuid?.() === 0 ? 0o710 : 0o700);

      first.child.kill('SIGKILL');
      await exited(first.child);

      const second = await startServer({ SEED_DEMO: 'true' });
      const after = (await (
        await fetch(`${second.base}/api/all-products?limit=1000`)
      ).json()) as AllProductsAnswer;
      expect(after.products.length).toBe(seeded.products.length);
      expect(await (await fetch(`${second.base}/api/health`)).json()).toMatchObject({
        ok: true,
        db: 'embedded',
      });

      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toEqual({ code: 0, signal: null });
      await expect(fs.access(path.join(dataDir, 'shop.lock'))).rejects.toThrow();
    },
  );
});
