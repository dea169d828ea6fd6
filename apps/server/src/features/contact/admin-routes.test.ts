import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGE_TEXTS } from '@shop/shared/admin-messages';
import { injectRequests, signUp, type AuthorizationHeader } from '../../test-support/checkout.ts';
import { headerOf, mailWhere } from '../../test-support/mail.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let staff: AuthorizationHeader;

beforeAll(async () => {
  shop = await buildTestApp();
  staff = await signedInStaff(shop, { email: 'lakshmi@shop.test', name: 'Lakshmi Rao' });
});
afterAll(async () => {
  await shop?.close();
});

async function visitorWrites(
  message: { name?: string; email: string; message: string },
  remoteAddress: string,
) {
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/contacts',
    payload: message,
    remoteAddress,
  });
  expect(answer.statusCode).toBe(201);
}

async function call(method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, headers = staff) {
  const answer = await shop.app.inject({ method, url, payload, headers });
  return { status: answer.statusCode, body: answer.json() };
}

async function inbox() {
  return (await call('GET', '/api/admin/messages')).body;
}

describe('the back office’s inbox', () => {
  it('shows the contact page’s messages unread first, then newest, and answers them by mail in one thread', async () => {
    await visitorWrites(
      {
        name: 'Priya Nair',
        email: 'priya@example.in',
        message: 'Can you engrave Tamil letters?\nOn a ring.',
      },
      '10.9.0.1',
    );
    await visitorWrites({ email: 'arjun@example.in', message: 'Do you deliver to Guwahati?' }, '10.9.0.2');

    const first = await inbox();
    expect(first).toMatchObject({ success: true, unread: 2, total: 2 });
    expect(first.messages.map((message: { email: string }) => message.email)).toEqual([
      'arjun@example.in',
      'priya@example.in',
    ]);
    const priya = first.messages[1];
    expect(priya).toMatchObject({
      name: 'Priya Nair',
      preview: 'Can you engrave Tamil letters?\nOn a ring.',
      read: false,
      answered: false,
    });

    // Opened, Arjun's message goes below the unread one.
    const arjunId = first.messages[0].id;
    expect(
      (await call('PATCH', `/api/admin/messages/${arjunId}`, { read: true })).body.message.readAt,
    ).toEqual(expect.any(String));
    const second = await inbox();
    expect(second.unread).toBe(1);
    expect(second.messages.map((message: { email: string }) => message.email)).toEqual([
      'priya@example.in',
      'arjun@example.in',
    ]);

    const replied = await call('POST', `/api/admin/messages/${priya.id}/replies`, {
      body: 'Yes: Tamil, Hindi and English, up to 12 letters on a ring.',
    });
    expect(replied.status).toBe(200);
    expect(replied.body.message).toMatchObject({
      answeredAt: expect.any(String),
      replies: [{ body: 'Yes: Tamil, Hindi and English, up to 12 letters on a ring.', by: 'Lakshmi Rao' }],
    });
    const mail = await mailWhere(shop.dataDir, (written) => /^To: priya@example\.in\r?$/m.test(written.raw));
    expect(headerOf(mail, 'Subject')).toBe('Re: your message to Velli & Thangam');
    expect(headerOf(mail, 'Reply-To')).toBe('hello@velli-thangam.example');
    expect(mail.decoded).toContain('Dear Priya Nair,');
    expect(mail.decoded).toContain('Lakshmi Rao, Velli & Thangam');
    expect(mail.decoded).toContain('> Can you engrave Tamil letters?');
    const firstMailId = headerOf(mail, 'Message-ID');
    expect(firstMailId).toMatch(/^<[0-9a-f-]+@velli-thangam\.example>$/);

    await call('POST', `/api/admin/messages/${priya.id}/replies`, { body: 'And the engraving is free.' });
    const followUp = await mailWhere(shop.dataDir, (written) =>
      written.decoded.includes('And the engraving is free.'),
    );
    expect(headerOf(followUp, 'In-Reply-To')).toBe(firstMailId);
    expect(headerOf(followUp, 'References')).toBe(firstMailId);
  });

  it('marks a message answered by hand, and back', async () => {
    await visitorWrites({ email: 'meera@example.in', message: 'Called you already, thanks!' }, '10.9.0.3');
    const id = (await inbox()).messages.find(
      (message: { email: string }) => message.email === 'meera@example.in',
    ).id;
    expect(
      (await call('PATCH', `/api/admin/messages/${id}`, { answered: true })).body.message.answeredAt,
    ).toEqual(expect.any(String));
    expect(
      (await call('PATCH', `/api/admin/messages/${id}`, { answered: false })).body.message.answeredAt,
    ).toBeNull();
  });

  it('refuses an empty reply or an unknown message with a message, and sends nothing', async () => {
    const [message] = (await inbox()).messages;
    expect(await call('POST', `/api/admin/messages/${message.id}/replies`, { body: '   ' })).toEqual({
      status: 400,
      body: { success: false, message: 'Write the reply' },
    });
    const missing = { status: 404, body: { success: false, message: ADMIN_MESSAGE_TEXTS.notFound } };
    expect(
      await call('POST', '/api/admin/messages/00000000-0000-4000-8000-000000000000/replies', {
        body: 'Hello',
      }),
    ).toEqual(missing);
    expect(await call('GET', '/api/admin/messages/nonsense')).toEqual(missing);
  });

  it('is the staff’s alone: a customer gets 403', async () => {
    const customer = await signUp(injectRequests(shop.app), 'shopper@example.in');
    expect((await call('GET', '/api/admin/messages', undefined, customer.headers)).status).toBe(403);
  });
});
