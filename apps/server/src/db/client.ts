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
import { SERVER_PACKAGE_FOLDER } from '../package-folder.ts';
import { createDataDir } from './data-dir.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { createPostgresListener } from './postgres-listener.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Calls `onNotify` after every NOTIFY on `channel`, whichever instance or session sent it,
   * and also whenever notifications may have been missed (PostgreSQL: the connection that
   * listens was lost and is made again). Resolves once the channel is listened to.
   */
  listen(channel: string, onNotify: () => void): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_PACKAGE_FOLDER, 'drizzle');
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

const embeddedFolder = (dataDir: string) => path.join(dataDir, 'pglite');

/** Puts a copy of a data folder (PGlite's `dumpDataDir()`) in a new DATA_DIR, for tests. */
export async function loadEmbeddedDataDir(dataDir: string, dump: Blob): Promise<void> {
  await createDataDir(dataDir);
  const client = await PGlite.create(embeddedFolder(dataDir), { extensions: { pg_trgm }, loadDataDir: dump });
  await client.close();
}

async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  await createDataDir(dataDir);
  // PGlite's data folder has no lock of its own: two processes on it would corrupt it.
  const lock = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(embeddedFolder(dataDir), { extensions: { pg_trgm } });
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

/**
 * An embedded database in memory: each API test file gets a fresh one. `loadDataDir` starts
 * it from a copy of a data folder (PGlite's `dumpDataDir()`) instead of an empty one, which
 * saves PostgreSQL's initdb; migrations then apply only what the copy lacks.
 */
export async function openInMemoryDatabase(options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  return embeddedHandle(await PGlite.create({ extensions: { pg_trgm }, loadDataDir: options.loadDataDir }));
}

/** A new embedded database, migrated, as a copy of its data folder for `openInMemoryDatabase`. */
export async function dumpMigratedEmbeddedDatabase(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    // Uncompressed: a test file's database loads it sooner than a gzipped one.
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function embeddedHandle(client: PGlite): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    // One process, one session: PGlite calls back after the statement that notified.
    async listen(channel, onNotify) {
      await client.listen(channel, () => onNotify());
    },
    close: () => client.close(),
  };
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
  const listener = createPostgresListener(databaseUrl);
  return {
    db,
    kind: 'postgres',
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
