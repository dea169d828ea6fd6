/**
 * The shop's tables as PostgreSQL's catalogue tells them, for the backup and the restore
 * alike: every table of the schema `public` and drizzle's record of migrations, with the
 * columns a COPY carries, in an order that puts every table after the tables it refers to.
 */
import type pg from 'pg';

export const MIGRATIONS_SCHEMA = 'drizzle';
export const MIGRATIONS_TABLE = '__drizzle_migrations';

export interface ShopTable {
  schema: string;
  name: string;
  /** Every column but generated ones, which PostgreSQL computes on the way in. */
  columns: string[];
}

interface TableRow {
  oid: number;
  schema: string;
  name: string;
  columns: string[];
}

/** The shop's tables, referenced ones first; the same schema always answers the same order. */
export async function shopTables(client: pg.ClientBase): Promise<ShopTable[]> {
  const { rows: tables } = await client.query<TableRow>(
    `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind = 'r'
        AND (n.nspname = 'public' OR (n.nspname = $1 AND c.relname = $2))
      GROUP BY c.oid, n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
    [MIGRATIONS_SCHEMA, MIGRATIONS_TABLE],
  );
  const { rows: references } = await client.query<{ from: number; to: number }>(
    `SELECT conrelid::int AS "from", confrelid::int AS "to" FROM pg_constraint WHERE contype = 'f'`,
  );
  return referencedFirst(tables, references).map(({ schema, name, columns }) => ({ schema, name, columns }));
}

/** Kahn's order, alphabetical among tables that could go next; a table may refer to itself. */
function referencedFirst(tables: TableRow[], references: { from: number; to: number }[]): TableRow[] {
  const waitingFor = new Map(tables.map((table) => [table.oid, new Set<number>()]));
  for (const { from, to } of references) {
    if (from !== to && waitingFor.has(to)) waitingFor.get(from)?.add(to);
  }
  const ordered: TableRow[] = [];
  const placed = new Set<number>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) =>
        !placed.has(table.oid) && [...(waitingFor.get(table.oid) ?? [])].every((oid) => placed.has(oid)),
    );
    if (!next) {
      const left = tables.filter((table) => !placed.has(table.oid)).map((table) => table.name);
      throw new Error(`The tables ${left.join(', ')} refer to each other in a circle; no order loads them`);
    }
    ordered.push(next);
    placed.add(next.oid);
  }
  return ordered;
}
