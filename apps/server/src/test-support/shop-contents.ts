import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { filesOf } from '../features/backups/backup.ts';
import { shopTables } from '../features/backups/shop-schema.ts';

/**
 * Every row of every table of a shop's database, as text, in a stable order, for comparing a
 * restored shop with the one backed up: the tables `except` left out, and with `sequences` every
 * sequence's value too.
 */
export async function everyRow(
  databaseUrl: string,
  { except = [], sequences = false }: { except?: readonly string[]; sequences?: boolean } = {},
): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const contents: Record<string, string[]> = {};
    for (const table of await shopTables(client)) {
      if (table.schema === 'public' && except.includes(table.name)) continue;
      const { rows } = await client.query<{ row: string }>(
        `SELECT to_jsonb(t)::text AS row FROM "${table.schema}"."${table.name}" t`,
      );
      contents[`${table.schema}.${table.name}`] = rows.map(({ row }) => row).sort();
    }
    if (sequences) {
      const { rows } = await client.query<{ sequence: string }>(
        `SELECT schemaname || '.' || sequencename || '=' || coalesce(last_value::text, '-') AS sequence FROM pg_sequences`,
      );
      contents['sequences'] = rows.map(({ sequence }) => sequence).sort();
    }
    return contents;
  } finally {
    await client.end();
  }
}

/** Every file of a data folder a backup keeps, by its SHA-256. */
export async function everyFile(dataDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const file of await filesOf(dataDir)) {
    files[file] = crypto
      .createHash('sha256')
      .update(await fs.readFile(path.join(dataDir, file)))
      .digest('hex');
  }
  return files;
}
