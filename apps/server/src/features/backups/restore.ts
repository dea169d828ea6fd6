/**
 * Gives back the shop a backup holds, into an empty database and a DATA_DIR without the
 * shop's files: the schema as it was at the backup (its migrations, replayed from this
 * release's migrations folder), every row loaded with COPY, every sequence set where it was,
 * and the files. The database's part is one transaction: a restore that fails anywhere leaves
 * the database as empty as it found it. A shop that has data is refused, and nothing changes.
 *
 * The shop's start migrates the restored database on to this release's schema, as after any
 * upgrade.
 */
import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import tar, { type Extract } from 'tar-stream';
import { MIGRATION_LOCK_KEY } from '../../db/client.ts';
import { byteCounter } from './backup.ts';
import { decryptingStream, isEncrypted, WrongKeyError } from './encryption.ts';
import {
  fileEntry,
  MANIFEST_ENTRY,
  ManifestSchema,
  qualifiedName,
  quoteIdentifier,
  type Manifest,
} from './manifest.ts';
import { MIGRATIONS_SCHEMA, MIGRATIONS_TABLE, shopTables } from './shop-schema.ts';

/** One entry of the backup's tar, read as it streams by. */
type Entry = Extract extends AsyncIterable<infer Source> ? Source : never;

export interface RestoreOptions {
  /** An empty PostgreSQL database: DATABASE_URL's, or the embedded server's, not yet migrated. */
  databaseUrl: string;
  dataDir: string;
  /** The backup file. */
  file: string;
  /** This release's migrations (db/client.ts, MIGRATIONS_FOLDER). */
  migrationsFolder: string;
  /** The owner's age secret keys, for a backup encrypted off the machine (encryption.ts). */
  identities?: readonly string[];
}

/** A restore that cannot go ahead; nothing was changed. */
export class RestoreRefusedError extends Error {}

export interface RestoredShop {
  madeAt: Date;
  tables: number;
  rows: number;
  files: number;
}

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

export async function restoreShop(options: RestoreOptions): Promise<RestoredShop> {
  const { file, dataDir } = options;
  await fs.access(file).catch(() => {
    throw new RestoreRefusedError(`There is no backup file ${file}.`);
  });
  const source = await backupBytes(file, options.identities ?? []);
  const extract = tar.extract();
  let unreadable: Error | undefined;
  const reading = pipeline(source, zlib.createGunzip(), extract).catch((error: Error) => {
    unreadable = error;
  });
  const entries: AsyncIterator<Entry> = extract[Symbol.asyncIterator]();
  try {
    const first = await entries.next();
    if (first.done || first.value.header.name !== MANIFEST_ENTRY) throw notABackup(file);
    const manifest = parseManifest(file, await readWhole(first.value, MAX_MANIFEST_BYTES));
    const migrations = migrationsOfBackup(manifest, options.migrationsFolder);
    await refuseFilesThere(dataDir, manifest);

    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    // Files are written beside their place and moved there once the database has committed.
    const staging = await fs.mkdtemp(path.join(await madeDataDir(dataDir), '.restoring-'));
    try {
      await client.query('BEGIN');
      // A shop starting on this database meanwhile waits, rather than migrating beneath us.
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await refuseDatabaseInUse(client);
      await createSchema(client, migrations);
      await checkTables(client, manifest);
      const rows = await loadEntries(client, entries, manifest, staging);
      for (const sequence of manifest.sequences) {
        await client.query('SELECT setval($1::regclass, $2::bigint, true)', [
          qualifiedName(sequence.schema, sequence.name),
          sequence.lastValue,
        ]);
      }
      await recordRestoredBackup(client, file, manifest);
      await client.query('COMMIT');
      await moveFilesIntoPlace(staging, dataDir, manifest);
      return {
        madeAt: new Date(manifest.madeAt),
        tables: manifest.tables.length,
        rows,
        files: manifest.files.length,
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
      await fs.rm(staging, { recursive: true, force: true });
    }
  } catch (error) {
    if (unreadable === undefined) throw error;
    throw new RestoreRefusedError(
      `${file} is damaged or incomplete (${unreadable.message}). Nothing was changed.`,
    );
  } finally {
    extract.destroy();
    await reading;
  }
}

/** The backup's gzipped tar: the file itself, or what an encrypted one holds, decrypted as it is read. */
async function backupBytes(file: string, identities: readonly string[]): Promise<Readable> {
  if (!(await isEncrypted(file))) return createReadStream(file);
  if (identities.length === 0) {
    throw new RestoreRefusedError(
      `${file} is encrypted: give the key file it was made for with --identity <key file>. Nothing was changed.`,
    );
  }
  try {
    return await decryptingStream(file, identities);
  } catch (error) {
    if (!(error instanceof WrongKeyError)) throw error;
    throw new RestoreRefusedError(
      `The key given does not open ${file}: it was encrypted to another key (${error.message}). Nothing was changed.`,
    );
  }
}

const notABackup = (file: string) => new RestoreRefusedError(`${file} is not a backup of this shop.`);

function parseManifest(file: string, bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw notABackup(file);
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown } | null)?.format;
    throw new RestoreRefusedError(
      typeof format === 'number' && format !== 1
        ? `${file} is a backup of format ${format}, which this release of the shop cannot read; restore it with the release that made it.`
        : `${file} is not a backup of this shop.`,
    );
  }
  return parsed.data;
}

type Migration = ReturnType<typeof readMigrationFiles>[number];

/**
 * The migrations that make the backup's schema: this release's first ones, which must be
 * those the backup's database had, in the same order. A backup from a newer release, or
 * from a shop with migrations of its own, is refused.
 */
function migrationsOfBackup(manifest: Manifest, migrationsFolder: string): Migration[] {
  const release = readMigrationFiles({ migrationsFolder });
  const matches = manifest.migrations.every(
    (applied, index) => release[index]?.folderMillis === applied.createdAt,
  );
  if (!matches || manifest.migrations.length === 0) {
    throw new RestoreRefusedError(
      'The backup was made by a release of the shop whose database this release does not know ' +
        `(it has ${manifest.migrations.length} migrations; this release's first ones differ, or there are fewer). ` +
        'Restore it with the release that made it, or a newer one.',
    );
  }
  return release.slice(0, manifest.migrations.length);
}

async function madeDataDir(dataDir: string): Promise<string> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  return dataDir;
}

/** The top of each backed-up path (`jwt-secret`, `images`). */
const topsOf = (manifest: Manifest) => [
  ...new Set(manifest.files.map((file) => file.path.split('/', 1)[0] ?? file.path)),
];

async function holdsAFile(target: string): Promise<boolean> {
  const stat = await fs.lstat(target).catch(() => undefined);
  if (!stat) return false;
  if (!stat.isDirectory()) return true;
  const entries = await fs.readdir(target, { recursive: true, withFileTypes: true });
  return entries.some((entry) => !entry.isDirectory());
}

async function refuseFilesThere(dataDir: string, manifest: Manifest): Promise<void> {
  const taken: string[] = [];
  for (const top of topsOf(manifest)) {
    if (await holdsAFile(path.join(dataDir, top))) taken.push(top);
  }
  if (taken.length > 0) {
    throw new RestoreRefusedError(
      `The data folder ${dataDir} already holds a shop's files (${taken.join(', ')}). ` +
        'A backup is restored into an empty DATA_DIR only: start with a new one. Nothing was changed.',
    );
  }
}

async function refuseDatabaseInUse(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ relations: number }>(
    `SELECT count(*)::int AS relations
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', $1) AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')`,
    [MIGRATIONS_SCHEMA],
  );
  const relations = rows[0]?.relations ?? 0;
  if (relations > 0) {
    throw new RestoreRefusedError(
      `The database already holds a shop, or other tables (${relations}). ` +
        'A backup is restored into an empty database only: create a new one. Nothing was changed.',
    );
  }
}

/** The schema the backup's rows were in: its migrations, as drizzle's migrator runs them. */
async function createSchema(client: pg.Client, migrations: Migration[]): Promise<void> {
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(MIGRATIONS_SCHEMA)}`);
  // drizzle's own table of applied migrations, as its migrator makes it; its rows come from the backup.
  await client.query(
    `CREATE TABLE ${qualifiedName(MIGRATIONS_SCHEMA, MIGRATIONS_TABLE)} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim() !== '') await client.query(statement);
    }
  }
}

/** The migrated schema must have the backup's tables and columns, no more and no fewer. */
async function checkTables(client: pg.Client, manifest: Manifest): Promise<void> {
  const described = (tables: { schema: string; name: string; columns: string[] }[]) =>
    tables.map((table) => `${table.schema}.${table.name}(${table.columns.join(',')})`).sort();
  const made = described(await shopTables(client));
  const backedUp = described(manifest.tables);
  const differ = made.filter((table) => !backedUp.includes(table));
  const missing = backedUp.filter((table) => !made.includes(table));
  if (differ.length > 0 || missing.length > 0) {
    throw new RestoreRefusedError(
      `The backup's tables are not those its migrations make (${[...differ, ...missing].join('; ')}): ` +
        'it was not made by a release of this shop. Nothing was changed.',
    );
  }
  // A migration that put rows in (none does into empty tables today) would collide with the backup's.
  const tables = manifest.tables
    .filter((table) => table.schema !== MIGRATIONS_SCHEMA)
    .map((table) => qualifiedName(table.schema, table.name));
  if (tables.length > 0) await client.query(`TRUNCATE ${tables.join(', ')}`);
}

async function loadEntries(
  client: pg.Client,
  entries: AsyncIterator<Entry>,
  manifest: Manifest,
  staging: string,
): Promise<number> {
  const tables = new Map(manifest.tables.map((table) => [table.entry, table]));
  const files = new Map(manifest.files.map((file) => [fileEntry(file.path), file]));
  const seen = new Set<string>();
  let rows = 0;
  for (let next = await entries.next(); !next.done; next = await entries.next()) {
    const entry = next.value;
    const name = entry.header.name;
    if (seen.has(name)) throw new RestoreRefusedError(`The backup holds ${name} twice: it is damaged.`);
    seen.add(name);
    const table = tables.get(name);
    const file = files.get(name);
    const counter = byteCounter();
    if (table) {
      // Tables come referenced ones first, so every row's references are there before it.
      const copy = client.query(
        copyFrom(
          `COPY ${qualifiedName(table.schema, table.name)} (${table.columns.map(quoteIdentifier).join(', ')}) FROM STDIN`,
        ),
      );
      await pipeline(entry, counter.stream, copy);
      if (copy.rowCount !== table.rows || counter.sha256() !== table.sha256) throw damaged(name);
      rows += copy.rowCount;
    } else if (file) {
      const target = path.join(staging, ...file.path.split('/'));
      if (!target.startsWith(staging + path.sep)) throw damaged(name);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(entry, counter.stream, createWriteStream(target, { mode: 0o600, flags: 'wx' }));
      if (counter.bytes() !== file.bytes || counter.sha256() !== file.sha256) throw damaged(name);
    } else {
      throw new RestoreRefusedError(
        `The backup holds ${name}, which its manifest does not name: it is damaged.`,
      );
    }
  }
  const missing = [...tables.keys(), ...files.keys()].filter((name) => !seen.has(name));
  if (missing.length > 0) throw new RestoreRefusedError(`The backup lacks ${missing[0]}: it is damaged.`);
  return rows;
}

const damaged = (name: string) =>
  new RestoreRefusedError(`The backup's ${name} is not what its manifest says: the file is damaged.`);

/** The restored shop's Today page says when the backup it came from was made. */
async function recordRestoredBackup(client: pg.Client, file: string, manifest: Manifest): Promise<void> {
  if (!manifest.tables.some((table) => table.schema === 'public' && table.name === 'backups')) return;
  const { size } = await fs.stat(file);
  await client.query('INSERT INTO backups (id, file_name, made_at, size_bytes) VALUES ($1, $2, $3, $4)', [
    crypto.randomUUID(),
    path.basename(file),
    manifest.madeAt,
    size,
  ]);
}

async function moveFilesIntoPlace(staging: string, dataDir: string, manifest: Manifest): Promise<void> {
  for (const top of topsOf(manifest)) {
    const target = path.join(dataDir, top);
    // An empty folder the shop made on an earlier start (images) gives way; one with files
    // was refused before anything changed.
    if (await holdsAFile(target))
      throw new Error(`${target} appeared during the restore; the restored files are in ${staging}`);
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(path.join(staging, top), target);
  }
}

async function readWhole(stream: AsyncIterable<unknown>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) throw new RestoreRefusedError("The backup's manifest is too large: it is damaged.");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
