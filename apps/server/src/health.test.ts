/**
 * `GET /api/health` as an owner's monitor reads it, from the shop running as a process: whether
 * the database takes writes, the disk's room, the backups' age and the mail, as statuses and
 * numbers with nothing of the server's paths or settings in them; a mail that cannot be
 * delivered needs attention, which `?strict=true` turns into a 503 for a monitor that reads
 * the status code alone.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HealthAnswer, HealthTrouble } from '@shop/shared/catalogue-api';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from './test-support/server-process.ts';

const PROCESS_TEST_TIMEOUT = 180_000;

/** A port nobody listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let database: ServerDatabase;
let shop: ServerProcess | undefined;
beforeAll(async () => {
  database = await prepareServerDatabase(FIXTURE_PRODUCTS.slice(0, 1));
}, PROCESS_TEST_TIMEOUT);
afterAll(async () => {
  await killServerProcess(shop);
  await database?.remove();
});

const health = async (query = '') => {
  const answer = await fetch(`${shop!.baseUrl}/api/health${query}`);
  return { status: answer.status, text: await answer.text() };
};

describe('GET /api/health', () => {
  it(
    'says the database takes writes, the disk’s room, the last backup’s age and the mail, and nothing of the server’s paths',
    async () => {
      shop = await startServerProcess({
        ...database.environment,
        SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      });
      // The shop's first look makes its nightly backup at once.
      const answer = await vi.waitFor(
        async () => {
          const got = await health();
          const body = JSON.parse(got.text) as HealthAnswer;
          if (body.checks?.backup.lastAgeSeconds === null) throw new Error('no backup yet');
          return { ...got, body };
        },
        { timeout: 60_000, interval: 250 },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        ok: true,
        checks: {
          status: 'ok',
          attention: [],
          database: { writes: true },
          disk: { level: 'ok' },
          backup: { offSite: 'off' },
          mail: { unsentConfirmations: 0, oldestUnsentSeconds: null, lastFailureSecondsAgo: null },
        },
      });
      expect(answer.body.checks!.disk.freeBytes).toBeGreaterThan(0);
      expect(answer.body.checks!.backup.lastAgeSeconds).toBeGreaterThanOrEqual(0);
      expect(answer.text).not.toContain(database.dataDir);
      expect(answer.text).not.toContain('smtp');
      expect((await health('?strict=true')).status).toBe(200);
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'needs attention once a mail cannot be delivered, and answers 503 to a strict monitor',
    async () => {
      const sent = await fetch(`${shop!.baseUrl}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Meena',
          email: 'meena@example.in',
          phone: '',
          message: 'Is the ring in stock?',
        }),
      });
      expect(sent.status).toBe(201);
      const strict = await vi.waitFor(
        async () => {
          const got = await health('?strict=true');
          if (got.status !== 503) throw new Error(`still ${got.status}`);
          return got;
        },
        { timeout: 60_000, interval: 250 },
      );
      expect(JSON.parse(strict.text) as HealthTrouble).toEqual({
        ok: false,
        status: 'attention',
        message: 'Mail is not being delivered.',
      });
      const plain = await health();
      expect(plain.status).toBe(200);
      expect((JSON.parse(plain.text) as HealthAnswer).checks).toMatchObject({
        status: 'attention',
        attention: ['mail-failing'],
        mail: { lastSentSecondsAgo: null },
      });
    },
    PROCESS_TEST_TIMEOUT,
  );
});
