/**
 * `npm run shop`, run as the README runs it: a process against a data folder of its own.
 */
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { LOCK_FILE_NAME } from './db/data-dir-lock.ts';
import { stopEmbeddedServerOf } from './db/embedded-postgres.ts';
import { staffMembers, staffPasswordLinks } from './db/schema.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from './test-support/server-process.ts';
import { createPostgresTestDatabase } from './test-support/test-app.ts';

const run = promisify(execFile);
const COMMAND = path.resolve(import.meta.dirname, 'shop-command.ts');

/** Each run starts Node, tsx and the embedded database: seconds each on a busy machine. */
const COMMAND_TEST_TIMEOUT = 180_000;

let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-command-'));
  // Run as root, PostgreSQL's own user passes through it to the restored shop's DATA_DIR.
  await fs.chmod(dataDir, 0o755);
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function shop(...args: string[]) {
  return shopIn({ DATA_DIR: dataDir, DATABASE_URL: '' }, ...args);
}

async function shopIn(database: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', COMMAND, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...database, PORT: '3000', PUBLIC_URL: '' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

const linkIn = (output: string) => /http:\/\/localhost:3000\/admin\/welcome#([\w-]{43})/.exec(output)?.[1];
const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

const running: {
  server?: ServerProcess;
  database?: ServerDatabase;
  restored?: ServerProcess;
  restoredDatabase?: { drop(): Promise<void> };
} = {};
afterAll(async () => {
  await killServerProcess(running.server);
  await killServerProcess(running.restored);
  await stopEmbeddedServerOf(path.join(dataDir, 'restored'));
  await running.restoredDatabase?.drop();
  await running.database?.remove();
});

describe('npm run shop', () => {
  it(
    'makes the first owner while the shop runs, then backs the shop up and restores it into a new data folder',
    async () => {
      running.database = await prepareServerDatabase(FIXTURE_PRODUCTS.slice(0, 1));
      running.server = await startServerProcess(running.database.environment);

      const created = await shopIn(
        running.database.environment,
        'create-owner',
        '--email',
        'asha@velli.example',
        '--name',
        'Asha Rao',
      );
      expect(created.code).toBe(0);
      expect(created.output).toContain('Asha Rao <asha@velli.example> is an owner of the back office.');

      const password = await fetch(`${running.server.baseUrl}/api/admin/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: linkIn(created.output), password: 'four silver rings' }),
      });
      expect(password.status).toBe(200);
      const signedIn = (await password.json()) as { token: string };
      const session = await fetch(`${running.server.baseUrl}/api/admin/session`, {
        headers: { authorization: `Bearer ${signedIn.token}` },
      });
      expect(await session.json()).toMatchObject({ staff: { email: 'asha@velli.example', role: 'owner' } });
      // The shop served on throughout, and still does.
      expect((await fetch(`${running.server.baseUrl}/api/health`)).status).toBe(200);

      // A backup made while the shop runs, restored into a new data folder, is the same shop.
      const backup = await shopIn(running.database.environment, 'backup');
      expect(backup.code).toBe(0);
      const file = backup.output.trim();
      expect(file).toMatch(/backups\/shop-backup-\d{8}T\d{6}Z\.tar\.gz$/);
      // A new data folder; on a PostgreSQL server of one's own, a new empty database too.
      const restoredShop: Record<string, string> = { DATA_DIR: path.join(dataDir, 'restored') };
      if (running.database.environment.DATABASE_URL) {
        const empty = await createPostgresTestDatabase({ empty: true });
        running.restoredDatabase = empty;
        restoredShop.DATABASE_URL = empty.url;
      }
      const restored = await shopIn(restoredShop, 'restore', file);
      expect(restored.output).toContain('is back:');
      const refused = await shopIn(running.database.environment, 'restore', file);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Nothing was changed.');

      running.restored = await startServerProcess(restoredShop);
      const signIn = await fetch(`${running.restored.baseUrl}/api/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'asha@velli.example', password: 'four silver rings' }),
      });
      expect(await signIn.json()).toMatchObject({ success: true, staff: { email: 'asha@velli.example' } });
    },
    COMMAND_TEST_TIMEOUT,
  );

  it(
    'makes the first owner with a one-time link, and gives a locked-out owner a new one',
    async () => {
      const created = await shop('create-owner', '--email', 'Meena@Velli.example', '--name', 'Meena Iyer');
      expect(created.code).toBe(0);
      expect(created.output).toContain('Meena Iyer <meena@velli.example> is an owner of the back office.');
      const first = linkIn(created.output);

      const again = await shop('create-owner', '--email', 'meena@velli.example', '--name', 'Meena');
      expect(again).toEqual({ code: 1, output: 'meena@velli.example is on the shop’s staff already.\n' });

      const renewed = await shop('password-link', '--email', 'meena@velli.example');
      expect(renewed.code).toBe(0);
      const second = linkIn(renewed.output);
      expect(second).toBeDefined();
      expect(second).not.toBe(first);

      const database = await openDatabase({ dataDir, databaseUrl: undefined });
      try {
        const [owner] = await database.db.select().from(staffMembers);
        expect(owner).toMatchObject({ email: 'meena@velli.example', role: 'owner', passwordHash: null });
        // Only the newest link is kept, and only as a hash.
        expect(
          await database.db.select({ tokenHash: staffPasswordLinks.tokenHash }).from(staffPasswordLinks),
        ).toEqual([{ tokenHash: sha256(second!) }]);
      } finally {
        await database.close();
      }
    },
    COMMAND_TEST_TIMEOUT,
  );

  it(
    'runs on a stopped shop whose lock names a pid that another program now has, as after a reboot',
    async () => {
      const folder = path.join(dataDir, 'after-a-reboot');
      await fs.mkdir(folder, { mode: 0o700 });
      const sleeper = spawn('sleep', ['300'], { stdio: 'ignore' });
      try {
        await once(sleeper, 'spawn');
        await fs.writeFile(path.join(folder, LOCK_FILE_NAME), String(sleeper.pid));
        const created = await shopIn(
          { DATA_DIR: folder },
          'create-owner',
          '--email',
          'ravi@velli.example',
          '--name',
          'Ravi Kumar',
        );
        expect(created.output).toContain('Ravi Kumar <ravi@velli.example> is an owner of the back office.');
        expect(created.code).toBe(0);
      } finally {
        sleeper.kill('SIGKILL');
        await stopEmbeddedServerOf(folder);
      }
    },
    COMMAND_TEST_TIMEOUT,
  );

  it(
    'says what it needs when an option is missing or wrong',
    async () => {
      const missing = await shop('create-owner', '--email', 'not-an-address', '--name', 'X');
      expect(missing.code).toBe(1);
      expect(missing.output).toContain('--email: Enter a valid e-mail address');
      expect((await shop('password-link', '--email', 'nobody@velli.example')).output).toContain(
        "nobody@velli.example is not on the shop's staff, or has been disabled.",
      );
    },
    COMMAND_TEST_TIMEOUT,
  );
});
