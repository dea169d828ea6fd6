/**
 * The embedded PostgreSQL lives as long as the shop that started it: a shop stopped however it
 * is stopped (Ctrl-C twice, which ends it before it has closed) leaves no database running
 * behind it. Only `kill -9` does, and the next start takes that one over (server.test.ts).
 */
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_PRODUCTS } from '../test-support/catalogue-fixtures.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../test-support/server-process.ts';
import { clusterFolder } from './embedded-postgres.ts';

let database: ServerDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await killServerProcess(server);
  await database?.remove();
});

describe.skipIf(process.env.TEST_DATABASE_URL !== undefined)('the embedded database of a shop', () => {
  it(
    'stops when the shop is stopped twice in a row, before it could close',
    { timeout: 300_000 },
    async () => {
      database = await prepareServerDatabase(FIXTURE_PRODUCTS.slice(0, 1));
      server = await startServerProcess(database.environment);
      const postmasterPid = path.join(clusterFolder(database.dataDir), 'postmaster.pid');
      await expect(fs.stat(postmasterPid)).resolves.toBeDefined();

      // A request still being sent keeps the first stop waiting for it, as a slow upload would.
      const upload = net.connect(Number(new URL(server.baseUrl).port), '127.0.0.1');
      upload.on('error', () => undefined);
      await once(upload, 'connect');
      upload.write(
        'POST /register HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));

      server.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      server.kill('SIGTERM');
      expect((await server.exited).code).not.toBeNull();
      // PostgreSQL removes its pid file once it has shut down.
      await vi.waitFor(() => expect(fs.stat(postmasterPid)).rejects.toThrow(), {
        timeout: 60_000,
        interval: 250,
      });
    },
  );
});
