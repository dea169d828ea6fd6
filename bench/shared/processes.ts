/**
 * The shop's own commands as child processes, for every benchmark: the seed command and the
 * server. They run with `node --import tsx` rather than `npx tsx` so that the pid we signal
 * is the process that owns the database, and SIGTERM reaches the server's graceful shutdown
 * directly.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort, httpGet, sleep } from './http.ts';
import {
  cpuTimeOf,
  isMemoryAnswer,
  MEMORY_QUESTION,
  residentSetOf,
  type MemoryAnswer,
  type ServerMemory,
} from './server-memory.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SEED_COMMAND = 'apps/server/src/db/seed-command.ts';
/** The shop's server entry with the memory probe before it (shop-process.ts). */
const SERVER_PROCESS = path.join(import.meta.dirname, 'shop-process.ts');

const SEED_TIMEOUT_MS = 15 * 60_000;
const HEALTH_TIMEOUT_MS = 90_000;
const HEALTH_POLL_MS = 250;
// close-with-grace waits up to 10 s for open requests; a little more before SIGKILL.
const STOP_TIMEOUT_MS = 15_000;
// Enough of the server's own log to see a problem without drowning the results table.
const FORWARDED_LINES = 20;
const MEMORY_ANSWER_TIMEOUT_MS = 10_000;

/** Settings the benchmark decides; anything of the same name in our environment is dropped. */
const SHOP_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SEED_DEMO',
  'LOG_LEVEL',
  'CATALOGUE_CACHE_SECONDS',
  'SEARCHES_PER_MINUTE',
  'WEB_DIST',
  'ADMIN_DIST',
  'BENCH_ECHO_BYTES_ROUTE',
  'TRUST_PROXY',
  // A benchmark pays with the built-in test provider, keeps its mail in DATA_DIR and its
  // counters in the process: never real payments, real mail or a shared Redis.
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'PAYMENT_PROVIDER',
  'PUBLIC_URL',
  'SMTP_URL',
  'REDIS_URL',
  'JWT_SECRET',
];

export type ShopEnvironment = Record<string, string>;

export function childEnvironment(settings: ShopEnvironment): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !SHOP_VARIABLES.includes(name));
  return { ...Object.fromEntries(inherited), ...settings };
}

/**
 * `probeMemory`: the process answers questions about its memory over an IPC channel
 * (server-memory-probe.ts), and may run a full garbage collection to do so.
 */
function spawnTsx(
  script: string,
  args: readonly string[],
  settings: ShopEnvironment,
  { probeMemory = false } = {},
): ChildProcess {
  const flags = probeMemory ? ['--expose-gc'] : [];
  return spawn(process.execPath, ['--import', 'tsx', ...flags, script, ...args], {
    cwd: REPO_ROOT,
    env: childEnvironment(settings),
    stdio: probeMemory ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
}

/** Keeps the last lines of a child's output, and forwards the first few prefixed with its name. */
class OutputLog {
  private readonly lines: string[] = [];
  private forwarded = 0;
  warnings = 0;

  constructor(
    private readonly name: string,
    private readonly forward: boolean,
  ) {}

  attach(child: ChildProcess): void {
    for (const stream of [child.stdout, child.stderr]) {
      // A chunk of output may end in the middle of a line: its start waits for the rest.
      let partial = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (text: string) => {
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        lines.forEach((line) => this.add(line));
      });
      stream?.on('end', () => this.add(partial));
    }
  }

  private add(line: string): void {
    if (line.trim() === '') return;
    this.lines.push(line);
    if (this.lines.length > 50) this.lines.shift();
    // pino's levels: 40 is warn. A line that is no log line (a crash's trace) counts too; the
    // line that says the built-in test provider takes the payments, as every benchmark means
    // it to, does not, nor does any line under warn (with LOG_LEVEL=info, every request).
    const level = Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? 50);
    if (level < 40 || line.includes('"paymentProvider":"test"')) return;
    this.warnings += 1;
    if (!this.forward) return;
    if (this.forwarded < FORWARDED_LINES) console.error(`  [${this.name}] ${line}`);
    else if (this.forwarded === FORWARDED_LINES) console.error(`  [${this.name}] (further output not shown)`);
    this.forwarded += 1;
  }

  tail(): string {
    return this.lines.slice(-15).join('\n');
  }
}

/** Resolves with the exit code, or undefined when the process is still running after `ms`. */
async function exitWithin(child: ChildProcess, ms: number): Promise<number | null | undefined> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  const exit = once(child, 'exit').then(([code]: unknown[]) => (typeof code === 'number' ? code : null));
  try {
    return await Promise.race([exit, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function seedCatalogue(
  products: number,
  settings: ShopEnvironment,
  options: { stock?: number | undefined; variants?: number | undefined } = {},
): Promise<void> {
  const log = new OutputLog('seed', false);
  const stock = options.stock === undefined ? [] : ['--stock', String(options.stock)];
  // Every design sold in that many sizes, each a variant (seed-command.ts).
  const variants = options.variants === undefined ? [] : ['--variants', String(options.variants)];
  const child = spawnTsx(
    SEED_COMMAND,
    ['--products', String(products), '--replace', ...stock, ...variants],
    settings,
  );
  log.attach(child);
  const code = await exitWithin(child, SEED_TIMEOUT_MS);
  if (code === undefined) {
    child.kill('SIGKILL');
    throw new Error(`the seed command did not finish within ${SEED_TIMEOUT_MS / 60_000} minutes`);
  }
  if (code !== 0) throw new Error(`the seed command failed (exit ${code}):\n${log.tail()}`);
}

export interface RunningServer {
  baseUrl: string;
  /** Lines the server logged at warn level or above since it started. */
  warnings(): number;
  /** The server's resident set and JavaScript heap now (a full garbage collection included). */
  memory(): Promise<ServerMemory>;
  /** The CPU time the server has used since it started, in milliseconds (Linux only). */
  cpuMilliseconds(): Promise<number | undefined>;
  /** Throws when the server is no longer running: a load run against it would measure nothing. */
  checkRunning(): void;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: OutputLog): Promise<string> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${log.tail()}`);
    try {
      const answer = await httpGet(`${baseUrl}/api/health`, 2_000);
      if (answer.status === 200) return answer.body.toString('utf8');
    } catch {
      // Not listening yet: migrations and the first query take a moment.
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`the server did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s:\n${log.tail()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  if ((await exitWithin(child, STOP_TIMEOUT_MS)) !== undefined) return;
  child.kill('SIGKILL');
  await exitWithin(child, 5_000);
}

async function memoryOf(child: ChildProcess): Promise<ServerMemory> {
  const answer = new Promise<MemoryAnswer>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`the server did not tell its memory within ${MEMORY_ANSWER_TIMEOUT_MS / 1000} s`));
    }, MEMORY_ANSWER_TIMEOUT_MS);
    function onMessage(message: unknown): void {
      if (!isMemoryAnswer(message)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    }
    child.on('message', onMessage);
  });
  child.send(MEMORY_QUESTION);
  const message = await answer;
  const resident = child.pid === undefined ? undefined : await residentSetOf(child.pid);
  return { ...message.memory, ...resident };
}

let serverBuilt = false;

/** The server as `npm start` runs it: built into JavaScript first, once per benchmark. */
function buildServer(): void {
  if (serverBuilt) return;
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/server', '--silent'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0)
    throw new Error(`building the server failed (exit ${build.status ?? build.signal})`);
  serverBuilt = true;
}

export async function startServer(settings: ShopEnvironment): Promise<RunningServer> {
  buildServer();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = new OutputLog('server', true);
  const child = spawnTsx(
    SERVER_PROCESS,
    [],
    { ...settings, PORT: String(port), HOST: '127.0.0.1' },
    { probeMemory: true },
  );
  log.attach(child);
  try {
    const health = await waitForHealth(baseUrl, child, log);
    console.log(`  server ready on ${baseUrl}: ${health}`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`  [server] stopped by itself or by someone else: ${signal ?? `exit ${code}`}`);
  });
  return {
    baseUrl,
    warnings: () => log.warnings,
    memory: () => memoryOf(child),
    cpuMilliseconds: async () => (child.pid === undefined ? undefined : cpuTimeOf(child.pid)),
    checkRunning() {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the server stopped during the runs (${child.signalCode ?? `exit ${child.exitCode}`}):\n${log.tail()}`,
        );
      }
    },
    stop: () => {
      stopping = true;
      return stopChild(child);
    },
  };
}
