/**
 * What a backup file holds, said in its first entry, manifest.json: the migrations its
 * database was at, every table with its columns, rows and checksum, the sequences' values and
 * every file of DATA_DIR it carries. A restore checks each entry against it.
 *
 * The file is a gzipped tar: `manifest.json`, then one `database/<schema>.<table>.copy` per
 * table (PostgreSQL's COPY text format, in an order that loads every referenced row before
 * the rows that refer to it), then `files/<path in DATA_DIR>`.
 */
import { z } from 'zod';

export const BACKUP_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** When the database's snapshot was taken (ISO 8601). */
  madeAt: z.iso.datetime({ offset: true }),
  /** drizzle's record of the migrations applied, oldest first. */
  migrations: z.array(z.object({ createdAt: z.number().int(), hash: z.string() })),
  tables: z.array(
    z.object({
      schema: z.string().min(1),
      name: z.string().min(1),
      /** The columns copied: every column but the generated ones, which PostgreSQL computes. */
      columns: z.array(z.string().min(1)).min(1),
      rows: z.number().int().min(0),
      entry: z.string().min(1),
      sha256: Sha256,
    }),
  ),
  /** Sequences that have given out a value, so a restored shop continues after it. */
  sequences: z.array(
    z.object({ schema: z.string(), name: z.string(), lastValue: z.string().regex(/^-?\d+$/) }),
  ),
  files: z.array(
    z.object({
      /** Relative to DATA_DIR, with `/` between folders. */
      path: z.string().min(1),
      bytes: z.number().int().min(0),
      sha256: Sha256,
    }),
  ),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestTable = Manifest['tables'][number];

export const tableEntry = (schema: string, name: string) => `database/${schema}.${name}.copy`;
export const fileEntry = (relativePath: string) => `files/${relativePath}`;

/** `"schema"."table"`, quoted as PostgreSQL reads an identifier. */
export function qualifiedName(schema: string, name: string): string {
  return `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
