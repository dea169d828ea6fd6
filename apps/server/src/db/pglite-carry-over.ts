/**
 * Shops started before decision 0024 kept their database in PGlite (DATA_DIR/pglite). On
 * the first start with the embedded PostgreSQL, every row is carried over, once: PGlite
 * is migrated to this release as PostgreSQL is, each table is copied in PostgreSQL's own
 * COPY text form (exact for every type), sequences continue where they stood, and the old
 * folder is kept aside, renamed, rather than deleted.
 *
 * PGlite is loaded only here and only when an old folder is found.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as schema from './schema.ts';

export const PGLITE_FOLDER_NAME = 'pglite';
export const CARRIED_OVER_FOLDER_NAME = 'pglite-carried-over';
/** Written before the copy and removed after the rename: a copy cut short is made again. */
const PENDING_FILE_NAME = 'pglite-carry-over-pending';

/** Opens (and migrates) a PGlite data folder: the embedded database before decision 0024. */
export async function openPgliteFolder(folder: string, migrationsFolder: string): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Table {
  name: string;
  columns: string[];
}

/** The shop's tables and the columns a COPY may write (generated ones are computed again). */
async function tablesOf(target: pg.ClientBase): Promise<Table[]> {
  const { rows } = await target.query<{ table_name: string; columns: string[] }>(
    `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  return rows.map((row) => ({ name: row.table_name, columns: row.columns }));
}

async function copyRows(source: PGlite, target: pg.ClientBase, tables: Table[]): Promise<number> {
  let copied = 0;
  for (const table of tables) {
    const columns = table.columns.map(quoted).join(', ');
    const result = await source.query(`COPY public.${quoted(table.name)} (${columns}) TO '/dev/blob'`);
    const blob = result.blob;
    if (!blob || blob.size === 0) continue;
    const into = target.query(copyFrom(`COPY public.${quoted(table.name)} (${columns}) FROM STDIN`));
    await pipeline(Readable.from([Buffer.from(await blob.arrayBuffer())]), into);
    copied += into.rowCount ?? 0;
  }
  return copied;
}

async function copySequences(source: PGlite, target: pg.ClientBase): Promise<void> {
  const { rows } = await source.query<{ name: string; last_value: string | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text
       FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const row of rows) {
    if (row.last_value !== null)
      await target.query('SELECT setval($1, $2::bigint, true)', [row.name, row.last_value]);
  }
}

/**
 * Whether DATA_DIR holds a PGlite database to carry over. Decided before the embedded
 * PostgreSQL is first created, and remembered in a file until the copy is done, so that a
 * start cut short carries it over on the next start; a PostgreSQL that already holds the shop
 * is never replaced by an old folder found beside it.
 */
export async function pgliteToCarryOver(dataDir: string, clusterFolder: string): Promise<boolean> {
  if (!(await exists(path.join(dataDir, PGLITE_FOLDER_NAME, 'PG_VERSION')))) return false;
  const pending = path.join(dataDir, PENDING_FILE_NAME);
  if (await exists(pending)) return true;
  if (await exists(path.join(clusterFolder, 'PG_VERSION'))) return false;
  await fs.writeFile(pending, `${new Date().toISOString()}\n`);
  return true;
}

/** The line to log when an old PGlite folder stays beside a PostgreSQL that holds the shop. */
export async function pgliteLeftAside(dataDir: string): Promise<string | undefined> {
  if (!(await exists(path.join(dataDir, PGLITE_FOLDER_NAME, 'PG_VERSION')))) return undefined;
  return (
    `${path.join(dataDir, PGLITE_FOLDER_NAME)} holds an old PGlite database that was not carried over: ` +
    `the embedded PostgreSQL in ${dataDir} already holds the shop. Move the old folder away once it is not needed.`
  );
}

/**
 * Carries the old PGlite database of DATA_DIR over into the migrated embedded PostgreSQL at
 * `url` (whose superuser the shop is); answers the line to log.
 */
export async function carryOverPglite(
  dataDir: string,
  url: string,
  migrationsFolder: string,
): Promise<string> {
  const oldFolder = path.join(dataDir, PGLITE_FOLDER_NAME);
  const keptAs = path.join(dataDir, CARRIED_OVER_FOLDER_NAME);
  if (await exists(keptAs)) {
    throw new Error(
      `${oldFolder} holds a PGlite database, but one was carried over before and kept as ${keptAs}. ` +
        'Move one of them away to say which the shop should keep.',
    );
  }
  const source = await openPgliteFolder(oldFolder, migrationsFolder);
  const target = new pg.Client({ connectionString: url });
  let rows: number;
  let tables: Table[];
  try {
    await target.connect();
    await target.query('BEGIN');
    // Rows are copied as they were: foreign keys and the trigger that keeps issued documents
    // unchanged are not asked again, and rows a migration wrote are replaced by PGlite's own.
    await target.query('SET LOCAL session_replication_role = replica');
    tables = await tablesOf(target);
    await target.query(`TRUNCATE ${tables.map((table) => `public.${quoted(table.name)}`).join(', ')}`);
    rows = await copyRows(source, target, tables);
    await copySequences(source, target);
    await target.query('COMMIT');
  } catch (error) {
    await target.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await target.end().catch(() => undefined);
    await source.close();
  }
  await fs.rename(oldFolder, keptAs);
  await fs.rm(path.join(dataDir, PENDING_FILE_NAME), { force: true });
  return (
    `The embedded database moved from PGlite to PostgreSQL: ${rows} rows of ${tables.length} tables carried over ` +
    `from ${oldFolder}, which is kept as ${keptAs} and may be deleted once the shop is checked.`
  );
}
