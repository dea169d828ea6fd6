/**
 * A fresh, empty database for each run, so figures never depend on what an earlier run or a
 * developer left behind: a new DATA_DIR under the OS temp folder for the embedded database,
 * and a dropped and recreated database (each benchmark names its own) on the local
 * PostgreSQL server.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ShopEnvironment } from './processes.ts';

export const DATABASE_KINDS = ['embedded', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

// Local trust authentication, as on a developer's machine and in CI; traffic stays on 127.0.0.1.
const POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432';
const POSTGRES_ADMIN_URL = `${POSTGRES_SERVER}/postgres`;

export interface PreparedDatabase {
  kind: DatabaseKind;
  /** What the seed command and the server need to find this database. */
  settings: ShopEnvironment;
  cleanUp(): Promise<void>;
}

export class DatabaseUnavailable extends Error {}

async function adminQuery(statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailable(`cannot connect to PostgreSQL at 127.0.0.1:5432 (${reason})`);
  }
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function temporaryDataDir(kind: DatabaseKind): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `shop-bench-${kind}-`));
}

/** `postgresDatabase`: the benchmark's own database on the PostgreSQL server, dropped first if it is there. */
export async function prepareDatabase(
  kind: DatabaseKind,
  postgresDatabase: string,
): Promise<PreparedDatabase> {
  if (kind === 'postgres') {
    // WITH (FORCE) ends sessions a crashed earlier run may have left open (PostgreSQL 13+).
    await adminQuery([
      `DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`,
      `CREATE DATABASE ${postgresDatabase}`,
    ]);
  }
  // The PostgreSQL run needs a DATA_DIR too: the seed command draws product images there.
  const dataDir = await temporaryDataDir(kind);
  const settings: ShopEnvironment =
    kind === 'postgres'
      ? { DATA_DIR: dataDir, DATABASE_URL: `${POSTGRES_SERVER}/${postgresDatabase}` }
      : { DATA_DIR: dataDir };
  return {
    kind,
    settings,
    async cleanUp() {
      await fs.rm(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await adminQuery([`DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`]);
    },
  };
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `measure` on a fresh database of this kind and always removes it afterwards. A
 * PostgreSQL server that does not answer skips the kind and a failure ends only this kind:
 * both answer `unmeasured(status, note)`, so the other kind is still measured.
 */
export async function onFreshDatabase<Result>(
  kind: DatabaseKind,
  postgresDatabase: string,
  measure: (database: PreparedDatabase) => Promise<Result>,
  unmeasured: (status: 'skipped' | 'failed', note: string) => Result,
): Promise<Result> {
  console.log(`\n== ${kind} ==`);
  let database: PreparedDatabase;
  try {
    database = await prepareDatabase(kind, postgresDatabase);
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable)) throw error;
    console.log(`  skipped: ${error.message}`);
    return unmeasured('skipped', error.message);
  }
  try {
    return await measure(database);
  } catch (error) {
    console.error(`  failed: ${errorText(error)}`);
    return unmeasured('failed', errorText(error));
  } finally {
    await database.cleanUp();
  }
}
