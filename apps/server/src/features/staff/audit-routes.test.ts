import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@shop/shared/admin-orders';
import { AUDIT_ERASED_VALUE, STAFF_TEXTS } from '@shop/shared/staff';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { auditEntries, orders } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrder,
  createOrderBody,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
} from '../../test-support/checkout.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let owner: AuthorizationHeader;
let staff: AuthorizationHeader;
let customer: AuthorizationHeader;
let ownerId: string;
let staffId: string;
let addedId: string;
let messageId: string;

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { headers?: AuthorizationHeader; payload?: object; remoteAddress?: string } = {},
) {
  const answer = await shop.app.inject({
    method,
    url,
    payload: options.payload,
    headers: options.headers ?? {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return { status: answer.statusCode, body: answer.json() };
}

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  owner = await signedInStaff(shop, { email: 'owner@shop.test', name: 'Meena Iyer', role: 'owner' });
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Ravi Kumar' });
  customer = (await signUp(injectRequests(shop.app), 'shopper@example.in')).headers;
  ownerId = (await call('GET', '/api/admin/session', { headers: owner })).body.staff.id;
  staffId = (await call('GET', '/api/admin/session', { headers: staff })).body.staff.id;

  // The owner's changes to the staff…
  const added = await call('POST', '/api/admin/staff', {
    headers: owner,
    payload: { email: 'sita@shop.test', name: 'Sita Devi', role: 'staff' },
  });
  addedId = added.body.member.id;
  expect((await call('POST', `/api/admin/staff/${addedId}/password-link`, { headers: owner })).status).toBe(
    200,
  );
  expect((await call('POST', `/api/admin/staff/${addedId}/disable`, { headers: owner })).status).toBe(200);

  // …and a member of staff's with a message.
  expect(
    (
      await call('POST', '/api/contacts', {
        payload: { name: 'Priya', email: 'priya@example.in', message: 'Do you engrave in Tamil?' },
        remoteAddress: '203.0.113.9',
      })
    ).status,
  ).toBe(201);
  messageId = (await call('GET', '/api/admin/messages', { headers: staff })).body.messages[0].id;
  expect(
    (await call('PATCH', `/api/admin/messages/${messageId}`, { headers: staff, payload: { read: true } }))
      .status,
  ).toBe(200);
  expect(
    (
      await call('POST', `/api/admin/messages/${messageId}/replies`, {
        headers: staff,
        payload: { body: 'Yes, we do.' },
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => {
  await shop?.close();
});

describe('the audit log', () => {
  it('is the owner’s alone', async () => {
    expect((await call('GET', '/api/admin/audit')).status).toBe(401);
    expect((await call('GET', '/api/admin/audit', { headers: customer })).status).toBe(403);
    expect(await call('GET', '/api/admin/audit', { headers: staff })).toEqual({
      status: 403,
      body: { success: false, message: STAFF_TEXTS.ownerOnly },
    });
    expect((await call('GET', '/api/admin/audit', { headers: owner })).status).toBe(200);
  });

  it('shows every back-office change, newest first, with who, what and before → after', async () => {
    const { body } = await call('GET', '/api/admin/audit', { headers: owner });
    expect(body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'message.reply',
      'message.mark',
      'staff.disable',
      'staff.password-link',
      'staff.invite',
    ]);
    expect(body).toMatchObject({ total: 5, page: 1, totalPages: 1 });
    const [reply, mark, disable, , invite] = body.entries;
    expect(reply).toMatchObject({
      staff: { id: staffId, name: 'Ravi Kumar' },
      subject: { type: 'message', id: messageId },
      after: { answered: true, reply: 'Yes, we do.' },
    });
    expect(mark).toMatchObject({ before: { read: false }, after: { read: true } });
    expect(disable).toMatchObject({
      staff: { id: ownerId, name: 'Meena Iyer' },
      subject: { type: 'staff', id: addedId },
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(invite).toMatchObject({
      before: null,
      after: { name: 'Sita Devi', email: 'sita@shop.test', role: 'staff' },
    });
  });

  it('filters by member, by kind and by day', async () => {
    const byStaff = await call('GET', `/api/admin/audit?staffId=${staffId}`, { headers: owner });
    expect(byStaff.body.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'message.reply',
      'message.mark',
    ]);
    const staffChanges = await call('GET', '/api/admin/audit?subjectType=staff', { headers: owner });
    expect(staffChanges.body.total).toBe(3);
    const longAgo = await call('GET', '/api/admin/audit?from=2020-01-01&to=2020-01-31', { headers: owner });
    expect(longAgo.body).toMatchObject({ entries: [], total: 0 });
    const laterPage = await call('GET', '/api/admin/audit?page=2', { headers: owner });
    expect(laterPage.body).toMatchObject({ entries: [], total: 5, page: 2 });
  });

  it('refuses a bad filter with a clear message', async () => {
    expect(await call('GET', '/api/admin/audit?staffId=ravi', { headers: owner })).toEqual({
      status: 400,
      body: { success: false, message: 'Choose a member of staff from the list' },
    });
    expect(await call('GET', '/api/admin/audit?from=2026-11-30&to=2026-11-01', { headers: owner })).toEqual({
      status: 400,
      body: { success: false, message: 'The first day comes after the last one' },
    });
    expect((await call('GET', '/api/admin/audit?from=yesterday', { headers: owner })).body.message).toBe(
      'The first day must be a date such as 2026-11-24',
    );
  });
});

/** The test provider's webhook settles a refund after its answer: on a busy machine, seconds later. */
const REFUND_SETTLED = { timeout: 20_000, interval: 50 };

describe('a customer who deletes their account', () => {
  it('leaves neither their e-mail nor what was written to or about them in the log', async () => {
    const send = injectRequests(shop.app);
    const kavya = await signUp(send, 'kavya@example.in');
    expect(
      (
        await call('POST', '/api/contacts', {
          payload: { name: 'Kavya', email: 'kavya@example.in', message: 'Can the chain come to my home?' },
          remoteAddress: '203.0.113.10',
        })
      ).status,
    ).toBe(201);
    const inbox = (await call('GET', '/api/admin/messages', { headers: staff })).body.messages as {
      id: string;
      email: string;
    }[];
    const message = inbox.find((each) => each.email === 'kavya@example.in');
    const reply = 'We will bring it to 14 Car Street, Mylapore, on Friday.';
    expect(
      (
        await call('POST', `/api/admin/messages/${message?.id}/replies`, {
          headers: staff,
          payload: { body: reply },
        })
      ).status,
    ).toBe(200);

    // An order cancelled and another refunded, each with a note that names her.
    const [ring] = FIXTURE_PRODUCTS;
    const unpaid = await createOrder(
      send,
      kavya,
      createOrderBody([{ product: ring!, quantity: 1 }], 'kavya-1'),
    );
    const cancelled = await call('POST', `/api/admin/orders/${unpaid.orderId}/cancel`, {
      headers: staff,
      payload: { reason: 'Kavya rang: she has moved to Car Street' },
    });
    expect(cancelled.status).toBe(200);
    const paid = await createOrder(
      send,
      kavya,
      createOrderBody([{ product: ring!, quantity: 1 }], 'kavya-2'),
    );
    expect(
      (await verifyPayment(send, kavya, await payWithTestProvider(send, paid.providerOrderId))).status,
    ).toBe(200);
    const refunded = await call('POST', `/api/admin/orders/${paid.orderId}/refunds`, {
      headers: owner,
      payload: { amountPaise: 100, reason: 'Kavya kept the box at Car Street' },
    });
    expect(refunded.status).toBe(200);
    await vi.waitFor(async () => {
      const order = (await call('GET', `/api/admin/orders/${paid.orderId}`, { headers: owner })).body
        .order as AdminOrder;
      expect(order.refunds.map((each) => each.status)).toEqual(['processed']);
    }, REFUND_SETTLED);
    const before = JSON.stringify((await call('GET', '/api/admin/audit', { headers: owner })).body);
    expect(before).toContain('kavya@example.in');
    expect(before).toContain('Car Street');

    expect((await call('DELETE', '/user/profile', { headers: kavya.headers })).status).toBe(200);

    const log = (await call('GET', '/api/admin/audit', { headers: owner })).body;
    const text = JSON.stringify(log);
    expect(text).not.toContain('kavya@example.in');
    expect(text).not.toContain('Car Street');
    expect(text).not.toContain('Kavya');
    // The entries stay, and say what went.
    const entryOf = (action: string, id: string | undefined) =>
      log.entries.find(
        (entry: { action: string; subject: { id: string } }) =>
          entry.action === action && entry.subject.id === id,
      );
    expect(entryOf('message.reply', message?.id)).toMatchObject({
      staff: { name: 'Ravi Kumar' },
      after: { answered: true, to: AUDIT_ERASED_VALUE, reply: AUDIT_ERASED_VALUE },
    });
    expect(entryOf('order.cancel', unpaid.orderId)).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'cancelled', reason: AUDIT_ERASED_VALUE },
    });
    expect(entryOf('order.refund', paid.orderId)).toMatchObject({
      after: { refund: { amountPaise: 100, reason: AUDIT_ERASED_VALUE } },
    });
    // Another visitor's reply is as it was.
    expect(entryOf('message.reply', messageId)).toMatchObject({
      after: { to: 'priya@example.in', reply: 'Yes, we do.' },
    });
  });
});

describe('entries written before erasure reached the log', () => {
  it('are erased by the migration for customers whose messages and orders are gone or erased', async () => {
    const send = injectRequests(shop.app);
    const [ring] = FIXTURE_PRODUCTS;
    const customer = await signUp(send, 'devi@example.in');
    const live = await createOrder(
      send,
      customer,
      createOrderBody([{ product: ring!, quantity: 1 }], 'devi-1'),
    );
    expect(
      (
        await call('POST', `/api/admin/orders/${live.orderId}/cancel`, {
          headers: staff,
          payload: { reason: 'Devi ordered twice' },
        })
      ).status,
    ).toBe(200);
    // The paid order of the customer who deleted their account above.
    const [erasedOrder] = await shop.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(isNotNull(orders.customerErasedAt));
    const goneMessage = crypto.randomUUID();
    const goneOrder = crypto.randomUUID();
    await shop.database.db.insert(auditEntries).values([
      {
        staffId,
        action: 'message.reply',
        subjectType: 'message',
        subjectId: goneMessage,
        before: { answered: false },
        after: { answered: true, to: 'anand@example.in', reply: 'Your ring goes to 3 Temple Road.' },
      },
      {
        staffId,
        action: 'order.cancel',
        subjectType: 'order',
        subjectId: goneOrder,
        before: { status: 'pending' },
        after: { status: 'cancelled', reason: 'Anand asked by phone' },
      },
      {
        staffId: ownerId,
        action: 'order.refund',
        subjectType: 'order',
        subjectId: erasedOrder!.id,
        before: { leftToRefundPaise: 5000 },
        after: {
          leftToRefundPaise: 4900,
          refund: { id: crypto.randomUUID(), amountPaise: 100, reason: 'Anand again' },
        },
      },
    ]);

    const migration = await fs.readFile(
      path.join(MIGRATIONS_FOLDER, '0026_erase_deleted_customers_from_audit.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (statement.trim()) await shop.database.db.execute(sql.raw(statement));
    }

    const log = (await call('GET', '/api/admin/audit', { headers: owner })).body;
    const text = JSON.stringify(log);
    expect(text).not.toContain('Anand');
    expect(text).not.toContain('Temple Road');
    const entryOf = (id: string | undefined) =>
      log.entries.find((entry: { subject: { id: string } }) => entry.subject.id === id);
    expect(entryOf(goneMessage)).toMatchObject({
      after: { answered: true, to: AUDIT_ERASED_VALUE, reply: AUDIT_ERASED_VALUE },
    });
    expect(entryOf(goneOrder)).toMatchObject({ after: { status: 'cancelled', reason: AUDIT_ERASED_VALUE } });
    // What customers still with the shop wrote, and what was written about them, stays.
    expect(entryOf(live.orderId)).toMatchObject({ after: { reason: 'Devi ordered twice' } });
    expect(entryOf(messageId)).toMatchObject({ after: { to: 'priya@example.in', reply: 'Yes, we do.' } });
  });
});
