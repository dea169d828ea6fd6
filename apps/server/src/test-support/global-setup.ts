/**
 * Before the server's first test file: the migrated databases every test file copies
 * (migrated-databases.ts), made once here rather than by each worker at once.
 */
import {
  prepareMigratedPgliteDump,
  prepareMigratedPostgresTemplate,
  removeOldPgliteDumps,
} from './migrated-databases.ts';

export default async function setup(): Promise<void> {
  await prepareMigratedPgliteDump();
  await removeOldPgliteDumps();
  const testDatabaseUrl = process.env.TEST_DATABASE_URL;
  if (testDatabaseUrl) await prepareMigratedPostgresTemplate(testDatabaseUrl);
}
