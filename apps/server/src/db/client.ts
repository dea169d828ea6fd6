/**
 * Opens the one database of the shop: the embedded PostgreSQL in DATA_DIR by default, a
 * PostgreSQL server of the jeweller's own when DATABASE_URL is set. Both are PostgreSQL
 * reached through `pg`, so the rest of the server sees one Drizzle database and never asks
 * which one it has, except for the health answer.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_PACKAGE_FOLDER } from '../package-folder.ts';
import { createDataDir } from './data-dir.ts';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './data-dir-lock.ts';
import {
  clusterFolder,
  runningEmbeddedServerUrl,
  startEmbeddedServer,
  type EmbeddedServerOptions,
} from './embedded-postgres.ts';
import { appliedNotice, applyMigrations, MIGRATION_LOCK_KEY } from './migrations.ts';
import { carryOverPglite, pgliteLeftAside, pgliteToCarryOver } from './pglite-carry-over.ts';
import { createPostgresListener } from './postgres-listener.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'embedded' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Its address, for work that needs a connection of its own (a backup's COPY). */
  url: string;
  /** What opening it did that the shop's log should tell (an old database carried over). */
  notices: readonly string[];
  /**
   * Calls `onNotify` after every NOTIFY on `channel`, whichever instance or session sent it,
   * and also whenever notifications may have been missed (the connection that listens was
   * lost and is made again). Resolves once the channel is listened to.
   */
  listen(channel: string, onNotify: () => void): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(SERVER_PACKAGE_FOLDER, 'drizzle');
export { MIGRATION_LOCK_KEY };

export interface OpenDatabaseOptions extends EmbeddedServerOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Connections per instance. */
  poolSize?: number;
  /**
   * One of the shop's commands (`npm run shop`): beside a running shop it uses that shop's
   * embedded database, where a second server would be refused.
   */
  command?: boolean;
  /** False only for a restore, which makes the schema its backup was made with. */
  migrate?: boolean;
  /** This release's migrations; another folder only in a test. */
  migrationsFolder?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openEmbedded(options);
}

async function openEmbedded(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { dataDir } = options;
  await createDataDir(dataDir);
  // One shop server per DATA_DIR: it starts the embedded PostgreSQL and stops it again.
  let lock: DataDirLock;
  try {
    lock = await acquireDataDirLock(dataDir);
  } catch (error) {
    const url =
      options.command && error instanceof DataDirLockedError && (await runningEmbeddedServerUrl(dataDir));
    if (!url) throw error;
    return { ...(await openPostgres(url, options)), kind: 'embedded' };
  }
  try {
    const carryOver = await pgliteToCarryOver(dataDir, clusterFolder(dataDir));
    const server = await startEmbeddedServer(dataDir, options);
    try {
      const handle = await openPostgres(server.url, options);
      const notice = carryOver
        ? await carryOverPglite(dataDir, server.url, MIGRATIONS_FOLDER)
        : await pgliteLeftAside(dataDir);
      return {
        ...handle,
        kind: 'embedded',
        notices: [...handle.notices, ...(notice ? [notice] : [])],
        async close() {
          await handle.close();
          await server.stop();
          await lock.release();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Applies this release's new migrations, all in one transaction (db/migrations.ts); answers their names. */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<string[]> {
  const connection = await pool.connect();
  try {
    return await applyMigrations(connection, migrationsFolder);
  } finally {
    connection.release();
  }
}

async function openPostgres(
  databaseUrl: string,
  {
    poolSize = 10,
    migrate = true,
    migrationsFolder = MIGRATIONS_FOLDER,
  }: Pick<OpenDatabaseOptions, 'poolSize' | 'migrate' | 'migrationsFolder'>,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // PostgreSQL may end a connection while it waits in the pool (a restart, a failover, an
  // idle limit). The pool then drops it and the next query opens another, but it also emits
  // 'error', which would stop the whole server if nothing listened.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection (${error.message}); the next query opens a new one.`);
  });
  const db = drizzlePostgres(pool, { schema });
  let applied: string[] = [];
  try {
    // Several app instances may start together; one migrates while the others wait.
    if (migrate) applied = await migrateUnderLock(pool, migrationsFolder);
    await db.execute(sql`SELECT 1`);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const listener = createPostgresListener(databaseUrl);
  return {
    db,
    kind: 'postgres',
    url: databaseUrl,
    notices: [appliedNotice(applied)].filter((notice) => notice !== undefined),
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    async close() {
      await listener.close();
      // Connections end now, by our own hand: nothing left to warn about.
      pool.removeAllListeners('error').on('error', () => undefined);
      await pool.end();
    },
  };
}
