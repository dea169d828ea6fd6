// @ts-check
/**
 * `npm start`'s build decision (build-if-changed.js), on a copy of the repository: its first
 * start builds, a start after `kill -9` with nothing changed builds nothing, a touched file
 * changes nothing, a changed file builds again, and a failed build is never taken for a
 * finished one. The server part stands for the three: one decision serves them all, and the
 * server builds in seconds where the web app takes minutes.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const REPOSITORY = path.resolve(import.meta.dirname, '..');
const TIMEOUT = 300_000;
const HEALTH_TIMEOUT_MS = 180_000;

/** @type {string} */
let parent;
/** @type {string} */
let copy;
/** @type {string} */
let dataDir;
/** @type {import('node:child_process').ChildProcess[]} */
const servers = [];

/**
 * The repository's files as git has them (new files too), and its installed packages: linked
 * to the original's, but for the shop's own workspaces, which lead into the copy, and the
 * build records, which are the copy's own.
 */
/** @param {string} target */
async function copyRepository(target) {
  const { stdout } = await run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPOSITORY,
    maxBuffer: 16 * 1024 * 1024,
  });
  for (const file of stdout.split('\0').filter(Boolean)) {
    const exists = await fs.stat(path.join(REPOSITORY, file)).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    await fs.mkdir(path.dirname(path.join(target, file)), { recursive: true });
    await fs.copyFile(path.join(REPOSITORY, file), path.join(target, file));
  }
  const modules = path.join(target, 'node_modules');
  await fs.mkdir(modules);
  for (const entry of await fs.readdir(path.join(REPOSITORY, 'node_modules'))) {
    if (entry === '.cache') continue;
    const original = path.join(REPOSITORY, 'node_modules', entry);
    if (entry === '@shop')
      await fs.cp(original, path.join(modules, entry), { recursive: true, verbatimSymlinks: true });
    else await fs.symlink(original, path.join(modules, entry));
  }
  for (const workspace of ['apps/server', 'apps/web', 'apps/admin', 'e2e', 'bench']) {
    const own = path.join(REPOSITORY, workspace, 'node_modules');
    const exists = await fs.stat(own).then(
      () => true,
      () => false,
    );
    if (exists) await fs.symlink(own, path.join(target, workspace, 'node_modules'));
  }
}

/** `npm start`'s first half, for the server: what it said, and how it ended. */
async function buildIfChanged() {
  const child = spawn(process.execPath, ['tools/build-if-changed.js', 'server'], {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (said += String(chunk)));
  const [code] = await once(child, 'exit');
  return { code, said };
}

/** `npm start`'s second half: the built server of the copy, until its health answers 200. */
async function startBuiltServer() {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: copy,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  servers.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the copy's server stopped with code ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { child, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the copy's server did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** @param {import('node:child_process').ChildProcess} child */
async function killNine(child) {
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

/** The built server's files and their times: what a build would change. */
async function builtFiles() {
  const dist = path.join(copy, 'apps/server/dist');
  const names = (await fs.readdir(dist)).sort();
  return Promise.all(names.map(async (name) => `${name} ${(await fs.stat(path.join(dist, name))).mtimeMs}`));
}

beforeAll(async () => {
  parent = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-build-if-changed-'));
  // As a home folder is: run as root, PostgreSQL's own user passes through it to DATA_DIR.
  await fs.chmod(parent, 0o755);
  copy = path.join(parent, 'repository');
  dataDir = path.join(parent, 'data');
  await copyRepository(copy);
}, TIMEOUT);
afterAll(async () => {
  for (const child of servers) child.kill('SIGKILL');
  // A server killed with -9 leaves its embedded PostgreSQL running; its pid is in its folder.
  const postmaster = await fs
    .readFile(path.join(dataDir, 'postgresql', 'postmaster.pid'), 'utf8')
    .catch(() => '');
  const pid = Number.parseInt(postmaster.split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
  await fs.rm(parent, { recursive: true, force: true });
});

describe('npm start on a copy of the repository', () => {
  it(
    'builds at the first start, not after a kill -9 with nothing changed, and again once a source changed',
    { timeout: TIMEOUT },
    async () => {
      const first = await buildIfChanged();
      expect(first).toMatchObject({ code: 0 });
      expect(first.said).toContain('Building the server: no build of these sources yet.');
      const running = await startBuiltServer();
      await killNine(running.child);

      const built = await builtFiles();
      const second = await buildIfChanged();
      expect(second.code).toBe(0);
      expect(second.said).toMatch(
        /^No build needed: the server is built from these sources \(checked in \d+\.\d\d s\)\.\n$/,
      );
      expect(await builtFiles()).toEqual(built);
      await killNine((await startBuiltServer()).child);

      // A checkout that touches a file without changing it (its time, not its content).
      const health = path.join(copy, 'apps/server/src/plugins/health.ts');
      const before = await fs.readFile(health, 'utf8');
      const later = new Date(Date.now() + 60_000);
      await fs.utimes(health, later, later);
      expect((await buildIfChanged()).said).toContain('No build needed');
      expect(await builtFiles()).toEqual(built);

      // A changed source builds again, and the shop started next runs it.
      const summary = 'Whether the copy of the shop answers';
      const changed = before.replace(/summary:\s*'[^']*'/, `summary: '${summary}'`);
      expect(changed).not.toBe(before);
      await fs.writeFile(health, changed);
      const third = await buildIfChanged();
      expect(third.code).toBe(0);
      expect(third.said).toContain(
        'Building the server: 1 file changed since the last build (apps/server/src/plugins/health.ts).',
      );
      const rebuilt = await startBuiltServer();
      const document = await (await fetch(`${rebuilt.baseUrl}/api/openapi.json`)).text();
      expect(document).toContain(summary);
      await killNine(rebuilt.child);
    },
  );

  it(
    'builds again after a build that failed, even once the sources are back as the last build had them',
    { timeout: TIMEOUT },
    async () => {
      expect((await buildIfChanged()).code).toBe(0);
      expect((await buildIfChanged()).said).toContain('No build needed');
      const start = path.join(copy, 'apps/server/src/start.ts');
      const good = await fs.readFile(start, 'utf8');
      await fs.writeFile(start, `${good}\nexport const broken = ;\n`);
      const failed = await buildIfChanged();
      expect(failed.code).not.toBe(0);
      expect(failed.said).toContain('The build of the server failed');

      await fs.writeFile(start, good);
      const after = await buildIfChanged();
      expect(after.code).toBe(0);
      expect(after.said).toContain('Building the server: no build of these sources yet.');
      expect((await buildIfChanged()).said).toContain('No build needed');
    },
  );
});
