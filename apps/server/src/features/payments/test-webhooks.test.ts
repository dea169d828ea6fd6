/**
 * The test provider owes the shop its webhooks as Razorpay does: a try is claimed in the
 * ledger before it is sent, the next one waits twice as long as the last, none comes more
 * than 24 hours after the event, and two instances never make the same try.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testProviderRecords } from '../../db/schema.ts';
import { createTestDatabase } from '../../test-support/test-app.ts';
import { testProviderLedger } from './repository.ts';
import { FIRST_RETRY_MS, RAZORPAY_LIKE_SCHEDULE, RETRIES_FOR_MS, retryWaitsMs } from './test-webhooks.ts';
import { capturedPaymentEvent } from './webhook-event.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

let payments = 0;
async function paymentOwingItsWebhook() {
  payments += 1;
  const id = `pay_tries${payments}`;
  const webhook = capturedPaymentEvent({ id, orderId: `order_tries${payments}`, amountPaise: 250_000 });
  await testProviderLedger(database.db).record({
    id,
    entity: 'payment',
    amountPaise: 250_000,
    providerOrderId: `order_tries${payments}`,
    webhook,
  });
  return { id, webhook };
}

/** Makes the webhook's next try due now, as time passing would. */
async function dueNow(id: string) {
  await database.db
    .update(testProviderRecords)
    .set({ webhookDueAt: sql`now()` })
    .where(eq(testProviderRecords.id, id));
}

async function row(id: string) {
  const [found] = await database.db.select().from(testProviderRecords).where(eq(testProviderRecords.id, id));
  if (!found) throw new Error(`no record ${id}`);
  return found;
}

async function databaseNow(): Promise<Date> {
  const { rows } = (await database.db.execute(sql`SELECT now()::text AS now`)) as { rows: { now: string }[] };
  return new Date(rows[0]?.now ?? '');
}

describe('the test provider’s webhook tries', () => {
  it('waits 5 s, then twice as long each time, for 24 hours after the event', () => {
    const waits = retryWaitsMs();
    expect(waits.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 40_000]);
    for (let index = 1; index < waits.length; index += 1) expect(waits[index]).toBe(2 * waits[index - 1]!);
    const total = waits.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeLessThanOrEqual(RETRIES_FOR_MS);
    // One more wait would pass the 24 hours.
    expect(total + 2 * waits.at(-1)!).toBeGreaterThan(RETRIES_FOR_MS);
    expect(waits).toHaveLength(14);
  });

  it('claims each try before it is sent, moving the next one out by the schedule', async () => {
    const ledger = testProviderLedger(database.db);
    const { id, webhook } = await paymentOwingItsWebhook();
    expect(await ledger.dueWebhooks(100)).toContain(id);

    const before = await databaseNow();
    const first = await ledger.claimWebhookTry(id, RAZORPAY_LIKE_SCHEDULE);
    expect(first).toMatchObject({ body: webhook, tryNumber: 1 });
    expect(first?.nextTryAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() + FIRST_RETRY_MS);
    // Not due again until then: a second claim, as another instance would make, gets nothing.
    expect(await ledger.claimWebhookTry(id, RAZORPAY_LIKE_SCHEDULE)).toBeUndefined();
    expect(await ledger.dueWebhooks(100)).not.toContain(id);

    await dueNow(id);
    const second = await ledger.claimWebhookTry(id, RAZORPAY_LIKE_SCHEDULE);
    expect(second).toMatchObject({ body: webhook, tryNumber: 2 });
    const waited = (second?.nextTryAt?.getTime() ?? 0) - (await databaseNow()).getTime();
    expect(waited).toBeGreaterThan(FIRST_RETRY_MS);
    expect(waited).toBeLessThanOrEqual(2 * FIRST_RETRY_MS);

    await ledger.webhookDelivered(id);
    expect(await row(id)).toMatchObject({
      webhookTries: 2,
      webhookDueAt: null,
      webhookDeliveredAt: expect.any(Date),
    });
    expect(await ledger.claimWebhookTry(id, RAZORPAY_LIKE_SCHEDULE)).toBeUndefined();
  });

  it('gives one of several instances claiming at once the try', async () => {
    const ledger = testProviderLedger(database.db);
    const { id } = await paymentOwingItsWebhook();
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => ledger.claimWebhookTry(id, RAZORPAY_LIKE_SCHEDULE)),
    );
    expect(claims.filter((claim) => claim !== undefined)).toHaveLength(1);
  });

  it('makes the last try within 24 hours of the event, then gives up', async () => {
    const ledger = testProviderLedger(database.db);
    const { id } = await paymentOwingItsWebhook();
    // An event of 23 h 59 min 58 s ago: the next wait (5 s) would pass its 24 hours.
    await database.db
      .update(testProviderRecords)
      .set({ createdAt: sql`now() - interval '23 hours 59 minutes 58 seconds'` })
      .where(eq(testProviderRecords.id, id));
    expect(await ledger.claimWebhookTry(id, RAZORPAY_LIKE_SCHEDULE)).toMatchObject({
      tryNumber: 1,
      nextTryAt: null,
    });
    expect(await row(id)).toMatchObject({ webhookDueAt: null, webhookDeliveredAt: null });
    expect(await ledger.dueWebhooks(100)).not.toContain(id);
  });
});
