/**
 * A coupon's limit on the shop as it runs: the built server (`node apps/server/dist/server.js`,
 * what `npm start` runs) on a database of its own, its owner made with `npm run shop --
 * create-owner`, the code made in the back office's call, and twenty customers checking out
 * with it at once over HTTP. On the embedded database, and with TEST_DATABASE_URL on that
 * PostgreSQL server (docs/decisions/0037).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { COUPON_TEXTS } from '@shop/shared/coupons';
import type { Coupon } from '@shop/shared/coupons-api';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { ownerMadeOnTheCommandLine } from '../../test-support/process-owner.ts';
import {
  createOrderBody,
  fetchRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type Customer,
} from '../../test-support/checkout.ts';
import {
  BUILT_SERVER_ENTRY,
  killServerProcess,
  prepareServerDatabase,
  startServerProcess,
  type ServerDatabase,
  type ServerProcess,
} from '../../test-support/server-process.ts';

const run = promisify(execFile);
const SERVER_PACKAGE = path.resolve(import.meta.dirname, '../../..');
const BUILT_COMMAND = path.join(path.dirname(BUILT_SERVER_ENTRY), 'shop-command.js');
/** The build, the database's first start and twenty checkouts on a busy machine: minutes at worst. */
const PROCESS_TEST_TIMEOUT = 300_000;

const [ring] = FIXTURE_PRODUCTS;
if (!ring) throw new Error('the fixture catalogue is short');
/** One ring at ₹2,499 with ₹500 off its value before GST: ₹2,084.00 with the shipping (coupon-limits.test.ts). */
const WITH_500_OFF = 2_084_00;

let database: ServerDatabase | undefined;
let server: ServerProcess | undefined;
beforeAll(async () => {
  await run(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: SERVER_PACKAGE });
}, PROCESS_TEST_TIMEOUT);
afterAll(async () => {
  await killServerProcess(server);
  await database?.remove();
});

describe('the built shop with a code of five uses', () => {
  it(
    'gives twenty customers checking out at once exactly five discounted paid orders',
    { timeout: PROCESS_TEST_TIMEOUT },
    async () => {
      database = await prepareServerDatabase(FIXTURE_PRODUCTS);
      server = await startServerProcess(database.environment, { built: true });
      const send = fetchRequests(server.baseUrl);
      const owner = await ownerMadeOnTheCommandLine(send, database.environment, [BUILT_COMMAND]);
      const made = await send({
        method: 'POST',
        url: '/api/admin/coupons',
        headers: owner,
        payload: { code: 'FIVEATONCE', kind: 'flat', value: 500_00, minOrder: 0, maxUses: 5 },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);

      const customers: Customer[] = [];
      for (let index = 0; index < 20; index += 1) {
        customers.push(await signUp(send, `twenty-${index}@example.in`));
      }
      const outcomes = await Promise.all(
        customers.map(async (customer, index) => {
          const created = await send({
            method: 'POST',
            url: '/api/api/create-razorpay-order',
            headers: customer.headers,
            payload: {
              ...createOrderBody([{ product: ring, quantity: 1 }], `twenty-${index}`),
              amount: WITH_500_OFF / 100,
              couponCode: 'FIVEATONCE',
            },
          });
          if (created.status !== 200) return created;
          const { order } = created.body as { order: { id: string } };
          return verifyPayment(send, customer, await payWithTestProvider(send, order.id));
        }),
      );

      const paid = outcomes.filter((answer) => answer.status === 200);
      expect(paid).toHaveLength(5);
      for (const answer of outcomes.filter((each) => each.status !== 200)) {
        expect([
          COUPON_TEXTS.usedUp('FIVEATONCE'),
          PAYMENT_TEXTS.couponUsedUpWhilePaying('FIVEATONCE'),
        ]).toContain((answer.body as { message: string }).message);
      }
      // Each paid order is the customer's, paid at the discount.
      for (const [index, answer] of outcomes.entries()) {
        if (answer.status !== 200) continue;
        const orderId = (answer.body as { orderId: string }).orderId;
        const mine = await send({
          method: 'GET',
          url: `/api/orders/${orderId}`,
          headers: customers[index]!.headers,
        });
        expect((mine.body as { order: object }).order).toMatchObject({
          status: 'paid',
          couponCode: 'FIVEATONCE',
          total: WITH_500_OFF / 100,
        });
      }
      const listed = await send({ method: 'GET', url: '/api/admin/coupons', headers: owner });
      expect((listed.body as { coupons: Coupon[] }).coupons).toContainEqual(
        expect.objectContaining({ code: 'FIVEATONCE', uses: 5, usesBeyondLimit: 0, held: 0 }),
      );

      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
  );
});
