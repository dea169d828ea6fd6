/**
 * Before the server's first test file: a PostgreSQL for the API tests and, on it, the migrated
 * template every test file copies (migrated-databases.ts), made once here rather than by each
 * worker at once. Without TEST_DATABASE_URL that PostgreSQL is an embedded one of the run's
 * own, started in the system's temporary folder and removed after the run.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { embeddedDatabaseUrl, startEmbeddedServer } from '../db/embedded-postgres.ts';
import { prepareMigratedPostgresTemplate } from './migrated-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the API tests make their databases on (an admin's address). */
    testServerUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.TEST_DATABASE_URL;
  if (configured) {
    await prepareMigratedPostgresTemplate(configured);
    project.provide('testServerUrl', configured);
    return async () => undefined;
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-postgresql-'));
  // Throwaway databases: without fsync the tests do not wait for the disk.
  const server = await startEmbeddedServer(folder, { unsafeWithoutFsync: true });
  const adminUrl = embeddedDatabaseUrl(folder, 'postgres');
  try {
    await prepareMigratedPostgresTemplate(adminUrl);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('testServerUrl', adminUrl);
  return async () => {
    await server.stop();
    await fs.rm(folder, { recursive: true, force: true });
  };
}
