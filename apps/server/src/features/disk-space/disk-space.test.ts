/**
 * The owner hears of a disk filling up before it is full: the Today page's call says how much
 * room is left, and SHOP_EMAIL gets one mail a day while it lasts, and one more each time it gets
 * fuller, remembered across instances and restarts. A mail that cannot go out is tried again at
 * the next check. The disk's room is given by the test here; a real full disk is in
 * disk-full.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISK_SPACE_TEXTS, diskSpaceLevel, type DiskSpaceAnswer } from '@shop/shared/disk-space';
import { diskSpaceWarnings } from '../../db/schema.ts';
import { diskSpace, type DiskSpace } from '../../plugins/disk-space.ts';
import { createMailer, type MailMessage, type Mailer } from '../../plugins/mail.ts';
import { outboxMails } from '../../test-support/mail.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createDiskSpaceService } from './service.ts';

const SHOP_EMAIL = 'owner@velli-thangam.example';
const GB = 1_000_000_000;

let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ environment: { SHOP_EMAIL } });
});
afterAll(async () => {
  await shop?.close();
});

describe('the Today page’s call', () => {
  it('says how much room the disk holding DATA_DIR has, to the staff only', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/disk-space' })).statusCode).toBe(401);
    const staff = await signedInStaff(shop, { email: 'ravi@shop.test' });
    const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/disk-space', headers: staff });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<DiskSpaceAnswer>();
    const space = await diskSpace(shop.dataDir);
    expect(body).toMatchObject({ folder: shop.dataDir, databaseServerFull: false });
    expect(body.totalBytes).toBe(space.totalBytes);
    expect(body.level).toBe(diskSpaceLevel(body));
  });
});

describe('the mails to SHOP_EMAIL', () => {
  /** A disk of 20 GB, with as much free as the test says. */
  let free = 10 * GB;
  const disk = async (): Promise<DiskSpace> => ({ freeBytes: free, totalBytes: 20 * GB });
  const sent: MailMessage[] = [];
  let refuse = false;
  const mailer: Mailer = {
    sendInBackground: () => undefined,
    sendInTurn: async () => undefined,
    close: async () => undefined,
    async send(message) {
      if (refuse)
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      sent.push(message);
    },
  };
  /** The shop as one instance sees it; a new one is a restart, or another instance. */
  const instance = () =>
    createDiskSpaceService({
      db: shop.database.db,
      dataDir: '/var/lib/shop',
      watch: { databaseServerFull: () => false },
      mailer,
      shopEmail: SHOP_EMAIL,
      log: shop.app.log,
      readSpace: disk,
    });

  it('warns once under 1 GB, again as it gets fuller, and once a day while it lasts', async () => {
    const first = instance();
    expect(await first.check()).toBe(0);
    expect(sent).toEqual([]);

    free = 812 * 1_000_000;
    expect(await first.check()).toBe(1);
    expect(sent[0]).toMatchObject({
      to: SHOP_EMAIL,
      subject: 'The shop’s disk is almost full: 812 MB left',
      text: expect.stringContaining(
        "The disk holding the shop's data (/var/lib/shop) has 812 MB free, 4.1% of 20 GB. When it is full the shop cannot take orders. Delete old backups in /var/lib/shop/backups (keep the latest), or give the disk more room.",
      ),
    });
    // Every minute's check does not mail again, nor another instance, nor a restart.
    expect(await first.check()).toBe(0);
    expect(await instance().check()).toBe(0);
    expect(sent).toHaveLength(1);

    free = 150 * 1_000_000;
    expect(await first.check()).toBe(1);
    expect(sent[1]?.subject).toBe('The shop’s disk is almost full: 150 MB left');
    // Better again, then as bad: nothing new.
    free = 500 * 1_000_000;
    expect(await first.check()).toBe(0);
    free = 150 * 1_000_000;
    expect(await instance().check()).toBe(0);
    expect(sent).toHaveLength(2);

    // A day later, still as full: one more.
    await shop.database.db.update(diskSpaceWarnings).set({ mailedAt: sql`now() - interval '25 hours'` });
    expect(await instance().check()).toBe(1);
    expect(sent[2]?.subject).toBe('The shop’s disk is almost full: 150 MB left');
    expect(await instance().check()).toBe(0);
  });

  it('tries a warning that could not be sent again at the next check, saying when the disk was full', async () => {
    const checking = instance();
    sent.length = 0;
    free = 1_000_000;
    refuse = true;
    expect(await checking.check(new Date('2026-11-27T08:32:00Z'))).toBe(0);
    expect(sent).toEqual([]);
    // Room again, though still little of it: the warning owed goes out, and says what happened.
    free = 150 * 1_000_000;
    refuse = false;
    expect(await checking.check()).toBe(1);
    expect(sent[0]).toMatchObject({
      subject: 'The shop’s disk is full: it cannot take orders',
      text: expect.stringMatching(
        /^The disk was full at 27 Nov 2026, 2:02 pm: the shop could not take orders then\.\n\nThe disk holding the shop's data \(\/var\/lib\/shop\) has 150 MB free/,
      ),
    });
    expect(await checking.check()).toBe(0);
  });

  it('writes the warning into the outbox when the shop has no SMTP_URL', async () => {
    await shop.database.db.delete(diskSpaceWarnings);
    const written = createDiskSpaceService({
      db: shop.database.db,
      dataDir: shop.dataDir,
      watch: { databaseServerFull: () => false },
      mailer: createMailer({
        smtpUrl: undefined,
        from: 'shop@example.in',
        dataDir: shop.dataDir,
        log: shop.app.log,
      }),
      shopEmail: SHOP_EMAIL,
      log: shop.app.log,
      readSpace: async () => ({ freeBytes: 0, totalBytes: 20 * GB }),
    });
    expect(await written.check()).toBe(1);
    const [mail] = await outboxMails(shop.dataDir);
    expect(mail?.decoded).toContain(`To: ${SHOP_EMAIL}`);
    expect(mail?.decoded).toContain(DISK_SPACE_TEXTS.full(shop.dataDir, 0));
  });
});
