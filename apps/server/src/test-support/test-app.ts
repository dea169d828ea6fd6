/**
 * Builds the shop for API tests: a fresh database per test file on the run's PostgreSQL (the
 * server of TEST_DATABASE_URL, else an embedded one started for the run: global-setup.ts),
 * each a copy of one migrated once per run (migrated-databases.ts); no port, no answer cache
 * unless a test asks for one, and no scheduled work unless a test of a job asks for it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { buildApp, type AppOptions, type LogDestination } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import type { NewProductRow } from '../db/schema.ts';
import { addReviews, replaceCatalogue, type WrittenReview } from '../db/catalogue-writes.ts';
import { readConfig } from '../env.ts';
import { prepareMigratedPostgresTemplate } from './migrated-databases.ts';

/** The PostgreSQL server of this test run, as its administrator (global-setup.ts). */
export const testServerUrl = inject('testServerUrl');

/**
 * Checks what shoppers see after a change to the catalogue, within the two seconds a shopper
 * may wait for one: the change's announcement arrives on another connection, and the
 * catalogue's index then reads what changed before search and listings show it.
 */
export async function seenByShoppers(check: () => Promise<void>): Promise<void> {
  await vi.waitFor(check, { timeout: 2_000, interval: 20 });
}

async function onTestServer(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the test run's PostgreSQL server, and its address (for a shop
 * server started as a process); `drop` removes it, ending any session still open. It is a
 * copy of the migrated template (test-support/migrated-databases.ts) unless `empty` asks for
 * one the shop must migrate itself.
 */
export async function createPostgresTestDatabase(
  options: { empty?: boolean } = {},
  adminUrl = testServerUrl,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = options.empty ? '' : ` TEMPLATE ${await prepareMigratedPostgresTemplate(adminUrl)}`;
  await onTestServer(adminUrl, `CREATE DATABASE ${name}${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onTestServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A database of its own for one test file; closing it removes it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const created = await createPostgresTestDatabase();
  const handle = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: created.url, poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

export async function buildTestApp(
  options: {
    products?: readonly NewProductRow[];
    /** Reviews of those products (FIXTURE_REVIEWS), which make their ratings. */
    reviews?: readonly WrittenReview[];
    environment?: Record<string, string>;
    accounts?: AppOptions['accounts'];
    wishlist?: AppOptions['wishlist'];
    /** Log lines go here; without it the shop logs nothing. */
    log?: LogDestination;
    /** A database the test opened itself (two instances on one database); the app closes it. */
    database?: DatabaseHandle;
    /** Whether the shop does its scheduled work; a test of a job asks for it. Default: no. */
    scheduledWork?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    CATALOGUE_CACHE_SECONDS: '0',
    // A test that wants the nightly backup asks for it.
    NIGHTLY_BACKUPS: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
    ...options.environment,
  });
  const database = options.database ?? (await createTestDatabase());
  if (options.products) await replaceCatalogue(database.db, options.products);
  if (options.reviews) await addReviews(database.db, options.reviews);
  const app = await buildApp({
    config,
    database,
    accounts: options.accounts,
    wishlist: options.wishlist,
    scheduledWork: options.scheduledWork ?? false,
    logger: options.log ?? false,
  });
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
