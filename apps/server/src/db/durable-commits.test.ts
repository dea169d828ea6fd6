/**
 * The embedded database keeps what the shop acknowledges through a power cut: on the default
 * start (`npm start`, DATA_DIR only) the commit behind an answer is flushed to the disk
 * (fdatasync of PostgreSQL's write-ahead log) before the answer. Measured on the running
 * shop's own PostgreSQL, which counts the flushes each session makes (pg_stat_io). The
 * PostgreSQL of TEST_DATABASE_URL is its administrator's to configure.
 */
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_PRODUCTS } from '../test-support/catalogue-fixtures.ts';
import { fetchRequests, signUp } from '../test-support/checkout.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../test-support/server-process.ts';
import { embeddedDatabaseUrl } from './embedded-postgres.ts';

let database: ServerDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await killServerProcess(server);
  await database?.remove();
});

/** The write-ahead log's flushes to the disk made so far by the shop's own sessions. */
async function walFlushes(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ flushes: string }>(
    `SELECT coalesce(sum(fsyncs), 0)::text AS flushes FROM pg_stat_io
      WHERE object = 'wal' AND backend_type = 'client backend'`,
  );
  return Number(rows[0]?.flushes);
}

describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)(
  'the embedded database on the default start',
  () => {
    it('flushes a commit to the disk before the shop answers', { timeout: 300_000 }, async () => {
      database = await prepareServerDatabase(FIXTURE_PRODUCTS.slice(0, 2));
      server = await startServerProcess(database.environment);
      // Beside the running shop, as its own commands connect.
      const client = new pg.Client({ connectionString: embeddedDatabaseUrl(database.dataDir) });
      await client.connect();
      try {
        const settings = await client.query<{ name: string; setting: string }>(
          `SELECT name, setting FROM pg_settings
          WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method') ORDER BY name`,
        );
        expect(settings.rows).toEqual([
          { name: 'fsync', setting: 'on' },
          { name: 'full_page_writes', setting: 'on' },
          { name: 'synchronous_commit', setting: 'on' },
          { name: 'wal_sync_method', setting: 'fdatasync' },
        ]);

        const before = await walFlushes(client);
        // One registration: the shop answers 201 once the new customer is committed.
        await signUp(fetchRequests(server.baseUrl), 'flushed@example.in');
        const customers = await client.query('SELECT 1 FROM users WHERE email = $1', ['flushed@example.in']);
        expect(customers.rowCount).toBe(1);
        // Sessions report their counts when they next fall idle, within a second or so.
        await vi.waitFor(async () => expect(await walFlushes(client)).toBeGreaterThan(before), {
          timeout: 15_000,
          interval: 250,
        });
      } finally {
        await client.end();
      }
    });
  },
);
