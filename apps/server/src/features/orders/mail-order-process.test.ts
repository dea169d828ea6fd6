/**
 * One order's mails reach its customer in the order of its events, on the shop as it runs: the
 * server as a process of its own writing its mails into DATA_DIR/mail, the owner made with
 * `npm run shop -- create-owner`, a customer paying over HTTP and staff stepping the order
 * the moment the payment is verified, before its confirmation (a receipt's PDF to draw) has
 * been written.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  CUSTOMER_DETAILS,
  createOrder,
  createOrderBody,
  fetchRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
} from '../../test-support/checkout.ts';
import { headerOf, outboxMails } from '../../test-support/mail.ts';
import { ownerMadeOnTheCommandLine } from '../../test-support/process-owner.ts';
import {
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../../test-support/server-process.ts';

const COMMAND = path.resolve(import.meta.dirname, '../../shop-command.ts');
/** The database's first start and tsx compiling the server on a busy machine. */
const PROCESS_TEST_TIMEOUT = 240_000;

const [ring] = FIXTURE_PRODUCTS;
if (!ring) throw new Error('the fixture catalogue is short');

let database: ServerDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await killServerProcess(server);
  await database?.remove();
});

describe('the mails of one order', () => {
  it(
    'reach the customer in the order of its events when staff step it the moment it is paid',
    { timeout: PROCESS_TEST_TIMEOUT },
    async () => {
      database = await prepareServerDatabase(FIXTURE_PRODUCTS);
      server = await startServerProcess(database.environment);
      const send = fetchRequests(server.baseUrl);
      const owner = await ownerMadeOnTheCommandLine(send, database.environment, ['--import', 'tsx', COMMAND]);
      const customer = await signUp(send, 'in-turn@example.in');

      const created = await createOrder(
        send,
        customer,
        createOrderBody([{ product: ring, quantity: 1 }], 'in-turn'),
      );
      const verified = await verifyPayment(
        send,
        customer,
        await payWithTestProvider(send, created.providerOrderId),
      );
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      // Staff step the order at once, twice, while its confirmation is still being written.
      for (const to of ['in_making', 'quality_check'] as const) {
        const stepped = await send({
          method: 'POST',
          url: `/api/admin/orders/${created.orderId}/steps`,
          headers: owner,
          payload: { to },
        });
        expect(stepped.status, JSON.stringify(stepped.body)).toBe(200);
      }

      const toCustomer = async () =>
        (await outboxMails(database!.dataDir))
          .filter((mail) => headerOf(mail, 'To') === CUSTOMER_DETAILS.email)
          .map((mail) => headerOf(mail, 'Subject') ?? '');
      await expect.poll(async () => (await toCustomer()).length, { timeout: 30_000 }).toBe(3);
      // The outbox's files sort in the order they were written.
      const subjects = await toCustomer();
      expect(subjects[0]).toMatch(/confirmed/i);
      expect(subjects[1]).toMatch(/: in making$/);
      expect(subjects[2]).toMatch(/: quality check$/);

      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
  );
});
