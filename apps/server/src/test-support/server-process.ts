/**
 * The shop server as a real process, for tests of what only a process shows: that a commit
 * it acknowledged survives `kill -9`, and that it starts again after one. The server runs
 * with `node --import tsx` rather than `npx tsx`, so the pid we signal is the process that
 * owns the database and the lock file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { stopEmbeddedServerOf } from '../db/embedded-postgres.ts';
import { replaceCatalogue } from '../db/catalogue-writes.ts';
import type { NewProductRow } from '../db/schema.ts';
import { outputTail } from './output-tail.ts';
import { createPostgresTestDatabase } from './test-app.ts';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../server.ts');
/** What `npm start` runs, once `npm run build` has made it (build.ts). */
export const BUILT_SERVER_ENTRY = path.resolve(import.meta.dirname, '../../dist/server.js');

// Generous: on a busy machine tsx compiles the server first, then the database starts.
const HEALTH_TIMEOUT_MS = 120_000;
const HEALTH_POLL_MS = 250;

/**
 * Settings of the developer's or CI's environment that would change what is tested: the
 * test decides the database, and the built-in test provider must be the one that pays.
 */
const DECIDED_BY_THE_TEST = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'JWT_SECRET',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'PAYMENT_PROVIDER',
  'PUBLIC_URL',
  'SEED_DEMO',
  'LOG_LEVEL',
];

export interface ServerDatabase {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL: what every start of the server is given. */
  environment: Record<string, string>;
  dataDir: string;
  remove(): Promise<void>;
}

/**
 * A new database for server processes, with a catalogue already in it, so that the server
 * starts with SEED_DEMO=false in seconds instead of seeding and drawing the demo catalogue.
 * The embedded database of a new DATA_DIR, as `npm start` makes it, or, as the API tests with
 * TEST_DATABASE_URL, a new database on that PostgreSQL server. `remove` also stops an
 * embedded database that a killed server left running.
 */
export async function prepareServerDatabase(products: readonly NewProductRow[]): Promise<ServerDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-process-'));
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  const postgres = testDatabaseUrl ? await createPostgresTestDatabase() : undefined;
  const remove = async () => {
    await postgres?.drop();
    await stopEmbeddedServerOf(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    // Opened here and closed again before any server starts: this process holds the data
    // folder's lock only while it writes the catalogue.
    const database = await openDatabase({ dataDir, databaseUrl: postgres?.url, poolSize: 1 });
    try {
      await replaceCatalogue(database.db, products);
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    environment: postgres ? { DATA_DIR: dataDir, DATABASE_URL: postgres.url } : { DATA_DIR: dataDir },
    dataDir,
    remove,
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<ProcessExit>;
  /** Sends the signal to this process only, unless it has already ended. */
  kill(signal: NodeJS.Signals): void;
  /** The last lines the server wrote, for a failure's message. */
  output(): string;
  /** Every whole line the server has written so far, on either stream (its log lines). */
  lines(): string[];
}

function everyLine(child: ChildProcess): () => string[] {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: Buffer | string) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line.trim() !== ''));
    });
  }
  return () => [...lines];
}

/**
 * Starts the server and resolves once GET /api/health answers 200, that is once it serves, or
 * with `answering`, once it answers at all (503 while it still starts: plugins/starting.ts).
 * `built`: the JavaScript `npm start` runs (BUILT_SERVER_ENTRY) rather than the TypeScript.
 */
export async function startServerProcess(
  environment: Record<string, string>,
  { built = false, answering = false } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = Object.entries(process.env).filter(([name]) => !DECIDED_BY_THE_TEST.includes(name));
  const command = built ? [BUILT_SERVER_ENTRY] : ['--import', 'tsx', SERVER_ENTRY];
  const child: ChildProcess = spawn(process.execPath, command, {
    env: {
      ...Object.fromEntries(inherited),
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = outputTail(child);
  const lines = everyLine(child);
  const exited = new Promise<ProcessExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    exited,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    output,
    lines,
  };
  let stopped: ProcessExit | undefined;
  void exited.then((exit) => {
    stopped = exit;
  });
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopped) {
      throw new Error(`the server stopped at start (${JSON.stringify(stopped)}):\n${server.output()}`);
    }
    const healthy = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok || answering,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(
    `the server did not answer GET /api/health within ${HEALTH_TIMEOUT_MS / 1000} s:\n${server.output()}`,
  );
}

/** Ends a server that a test left running (after a failed assertion). */
export async function killServerProcess(server: ServerProcess | undefined): Promise<void> {
  server?.kill('SIGKILL');
  await server?.exited;
}
