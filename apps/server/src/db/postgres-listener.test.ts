/**
 * The connection that listens for announcements, when PostgreSQL ends it: a new one listens
 * again, and since an announcement may have been sent while none listened, the listeners are
 * called once it does.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPostgresTestDatabase, testServerUrl } from '../test-support/test-app.ts';
import { createPostgresListener, type PostgresListener } from './postgres-listener.ts';

let database: { url: string; drop(): Promise<void> } | undefined;
let listener: PostgresListener | undefined;

async function onOwnSession(url: string, statement: string): Promise<number> {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    return (await session.query(statement)).rowCount ?? 0;
  } finally {
    await session.end();
  }
}

describe('listening on PostgreSQL', () => {
  beforeAll(async () => {
    database = await createPostgresTestDatabase();
  });
  afterAll(async () => {
    await listener?.close();
    await database?.drop();
  });

  it('calls back on each announcement, and once more after its connection is lost and made again', async () => {
    const onNotify = vi.fn();
    listener = createPostgresListener(database!.url);
    await listener.listen('test_channel', onNotify);

    await onOwnSession(database!.url, "SELECT pg_notify('test_channel', '')");
    await vi.waitFor(() => expect(onNotify).toHaveBeenCalledTimes(1));

    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ended = await onOwnSession(
      testServerUrl,
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'shop notifications' " +
        `AND datname = '${new URL(database!.url).pathname.slice(1)}'`,
    );
    expect(ended).toBe(1);
    // Nothing was announced: the call says that something may have been.
    await vi.waitFor(() => expect(onNotify).toHaveBeenCalledTimes(2), { timeout: 2_000 });
    expect(warnings).toHaveBeenCalledWith(
      'PostgreSQL closed the connection for notifications; making a new one.',
    );
    warnings.mockRestore();

    await onOwnSession(database!.url, "SELECT pg_notify('test_channel', '')");
    await vi.waitFor(() => expect(onNotify).toHaveBeenCalledTimes(3));
  });
});
