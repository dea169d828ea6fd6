import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TEXTS } from '@shop/shared/staff';
import { injectRequests, signUp, type AuthorizationHeader } from '../../test-support/checkout.ts';
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
  method: 'GET' | 'POST' | 'PATCH',
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
  shop = await buildTestApp();
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
