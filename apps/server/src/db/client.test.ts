/**
 * The shop's connections to a PostgreSQL server. PostgreSQL may end a connection while it
 * waits idle in the pool (a restart, a failover, an administrator, a managed database's
 * limit on idle sessions); the shop must keep serving, on a new connection, rather than
 * stop on the error.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createPostgresTestDatabase, testServerUrl } from '../test-support/test-app.ts';
import { openDatabase } from './client.ts';

/** Ends every session on the database but the asking one, as a restart of PostgreSQL would. */
async function endSessionsOn(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  try {
    const ended = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('the connections to PostgreSQL', () => {
  it('keep serving after PostgreSQL ends the idle ones', async () => {
    // Empty: the shop runs every migration itself here, as on a new server.
    const created = await createPostgresTestDatabase({ empty: true });
    const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: created.url, poolSize: 2 });
    try {
      // Two connections, both idle in the pool afterwards.
      await Promise.all([
        database.db.execute(sql`SELECT pg_sleep(0.05)`),
        database.db.execute(sql`SELECT 1`),
      ]);
      expect(await endSessionsOn(created.url)).toBeGreaterThan(0);
      // The ended sessions' messages reach the pool while the shop waits for its next request.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await database.db.execute(sql`SELECT 1 AS one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await database.close();
      await created.drop();
    }
  });
});
