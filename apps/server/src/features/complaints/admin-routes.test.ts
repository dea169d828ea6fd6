import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_COMPLAINT_TEXTS,
  COMPLAINT_LIMITS,
  COMPLAINT_MESSAGES,
  type AdminComplaintSummary,
} from '@shop/shared/complaints';
import { auditEntries, complaints } from '../../db/schema.ts';
import { injectRequests, signUp, type AuthorizationHeader } from '../../test-support/checkout.ts';
import { headerOf, mailWhere } from '../../test-support/mail.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let staff: AuthorizationHeader;
let colleague: AuthorizationHeader;

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao' });
  colleague = await signedInStaff(shop, { email: 'arjun@shop.test', name: 'Arjun Pillai' });
});
afterAll(async () => {
  await shop?.close();
});

let addresses = 0;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A shopper raises a complaint, which is then made `daysAgo` days old. */
async function raised(email: string, daysAgo: number): Promise<{ id: string; ticket: string }> {
  addresses += 1;
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/complaints',
    payload: {
      name: `Shopper ${email.split('@')[0]}`,
      email,
      topic: 'refund',
      description: 'My refund has not reached my account after two weeks.',
    },
    remoteAddress: `10.60.0.${addresses}`,
  });
  expect(answer.statusCode).toBe(201);
  const { ticket } = answer.json<{ ticket: string }>();
  const [row] = await shop.database.db
    .update(complaints)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(complaints.email, email))
    .returning({ id: complaints.id });
  return { id: row!.id, ticket };
}

async function call(method: 'GET' | 'POST', url: string, payload?: object, headers = staff) {
  const answer = await shop.app.inject({ method, url, payload, headers });
  return { status: answer.statusCode, body: answer.json() };
}

const emailsOf = (list: { complaints: AdminComplaintSummary[] }) =>
  list.complaints.map((complaint) => complaint.email);

const auditOf = (complaintId: string) =>
  shop.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.subjectType, 'complaint'), eq(auditEntries.subjectId, complaintId)))
    .orderBy(auditEntries.at);

describe('the back office’s complaints', () => {
  it('lists unresolved complaints oldest first, then the resolved; replies and resolves them by mail, each step recorded', async () => {
    const newest = await raised('newest@example.in', 1);
    const oldest = await raised('oldest@example.in', 20);
    const middle = await raised('middle@example.in', 3);

    const list = (await call('GET', '/api/admin/complaints')).body;
    expect(list).toMatchObject({ success: true, unresolved: 3, total: 3, page: 1, totalPages: 1 });
    expect(emailsOf(list)).toEqual(['oldest@example.in', 'middle@example.in', 'newest@example.in']);
    expect(list.complaints[0]).toEqual({
      id: oldest.id,
      ticket: oldest.ticket,
      name: 'Shopper oldest',
      email: 'oldest@example.in',
      topic: 'refund',
      status: 'open',
      createdAt: expect.any(String),
      resolvedAt: null,
      orderReference: null,
    });

    // A reply: mailed in the acknowledgement's thread, the complaint is in progress.
    const replied = await call('POST', `/api/admin/complaints/${middle.id}/replies`, {
      body: 'We have asked the bank; the refund reference is RF123.',
    });
    expect(replied.status).toBe(200);
    expect(replied.body.complaint).toMatchObject({
      status: 'in_progress',
      resolvedAt: null,
      steps: [
        { kind: 'reply', body: 'We have asked the bank; the refund reference is RF123.', by: 'Lakshmi Rao' },
      ],
    });
    const acknowledgement = await mailWhere(shop.dataDir, (mail) =>
      headerOf(mail, 'Subject')!.startsWith(`Your complaint ${middle.ticket} `),
    );
    const reply = await mailWhere(
      shop.dataDir,
      (mail) => headerOf(mail, 'Subject') === `Re: your complaint ${middle.ticket} to Velli & Thangam`,
    );
    expect(headerOf(reply, 'To')).toBe('middle@example.in');
    expect(headerOf(reply, 'In-Reply-To')).toBe(headerOf(acknowledgement, 'Message-ID'));
    expect(reply.decoded).toContain('We have asked the bank; the refund reference is RF123.');
    expect(reply.decoded).toContain('Lakshmi Rao, Velli & Thangam');

    // Any member of staff resolves it, with a note.
    const resolved = await call(
      'POST',
      `/api/admin/complaints/${middle.id}/resolution`,
      { note: 'The refund of ₹4,500 reached the account on 20 November.' },
      colleague,
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body.complaint).toMatchObject({
      status: 'resolved',
      resolvedAt: expect.any(String),
      steps: [
        { kind: 'reply', by: 'Lakshmi Rao' },
        {
          kind: 'resolution',
          body: 'The refund of ₹4,500 reached the account on 20 November.',
          by: 'Arjun Pillai',
        },
      ],
    });
    const resolution = await mailWhere(
      shop.dataDir,
      (mail) =>
        headerOf(mail, 'Subject') === `Your complaint ${middle.ticket} to Velli & Thangam is resolved`,
    );
    expect(resolution.decoded).toContain('The refund of ₹4,500 reached the account on 20 November.');
    expect(headerOf(resolution, 'In-Reply-To')).toBe(headerOf(reply, 'Message-ID'));
    const [row] = await shop.database.db.select().from(complaints).where(eq(complaints.id, middle.id));
    expect(row).toMatchObject({ status: 'resolved', resolvedAt: expect.any(Date) });

    expect(
      (await auditOf(middle.id)).map(({ action, before, after }) => ({ action, before, after })),
    ).toEqual([
      {
        action: 'complaint.reply',
        before: { status: 'open' },
        after: {
          status: 'in_progress',
          ticket: middle.ticket,
          stepId: expect.any(String),
          to: 'middle@example.in',
          reply: 'We have asked the bank; the refund reference is RF123.',
        },
      },
      {
        action: 'complaint.resolve',
        before: { status: 'in_progress' },
        after: {
          status: 'resolved',
          ticket: middle.ticket,
          stepId: expect.any(String),
          to: 'middle@example.in',
          note: 'The refund of ₹4,500 reached the account on 20 November.',
        },
      },
    ]);

    // The resolved one goes below the unresolved; the filters show either.
    const after = (await call('GET', '/api/admin/complaints')).body;
    expect(after.unresolved).toBe(2);
    expect(emailsOf(after)).toEqual(['oldest@example.in', 'newest@example.in', 'middle@example.in']);
    expect(emailsOf((await call('GET', '/api/admin/complaints?show=resolved')).body)).toEqual([
      'middle@example.in',
    ]);
    expect(emailsOf((await call('GET', '/api/admin/complaints?show=unresolved')).body)).toEqual([
      'oldest@example.in',
      'newest@example.in',
    ]);

    // The Today page's few.
    expect((await call('GET', '/api/admin/complaints/oldest-unresolved')).body).toMatchObject({
      success: true,
      unresolved: 2,
      oldest: [{ ticket: oldest.ticket }, { ticket: newest.ticket }],
    });
  });

  it('shows one complaint with its deadlines and the order it names', async () => {
    const complaint = await raised('details@example.in', 2);
    const { body } = await call('GET', `/api/admin/complaints/${complaint.id}`);
    const created = new Date(body.complaint.createdAt).getTime();
    expect(body.complaint).toMatchObject({
      ticket: complaint.ticket,
      description: 'My refund has not reached my account after two weeks.',
      phone: null,
      order: null,
      orderNumber: null,
      steps: [],
    });
    expect(new Date(body.complaint.acknowledgeBy).getTime() - created).toBe(2 * DAY_MS);
    expect(new Date(body.complaint.resolveBy).getTime() - created).toBeGreaterThanOrEqual(28 * DAY_MS);
  });

  it('refuses an empty or too long note, a resolved complaint and an unknown one, and changes nothing', async () => {
    const complaint = await raised('refusals@example.in', 0);
    const url = `/api/admin/complaints/${complaint.id}`;
    expect(await call('POST', `${url}/replies`, { body: '   ' })).toEqual({
      status: 400,
      body: { success: false, message: COMPLAINT_MESSAGES.noteRequired },
    });
    expect(await call('POST', `${url}/resolution`, { note: 'a'.repeat(COMPLAINT_LIMITS.note + 1) })).toEqual({
      status: 400,
      body: { success: false, message: COMPLAINT_MESSAGES.noteTooLong },
    });
    expect((await call('GET', url)).body.complaint).toMatchObject({ status: 'open', steps: [] });
    expect(await auditOf(complaint.id)).toEqual([]);

    expect((await call('POST', `${url}/resolution`, { note: 'Replaced the clasp.' })).status).toBe(200);
    const conflict = {
      status: 409,
      body: { success: false, message: ADMIN_COMPLAINT_TEXTS.alreadyResolved },
    };
    expect(await call('POST', `${url}/resolution`, { note: 'Again.' })).toEqual(conflict);
    expect(await call('POST', `${url}/replies`, { body: 'One more thing.' })).toEqual(conflict);
    expect((await call('GET', url)).body.complaint.steps).toHaveLength(1);
    expect(await auditOf(complaint.id)).toHaveLength(1);

    const missing = { status: 404, body: { success: false, message: ADMIN_COMPLAINT_TEXTS.notFound } };
    expect(
      await call('POST', '/api/admin/complaints/00000000-0000-4000-8000-000000000000/resolution', {
        note: 'Done.',
      }),
    ).toEqual(missing);
    expect(await call('GET', '/api/admin/complaints/nonsense')).toEqual(missing);
  });

  it('is the staff’s alone: a customer gets 403, no session 401', async () => {
    const customer = await signUp(injectRequests(shop.app), 'curious@example.in');
    expect((await call('GET', '/api/admin/complaints', undefined, customer.headers)).status).toBe(403);
    const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/complaints' });
    expect(answer.statusCode).toBe(401);
  });
});
