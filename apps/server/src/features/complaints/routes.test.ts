import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_TEXTS } from '@shop/shared/contact';
import { COMPLAINT_MESSAGES, COMPLAINT_TEXTS, formatComplaintDay, resolveBy } from '@shop/shared/complaints';
import type { Language } from '@shop/shared/languages';
import { complaints, orders } from '../../db/schema.ts';
import { CUSTOMER_DETAILS, injectRequests, signUp, type Customer } from '../../test-support/checkout.ts';
import { headerOf, mailWhere } from '../../test-support/mail.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { COMPLAINTS_PER_ADDRESS } from './routes.ts';

const SHOP_EMAIL = 'care@velli-thangam.example';
const GRIEVANCE_OFFICER = {
  name: 'Lakshmi Narayanan',
  email: 'grievance@velli-thangam.example',
  phone: '+91 452 400 5678',
};
let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({
    environment: {
      SHOP_EMAIL,
      GRIEVANCE_OFFICER_NAME: GRIEVANCE_OFFICER.name,
      GRIEVANCE_OFFICER_EMAIL: GRIEVANCE_OFFICER.email,
      GRIEVANCE_OFFICER_PHONE: GRIEVANCE_OFFICER.phone,
    },
  });
});
afterAll(async () => {
  await shop?.close();
});

let addresses = 0;
/** Each test writes from an address of its own, so the limit per address never carries over. */
function newAddress(): string {
  addresses += 1;
  return `10.40.0.${addresses}`;
}

async function raise(payload: unknown, options: Partial<InjectOptions> = {}) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/complaints',
    payload: payload as InjectOptions['payload'],
    remoteAddress: newAddress(),
    ...options,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const COMPLAINT = {
  name: 'Meena Sundaram',
  email: 'meena.complaint@example.in',
  phone: '98765 43210',
  topic: 'delivery',
  description: 'The anklet arrived with a broken clasp and the box was open.',
  orderNumber: 'a1b2c3d4',
};

const stored = () => shop.database.db.select().from(complaints);
const storedFrom = (email: string) =>
  shop.database.db.select().from(complaints).where(eq(complaints.email, email));

/** A paid order of the customer's, as the checkout stores one, bought on pages in `language`. */
async function anOrderOf(customer: Customer, language: Language = 'en'): Promise<string> {
  const [order] = await shop.database.db
    .insert(orders)
    .values({
      language,
      userId: customer.userId,
      status: 'paid',
      subtotalPaise: 450_000,
      shippingPaise: 0,
      totalPaise: 450_000,
      customer: CUSTOMER_DETAILS,
      paymentId: `pay_${customer.userId.slice(0, 8)}`,
      paidAt: new Date(),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  return order.id;
}

describe('POST /api/complaints', () => {
  it('registers a visitor’s complaint with a ticket, and says when it will be resolved', async () => {
    const before = Date.now();
    const answer = await raise(COMPLAINT);
    expect(answer.status).toBe(201);
    expect(answer.body.ticket).toMatch(/^C-\d{6}$/);
    const day = formatComplaintDay(resolveBy(new Date(before)));
    expect(answer.body).toEqual({
      success: true,
      ticket: answer.body.ticket,
      message: `Your complaint is registered. Ticket ${answer.body.ticket}. We will resolve it by ${day}; its acknowledgement has been mailed to you.`,
      resolveBy: expect.any(String),
    });
    const [row] = await storedFrom(COMPLAINT.email);
    expect(row).toMatchObject({
      name: 'Meena Sundaram',
      phone: '98765 43210',
      topic: 'delivery',
      description: COMPLAINT.description,
      orderId: null,
      // As typed, in the capitals the shop's references are written in.
      orderNumber: 'A1B2C3D4',
      status: 'open',
      resolvedAt: null,
    });
    expect(`C-${String(row?.number).padStart(6, '0')}`).toBe(answer.body.ticket);
  });

  it('mails the complainant its acknowledgement: registered, the ticket, the day it will be resolved by and whom to write to, the grievance officer', async () => {
    const answer = await raise({ ...COMPLAINT, email: 'arun.ack@example.in', name: 'Arun <b>Kumar</b>' });
    const { ticket } = answer.body as { ticket: string };
    const mail = await mailWhere(shop.dataDir, (written) =>
      /^To: arun\.ack@example\.in\r?$/m.test(written.raw),
    );
    expect(headerOf(mail, 'Subject')).toBe(`Your complaint ${ticket} to Velli & Thangam is registered`);
    expect(headerOf(mail, 'Reply-To')).toBe(GRIEVANCE_OFFICER.email);
    expect(headerOf(mail, 'Message-ID')).toMatch(/^<[0-9a-f-]+@velli-thangam\.example>$/);
    const [row] = await storedFrom('arun.ack@example.in');
    const day = formatComplaintDay(resolveBy(row!.createdAt));
    expect(mail.decoded).toContain(`We have registered your complaint. Your ticket is ${ticket}.`);
    expect(mail.decoded).toContain(
      `This mail is our acknowledgement of it. We will resolve it within one month of its receipt, by ${day}.`,
    );
    // The mail is the acknowledgement the rules ask for within 48 hours: it promises no other.
    expect(mail.decoded).not.toMatch(/will acknowledge|within 48 hours/);
    expect(mail.decoded).toContain(
      `write to ${GRIEVANCE_OFFICER.name} (Grievance Officer), ${GRIEVANCE_OFFICER.email}, phone ${GRIEVANCE_OFFICER.phone}, quoting the ticket`,
    );
    expect(mail.decoded).toContain('Order: A1B2C3D4');
    expect(mail.decoded).toContain('Dear Arun &lt;b&gt;Kumar&lt;/b&gt;,');
    expect(mail.decoded.slice(mail.decoded.indexOf('<!doctype html>'))).not.toContain('<b>');

    const notice = await mailWhere(shop.dataDir, (written) =>
      written.decoded.includes(`Subject: Complaint ${ticket} from`),
    );
    expect(headerOf(notice, 'To')).toBe(SHOP_EMAIL);
    expect(headerOf(notice, 'Reply-To')).toBe('arun.ack@example.in');
    expect(notice.decoded).toContain(
      `Its acknowledgement, with the ticket, has been mailed to the complainant. Resolve it by ${day} from the back office's Complaints page.`,
    );
  });

  it('numbers tickets one after another', async () => {
    const first = await raise({ ...COMPLAINT, email: 'first.ticket@example.in' });
    const second = await raise({ ...COMPLAINT, email: 'second.ticket@example.in' });
    const number = (ticket: string) => Number(ticket.slice(2));
    expect(number(second.body.ticket)).toBe(number(first.body.ticket) + 1);
  });

  it('ties a signed-in customer’s complaint to their own order', async () => {
    const customer = await signUp(injectRequests(shop.app), 'kavya.order@example.in');
    const orderId = await anOrderOf(customer);
    const answer = await raise(
      { ...COMPLAINT, email: 'kavya.order@example.in', topic: 'product', orderNumber: undefined, orderId },
      { headers: customer.headers },
    );
    expect(answer.status).toBe(201);
    const [row] = await storedFrom('kavya.order@example.in');
    expect(row).toMatchObject({ orderId, orderNumber: null, topic: 'product' });
    const mail = await mailWhere(shop.dataDir, (written) =>
      /^To: kavya\.order@example\.in\r?$/m.test(written.raw),
    );
    expect(mail.decoded).toContain(`Order: ${orderId.slice(0, 8).toUpperCase()}`);
  });

  it('refuses another customer’s order as no such order, and keeps nothing', async () => {
    const send = injectRequests(shop.app);
    const owner = await signUp(send, 'owner.of.order@example.in');
    const other = await signUp(send, 'someone.else@example.in');
    const orderId = await anOrderOf(owner);
    const count = (await stored()).length;
    const answer = await raise(
      { ...COMPLAINT, email: 'someone.else@example.in', orderId },
      { headers: other.headers },
    );
    expect(answer).toMatchObject({
      status: 404,
      body: { success: false, message: COMPLAINT_TEXTS.noSuchOrder },
    });
    // Without a session an order is no one's to complain about.
    const signedOut = await raise({ ...COMPLAINT, email: 'someone.else@example.in', orderId });
    expect(signedOut.status).toBe(401);
    // An id that is no order's is refused the same way.
    const unknown = await raise(
      { ...COMPLAINT, email: 'someone.else@example.in', orderId: '00000000-0000-4000-8000-000000000000' },
      { headers: other.headers },
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: COMPLAINT_TEXTS.noSuchOrder } });
    expect(await stored()).toHaveLength(count);
  });

  it.each([
    ['no name', { ...COMPLAINT, name: '  ' }, COMPLAINT_MESSAGES.nameRequired],
    ['a broken e-mail', { ...COMPLAINT, email: 'meena@' }, COMPLAINT_MESSAGES.emailInvalid],
    ['a topic the form does not offer', { ...COMPLAINT, topic: 'weather' }, COMPLAINT_MESSAGES.topicRequired],
    ['no topic', { ...COMPLAINT, topic: undefined }, COMPLAINT_MESSAGES.topicRequired],
    [
      'a description of a word',
      { ...COMPLAINT, description: 'Bad.' },
      COMPLAINT_MESSAGES.descriptionTooShort,
    ],
    [
      'a description too long',
      { ...COMPLAINT, description: 'a'.repeat(3001) },
      COMPLAINT_MESSAGES.descriptionTooLong,
    ],
    ['a phone number too long', { ...COMPLAINT, phone: '9'.repeat(21) }, COMPLAINT_MESSAGES.phoneTooLong],
    ['an order id that is no id', { ...COMPLAINT, orderId: 'A1B2C3D4' }, COMPLAINT_MESSAGES.orderIdInvalid],
    [
      'a field the form has not',
      { ...COMPLAINT, ticket: 'C-000001' },
      'The request body must be a JSON object with the fields of the form.',
    ],
  ])('refuses %s with 400 and a message to act on, and keeps nothing', async (_case, payload, message) => {
    const before = (await stored()).length;
    const answer = await raise(payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message });
    expect(await stored()).toHaveLength(before);
  });

  it(`takes ${COMPLAINTS_PER_ADDRESS.max} complaints from one address in ten minutes, then asks to wait`, async () => {
    const remoteAddress = '10.50.0.1';
    for (let count = 1; count <= COMPLAINTS_PER_ADDRESS.max; count += 1) {
      const answer = await raise({ ...COMPLAINT, email: `flood.${count}@example.in` }, { remoteAddress });
      expect(answer.status).toBe(201);
    }
    const refused = await raise({ ...COMPLAINT, email: 'flood.6@example.in' }, { remoteAddress });
    expect(refused).toMatchObject({
      status: 429,
      body: { success: false, message: COMPLAINT_TEXTS.tooMany },
    });
    expect(await storedFrom('flood.6@example.in')).toEqual([]);
    // The contact form keeps its own count.
    const message = await shop.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { email: 'flood.contact@example.in' },
      remoteAddress,
    });
    expect(message.json()).toEqual({ success: true, message: CONTACT_TEXTS.sent });
  });
});

describe('a complaint about an order bought on Tamil or Hindi pages', () => {
  const BUYERS = [
    {
      language: 'ta',
      email: 'kavitha.complaint@example.in',
      locale: 'ta-IN',
      subject: (ticket: string) => `Velli & Thangam க்கு நீங்கள் அளித்த புகார் ${ticket} பதிவானது`,
      dear: 'அன்புள்ள Meena Sundaram,',
      registered: (ticket: string) => `உங்கள் புகாரைப் பதிவு செய்துள்ளோம். உங்கள் டிக்கெட் எண்: ${ticket}.`,
      by: (day: string) => `அது கிடைத்த நாளிலிருந்து ஒரு மாதத்திற்குள், ${day} க்குள், அதைத் தீர்த்து வைப்போம்.`,
      topic: 'எதைப் பற்றி: டெலிவரி',
      order: 'ஆர்டர்',
      resolved: (ticket: string) => `Velli & Thangam க்கு நீங்கள் அளித்த புகார் ${ticket} தீர்க்கப்பட்டது`,
      resolvedLine: (ticket: string) => `உங்கள் புகார் ${ticket} தீர்க்கப்பட்டது. நாங்கள் அதைத் தீர்த்த விதம்:`,
    },
    {
      language: 'hi',
      email: 'sunita.complaint@example.in',
      locale: 'hi-IN',
      subject: (ticket: string) => `Velli & Thangam से की गई आपकी शिकायत ${ticket} दर्ज हो गई है`,
      dear: 'प्रिय Meena Sundaram,',
      registered: (ticket: string) => `हमने आपकी शिकायत दर्ज कर ली है। आपका टिकट नंबर ${ticket} है।`,
      by: (day: string) => `हम इसे मिलने के एक महीने के भीतर, ${day} तक, सुलझा देंगे।`,
      topic: 'विषय: डिलीवरी',
      order: 'ऑर्डर',
      resolved: (ticket: string) => `Velli & Thangam से की गई आपकी शिकायत ${ticket} सुलझ गई है`,
      resolvedLine: (ticket: string) => `आपकी शिकायत ${ticket} सुलझ गई है। हमने इसे ऐसे सुलझाया:`,
    },
  ] as const;

  it.each(BUYERS)('writes to the shopper in $language and to the shop in English', async (buyer) => {
    const customer = await signUp(injectRequests(shop.app), buyer.email);
    const orderId = await anOrderOf(customer, buyer.language);
    const answer = await raise(
      { ...COMPLAINT, email: buyer.email, orderNumber: undefined, orderId },
      { headers: customer.headers },
    );
    expect(answer.status).toBe(201);
    const { ticket } = answer.body as { ticket: string };
    const toShopper = new RegExp(`^To: ${buyer.email.replace(/\./g, '\\.')}\\r?$`, 'm');
    const mail = await mailWhere(shop.dataDir, (written) => toShopper.test(written.raw));
    expect(headerOf(mail, 'Subject')).toBe(buyer.subject(ticket));
    const [row] = await storedFrom(buyer.email);
    const day = new Intl.DateTimeFormat(buyer.locale, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(
      resolveBy(row!.createdAt),
    );
    expect(mail.decoded).toContain(`<html lang="${buyer.locale}">`);
    expect(mail.decoded).toContain(buyer.dear);
    expect(mail.decoded).toContain(buyer.registered(ticket));
    expect(mail.decoded).toContain(buyer.by(day));
    expect(mail.decoded).toContain(buyer.topic);
    expect(mail.decoded).toContain(`${buyer.order}: ${orderId.slice(0, 8).toUpperCase()}`);
    // The grievance officer is named as the shop gives them, and what the shopper wrote is kept as typed.
    expect(mail.decoded).toContain(
      `${GRIEVANCE_OFFICER.name} (Grievance Officer), ${GRIEVANCE_OFFICER.email}`,
    );
    expect(mail.decoded).toContain(COMPLAINT.description);
    expect(mail.decoded).not.toContain('We have registered your complaint');

    const notice = await mailWhere(shop.dataDir, (written) =>
      written.decoded.includes(`Subject: Complaint ${ticket} from`),
    );
    expect(notice.decoded).toContain(
      'Its acknowledgement, with the ticket, has been mailed to the complainant.',
    );
    expect(notice.decoded).toContain('<html lang="en-IN">');

    const staff = await signedInStaff(shop, {
      email: `staff.${buyer.language}@shop.test`,
      name: 'Lakshmi Rao',
    });
    const resolved = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/complaints/${row!.id}/resolution`,
      headers: staff,
      payload: { note: 'We have sent a new clasp by courier.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const resolution = await mailWhere(
      shop.dataDir,
      (written) => toShopper.test(written.raw) && headerOf(written, 'Subject') === buyer.resolved(ticket),
    );
    expect(resolution.decoded).toContain(buyer.resolvedLine(ticket));
    expect(resolution.decoded).toContain('We have sent a new clasp by courier.');
    expect(resolution.decoded).toContain(`<html lang="${buyer.locale}">`);
  });
});
