import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TEXTS } from '@shop/shared/contact';
import { contactMessages } from '../../db/schema.ts';
import { mailWhere } from '../../test-support/mail.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { CONTACT_MESSAGES_PER_ADDRESS } from './routes.ts';

const SHOP_EMAIL = 'shop.inbox@velli-thangam.example';
let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ environment: { SHOP_EMAIL } });
});
afterAll(async () => {
  await shop?.close();
});

let addresses = 0;
/** Each test writes from an address of its own, so the limit per address never carries over. */
function newAddress(): string {
  addresses += 1;
  return `10.20.0.${addresses}`;
}

async function send(payload: unknown, options: Partial<InjectOptions> = {}) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/contacts',
    payload: payload as InjectOptions['payload'],
    remoteAddress: newAddress(),
    ...options,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const storedFrom = (email: string) =>
  shop.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/contacts', () => {
  it('stores the message, answers 201 and says thank you', async () => {
    const answer = await send({
      name: '  Meena Sundaram ',
      email: 'meena.contact@example.in',
      phone: '98765 43210',
      message: 'Can a ring be engraved in Tamil?',
    });
    expect(answer).toMatchObject({ status: 201, body: { success: true, message: CONTACT_TEXTS.sent } });
    const rows = await storedFrom('meena.contact@example.in');
    expect(rows).toEqual([
      {
        id: expect.any(String),
        name: 'Meena Sundaram',
        email: 'meena.contact@example.in',
        phone: '98765 43210',
        message: 'Can a ring be engraved in Tamil?',
        createdAt: expect.any(Date),
        // New in the back office's inbox: neither opened nor answered.
        readAt: null,
        answeredAt: null,
      },
    ]);
  });

  it('takes a message with only an e-mail, keeping the empty fields as none', async () => {
    const answer = await send({ name: '', email: 'only.email@example.in', phone: '', message: '' });
    expect(answer.status).toBe(201);
    const [row] = await storedFrom('only.email@example.in');
    expect(row).toMatchObject({ name: null, phone: null, message: null });
  });

  it('mails the message to the shop, answerable to the visitor, with what the visitor typed escaped', async () => {
    await send({
      name: 'Arun <b>Kumar</b>',
      email: 'arun.contact@example.in',
      message: 'Is <script>alert("x")</script> & a kada in 22K gold available?',
    });
    // The mail of the message before this one may still be on its way: this one is Arun's.
    const mail = await mailWhere(shop.dataDir, (written) =>
      /^Reply-To: arun\.contact@example\.in\r?$/m.test(written.raw),
    );
    expect(mail.raw).toMatch(new RegExp(`^To: ${SHOP_EMAIL.replace(/\./g, '\\.')}\\r?$`, 'm'));
    expect(mail.raw).toMatch(/^Subject: Contact message from Arun <b>Kumar<\/b>\r?$/m);
    // The plain-text part as typed; the HTML part escaped, with nothing of the markup left.
    expect(mail.decoded).toContain('Is <script>alert("x")</script> & a kada in 22K gold available?');
    expect(mail.decoded).toContain(
      'Is &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; a kada in 22K gold available?',
    );
    expect(mail.decoded).toContain('Arun &lt;b&gt;Kumar&lt;/b&gt;');
    const html = mail.decoded.slice(mail.decoded.indexOf('<!doctype html>'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });

  it.each([
    [{ name: 'Meena', message: 'Hello' }, 'Email is required'],
    [{ email: '', message: 'Hello' }, 'Email is required'],
    [{ email: 'meena@', message: 'Hello' }, 'Please enter a valid email address'],
    [
      { email: 'meena.long@example.in', message: 'a'.repeat(2001) },
      'Please keep your message to 2000 characters',
    ],
  ])('refuses %o with 400 and a message to act on, and stores nothing', async (payload, message) => {
    const before = await shop.database.db.select().from(contactMessages);
    const answer = await send(payload);
    expect(answer).toEqual({
      status: 400,
      body: { success: false, message },
      headers: expect.anything(),
    });
    expect(await shop.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('refuses a body that is no form', async () => {
    const answer = await send('hello', { headers: { 'content-type': 'text/plain' } });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: 'The request body must be a JSON object with the fields of the form.',
      },
    });
  });

  it(`takes ${CONTACT_MESSAGES_PER_ADDRESS.max} messages from one address in ten minutes, then asks the visitor to wait`, async () => {
    const remoteAddress = '10.30.0.1';
    for (let count = 1; count <= CONTACT_MESSAGES_PER_ADDRESS.max; count += 1) {
      const answer = await send({ email: `flood.${count}@example.in` }, { remoteAddress });
      expect(answer.status).toBe(201);
    }
    const refused = await send({ email: 'flood.6@example.in' }, { remoteAddress });
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: CONTACT_TEXTS.tooMany } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(await storedFrom('flood.6@example.in')).toEqual([]);
    // Another visitor is not held back.
    expect((await send({ email: 'neighbour@example.in' }, { remoteAddress: '10.30.0.2' })).status).toBe(201);
  });

  it('lets the contact page frame the store’s map from OpenStreetMap, and nothing else of it', async () => {
    const answer = await send({ email: 'policy@example.in' });
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https://www.openstreetmap.org");
    // The shop's own files, and its pages' inline scripts by their hashes.
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^' ]+')*(;|$)/);
    expect(policy).not.toMatch(/(script|img|connect)-src[^;]*openstreetmap/);
  });
});
