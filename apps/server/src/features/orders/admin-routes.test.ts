import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ORDER_TEXTS } from '@shop/shared/admin-orders';
import { HUID_TEXTS } from '@shop/shared/hallmark';
import { orderReference } from '@shop/shared/checkout';
import { auditEntries, orderLines } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import {
  CUSTOMER_DETAILS,
  createOrder,
  createOrderBody,
  expectedTotalPaise,
  injectRequests,
  payWithTestProvider,
  signUp,
  verifyPayment,
  type AuthorizationHeader,
  type Customer,
} from '../../test-support/checkout.ts';
import { headerOf, mailWhere } from '../../test-support/mail.ts';
import { approveEveryProof } from '../../test-support/proofs.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { indiaDayAndMonthStart } from './staff-queries.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const [ring, pendant] = FIXTURE_PRODUCTS;
const DIVYA = {
  ...CUSTOMER_DETAILS,
  name: 'Divya Menon',
  email: 'divya.menon@example.in',
  phone: '9123456780',
};
const ENGRAVING = {
  type: 'engraving',
  customName: 'Amma',
  selectedFont: 'script',
  fontSize: 24,
} as const;

let shop: TestApp;
let staff: AuthorizationHeader;
let meena: Customer;
let paidOrderId: string;
let pendingOrderId: string;
let divyaOrderId: string;

beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  const send = injectRequests(shop.app);
  staff = await signedInStaff(shop, { email: 'ravi@shop.test', name: 'Meena Iyer' });
  meena = await signUp(send, 'meena@example.in');
  const divya = await signUp(send, 'divya@example.in');

  const paid = await createOrder(
    send,
    meena,
    createOrderBody([{ product: ring!, quantity: 2, size: '12', customization: ENGRAVING }], 'paid'),
  );
  expect(
    (await verifyPayment(send, meena, await payWithTestProvider(send, paid.providerOrderId))).status,
  ).toBe(200);
  paidOrderId = paid.orderId;
  pendingOrderId = (
    await createOrder(send, meena, createOrderBody([{ product: pendant!, quantity: 1 }], 'pending'))
  ).orderId;
  divyaOrderId = (
    await createOrder(send, divya, {
      ...createOrderBody([{ product: pendant!, quantity: 1 }], 'divya'),
      customerDetails: DIVYA,
    })
  ).orderId;
});
afterAll(async () => {
  await shop?.close();
});

async function get(url: string, headers: AuthorizationHeader = staff) {
  const answer = await shop.app.inject({ method: 'GET', url, headers });
  return { status: answer.statusCode, body: answer.json() };
}

const idsOf = (answer: { body: { orders: { id: string }[] } }) => answer.body.orders.map((order) => order.id);

describe('the back office’s order list', () => {
  it('shows every customer’s orders, newest first, with what the list needs', async () => {
    const all = await get('/api/admin/orders');
    expect(all.status).toBe(200);
    expect(idsOf(all)).toEqual([divyaOrderId, pendingOrderId, paidOrderId]);
    expect(all.body).toMatchObject({ total: 3, page: 1, totalPages: 1 });
    expect(all.body.orders[2]).toEqual({
      id: paidOrderId,
      reference: orderReference(paidOrderId),
      status: 'paid',
      createdAt: expect.any(String),
      customerName: 'Meena Sundaram',
      customerEmail: 'meena@example.in',
      customerPhone: '9876543210',
      totalPaise: expectedTotalPaise([{ product: ring!, quantity: 2 }]),
      pieces: 2,
      personalised: true,
    });
    expect(all.body.orders[0]).toMatchObject({ pieces: 1, personalised: false, status: 'pending' });
  });

  it('counts today’s and this month’s paid orders and takings, and the orders waiting at each status', async () => {
    const paidTotal = expectedTotalPaise([{ product: ring!, quantity: 2 }]);
    expect(await get('/api/admin/orders/overview')).toEqual({
      status: 200,
      body: {
        success: true,
        today: { orders: 1, takingsPaise: paidTotal },
        thisMonth: { orders: 1, takingsPaise: paidTotal },
        waiting: { paid: 1, confirmed: 0, in_making: 0, quality_check: 0, shipped: 0 },
        cashOwed: { owedPaise: 0, orders: 0, overdue: [] },
      },
    });
    expect((await get('/api/admin/orders/overview', meena.headers)).status).toBe(403);
  });

  it('starts India’s day and month at India’s midnight', () => {
    // 01:30 on 1 December in India is still 30 November in UTC.
    expect(indiaDayAndMonthStart(new Date('2026-11-30T20:00:00Z'))).toEqual({
      day: new Date('2026-11-30T18:30:00Z'),
      month: new Date('2026-11-30T18:30:00Z'),
    });
    expect(indiaDayAndMonthStart(new Date('2026-11-24T05:00:00Z'))).toEqual({
      day: new Date('2026-11-23T18:30:00Z'),
      month: new Date('2026-10-31T18:30:00Z'),
    });
  });

  it('filters by status and by day, and pages', async () => {
    expect(idsOf(await get('/api/admin/orders?status=paid'))).toEqual([paidOrderId]);
    expect(idsOf(await get('/api/admin/orders?status=expired'))).toEqual([]);
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect(idsOf(await get(`/api/admin/orders?from=${today}&to=${today}`))).toHaveLength(3);
    expect(idsOf(await get('/api/admin/orders?to=2020-01-31'))).toEqual([]);
    const second = await get('/api/admin/orders?limit=25&page=2');
    expect(second.body).toMatchObject({ orders: [], total: 3, page: 2 });
  });

  it('finds an order by its reference, or by the customer’s name, e-mail or phone', async () => {
    expect(idsOf(await get(`/api/admin/orders?q=${orderReference(paidOrderId)}`))).toEqual([paidOrderId]);
    expect(idsOf(await get('/api/admin/orders?q=divya'))).toEqual([divyaOrderId]);
    expect(idsOf(await get('/api/admin/orders?q=MENON%40example'))).toEqual([divyaOrderId]);
    expect(idsOf(await get('/api/admin/orders?q=91234'))).toEqual([divyaOrderId]);
    // A % is a character the customer could have typed, not a wildcard.
    expect(idsOf(await get('/api/admin/orders?q=%25'))).toEqual([]);
  });

  it('refuses a filter it does not know, with a message', async () => {
    expect(await get('/api/admin/orders?status=lost')).toEqual({
      status: 400,
      body: { success: false, message: 'Choose a status from the list' },
    });
    expect(await get('/api/admin/orders?from=2026-11-30&to=2026-11-01')).toEqual({
      status: 400,
      body: { success: false, message: 'The first day comes after the last one' },
    });
  });

  it('is the staff’s alone: a customer gets 403', async () => {
    expect((await get('/api/admin/orders', meena.headers)).status).toBe(403);
    expect((await get(`/api/admin/orders/${paidOrderId}`, meena.headers)).status).toBe(403);
  });
});

describe('an order in the back office', () => {
  it('shows the lines with their personalisation, the customer and the payment', async () => {
    const { status, body } = await get(`/api/admin/orders/${paidOrderId}`);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({
      id: paidOrderId,
      status: 'paid',
      paidAt: expect.any(String),
      paymentId: expect.stringMatching(/^pay_/),
      providerOrderId: expect.stringMatching(/^order_/),
      customer: CUSTOMER_DETAILS,
      customerErasedAt: null,
      lines: [{ position: 0, name: ring!.name, quantity: 2, size: '12', customization: ENGRAVING }],
    });
  });

  it('answers 404 with a message for an unknown id', async () => {
    const missing = { status: 404, body: { success: false, message: ADMIN_ORDER_TEXTS.notFound } };
    expect(await get('/api/admin/orders/00000000-0000-4000-8000-000000000000')).toEqual(missing);
    expect(await get('/api/admin/orders/not-an-id')).toEqual(missing);
  });
});

describe('a piece’s HUID', () => {
  async function putHuid(position: number | string, huid: unknown, headers: AuthorizationHeader = staff) {
    const answer = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${pendingOrderId}/lines/${position}/huid`,
      headers,
      payload: { huid },
    });
    return { status: answer.statusCode, body: answer.json() };
  }
  async function storedHuid() {
    const [line] = await shop.database.db
      .select({ huid: orderLines.huid })
      .from(orderLines)
      .where(eq(orderLines.orderId, pendingOrderId));
    return line?.huid;
  }
  const huidEntries = () =>
    shop.database.db
      .select({ action: auditEntries.action, before: auditEntries.before, after: auditEntries.after })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, pendingOrderId))
      .orderBy(auditEntries.at);

  it('is recorded per line, upper-cased, in the staff’s answer, the customer’s order and the audit log', async () => {
    const saved = await putHuid(0, 'ab12c3');
    expect(saved.status).toBe(200);
    expect(saved.body.order.lines[0]).toMatchObject({ position: 0, huid: 'AB12C3' });
    expect(await storedHuid()).toBe('AB12C3');

    const corrected = await putHuid(0, 'XY98Z7');
    expect(corrected.body.order.lines[0].huid).toBe('XY98Z7');
    expect(await huidEntries()).toEqual([
      { action: 'order.huid', before: { position: 0, huid: null }, after: { position: 0, huid: 'AB12C3' } },
      {
        action: 'order.huid',
        before: { position: 0, huid: 'AB12C3' },
        after: { position: 0, huid: 'XY98Z7' },
      },
    ]);

    const customers = await get(`/api/orders/${pendingOrderId}`, meena.headers);
    expect(customers.status).toBe(200);
    expect(customers.body.order.items[0]).toMatchObject({ name: pendant!.name, huid: 'XY98Z7' });
  });

  it('refuses a HUID that is not 6 letters and digits with 400 and a message, and keeps the one stored', async () => {
    const before = await storedHuid();
    for (const huid of ['AB12C', 'AB12C34', 'AB-2C3', 42]) {
      expect(await putHuid(0, huid), String(huid)).toEqual({
        status: 400,
        body: { success: false, message: HUID_TEXTS.invalid },
      });
    }
    expect(await storedHuid()).toBe(before);
  });

  it('answers 404 for a line the order does not have, and for an unknown order', async () => {
    expect(await putHuid(5, 'AB12C3')).toEqual({
      status: 404,
      body: { success: false, message: HUID_TEXTS.lineNotFound(5) },
    });
    const unknown = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/orders/00000000-0000-4000-8000-000000000000/lines/0/huid',
      headers: staff,
      payload: { huid: 'AB12C3' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is the staff’s and owner’s alone: a customer gets 403 and changes nothing', async () => {
    const before = await storedHuid();
    expect((await putHuid(0, 'QQ11QQ', meena.headers)).status).toBe(403);
    expect(await storedHuid()).toBe(before);
    const owner = await signedInStaff(shop, { email: 'hallmark.owner@shop.test', role: 'owner' });
    expect((await putHuid(0, 'OW11N3', owner)).status).toBe(200);
    expect(await storedHuid()).toBe('OW11N3');
    expect((await putHuid(0, null, owner)).body.order.lines[0].huid).toBeNull();
    expect(await storedHuid()).toBeNull();
  });
});

describe('the bench’s work list', () => {
  async function paidOrder(lines: Parameters<typeof createOrderBody>[0], receipt: string) {
    const send = injectRequests(shop.app);
    const created = await createOrder(send, meena, createOrderBody(lines, receipt));
    await verifyPayment(send, meena, await payWithTestProvider(send, created.providerOrderId));
    return created.orderId;
  }
  async function takeTo(orderId: string, ...steps: string[]) {
    for (const to of steps) {
      const answer = await shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/steps`,
        headers: staff,
        payload: { to },
      });
      expect(answer.statusCode).toBe(200);
    }
  }

  it('lists the paid orders and those in making, oldest payment first, with each piece’s personalisation', async () => {
    const plain = await paidOrder([{ product: pendant!, quantity: 1 }], 'work-plain');
    const engraved = await paidOrder(
      [{ product: ring!, quantity: 1, customization: { ...ENGRAVING, customName: 'Kavi' } }],
      'work-making',
    );
    await approveEveryProof(shop.app, engraved, staff, meena.headers);
    await takeTo(engraved, 'in_making');
    const checked = await paidOrder([{ product: pendant!, quantity: 1 }], 'work-checked');
    await takeTo(checked, 'in_making', 'quality_check');

    const { status, body } = await get('/api/admin/orders/work-list');
    expect(status).toBe(200);
    // Unpaid orders and those past the bench are not on it.
    expect(idsOf({ body })).toEqual([paidOrderId, plain, engraved]);
    expect(body.more).toBe(false);
    expect(body.orders[0]).toEqual({
      id: paidOrderId,
      reference: orderReference(paidOrderId),
      status: 'paid',
      paidAt: expect.any(String),
      customerName: 'Meena Sundaram',
      // Not a gift: no wrap to mark.
      gift: null,
      lines: [
        {
          position: 0,
          name: ring!.name,
          image: expect.any(String),
          quantity: 2,
          size: '12',
          variant: null,
          customization: ENGRAVING,
        },
      ],
    });
    expect(body.orders[2]).toMatchObject({
      status: 'in_making',
      lines: [{ customization: { type: 'engraving', customName: 'Kavi' } }],
    });
    const paidTimes = body.orders.map((order: { paidAt: string }) => Date.parse(order.paidAt));
    expect(paidTimes).toEqual([...paidTimes].sort((a, b) => a - b));
  });

  it('is for staff and owner alike; a customer gets 403 and no session 401', async () => {
    const owner = await signedInStaff(shop, { email: 'owner@shop.test', name: 'Lakshmi Rao', role: 'owner' });
    expect((await get('/api/admin/orders/work-list', owner)).status).toBe(200);
    expect((await get('/api/admin/orders/work-list', staff)).status).toBe(200);
    expect(await get('/api/admin/orders/work-list', meena.headers)).toMatchObject({
      status: 403,
      body: { success: false },
    });
    const anonymous = await shop.app.inject({ method: 'GET', url: '/api/admin/orders/work-list' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('taking an order through its making', () => {
  async function step(orderId: string, body: object, headers: AuthorizationHeader = staff) {
    const answer = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/steps`,
      headers,
      payload: body,
    });
    return { status: answer.statusCode, body: answer.json() };
  }
  const SHIPMENT = {
    courier: 'India Post',
    trackingNumber: 'EE123456789IN',
    trackingUrl: 'https://www.indiapost.gov.in/track',
  };

  it('goes paid → in making → quality check → shipped → delivered, each step on the timeline and mailed', async () => {
    await approveEveryProof(shop.app, paidOrderId, staff, meena.headers);
    const made = await step(paidOrderId, { to: 'in_making' });
    expect(made.status).toBe(200);
    expect(made.body.order.status).toBe('in_making');
    // The proof's steps come between, on the timeline (proofs.test.ts).
    expect(made.body.order.timeline).toEqual([
      { status: 'paid', at: expect.any(String), by: null },
      expect.objectContaining({ proof: 'sent', version: 1 }),
      expect.objectContaining({ proof: 'approved', version: 1 }),
      { status: 'in_making', at: expect.any(String), by: 'Meena Iyer' },
    ]);
    const inMaking = await mailWhere(
      shop.dataDir,
      (mail) =>
        headerOf(mail, 'Subject') === `Your Velli & Thangam order ${orderReference(paidOrderId)}: in making`,
    );
    expect(inMaking.raw).toMatch(/^To: meena@example\.in\r?$/m);
    expect(inMaking.decoded).toContain('Our jewellers have started making your piece by hand.');

    expect((await step(paidOrderId, { to: 'quality_check' })).status).toBe(200);
    const shipped = await step(paidOrderId, { to: 'shipped', shipment: SHIPMENT });
    expect(shipped.body.order).toMatchObject({ status: 'shipped', shipment: SHIPMENT });
    const shippedMail = await mailWhere(
      shop.dataDir,
      (mail) => headerOf(mail, 'Subject')?.endsWith(': shipped') ?? false,
    );
    expect(shippedMail.decoded).toContain('Tracking number: EE123456789IN');
    expect(shippedMail.decoded).toContain('Track it: https://www.indiapost.gov.in/track');

    const delivered = await step(paidOrderId, { to: 'delivered' });
    expect(
      delivered.body.order.timeline.map(
        (event: { status?: string; proof?: string }) => event.status ?? `proof ${event.proof}`,
      ),
    ).toEqual(['paid', 'proof sent', 'proof approved', 'in_making', 'quality_check', 'shipped', 'delivered']);
    const audited = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, paidOrderId))
      .orderBy(auditEntries.at);
    expect(audited.map((entry) => [entry.action, entry.before?.status, entry.after?.status])).toEqual([
      ['order.proof_upload', undefined, undefined],
      ['order.step', 'paid', 'in_making'],
      ['order.step', 'in_making', 'quality_check'],
      ['order.step', 'quality_check', 'shipped'],
      ['order.step', 'shipped', 'delivered'],
    ]);
    expect(audited[3]!.after).toEqual({ status: 'shipped', shipment: SHIPMENT });
  });

  it('refuses a step that makes no sense, and changes nothing', async () => {
    expect(await step(pendingOrderId, { to: 'in_making' })).toEqual({
      status: 409,
      body: { success: false, message: 'An order that is awaiting payment cannot be marked in making.' },
    });
    expect(await step(paidOrderId, { to: 'delivered' })).toEqual({
      status: 409,
      body: { success: false, message: 'An order that is delivered cannot be marked delivered.' },
    });
    const { body } = await get(`/api/admin/orders/${pendingOrderId}`);
    expect(body.order).toMatchObject({ status: 'pending', timeline: [] });
  });

  it('asks for the courier and tracking number to ship, and for a real link', async () => {
    const another = await createOrder(
      injectRequests(shop.app),
      meena,
      createOrderBody([{ product: pendant!, quantity: 1 }], 'ship'),
    );
    const send = injectRequests(shop.app);
    await verifyPayment(send, meena, await payWithTestProvider(send, another.providerOrderId));
    await step(another.orderId, { to: 'in_making' });
    await step(another.orderId, { to: 'quality_check' });
    expect(await step(another.orderId, { to: 'shipped' })).toEqual({
      status: 400,
      body: { success: false, message: 'Enter the courier and the tracking number of the shipment' },
    });
    expect(
      await step(another.orderId, {
        to: 'shipped',
        shipment: { ...SHIPMENT, trackingUrl: 'javascript:alert(1)' },
      }),
    ).toEqual({
      status: 400,
      body: { success: false, message: 'The tracking link must be a web address starting with https://' },
    });
    const { body } = await get(`/api/admin/orders/${another.orderId}`);
    expect(body.order.status).toBe('quality_check');
  });

  it('is the staff’s alone', async () => {
    expect((await step(paidOrderId, { to: 'in_making' }, meena.headers)).status).toBe(403);
  });
});
