/**
 * Every API test file needs a database of its own, and migrating one from nothing costs
 * seconds. So the migrations run once for each set of migrations, into a template database on
 * the test server, which `CREATE DATABASE … TEMPLATE` copies for each test file. The template
 * is named by a fingerprint of the migrations folder, so one made before a migration changed
 * is never used. global-setup.ts makes it before the first test file starts.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';

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
