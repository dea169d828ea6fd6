/**
 * Opens the one database of the shop: embedded PGlite in DATA_DIR by default, a PostgreSQL
 * server when DATABASE_URL is set. Both speak the same SQL, so the rest of the server sees
 * one Drizzle database and never asks which one it has, except for the health answer.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createDataDir } from './data-dir.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');
/** Any fixed number: every instance asks PostgreSQL for the same lock while it migrates. */
const MIGRATION_LOCK_KEY = 7_151_925;

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Connections per instance when talking to a PostgreSQL server. */
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openEmbedded(options.dataDir);
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  await createDataDir(dataDir);
  // PGlite's data folder has no lock of its own: two processes on it would corrupt it.
  const lock = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    const handle = await embeddedHandle(client);
    return {
      ...handle,
      async close() {
        await handle.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** An embedded database in memory: each API test file gets a fresh one. */
export async function openInMemoryDatabase(): Promise<DatabaseHandle> {
  return embeddedHandle(await PGlite.create({ extensions: { pg_trgm } }));
}

async function embeddedHandle(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', close: () => client.close() };
}

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // PostgreSQL may end a connection while it waits in the pool (a restart, a failover, an
  // idle limit). The pool then drops it and the next query opens another, but it also emits
  // 'error', which would stop the whole server if nothing listened.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection (${error.message}); the next query opens a new one.`);
  });
  const db = drizzlePostgres(pool, { schema });
  try {
    // Several app instances may start together; one migrates while the others wait.
    const connection = await pool.connect();
    try {
      await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePostgres(drizzlePostgres(connection, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      connection.release();
    }
    await db.execute(sql`SELECT 1`);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}
