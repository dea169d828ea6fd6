/**
 * The shop's migrations (apps/server/drizzle/), applied as drizzle's migrator applies them
 * (the same files, hashes and table `drizzle.__drizzle_migrations`), but all of them in ONE
 * transaction with the table's creation, under the migration lock, and naming each one: a
 * migration that fails rolls every one of this start back, so the database is as it was and
 * the release before starts on it again (decision 0048). PostgreSQL's DDL is transactional;
 * a migration must not use what cannot run in a transaction (CREATE INDEX CONCURRENTLY).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

export const MIGRATIONS_SCHEMA = 'drizzle';
export const MIGRATIONS_TABLE = '__drizzle_migrations';
/** Any fixed number: every instance asks PostgreSQL for the same lock while it migrates. */
export const MIGRATION_LOCK_KEY = 7_151_925;

export interface ReleaseMigration {
  /** Its file's name without `.sql`, as the journal names it: `0042_coupon_holds`. */
  tag: string;
  folderMillis: number;
  hash: string;
  sql: string[];
}

/** This release's migrations, oldest first, each with its name. */
export function releaseMigrations(migrationsFolder: string): ReleaseMigration[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number; tag: string }[];
  };
  const tags = new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
  return readMigrationFiles({ migrationsFolder }).map((migration) => ({
    tag: tags.get(migration.folderMillis) ?? String(migration.folderMillis),
    folderMillis: migration.folderMillis,
    hash: migration.hash,
    sql: migration.sql,
  }));
}

/** A migration that failed; every migration of this run was rolled back with it. */
export class MigrationFailedError extends Error {
  constructor(
    readonly tag: string,
    cause: unknown,
  ) {
    super(
      `The migration ${tag} failed (${(cause as Error).message}); every migration of this start was rolled back: ` +
        'the database is as it was, and the release before this one starts on it again.',
      { cause },
    );
  }
}

const TABLE = `"${MIGRATIONS_SCHEMA}"."${MIGRATIONS_TABLE}"`;

/** The time of the newest migration applied, or undefined for a database without the shop. */
async function lastApplied(client: pg.ClientBase): Promise<number | undefined> {
  const { rows: exists } = await client.query<{ found: boolean }>(
    'SELECT to_regclass($1) IS NOT NULL AS found',
    [`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`],
  );
  if (!exists[0]?.found) return undefined;
  const { rows } = await client.query<{ createdAt: string | null }>(
    `SELECT created_at::text AS "createdAt" FROM ${TABLE} ORDER BY created_at DESC LIMIT 1`,
  );
  return rows[0]?.createdAt ? Number(rows[0].createdAt) : undefined;
}

/** The release's migrations the database has not had yet (drizzle's rule: newer than the newest applied). */
export async function pendingMigrations(
  client: pg.ClientBase,
  migrationsFolder: string,
): Promise<{ pending: ReleaseMigration[]; hasShop: boolean }> {
  const last = await lastApplied(client);
  const release = releaseMigrations(migrationsFolder);
  return {
    pending: release.filter((migration) => last === undefined || migration.folderMillis > last),
    hasShop: last !== undefined,
  };
}

/**
 * Applies the pending migrations in one transaction, under the lock that makes instances
 * starting together wait for the one that migrates; answers the names of those applied.
 */
export async function applyMigrations(client: pg.ClientBase, migrationsFolder: string): Promise<string[]> {
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await client.query('BEGIN');
    let current: string | undefined;
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${MIGRATIONS_SCHEMA}"`);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
      );
      const { pending } = await pendingMigrations(client, migrationsFolder);
      for (const migration of pending) {
        current = migration.tag;
        for (const statement of migration.sql) {
          if (statement.trim() !== '') await client.query(statement);
        }
        await client.query(`INSERT INTO ${TABLE} (hash, created_at) VALUES ($1, $2)`, [
          migration.hash,
          migration.folderMillis,
        ]);
      }
      await client.query('COMMIT');
      return pending.map((migration) => migration.tag);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (current === undefined) throw error;
      throw new MigrationFailedError(current, error);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
  }
}

/** The log line of a start that applied migrations. */
export function appliedNotice(applied: readonly string[]): string | undefined {
  if (applied.length === 0) return undefined;
  return `applied ${applied.length} ${applied.length === 1 ? 'migration' : 'migrations'}: ${applied.join(', ')}`;
}
