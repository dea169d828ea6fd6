/**
 * Makes a backup of the shop while it runs: the database read in one transaction at
 * REPEATABLE READ (one snapshot: every row as it stood at one moment, whatever the shop writes
 * meanwhile), each table copied out with COPY, and the files of DATA_DIR the shop needs
 * (db/data-dir.ts, BACKED_UP_ENTRIES), put together in one gzipped tar (manifest.ts).
 *
 * A logical backup made by the shop itself rather than by pg_dump: the embedded PostgreSQL
 * ships no pg_dump, and the shop's schema is its migrations, which a restore replays.
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import { BACKED_UP_ENTRIES, BACKUPS_FOLDER } from '../../db/data-dir.ts';
import {
  BACKUP_FORMAT,
  fileEntry,
  MANIFEST_ENTRY,
  qualifiedName,
  quoteIdentifier,
  tableEntry,
  type Manifest,
} from './manifest.ts';
import { backupFileName } from './retention.ts';
import { MIGRATIONS_SCHEMA, MIGRATIONS_TABLE, shopTables } from './shop-schema.ts';

export interface BackupOptions {
  /** The shop's PostgreSQL database: DATABASE_URL's, or the embedded server's. */
  databaseUrl: string;
  dataDir: string;
}

export interface MadeBackup {
  file: string;
  madeAt: Date;
  sizeBytes: number;
  manifest: Manifest;
}

export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, BACKUPS_FOLDER);
}

/** Counts and checksums the bytes that pass. */
export function byteCounter() {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes, sha256: () => hash.digest('hex') };
}

/** Writes a backup into DATA_DIR/backups; answers the file it wrote. */
export async function backupShop({ databaseUrl, dataDir }: BackupOptions): Promise<MadeBackup> {
  const folder = backupsFolder(dataDir);
  await fs.mkdir(folder, { recursive: true, mode: 0o700 });
  // Everything is gathered beside the backups first: the manifest, which comes first in the
  // file, is known only once every table and file has been read.
  const staging = await fs.mkdtemp(path.join(folder, '.making-'));
  try {
    const { madeAt, migrations, tables, sequences } = await copyDatabase(databaseUrl, staging);
    const files = await copyFiles(dataDir, staging);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      madeAt: madeAt.toISOString(),
      migrations,
      tables,
      sequences,
      files,
    };
    const file = path.join(folder, backupFileName(madeAt));
    await writeArchive(staging, manifest, file);
    const { size } = await fs.stat(file);
    return { file, madeAt, sizeBytes: size, manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

async function copyDatabase(databaseUrl: string, staging: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // The snapshot is taken by the transaction's first statement: this one.
    const { rows: snapshot } = await client.query<{ madeAt: Date }>(
      'SELECT statement_timestamp() AS "madeAt"',
    );
    const madeAt = snapshot[0]?.madeAt ?? new Date();
    const tables = await shopTables(client);
    if (!tables.some((table) => table.schema === MIGRATIONS_SCHEMA)) {
      throw new Error('This database holds no shop: its migrations were never applied.');
    }
    const { rows: migrations } = await client.query<{ createdAt: string; hash: string }>(
      `SELECT created_at::text AS "createdAt", hash FROM ${qualifiedName(MIGRATIONS_SCHEMA, MIGRATIONS_TABLE)} ORDER BY created_at`,
    );
    const copied: Manifest['tables'] = [];
    for (const table of tables) {
      const entry = tableEntry(table.schema, table.name);
      const counter = byteCounter();
      const copy = client.query(
        copyTo(
          `COPY ${qualifiedName(table.schema, table.name)} (${table.columns.map(quoteIdentifier).join(', ')}) TO STDOUT`,
        ),
      );
      await pipeline(copy, counter.stream, createWriteStream(path.join(staging, entry.replace('/', '-'))));
      copied.push({ ...table, entry, rows: copy.rowCount, sha256: counter.sha256() });
    }
    // Sequences stand outside transactions: these values are at least those of the snapshot's
    // rows, so the restored shop's next number follows every number in the backup.
    const { rows: sequences } = await client.query<{ schema: string; name: string; lastValue: string }>(
      `SELECT schemaname AS schema, sequencename AS name, last_value::text AS "lastValue"
         FROM pg_sequences
        WHERE schemaname IN ('public', $1) AND last_value IS NOT NULL
        ORDER BY schemaname, sequencename`,
      [MIGRATIONS_SCHEMA],
    );
    await client.query('COMMIT');
    return {
      madeAt,
      migrations: migrations.map(({ createdAt, hash }) => ({ createdAt: Number(createdAt), hash })),
      tables: copied,
      sequences,
    };
  } finally {
    await client.end();
  }
}

/**
 * A file being written under a temporary name (the catalogue's drawings are), moved to its
 * own once whole: half a file is no use, and the whole one is in the next backup.
 */
const BEING_WRITTEN = /\.tmp$/;

/** Every file under the backed-up entries of DATA_DIR, relative to it, sorted. */
export async function filesOf(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of BACKED_UP_ENTRIES) {
    const stat = await fs.lstat(path.join(dataDir, name)).catch(() => undefined);
    if (stat?.isFile()) found.push(name);
    if (stat?.isDirectory()) {
      const entries = await fs.readdir(path.join(dataDir, name), { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (entry.isFile() && !BEING_WRITTEN.test(entry.name)) {
          found.push(path.relative(dataDir, path.join(entry.parentPath, entry.name)));
        }
      }
    }
  }
  return found.map((file) => file.split(path.sep).join('/')).sort();
}

/** Copies the files aside, so the manifest's checksums are those of the bytes in the archive. */
async function copyFiles(dataDir: string, staging: string): Promise<Manifest['files']> {
  const files: Manifest['files'] = [];
  for (const [index, relative] of (await filesOf(dataDir)).entries()) {
    const copy = path.join(staging, `file-${index}`);
    const copied = await fs.copyFile(path.join(dataDir, relative), copy).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        // Removed since the folder was read (a picture replaced meanwhile): not the shop's any more.
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    if (!copied) continue;
    const counter = byteCounter();
    await pipeline(createReadStream(copy), counter.stream, async (source) => {
      for await (const _chunk of source);
    });
    files.push({ path: relative, bytes: counter.bytes(), sha256: counter.sha256() });
  }
  return files;
}

async function writeArchive(staging: string, manifest: Manifest, file: string): Promise<void> {
  const pack = tar.pack();
  const draft = `${file}.partial`;
  const written = pipeline(pack, zlib.createGzip(), createWriteStream(draft, { mode: 0o600, flags: 'wx' }));
  try {
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addEntry(pack, MANIFEST_ENTRY, manifestBytes.length, [manifestBytes]);
    for (const table of manifest.tables) {
      const staged = path.join(staging, table.entry.replace('/', '-'));
      const { size } = await fs.stat(staged);
      await addEntry(pack, table.entry, size, createReadStream(staged));
    }
    for (const [index, stored] of manifest.files.entries()) {
      await addEntry(
        pack,
        fileEntry(stored.path),
        stored.bytes,
        createReadStream(path.join(staging, `file-${index}`)),
      );
    }
    pack.finalize();
    await written;
    // On the disk before it takes its name: a backup that is there is whole.
    const handle = await fs.open(draft, 'r');
    await handle.sync().finally(() => handle.close());
    // link() refuses a name that is taken: two backups of the same second keep the first.
    await fs.link(draft, file);
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
}

/** One entry of the tar; the next may start once this one has been taken whole. */
function addEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
    (async () => {
      for await (const chunk of chunks) {
        if (!entry.write(chunk)) await once(entry, 'drain');
      }
      entry.end(undefined);
    })().catch((error: unknown) => {
      entry.destroy(error as Error);
      reject(error as Error);
    });
  });
}
