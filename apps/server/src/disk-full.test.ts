/**
 * The real server process on a disk that fills up: a small tmpfs mounted as DATA_DIR, holding
 * the embedded database. Before it is full the owner is warned (the Today page's call, a mail
 * in the outbox); once a file fills it, health answers 503 cannot-write, a shopper's writes
 * answer 503 with the shop's sentence and store nothing, and the log names the full folder; once
 * the file is gone the shop takes writes again without a restart, and the warning of the full
 * disk that could not be written meanwhile is written. A start on the full disk names its folder.
 *
 * Mounting needs root: this machine and CI run the tests as root; elsewhere they are skipped.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DISK_SPACE_TEXTS, type DiskSpaceAnswer } from '@shop/shared/disk-space';
import { openDatabase } from './db/client.ts';
import { replaceCatalogue } from './db/catalogue-writes.ts';
import { embeddedDatabaseUrl, stopEmbeddedServerOf } from './db/embedded-postgres.ts';
import { createStaffService } from './features/staff/service.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import { createOrderBody, fetchRequests, signUp } from './test-support/checkout.ts';
import { headerOf, outboxMails, type OutboxMail } from './test-support/mail.ts';
import { killServerProcess, startServerProcess, type ServerProcess } from './test-support/server-process.ts';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;
const SHOP_EMAIL = 'owner@velli-thangam.example';
/** Room for the embedded database (about 40 MB with its log), and some 100 MB more. */
const DISK_SIZE = '160m';

let mounted: string | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await killServerProcess(server);
  if (!mounted) return;
  await stopEmbeddedServerOf(mounted);
  await run('umount', [mounted]).catch(() => run('umount', ['-l', mounted ?? '']));
  await fs.rm(mounted, { recursive: true, force: true });
});

/** Fills the disk with one file, to the last byte it takes. */
async function fill(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'filler');
  await keepFull(file);
  return file;
}

/**
 * Fills what room there is left with `file`. The database's own processes free space now and
 * then (a checkpoint recycles its log), so a test that needs the disk full fills it again.
 */
async function keepFull(file: string): Promise<void> {
  const handle = await fs.open(file, 'a');
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          await handle.write(chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    await handle.close();
  }
}

async function onShopDatabase(dataDir: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** The disk check's next run is due now, as a minute passing would make it. */
async function diskCheckDue(dataDir: string) {
  await onShopDatabase(
    dataDir,
    "UPDATE scheduled_runs SET started_at = now() - interval '1 hour' WHERE job = 'disk-space'",
  );
}

function logged(shop: ServerProcess): Record<string, unknown>[] {
  return shop.lines().flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

const WAIT = { timeout: 90_000, interval: 250 };

/** The mails to SHOP_EMAIL, as a mail program shows their subject and text. */
async function mailsToTheShop(dataDir: string): Promise<{ subject: string | undefined; text: string }[]> {
  const mails: OutboxMail[] = await outboxMails(dataDir);
  return mails
    .filter((mail) => headerOf(mail, 'To') === SHOP_EMAIL)
    .map((mail) => ({ subject: headerOf(mail, 'Subject'), text: mail.decoded }));
}

// The embedded database is the one on the filling disk: the PostgreSQL pass has nothing to add.
describe.skipIf(!asRoot || process.env.TEST_DATABASE_URL !== undefined)(
  'the shop on a disk that fills up (mounts a tmpfs, so only as root)',
  () => {
    let dataDir: string;
    let ownerLink: string;

    beforeAll(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-full-disk-'));
      await run('mount', ['-t', 'tmpfs', '-o', `size=${DISK_SIZE}`, 'tmpfs', dataDir]);
      mounted = dataDir;
      // The catalogue and an owner, written before the shop starts (SEED_DEMO=false keeps it small).
      const database = await openDatabase({ dataDir, poolSize: 1 });
      try {
        await replaceCatalogue(database.db, FIXTURE_PRODUCTS);
        const staff = createStaffService(database.db, { isCustomerSession: async () => false });
        ownerLink = (
          await staff.addMember(
            { email: 'lakshmi@shop.test', name: 'Lakshmi Rao', role: 'owner' },
            'http://shop.test',
          )
        ).link;
      } finally {
        await database.close();
      }
    }, 180_000);

    it(
      'warns before it is full, refuses writes with a sentence while it is, and takes them again once there is room',
      { timeout: 400_000 },
      async () => {
        // Behind one trusted proxy, so each message below comes from an address of its own.
        server = await startServerProcess({
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          SHOP_EMAIL,
          TRUST_PROXY: '1',
        });
        const shop = server;
        const send = fetchRequests(shop.baseUrl);
        const signedIn = await send({
          method: 'POST',
          url: '/api/admin/password',
          payload: { token: new URL(ownerLink).hash.slice(1), password: 'four silver rings' },
        });
        expect(signedIn.status).toBe(200);
        const owner = { authorization: `Bearer ${(signedIn.body as { token: string }).token}` };
        const customer = await signUp(send, 'full.disk@example.in');
        const today = async () => {
          const answer = await send({ method: 'GET', url: '/api/admin/disk-space', headers: owner });
          expect(answer.status).toBe(200);
          return answer.body as DiskSpaceAnswer;
        };

        // Under 200 MB free from the start: Today warns, and the start's check mailed the owner.
        expect(await today()).toMatchObject({
          folder: dataDir,
          level: 'very-low',
          databaseServerFull: false,
        });
        await vi.waitFor(async () => {
          expect(await mailsToTheShop(dataDir)).toContainEqual({
            subject: expect.stringMatching(/^The shop’s disk is almost full: \d+ MB left$/),
            text: expect.stringContaining(
              `When it is full the shop cannot take orders. Delete old backups in ${dataDir}/backups (keep the latest), or give the disk more room.`,
            ),
          });
        }, WAIT);
        expect((await send({ method: 'GET', url: '/api/health' })).status).toBe(200);

        const filler = await fill(dataDir);
        const health = await send({ method: 'GET', url: '/api/health' });
        expect(health.status).toBe(503);
        expect(health.body).toEqual({
          ok: false,
          status: 'cannot-write',
          message: expect.stringMatching(
            new RegExp(
              `^The disk holding ${dataDir}/postgresql is full \\(\\d+ (bytes|kB) free\\): the shop's database cannot write`,
            ),
          ),
        });

        // A shopper's message and order: 503 with the sentence, nothing kept, the provider never asked.
        // A small row may still fit in a page and in the log the database had already allotted: a
        // message it took is answered 201 and kept, until the database finds no room.
        // From a new address each time: the contact form takes five messages an address, and the
        // database may take more than that before it finds no room.
        let sent = 0;
        const sendMessage = () =>
          send({
            method: 'POST',
            url: '/api/contacts',
            headers: { 'x-forwarded-for': `10.0.${Math.floor(sent / 250)}.${(sent++ % 250) + 1}` },
            payload: {
              name: 'Anbu',
              email: 'anbu@example.in',
              phone: '',
              message: 'Is the anklet in stock?',
            },
          });
        let accepted = 0;
        let message = await sendMessage();
        while (message.status === 201 && accepted < 100) {
          accepted += 1;
          await keepFull(filler);
          message = await sendMessage();
        }
        expect(message).toMatchObject({
          status: 503,
          body: { success: false, message: DISK_SPACE_TEXTS.shopCannotWrite },
        });
        const product = FIXTURE_PRODUCTS.find((candidate) => candidate.id === 4);
        if (!product) throw new Error('the fixture catalogue has no product 4');
        const order = await send({
          method: 'POST',
          url: '/api/api/create-razorpay-order',
          headers: customer.headers,
          payload: createOrderBody([{ product, quantity: 1 }], 'full-disk'),
        });
        expect(order).toMatchObject({
          status: 503,
          body: { success: false, message: DISK_SPACE_TEXTS.shopCannotWrite },
        });
        expect(
          await onShopDatabase(
            dataDir,
            `SELECT (SELECT count(*) FROM contact_messages)::int AS messages, (SELECT count(*) FROM orders)::int AS orders,
             (SELECT count(*) FROM test_provider_records)::int AS provider_records`,
          ),
        ).toEqual([{ messages: accepted, orders: 0, provider_records: 0 }]);

        // Today says the shop cannot take orders; the check's mail of it cannot be written.
        const full = await today();
        expect(full).toMatchObject({ level: 'full' });
        await diskCheckDue(dataDir);
        await vi.waitFor(async () => {
          await keepFull(filler);
          expect(logged(shop)).toContainEqual(
            expect.objectContaining({
              msg: 'could not mail SHOP_EMAIL "The shop’s disk is full: it cannot take orders": it is tried again at the next check',
            }),
          );
        }, WAIT);

        // Room again: health, the writes and the owed mail, without a restart.
        await fs.rm(filler);
        expect((await send({ method: 'GET', url: '/api/health' })).status).toBe(200);
        const again = await send({
          method: 'POST',
          url: '/api/contacts',
          payload: { name: 'Anbu', email: 'anbu@example.in', phone: '', message: 'Is the anklet in stock?' },
        });
        expect(again.status).toBe(201);
        await diskCheckDue(dataDir);
        await vi.waitFor(async () => {
          expect(await mailsToTheShop(dataDir)).toContainEqual({
            subject: 'The shop’s disk is full: it cannot take orders',
            text: expect.stringMatching(/The disk was full at .+: the shop could not take orders then\./),
          });
        }, WAIT);

        shop.kill('SIGTERM');
        expect(await shop.exited).toEqual({ code: 0, signal: null });
        // Read once the process has ended: its log lines are written in batches.
        expect(logged(shop)).toContainEqual(
          expect.objectContaining({
            level: 50,
            folder: `${dataDir}/postgresql`,
            msg: expect.stringMatching(
              new RegExp(
                `^a write failed: the disk holding ${dataDir}/postgresql is full \\(\\d+ (bytes|kB) free\\); the shop cannot take orders until space is freed$`,
              ),
            ),
          }),
        );
      },
    );

    it(
      'stops at a start on the full disk, naming its folder and free space',
      { timeout: 300_000 },
      async () => {
        // Stopped, its embedded database too, before the disk fills.
        await killServerProcess(server);
        await stopEmbeddedServerOf(dataDir);
        const filler = await fill(dataDir);
        try {
          const started = startServerProcess({ DATA_DIR: dataDir, SHOP_EMAIL });
          await expect(started).rejects.toThrow(
            new RegExp(
              `The disk holding ${dataDir} is full \\(\\d+ (bytes|kB) free\\): free some space and start again\\.`,
            ),
          );
        } finally {
          await fs.rm(filler);
        }
      },
    );
  },
);
