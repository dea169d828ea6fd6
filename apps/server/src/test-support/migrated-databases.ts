/**
 * Every API test file needs a database of its own, and making one from nothing costs seconds
 * (PostgreSQL's initdb inside PGlite above all, then every migration). So the migrations run
 * once for each set of migrations, and each test file starts from a copy:
 *
 * - PGlite: a migrated database's data folder, dumped to a file in the system's temporary
 *   folder, which `openInMemoryDatabase` loads.
 * - PostgreSQL: a migrated template database on the server, which `CREATE DATABASE … TEMPLATE`
 *   copies.
 *
 * Both are named by a fingerprint of the migrations folder (and of PGlite's version for the
 * dump), so a copy made before a migration changed is never used. global-setup.ts
 * makes them before the first test file starts; a test run without it makes them on first use.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dumpMigratedEmbeddedDatabase, MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function fingerprint(extra: string): Promise<string> {
  const hash = crypto.createHash('sha256').update(extra);
  for (const file of await filesUnder(MIGRATIONS_FOLDER)) {
    hash.update(path.relative(MIGRATIONS_FOLDER, file)).update('\0');
    hash.update(await fs.readFile(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** A dump holds PGlite's own PostgreSQL files: another version of PGlite may not read it. */
async function pgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = JSON.parse(
    await fs.readFile(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  return manifest.version;
}

async function migratedDumpPath(): Promise<string> {
  const name = `shop-pglite-migrated-${await fingerprint(`pglite ${await pgliteVersion()}`)}.tar`;
  return path.join(os.tmpdir(), name);
}

/** Makes the migrated PGlite dump unless it is there already; answers its path. */
export async function prepareMigratedPgliteDump(): Promise<string> {
  const file = await migratedDumpPath();
  const exists = await fs.stat(file).then(
    () => true,
    () => false,
  );
  if (exists) return file;
  const dump = await dumpMigratedEmbeddedDatabase();
  // Written aside and renamed: a reader never sees half a file, and two runs making it at
  // once each write a whole one.
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await fs.rename(partial, file);
  return file;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes dumps of other sets of migrations made more than a day ago (40 MB each): another
 * branch still using one makes it again on its next run.
 */
export async function removeOldPgliteDumps(): Promise<void> {
  const current = path.basename(await migratedDumpPath());
  for (const name of await fs.readdir(os.tmpdir())) {
    if (!name.startsWith('shop-pglite-migrated-') || name === current) continue;
    const file = path.join(os.tmpdir(), name);
    const made = await fs.stat(file).then(
      (stats) => stats.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - made > DAY_MS) await fs.rm(file, { force: true });
  }
}

/** The migrated PGlite database's data folder, for `openInMemoryDatabase({ loadDataDir })`. */
export async function migratedPgliteDump(): Promise<Blob> {
  return new Blob([await fs.readFile(await prepareMigratedPgliteDump())]);
}

/** Any fixed number: runs making the template at once take turns. */
const TEMPLATE_LOCK_KEY = 7_151_926;

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const OBJECT_IN_USE = '55006';

async function whenNotInUse<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      const inUse = (error as { code?: string }).code === OBJECT_IN_USE;
      if (!inUse || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes the migrated template database on the server of `adminUrl` unless it is there
 * already; answers its name. It is built under another name and renamed once migrated, so a
 * run stopped halfway never leaves a template that lacks migrations.
 */
export async function prepareMigratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `shop_template_${await fingerprint('postgres')}`;
  const exists = async (admin: pg.Client) =>
    ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  return withAdmin(adminUrl, async (admin) => {
    if (await exists(admin)) return name;
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await exists(admin)) return name;
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({
        dataDir: os.tmpdir(),
        databaseUrl: databaseUrl(adminUrl, building),
        poolSize: 1,
      });
      await database.close();
      // The closed pool's sessions may take a moment to end, and a database in use keeps its name.
      await whenNotInUse(() => admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}
