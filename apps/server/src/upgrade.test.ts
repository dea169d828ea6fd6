/**
 * `npm run shop -- upgrade`, run as a process from a copy of the server whose release brings
 * two migrations, the second made to fail: a backup is made before anything is migrated, the
 * failure leaves the database as it was (the first migration rolled back with it), the
 * release before starts on it again, and once the migration is mended the upgrade applies
 * both and says which; a start names the migrations it applied.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from './db/client.ts';
import { releaseMigrations } from './db/migrations.ts';
import { killServerProcess, startServerProcess, type ServerProcess } from './test-support/server-process.ts';
import { createPostgresTestDatabase } from './test-support/test-app.ts';

const run = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SERVER, '../..');
const COMMAND_TEST_TIMEOUT = 180_000;

let work: string;
let copy: string;
let environment: Record<string, string>;
let database: { url: string; drop(): Promise<void> };
let oldRelease: ServerProcess | undefined;

async function shop(command: string, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', command, ...args], {
      env: { ...process.env, S3_URL: '', BACKUP_S3_URL: '', BACKUP_RECIPIENT: '', ...environment },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}
const thisRelease = (...args: string[]) => shop(path.join(SERVER, 'src', 'shop-command.ts'), ...args);
const newRelease = (...args: string[]) => shop(path.join(copy, 'apps/server/src/shop-command.ts'), ...args);

async function query<Row extends pg.QueryResultRow>(text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** What the upgrade may have changed: the tables, the columns of `users`, the migrations applied. */
const schemaState = async () => ({
  probe: (
    await query<{ found: string | null }>(`SELECT to_regclass('public.upgrade_first')::text AS found`)
  )[0]?.found,
  usersColumns: (
    await query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'users' ORDER BY column_name`,
    )
  ).map((row) => row.name),
  migrations: (
    await query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations')
  )[0]?.count,
});

/** Adds a migration to the copy's folder and journal, as drizzle-kit writes them. */
async function addMigration(tag: string, statements: string[]) {
  const folder = path.join(copy, 'apps/server/drizzle');
  await fs.writeFile(path.join(folder, `${tag}.sql`), statements.join('\n--> statement-breakpoint\n'));
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const others = journal.entries.filter((entry) => entry.tag !== tag);
  const last = others.at(-1)!;
  const existing = journal.entries.find((entry) => entry.tag === tag);
  journal.entries = [
    ...others,
    existing ?? { idx: last.idx + 1, version: last.version, when: last.when + 1000, tag, breakpoints: true },
  ].sort((a, b) => a.idx - b.idx);
  await fs.writeFile(journalFile, JSON.stringify(journal, null, 2));
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-upgrade-'));
  // The new release: this server's source and migrations, beside this repository's packages.
  copy = path.join(work, 'release');
  await fs.mkdir(path.join(copy, 'apps/server'), { recursive: true });
  await fs.cp(path.join(SERVER, 'src'), path.join(copy, 'apps/server/src'), { recursive: true });
  await fs.cp(path.join(SERVER, 'drizzle'), path.join(copy, 'apps/server/drizzle'), { recursive: true });
  await fs.copyFile(path.join(SERVER, 'package.json'), path.join(copy, 'apps/server/package.json'));
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'));
  const ownModules = path.join(SERVER, 'node_modules');
  if (await fs.stat(ownModules).catch(() => undefined))
    await fs.symlink(ownModules, path.join(copy, 'apps/server/node_modules'));
  // The copy has no web app or back office to build: its builder has nothing to do.
  await fs.mkdir(path.join(copy, 'tools'));
  await fs.writeFile(path.join(copy, 'tools/build-if-changed.js'), '');

  database = await createPostgresTestDatabase({ empty: true });
  environment = { DATA_DIR: path.join(work, 'data'), DATABASE_URL: database.url };
  // A shop at this release, with its first owner.
  const created = await thisRelease('create-owner', '--email', 'asha@velli.example', '--name', 'Asha Rao');
  expect(created.code, created.output).toBe(0);
}, COMMAND_TEST_TIMEOUT);
afterAll(async () => {
  await killServerProcess(oldRelease);
  await database?.drop();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe('npm run shop -- upgrade', () => {
  it(
    'backs up first, and leaves the database as it was when a migration fails, for the release before to start on',
    async () => {
      const before = await schemaState();
      expect(before.migrations).toBe(releaseMigrations(MIGRATIONS_FOLDER).length);
      await addMigration('0900_upgrade_first', [
        'CREATE TABLE "upgrade_first" ("id" integer PRIMARY KEY);',
        'ALTER TABLE "users" ADD COLUMN "upgrade_note" text;',
      ]);
      await addMigration('0901_made_to_fail', [
        'INSERT INTO "upgrade_first" ("id") VALUES (1);',
        'SELECT 1 / 0;',
      ]);

      const failed = await newRelease('upgrade');
      expect(failed.code).toBe(1);
      expect(failed.output).toMatch(
        /Backed up before migrating: .*\/backups\/shop-backup-\d{8}T\d{6}Z\.tar\.gz/,
      );
      expect(failed.output).toContain(
        'The migration 0901_made_to_fail failed (division by zero); every migration of this start was rolled back: ' +
          'the database is as it was, and the release before this one starts on it again.',
      );
      const backup = /Backed up before migrating: (\S+)/.exec(failed.output)?.[1];
      expect((await fs.stat(backup!)).size).toBeGreaterThan(0);
      expect(await schemaState()).toEqual(before);

      oldRelease = await startServerProcess(environment);
      const health = await fetch(`${oldRelease.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      await killServerProcess(oldRelease);
      oldRelease = undefined;
    },
    COMMAND_TEST_TIMEOUT,
  );

  it(
    'applies the mended release’s migrations together and says which; a start says which it applied',
    async () => {
      await addMigration('0901_made_to_fail', ['INSERT INTO "upgrade_first" ("id") VALUES (1);']);
      const upgraded = await newRelease('upgrade');
      expect(upgraded.code, upgraded.output).toBe(0);
      expect(upgraded.output).toMatch(/Backed up before migrating: .*shop-backup-\d{8}T\d{6}Z\.tar\.gz/);
      expect(upgraded.output).toContain('Applied 2 migrations: 0900_upgrade_first, 0901_made_to_fail.');
      expect(await query('SELECT id FROM upgrade_first')).toEqual([{ id: 1 }]);
      expect((await newRelease('upgrade')).output).toContain(
        'The database has every migration of this release already: start the shop.',
      );

      // A start of a release with a migration the database lacks names it in its log.
      await addMigration('0902_upgrade_second', ['CREATE TABLE "upgrade_second" ("id" integer);']);
      const opened = await openDatabase({
        dataDir: environment.DATA_DIR!,
        databaseUrl: database.url,
        poolSize: 1,
        migrationsFolder: path.join(copy, 'apps/server/drizzle'),
      });
      try {
        expect(opened.notices).toEqual(['applied 1 migration: 0902_upgrade_second']);
      } finally {
        await opened.close();
      }
    },
    COMMAND_TEST_TIMEOUT,
  );
});
