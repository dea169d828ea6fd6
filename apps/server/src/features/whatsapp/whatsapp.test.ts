import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROOF_TEXTS } from '@shop/shared/proofs';
import { WHATSAPP_MESSAGES, WHATSAPP_TEXTS, whatsappConsentText } from '@shop/shared/whatsapp';
import {
  auditEntries,
  orderLineProofs,
  whatsappConsents,
  whatsappIncoming,
  whatsappMessages,
  whatsappTestMessages,
} from '../../db/schema.ts';
import { readConfig } from '../../env.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  createOrderBody,
  injectRequests,
  placeOrder,
  signUp,
  type AuthorizationHeader,
  type Customer,
  type SendRequest,
} from '../../test-support/checkout.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { uploadProof } from '../../test-support/proofs.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { metaTemplates } from './meta-templates.ts';
import { createOutbox, queueText } from './outbox.ts';
import { outcomeOf, webhookSignature, type SendOutcome, type WhatsAppProvider } from './provider.ts';

const [ring] = FIXTURE_PRODUCTS;
const ENGRAVING = { type: 'engraving', customName: 'Amma', selectedFont: 'script', fontSize: 24 } as const;
const WAIT = { timeout: 5_000, interval: 50 };
/** The Cloud API's settings: nothing is sent in the test that uses them, only webhooks taken. */
const CLOUD_SETTINGS = {
  PUBLIC_URL: 'https://shop.example',
  PAYMENT_PROVIDER: 'test',
  WHATSAPP_ACCESS_TOKEN: 'EAAGm0PX4ZCpsBAKZAZC7xyz1234567890',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef',
  WHATSAPP_VERIFY_TOKEN: 'silver-webhook-check',
};

let shop: TestApp;
let send: SendRequest;
let staff: AuthorizationHeader;
let owner: AuthorizationHeader;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  send = injectRequests(shop.app);
  staff = await signedInStaff(shop, { email: 'staff@shop.test' });
  owner = await signedInStaff(shop, { email: 'owner@shop.test', role: 'owner' });
});
afterAll(async () => {
  await shop.close();
});

const db = () => shop.database.db;

async function customerWithConsent(email: string, phone: string): Promise<Customer> {
  const customer = await signUp(send, email);
  const answer = await shop.app.inject({
    method: 'PUT',
    url: '/api/account/whatsapp',
    headers: customer.headers,
    payload: { phone },
  });
  expect(answer.statusCode).toBe(200);
  return customer;
}

async function orderOf(customer: Customer, receipt: string, personalised = false) {
  if (!ring) throw new Error('No fixture ring');
  const body = createOrderBody(
    [{ product: ring, quantity: 1, ...(personalised && { customization: ENGRAVING }) }],
    receipt,
  );
  return placeOrder(send, customer, body);
}

const messagesOf = (orderId: string) =>
  db().select().from(whatsappMessages).where(eq(whatsappMessages.orderId, orderId));

async function reply(from: string, message: { text?: string; button?: { payload: string; text: string } }) {
  const answer = await shop.app.inject({
    method: 'POST',
    url: '/api/test-whatsapp/replies',
    payload: { from, ...message },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.json<{ message: string }>().message).toBe('The shop answered 200');
}

async function answersTo(phone: string) {
  return db()
    .select({ text: whatsappMessages.text, status: whatsappMessages.status })
    .from(whatsappMessages)
    .where(and(eq(whatsappMessages.to, phone), sql`${whatsappMessages.template} IS NULL`))
    .orderBy(whatsappMessages.createdAt);
}

describe('the consent', () => {
  it('is kept with the sentence shown, its time and the number, and withdrawn in the profile', async () => {
    const customer = await customerWithConsent('consent@example.in', '9876501234');
    const shown = await shop.app.inject({
      method: 'GET',
      url: '/api/account/whatsapp',
      headers: customer.headers,
    });
    expect(shown.json()).toMatchObject({
      consent: { phone: '9876501234', text: whatsappConsentText('9876501234') },
    });
    const [kept] = await db()
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.userId, customer.userId));
    expect(kept).toMatchObject({ phone: '919876501234', source: 'profile', withdrawnAt: null });
    expect(kept?.text).toBe(
      'Send me updates about my orders on WhatsApp at +91 98765 01234. We send order, proof, shipping, refund and complaint updates there, never marketing. Reply STOP to end them.',
    );

    const withdrawn = await shop.app.inject({
      method: 'DELETE',
      url: '/api/account/whatsapp',
      headers: customer.headers,
    });
    expect(withdrawn.json()).toEqual({ success: true, consent: null });
    const [after] = await db()
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.userId, customer.userId));
    expect(after?.withdrawnBy).toBe('profile');
    expect(after?.withdrawnAt).toBeInstanceOf(Date);
  });

  it('refuses a number that is not 10 digits', async () => {
    const customer = await signUp(send, 'badnumber@example.in');
    const answer = await shop.app.inject({
      method: 'PUT',
      url: '/api/account/whatsapp',
      headers: customer.headers,
      payload: { phone: '98765' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(WHATSAPP_MESSAGES.phoneInvalid);
  });

  it('sends nothing to a customer who gave none', async () => {
    const customer = await signUp(send, 'noconsent@example.in');
    const order = await orderOf(customer, 'no-consent');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await messagesOf(order.id)).toEqual([]);
  });
});

describe('an order’s messages', () => {
  it('records the checkout’s box in the order and sends the confirmation, delivered and read', async () => {
    const customer = await signUp(send, 'checkout@example.in');
    if (!ring) throw new Error('No fixture ring');
    const body = {
      ...createOrderBody([{ product: ring, quantity: 1 }], 'checkout-box'),
      whatsappUpdates: true,
    };
    const order = await placeOrder(send, customer, body);
    const [consent] = await db()
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.userId, customer.userId));
    expect(consent).toMatchObject({
      phone: '919876543210',
      source: 'checkout',
      text: whatsappConsentText('9876543210'),
    });

    await vi.waitFor(async () => {
      const [message] = await messagesOf(order.id);
      expect(message).toMatchObject({ template: 'order_confirmed', status: 'read', to: '919876543210' });
      expect(message?.deliveredAt).toBeInstanceOf(Date);
    }, WAIT);
    const timeline = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/whatsapp`,
      headers: staff,
    });
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json()).toMatchObject({
      messages: [{ template: 'order_confirmed', category: 'utility', status: 'read', failure: null }],
    });
    // The signed webhooks the test provider sent verify: its secret is the shop's to know.
    const [sent] = await db()
      .select()
      .from(whatsappTestMessages)
      .where(eq(whatsappTestMessages.phone, '919876543210'));
    expect(sent?.body).toMatchObject({ type: 'template', template: { name: 'order_confirmed' } });
  });

  it('queues one message for one event, however often it is told', async () => {
    const customer = await customerWithConsent('twice@example.in', '9876502222');
    const order = await orderOf(customer, 'twice');
    await takeOrderSteps(shop.app, staff, order.id, 'delivered');
    await vi.waitFor(async () => {
      const templates = (await messagesOf(order.id)).map((row) => row.template).sort();
      expect(templates).toEqual(['order_confirmed', 'order_delivered', 'order_shipped']);
    }, WAIT);
    const shipped = (await messagesOf(order.id)).find((row) => row.template === 'order_shipped');
    expect(shipped?.text).toBe(
      'Hello Meena, your order ' +
        order.id.slice(0, 8).toUpperCase() +
        ' is on its way with India Post. Its tracking number is EE123456789IN.',
    );
    // The payment's webhook and its page both tell the shop it was paid: still one confirmation.
    const confirmations = (await messagesOf(order.id)).filter((row) => row.template === 'order_confirmed');
    expect(confirmations).toHaveLength(1);
  });

  it('tells of a refund made and of a complaint registered and resolved', async () => {
    const phone = '919876502323';
    const customer = await customerWithConsent('refund@example.in', '9876502323');
    const order = await orderOf(customer, 'refund');
    const refunded = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: owner,
      payload: { amountPaise: 50_000, reason: 'A stone was missing' },
    });
    expect(refunded.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const made = (await messagesOf(order.id)).find((row) => row.template === 'refund_made');
      expect(made?.text).toBe(
        `Hello Meena, we have refunded ₹500 for your order ${order.id.slice(0, 8).toUpperCase()} to the way you paid. The mail we sent you has the details.`,
      );
    }, WAIT);

    const raised = await shop.app.inject({
      method: 'POST',
      url: '/api/complaints',
      payload: {
        name: 'Meena Sundaram',
        email: 'refund@example.in',
        topic: 'product',
        description: 'The clasp of the chain broke on the second day.',
      },
    });
    expect(raised.statusCode).toBe(201);
    const ticket = raised.json<{ ticket: string }>().ticket;
    const complaintMessages = () =>
      db()
        .select()
        .from(whatsappMessages)
        .where(and(eq(whatsappMessages.to, phone), sql`${whatsappMessages.template} LIKE 'complaint_%'`));
    await vi.waitFor(async () => {
      const [registered] = await complaintMessages();
      expect(registered?.text).toContain(`we have registered your complaint with the ticket ${ticket}`);
    }, WAIT);
    const list = await shop.app.inject({ method: 'GET', url: '/api/admin/complaints', headers: staff });
    const complaint = list
      .json<{ complaints: { id: string; ticket: string }[] }>()
      .complaints.find((entry) => entry.ticket === ticket);
    const resolved = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/complaints/${complaint?.id}/resolution`,
      headers: staff,
      payload: { note: 'We sent a new clasp by courier.' },
    });
    expect(resolved.statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect((await complaintMessages()).map((row) => row.template).sort()).toEqual([
        'complaint_registered',
        'complaint_resolved',
      ]);
    }, WAIT);
  });

  it('shows a failed number’s reason on the timeline', async () => {
    const customer = await customerWithConsent('failing@example.in', '9000000000');
    const order = await orderOf(customer, 'failing');
    await vi.waitFor(async () => {
      const [message] = await messagesOf(order.id);
      expect(message).toMatchObject({ status: 'failed', failure: 'Message Undeliverable. (131026)' });
    }, WAIT);
  });
});

describe('Meta’s webhook', () => {
  it('answers the verify token’s check with hub.challenge, refuses another token, and reads a signed one', async () => {
    const cloud = await buildTestApp({ environment: CLOUD_SETTINGS });
    try {
      const check = (token: string) =>
        cloud.app.inject({
          method: 'GET',
          url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
        });
      const right = await check(CLOUD_SETTINGS.WHATSAPP_VERIFY_TOKEN);
      expect(right.statusCode).toBe(200);
      expect(right.body).toBe('1158201444');
      expect((await check('guess')).statusCode).toBe(403);

      const customer = await signUp(injectRequests(cloud.app), 'signed@example.in');
      await cloud.app.inject({
        method: 'PUT',
        url: '/api/account/whatsapp',
        headers: customer.headers,
        payload: { phone: '9876507777' },
      });
      const stop = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            changes: [
              {
                field: 'messages',
                value: {
                  messages: [
                    { from: '919876507777', id: 'wamid.signed', type: 'text', text: { body: 'Stop' } },
                  ],
                },
              },
            ],
          },
        ],
      });
      const signed = await cloud.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': webhookSignature(CLOUD_SETTINGS.WHATSAPP_APP_SECRET, stop),
        },
        payload: stop,
      });
      expect(signed.statusCode).toBe(200);
      const [consent] = await cloud.database.db
        .select()
        .from(whatsappConsents)
        .where(eq(whatsappConsents.userId, customer.userId));
      expect(consent?.withdrawnBy).toBe('stop');
    } finally {
      await cloud.close();
    }
  });

  it('refuses an unsigned or forged webhook and changes nothing', async () => {
    const [before] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(whatsappConsents);
    const stop = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messages: [
                  { from: '919876501234', id: 'wamid.forged', type: 'text', text: { body: 'STOP' } },
                ],
              },
            },
          ],
        },
      ],
    });
    const unsigned = await shop.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json' },
      payload: stop,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ message: WHATSAPP_MESSAGES.webhookSignatureMissing });
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': webhookSignature('0'.repeat(32), stop),
      },
      payload: stop,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: WHATSAPP_MESSAGES.webhookSignatureWrong });
    const [after] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(whatsappConsents);
    expect(after).toEqual(before);
  });
});

describe('the customer’s replies', () => {
  it('STOP withdraws the consent, answers once, and the next event sends nothing', async () => {
    const customer = await customerWithConsent('stop@example.in', '9876503333');
    const order = await orderOf(customer, 'stop');
    await vi.waitFor(async () => expect((await messagesOf(order.id))[0]?.status).toBe('read'), WAIT);
    await reply('919876503333', { text: 'stop' });
    const [consent] = await db()
      .select()
      .from(whatsappConsents)
      .where(eq(whatsappConsents.userId, customer.userId));
    expect(consent?.withdrawnBy).toBe('stop');
    await vi.waitFor(
      async () => expect((await answersTo('919876503333'))[0]?.text).toBe(WHATSAPP_TEXTS.stopConfirmed),
      WAIT,
    );
    await takeOrderSteps(shop.app, staff, order.id, 'shipped');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await messagesOf(order.id)).map((row) => row.template)).toEqual(['order_confirmed']);
  });

  it('decides a proof by its buttons as the order page does, with a change’s note from the next message', async () => {
    const phone = '919876504444';
    const customer = await customerWithConsent('proof@example.in', '9876504444');
    const order = await orderOf(customer, 'proof', true);
    await uploadProof(shop.app, staff, order.id, 0);
    const proofMessage = async () =>
      (await messagesOf(order.id)).find((row) => row.template === 'proof_ready');
    await vi.waitFor(async () => expect((await proofMessage())?.status).toBe('read'), WAIT);
    const first = await proofMessage();
    const sent = await db().select().from(whatsappTestMessages).where(eq(whatsappTestMessages.phone, phone));
    expect(JSON.stringify(sent.map((entry) => entry.body))).toContain(`proof:${first?.proofId}:change`);

    await reply(phone, { button: { payload: `proof:${first?.proofId}:change`, text: 'Ask for a change' } });
    await vi.waitFor(
      async () => expect((await answersTo(phone)).at(-1)?.text).toBe(WHATSAPP_TEXTS.writeChange),
      WAIT,
    );
    await reply(phone, { text: 'Please write Amma in capitals' });
    await vi.waitFor(
      async () => expect((await answersTo(phone)).at(-1)?.text).toBe(PROOF_TEXTS.thanksChange),
      WAIT,
    );
    const [changed] = await db()
      .select()
      .from(orderLineProofs)
      .where(eq(orderLineProofs.id, first?.proofId ?? ''));
    expect(changed).toMatchObject({ decision: 'change', comment: 'Please write Amma in capitals' });

    await uploadProof(shop.app, staff, order.id, 0);
    const second = async () =>
      (await messagesOf(order.id)).find(
        (row) => row.template === 'proof_ready' && row.proofId !== first?.proofId,
      );
    await vi.waitFor(async () => expect((await second())?.status).toBe('read'), WAIT);
    const secondId = (await second())?.proofId ?? '';
    await reply(phone, { button: { payload: `proof:${secondId}:approve`, text: 'Approve' } });
    await vi.waitFor(
      async () => expect((await answersTo(phone)).at(-1)?.text).toBe(PROOF_TEXTS.thanksApproved),
      WAIT,
    );
    const [approved] = await db().select().from(orderLineProofs).where(eq(orderLineProofs.id, secondId));
    expect(approved?.decision).toBe('approved');

    // A second tap is refused as the order page refuses it; so is the first proof's old button.
    await reply(phone, { button: { payload: `proof:${secondId}:approve`, text: 'Approve' } });
    await vi.waitFor(
      async () => expect((await answersTo(phone)).at(-1)?.text).toBe(PROOF_TEXTS.alreadyDecided),
      WAIT,
    );
    await reply(phone, { button: { payload: `proof:${first?.proofId}:approve`, text: 'Approve' } });
    await vi.waitFor(
      async () => expect((await answersTo(phone)).at(-1)?.text).toBe(PROOF_TEXTS.superseded),
      WAIT,
    );
    // Another number cannot answer a proof it was not sent.
    await reply('919876509191', {
      button: { payload: `proof:${secondId}:change`, text: 'Ask for a change' },
    });
    await vi.waitFor(
      async () => expect((await answersTo('919876509191')).at(-1)?.text).toBe(WHATSAPP_TEXTS.unknownProof),
      WAIT,
    );
    // The order can now start making.
    await takeOrderSteps(shop.app, staff, order.id, 'in_making');
  });

  it('lets staff answer within 24 hours of the customer’s message, and refuses after', async () => {
    const phone = '919876505555';
    await customerWithConsent('window@example.in', '9876505555');
    await reply(phone, { text: 'Is the ring sterling silver?' });
    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/whatsapp/conversations',
      headers: staff,
    });
    expect(
      list.json<{ conversations: { phone: string; customerName: string | null }[] }>().conversations,
    ).toContainEqual(
      expect.objectContaining({
        phone,
        customerName: 'Meena Sundaram',
        lastText: 'Is the ring sterling silver?',
      }),
    );
    const answered = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/whatsapp/conversations/${phone}/replies`,
      headers: staff,
      payload: { text: 'Yes, 925 sterling silver, hallmarked.' },
    });
    expect(answered.statusCode).toBe(201);
    await vi.waitFor(async () => expect((await answersTo(phone)).at(-1)?.status).toBe('read'), WAIT);

    await db().execute(
      sql`UPDATE whatsapp_incoming SET received_at = now() - interval '25 hours' WHERE "from" = ${phone}`,
    );
    const late = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/whatsapp/conversations/${phone}/replies`,
      headers: staff,
      payload: { text: 'Anything else?' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: 'The customer last wrote more than 24 hours ago: only an approved template can be sent now.',
    });
    const conversation = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/whatsapp/conversations/${phone}`,
      headers: staff,
    });
    expect(conversation.json()).toMatchObject({
      phone,
      windowOpenUntil: null,
      customer: { name: 'Meena Sundaram' },
    });
  });
});

describe('the test provider’s chat page', () => {
  it('shows the number’s messages with the proof’s buttons, and its forms reply as the customer', async () => {
    const phone = '919876504444';
    const page = await shop.app.inject({ method: 'GET', url: `/api/test-whatsapp/chat/${phone}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Chat with +91 98765 04444');
    expect(page.body).toContain('the proof of your personalisation for order');
    expect(page.body).toContain('<button>Approve</button>');
    expect(page.body).toContain('<button>Ask for a change</button>');
    const written = await shop.app.inject({
      method: 'POST',
      url: `/api/test-whatsapp/chat/${phone}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'text=When+will+it+ship%3F',
    });
    expect(written.statusCode).toBe(303);
    const conversation = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/whatsapp/conversations/${phone}`,
      headers: staff,
    });
    expect(
      conversation.json<{ messages: { direction: string; text: string }[] }>().messages.at(-1),
    ).toMatchObject({
      direction: 'in',
      text: 'When will it ship?',
    });
  });
});

describe('Today', () => {
  it('counts the month’s delivered template messages at the owner’s rates, which only the owner sets', async () => {
    const today = await shop.app.inject({ method: 'GET', url: '/api/admin/whatsapp/today', headers: staff });
    const { categories } = today.json<{
      categories: { category: string; delivered: number; freeInWindow: number; costPaise: number }[];
    }>();
    const utility = categories.find((entry) => entry.category === 'utility');
    expect(utility?.delivered).toBeGreaterThan(0);
    expect(utility?.costPaise).toBe(
      Math.round(((utility?.delivered ?? 0) - (utility?.freeInWindow ?? 0)) * 11.5),
    );

    const refused = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/whatsapp/rates',
      headers: staff,
      payload: { utility: 120, marketing: 900, authentication: 120 },
    });
    expect(refused.statusCode).toBe(403);
    const set = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/whatsapp/rates',
      headers: owner,
      payload: { utility: 120, marketing: 900, authentication: 120 },
    });
    expect(set.statusCode).toBe(200);
    const after = await shop.app.inject({ method: 'GET', url: '/api/admin/whatsapp/today', headers: staff });
    const priced = after.json<{
      categories: { category: string; delivered: number; freeInWindow: number; costPaise: number }[];
    }>();
    const utilityAfter = priced.categories.find((entry) => entry.category === 'utility');
    expect(utilityAfter?.costPaise).toBe(
      ((utilityAfter?.delivered ?? 0) - (utilityAfter?.freeInWindow ?? 0)) * 12,
    );
    const [entry] = await db().select().from(auditEntries).where(eq(auditEntries.action, 'whatsapp.rates'));
    expect(entry?.after).toEqual({ utility: 120, marketing: 900, authentication: 120 });
  });
});

describe('Today’s cost', () => {
  it('counts an order update delivered within 24 hours of the customer’s message as free, as Meta does', async () => {
    const utilityNow = async () => {
      const answer = await shop.app.inject({
        method: 'GET',
        url: '/api/admin/whatsapp/today',
        headers: staff,
      });
      const { categories } = answer.json<{
        categories: { category: string; delivered: number; freeInWindow: number; costPaise: number }[];
      }>();
      return categories.find((entry) => entry.category === 'utility');
    };
    const delivered = (to: string, key: string) =>
      db().insert(whatsappMessages).values({
        eventKey: key,
        template: 'order_shipped',
        category: 'utility',
        text: 'Shipped',
        to,
        status: 'delivered',
        deliveredAt: new Date(),
      });
    const before = await utilityNow();
    await db()
      .insert(whatsappIncoming)
      // A minute before: the database's clock keeps microseconds, a Date only milliseconds.
      .values({
        providerMessageId: 'wamid.window-1',
        from: '919811122233',
        text: 'Is it shipped?',
        receivedAt: new Date(Date.now() - 60_000),
      });
    await delivered('919811122233', 'window-test:in-window');
    const inWindow = await utilityNow();
    expect(inWindow?.delivered).toBe((before?.delivered ?? 0) + 1);
    expect(inWindow?.freeInWindow).toBe((before?.freeInWindow ?? 0) + 1);
    expect(inWindow?.costPaise).toBe(before?.costPaise);

    await delivered('919822233344', 'window-test:no-window');
    const charged = await utilityNow();
    expect(charged?.freeInWindow).toBe(inWindow?.freeInWindow);
    expect(charged?.costPaise).toBeGreaterThan(inWindow?.costPaise ?? 0);
  });
});

describe('the outbox', () => {
  /** A provider that answers as told, one answer per call. */
  function scripted(answers: SendOutcome[]): WhatsAppProvider & { calls: number } {
    const provider = {
      kind: 'test' as const,
      appSecret: 'x',
      verifyToken: 'y',
      calls: 0,
      async send() {
        provider.calls += 1;
        return answers.shift() ?? { accepted: `wamid.${provider.calls}` };
      },
    };
    return provider;
  }
  const links = { origin: 'http://shop.test', proofPicture: (id: string) => `http://shop.test/p/${id}` };
  const outboxWith = (provider: WhatsAppProvider) =>
    createOutbox({ db: db(), provider, log: shop.app.log, links });
  const makeDue = (id: string) =>
    db().execute(sql`UPDATE whatsapp_messages SET next_attempt_at = now() WHERE id = ${id}`);
  const rowOf = async (id: string) =>
    (await db().select().from(whatsappMessages).where(eq(whatsappMessages.id, id)))[0];

  it('tries again after a 429 and a 500, with backoff, and sends once', async () => {
    const provider = scripted([
      outcomeOf(429, { error: { code: 130429, message: 'Rate limit hit' } }),
      outcomeOf(500, {}),
    ]);
    const outbox = outboxWith(provider);
    const row = await queueText(db(), { key: 'retry:1', to: '919876509999', text: 'Hello', userId: null });
    if (!row) throw new Error('not queued');
    await outbox.sendDue();
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 1 });
    // Not due before its wait: nothing is tried.
    await outbox.sendDue();
    expect(provider.calls).toBe(1);
    await makeDue(row.id);
    await outbox.sendDue();
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 2 });
    await makeDue(row.id);
    await outbox.sendDue();
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 3, providerMessageId: 'wamid.3' });
    await makeDue(row.id);
    await outbox.sendDue();
    expect(provider.calls).toBe(3);
  });

  it('marks a 400 failed with Meta’s reason, and keeps a refused token for Today', async () => {
    const provider = scripted([
      outcomeOf(400, {
        error: {
          code: 100,
          message: '(#100) Invalid parameter',
          error_data: { details: 'The parameter to is invalid.' },
        },
      }),
      outcomeOf(401, {
        error: { code: 190, message: 'Error validating access token: Session has expired.' },
      }),
    ]);
    const outbox = outboxWith(provider);
    const bad = await queueText(db(), { key: 'bad:1', to: '919876508888', text: 'Hello', userId: null });
    await outbox.sendDue();
    expect(await rowOf(bad?.id ?? '')).toMatchObject({
      status: 'failed',
      failure: 'The parameter to is invalid. (100)',
    });
    const refused = await queueText(db(), {
      key: 'refused:1',
      to: '919876508888',
      text: 'Hello',
      userId: null,
    });
    await outbox.sendDue();
    expect(await rowOf(refused?.id ?? '')).toMatchObject({ status: 'queued' });
    const today = await shop.app.inject({ method: 'GET', url: '/api/admin/whatsapp/today', headers: staff });
    expect(today.json()).toMatchObject({
      refused: { reason: 'Error validating access token: Session has expired. (190)' },
    });
  });
});

describe('the settings', () => {
  it('refuses to start with some WHATSAPP_* settings but not all, or a malformed one', () => {
    const all = CLOUD_SETTINGS;
    expect(readConfig(all).WHATSAPP).toMatchObject({ phoneNumberId: '106540352242922' });
    expect(readConfig({}).WHATSAPP).toBeUndefined();
    expect(() => readConfig({ ...all, WHATSAPP_APP_SECRET: '' })).toThrow(
      'WHATSAPP_APP_SECRET: WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN go together',
    );
    expect(() => readConfig({ ...all, WHATSAPP_PHONE_NUMBER_ID: '+91 98765 43210' })).toThrow(
      'WHATSAPP_PHONE_NUMBER_ID must be the phone number’s id',
    );
    expect(() => readConfig({ ...all, PUBLIC_URL: '' })).toThrow('the WhatsApp Cloud API needs PUBLIC_URL');
  });
});

describe('a shop taking real payments without the WhatsApp settings', () => {
  it('has no test provider’s routes and takes no webhook', async () => {
    const live = await buildTestApp({
      environment: { RAZORPAY_KEY_ID: 'rzp_live_shopkey', RAZORPAY_KEY_SECRET: 'razorpay-key-secret' },
    });
    try {
      const replied = await live.app.inject({
        method: 'POST',
        url: '/api/test-whatsapp/replies',
        payload: { from: '919876543210', text: 'STOP' },
      });
      expect(replied.statusCode).toBe(404);
      const page = await live.app.inject({ method: 'GET', url: '/api/test-whatsapp/chat/919876543210' });
      expect(page.statusCode).toBe(404);
      const body = '{"entry":[]}';
      const webhook = await live.app.inject({
        method: 'POST',
        url: '/api/whatsapp/webhook',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': webhookSignature('', body) },
        payload: body,
      });
      expect(webhook.statusCode).toBe(403);
    } finally {
      await live.close();
    }
  });

  it('offers no box and refuses a consent from the profile', async () => {
    const live = await buildTestApp({
      environment: { RAZORPAY_KEY_ID: 'rzp_live_shopkey', RAZORPAY_KEY_SECRET: 'razorpay-key-secret' },
    });
    try {
      const config = await live.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ whatsappUpdates: false });
      const customer = await signUp(injectRequests(live.app), 'liveshop@example.in');
      const given = await live.app.inject({
        method: 'PUT',
        url: '/api/account/whatsapp',
        headers: customer.headers,
        payload: { phone: '9876543210' },
      });
      expect(given.statusCode).toBe(409);
      expect(given.json()).toMatchObject({ message: WHATSAPP_MESSAGES.notOffered });
      const consents = await live.database.db
        .select()
        .from(whatsappConsents)
        .where(eq(whatsappConsents.userId, customer.userId));
      expect(consents).toEqual([]);
    } finally {
      await live.close();
    }
  });
});

describe('the templates for Meta', () => {
  it('print each as the template-creation call takes it, with example values', () => {
    const printed = JSON.parse(metaTemplates('https://shop.example')) as {
      name: string;
      category: string;
      components: { type: string; text?: string; example?: unknown; buttons?: unknown[] }[];
    }[];
    expect(printed.map((template) => template.name)).toEqual([
      'order_confirmed',
      'proof_ready',
      'order_shipped',
      'order_delivered',
      'refund_made',
      'complaint_registered',
      'complaint_resolved',
    ]);
    const proof = printed.find((template) => template.name === 'proof_ready');
    expect(proof?.category).toBe('UTILITY');
    expect(proof?.components.map((component) => component.type)).toEqual(['HEADER', 'BODY', 'BUTTONS']);
    expect(proof?.components[2]?.buttons).toEqual([
      { type: 'QUICK_REPLY', text: 'Approve' },
      { type: 'QUICK_REPLY', text: 'Ask for a change' },
      {
        type: 'URL',
        text: 'See the proof',
        url: 'https://shop.example/orders/{{1}}',
        example: ['https://shop.example/orders/0b4e7c1a-5d2f-4f3e-9a61-2c8d7e9f1a2b'],
      },
    ]);
    const shipped = printed.find((template) => template.name === 'order_shipped');
    expect(shipped?.components[0]).toEqual({
      type: 'BODY',
      text: 'Hello {{1}}, your order {{2}} is on its way with {{3}}. Its tracking number is {{4}}.',
      example: { body_text: [['Priya', 'A1B2C3D4', 'Blue Dart', '81234567890']] },
    });
  });
});

describe('deleting an account', () => {
  it('erases the consents and the messages of their numbers', async () => {
    const phone = '919876506666';
    const customer = await customerWithConsent('erase@example.in', '9876506666');
    await reply(phone, { text: 'Hello' });
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: '/user/profile',
      headers: customer.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await db().select().from(whatsappConsents).where(eq(whatsappConsents.phone, phone))).toEqual([]);
    const conversation = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/whatsapp/conversations/${phone}`,
      headers: staff,
    });
    expect(conversation.statusCode).toBe(404);
  });
});
