/**
 * Messages waiting in the outbox survive kill -9 and are sent once each by the next process.
 * The real server process queues three order confirmations while the test provider answers
 * 503 (as a Cloud API in trouble does), so none is sent; it is killed with SIGKILL; a new
 * process on the same data sends each, once, as the test provider's record of what it was
 * sent shows (its chat page, one per number).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrderBody,
  fetchRequests,
  placeOrder,
  signUp,
  type SendRequest,
} from '../../test-support/checkout.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../../test-support/server-process.ts';

let prepared: ServerDatabase | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await killServerProcess(server);
  await prepared?.remove();
});

const PHONES = ['9876510001', '9876510002', '9876510003'];

/** How many messages the test provider took for the number: its chat page's outgoing ones. */
async function sentTo(baseUrl: string, phone: string): Promise<number> {
  const page = await fetch(`${baseUrl}/api/test-whatsapp/chat/91${phone}`).then((answer) => answer.text());
  return page.split('class="out"').length - 1;
}

async function consentAndOrder(baseUrl: string, send: SendRequest, phone: string, index: number) {
  const customer = await signUp(send, `restart.${index}@example.in`);
  const consent = await fetch(`${baseUrl}/api/account/whatsapp`, {
    method: 'PUT',
    headers: { ...customer.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ phone }),
  });
  expect(consent.status).toBe(200);
  const [ring] = FIXTURE_PRODUCTS;
  if (!ring) throw new Error('No fixture ring');
  await placeOrder(send, customer, createOrderBody([{ product: ring, quantity: 1 }], `restart-${index}`));
}

describe('the shop server process, killed with messages waiting', () => {
  it('sends each waiting message exactly once after a restart', { timeout: 300_000 }, async () => {
    const database = await prepareServerDatabase(FIXTURE_PRODUCTS);
    prepared = database;
    const first = await startServerProcess(database.environment);
    servers.push(first);
    const before = fetchRequests(first.baseUrl);
    const failing = await before({
      method: 'POST',
      url: '/api/test-whatsapp/failures',
      payload: { status: 503, times: 100 },
    });
    expect(failing.status).toBe(200);
    for (const [index, phone] of PHONES.entries()) await consentAndOrder(first.baseUrl, before, phone, index);
    // The confirmations were queued and tried: the provider answered 503 and took none.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const phone of PHONES) expect(await sentTo(first.baseUrl, phone)).toBe(0);
    first.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const second = await startServerProcess(database.environment);
    servers.push(second);
    const deadline = Date.now() + 200_000;
    for (const phone of PHONES) {
      while ((await sentTo(second.baseUrl, phone)) === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    // Long enough for another look of the worker and a retry's first wait: still one each.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    for (const phone of PHONES) expect(await sentTo(second.baseUrl, phone), phone).toBe(1);

    second.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  });
});
