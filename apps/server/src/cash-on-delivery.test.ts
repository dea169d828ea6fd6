/**
 * Cash on delivery through the shop's own calls: the owner's settings, the quote's offer or its
 * reason, an order placed awaiting its customer's confirmation and its mail, the confirmation
 * that takes the stock once, and the expiry of an order left unconfirmed.
 */
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_ON_DELIVERY_TEXTS, type CashOnDeliverySettingsBody } from '@shop/shared/cash-on-delivery';
import { PAYMENT_TEXTS, orderReference } from '@shop/shared/checkout';
import type { CreateOrderBody } from '@shop/shared/checkout-api';
import type { AdminOrderOverviewAnswer } from '@shop/shared/admin-orders';
import { REFUND_TEXTS } from '@shop/shared/refunds';
import { STATEMENT_TEXTS } from '@shop/shared/remittance-statement';
import { formatPaise } from '@shop/shared/money';
import { documentPath, type OrderDocumentsAnswer } from '@shop/shared/gst';
import {
  auditEntries,
  courierShipments,
  creditNotes,
  invoices,
  orderEvents,
  orders,
  products,
  receiptVouchers,
  refunds,
  type NewProductRow,
} from './db/schema.ts';
import { takeOrderSteps } from './test-support/order-steps.ts';
import { FIXTURE_PRODUCTS } from './test-support/catalogue-fixtures.ts';
import {
  createOrderBody,
  expectedTotalPaise,
  injectRequests,
  placeOrder,
  signUp,
  type CartLine,
  type Customer,
  type SendRequest,
} from './test-support/checkout.ts';
import { mailWhere } from './test-support/mail.ts';
import { signedInStaff } from './test-support/staff.ts';
import { buildTestApp, type TestApp } from './test-support/test-app.ts';
import type { AuthorizationHeader } from './test-support/checkout.ts';
import { createOrdersService } from './features/orders/service.ts';
import { pdftotext } from './test-support/poppler.ts';

const [ring, , plain] = FIXTURE_PRODUCTS;
if (!ring || !plain) throw new Error('the fixtures lack their rings');
const LAST_ONE: NewProductRow = { ...plain, id: 910, name: 'Last Silver Anklet', stock: 1 };
const PLENTY: NewProductRow = { ...plain, id: 911, name: 'Plain Silver Bangle', stock: 50 };
const ENGRAVING = { type: 'engraving', customName: 'Amma', selectedFont: 'script', fontSize: 24 } as const;

const ON: CashOnDeliverySettingsBody = {
  enabled: true,
  maxOrderTotalRupees: 20_000,
  personalisedOnDelivery: false,
  feeRupees: 50,
  excludedPincodePrefixes: ['79'],
  maxUndeliveredOrders: 1,
};

let shop: TestApp;
let send: SendRequest;
let owner: AuthorizationHeader;
let staff: AuthorizationHeader;
let meena: Customer;

beforeAll(async () => {
  shop = await buildTestApp({
    products: [...FIXTURE_PRODUCTS, LAST_ONE, PLENTY],
    environment: { PUBLIC_URL: 'https://velli-thangam.example', PAYMENT_PROVIDER: 'test' },
  });
  send = injectRequests(shop.app);
  owner = await signedInStaff(shop, { email: 'owner@velli-thangam.example', role: 'owner' });
  staff = await signedInStaff(shop, { email: 'kavya@velli-thangam.example', role: 'staff' });
  meena = await signUp(send, 'meena.cod@example.in');
});
afterAll(async () => {
  await shop?.close();
});

const saveSettings = (settings: unknown, headers: AuthorizationHeader = owner) =>
  shop.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/cash-on-delivery',
    headers,
    payload: settings as object,
  });

const quote = (customer: Customer, lines: readonly CartLine[], pincode = '625001') =>
  send({
    method: 'POST',
    url: '/api/orders/cash-on-delivery/quote',
    headers: customer.headers,
    payload: { items: createOrderBody(lines, 'quote').items, pincode },
  });

/** The checkout's body for paying on delivery: the total with the fee. */
function codBody(lines: readonly CartLine[], feePaise = ON.feeRupees * 100): CreateOrderBody {
  return { ...createOrderBody(lines, 'cod'), amount: (expectedTotalPaise(lines) + feePaise) / 100 };
}

const place = (customer: Customer, body: CreateOrderBody) =>
  send({ method: 'POST', url: '/api/orders/cash-on-delivery', headers: customer.headers, payload: body });

const confirm = (customer: Customer, orderId: string) =>
  send({ method: 'POST', url: `/api/orders/${orderId}/confirm`, headers: customer.headers });

async function orderRow(orderId: string) {
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function stockOf(id: number | undefined): Promise<number> {
  const [row] = await shop.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id ?? -1));
  return row?.stock ?? Number.NaN;
}

const expireOn = (when: Date) =>
  createOrdersService(shop.database.db, {
    mailer: {
      send: async () => undefined,
      sendInBackground: () => undefined,
      sendInTurn: async () => undefined,
      close: async () => undefined,
    },
    shopEmail: 'hello@velli-thangam.example',
    readFile: () => Promise.reject(new Error('the expiry reads no file')),
    log: shop.app.log,
    receiptOf: async () => undefined,
  }).expireUnpaid(when);

describe('the cash-on-delivery settings', () => {
  it('are off by default, and the quote then shows nothing', async () => {
    const read = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/settings/cash-on-delivery',
      headers: owner,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      success: true,
      settings: {
        enabled: false,
        maxOrderTotalRupees: 20_000,
        personalisedOnDelivery: false,
        feeRupees: 0,
        excludedPincodePrefixes: [],
        maxUndeliveredOrders: 1,
      },
    });
    const answer = await quote(meena, [{ product: PLENTY, quantity: 1 }]);
    expect(answer).toEqual({ status: 200, body: { success: true, offer: { offered: false, reason: null } } });
    const refused = await place(meena, codBody([{ product: PLENTY, quantity: 1 }], 0));
    expect(refused).toMatchObject({ status: 409, body: { message: CASH_ON_DELIVERY_TEXTS.notOffered } });
  });

  it('are the owner’s: staff are refused, bad input changes nothing, a save is in the audit log', async () => {
    expect((await saveSettings(ON, staff)).statusCode).toBe(403);
    const bad = await saveSettings({ ...ON, maxUndeliveredOrders: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The limit of undelivered orders is at least 1.');
    const badPrefix = await saveSettings({ ...ON, excludedPincodePrefixes: ['0123'] });
    expect(badPrefix.statusCode).toBe(400);
    expect(badPrefix.json().message).toContain('A pincode prefix is one to six digits, not starting with 0.');
    const unchanged = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/settings/cash-on-delivery',
      headers: owner,
    });
    expect(unchanged.json().settings.enabled).toBe(false);

    const saved = await saveSettings(ON);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, settings: ON });
    const audit = await shop.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, 'cashOnDelivery'));
    expect(audit.map((entry) => entry.action)).toEqual(['settings.update']);
  });
});

describe('the quote', () => {
  it('offers pay on delivery with the fee and the total at the door', async () => {
    const lines = [{ product: PLENTY, quantity: 1 }];
    const answer = await quote(meena, lines);
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        offer: { offered: true, feePaise: 5_000, totalPaise: expectedTotalPaise(lines) + 5_000 },
      },
    });
  });

  it('refuses a personalised piece by default, an excluded pincode, and an order over the limit, saying why', async () => {
    const personalised = await quote(meena, [
      { product: ring, quantity: 1, size: '12', customization: ENGRAVING },
    ]);
    expect(personalised.body).toEqual({
      success: true,
      offer: { offered: false, reason: CASH_ON_DELIVERY_TEXTS.personalised },
    });
    const excluded = await quote(meena, [{ product: PLENTY, quantity: 1 }], '791001');
    expect(excluded.body).toMatchObject({
      offer: { reason: 'Pay on delivery does not reach pincode 791001. Please pay online.' },
    });
    const large = await quote(meena, [{ product: PLENTY, quantity: 40 }]);
    expect(large.body).toMatchObject({
      offer: {
        offered: false,
        reason: 'Pay on delivery is for orders up to ₹20,000, delivery and fee included. Please pay online.',
      },
    });
  });

  it('refuses a personalised piece at placing too, nothing stored', async () => {
    const before = await shop.database.db.select().from(orders);
    const refused = await place(
      meena,
      codBody([{ product: ring, quantity: 1, size: '12', customization: ENGRAVING }]),
    );
    expect(refused).toMatchObject({ status: 409, body: { message: CASH_ON_DELIVERY_TEXTS.personalised } });
    expect(await shop.database.db.select().from(orders)).toHaveLength(before.length);
  });
});

describe('an order paid on delivery', () => {
  it('is refused when the amount is not the total with the fee', async () => {
    const lines = [{ product: PLENTY, quantity: 1 }];
    const answer = await place(meena, codBody(lines, 0));
    expect(answer).toMatchObject({
      status: 409,
      body: { message: PAYMENT_TEXTS.amountChanged(expectedTotalPaise(lines) + 5_000) },
    });
  });

  it('is stored awaiting its confirmation, takes no stock, and its mail asks for the confirmation with the link', async () => {
    const lines = [{ product: PLENTY, quantity: 2 }];
    const placedAt = Date.now();
    const answer = await place(meena, { ...codBody(lines), language: 'ta' });
    expect(answer.status).toBe(200);
    const placed = answer.body as { orderId: string; confirmBy: string; totalPaise: number; message: string };
    expect(placed.message).toBe(CASH_ON_DELIVERY_TEXTS.placed);
    expect(placed.totalPaise).toBe(expectedTotalPaise(lines) + 5_000);
    const confirmBy = Date.parse(placed.confirmBy);
    expect(confirmBy - placedAt).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000);
    expect(confirmBy - placedAt).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);

    const row = await orderRow(placed.orderId);
    expect(row).toMatchObject({
      status: 'awaiting_confirmation',
      paymentMethod: 'cash_on_delivery',
      cashOnDeliveryFeePaise: 5_000,
      totalPaise: expectedTotalPaise(lines) + 5_000,
      providerOrderId: null,
      paymentId: null,
      paidAt: null,
      confirmedAt: null,
    });
    expect(await stockOf(PLENTY.id)).toBe(50);

    const mail = await mailWhere(shop.dataDir, (each) =>
      each.decoded.includes(`https://velli-thangam.example/ta/orders/${placed.orderId}`),
    );
    expect(mail.decoded).toContain('டெலிவரியின்போது செலுத்த வேண்டியது');

    const seen = await send({ method: 'GET', url: `/api/orders/${placed.orderId}`, headers: meena.headers });
    expect(seen.body).toMatchObject({
      order: {
        status: 'awaiting_confirmation',
        paymentMethod: 'cash_on_delivery',
        confirmBy: placed.confirmBy,
        cashOnDeliveryFee: 50,
      },
    });
  });

  it('is confirmed once by its customer: the stock is taken, the step is on its timeline, the confirmation mailed', async () => {
    const lines = [{ product: PLENTY, quantity: 1 }];
    const placed = (await place(meena, codBody(lines))).body as { orderId: string; totalPaise: number };
    const other = await signUp(send, 'divya.cod@example.in');
    expect(await confirm(other, placed.orderId)).toMatchObject({
      status: 404,
      body: { message: PAYMENT_TEXTS.orderNotFound },
    });
    const before = await stockOf(PLENTY.id);
    const answer = await confirm(meena, placed.orderId);
    expect(answer).toEqual({
      status: 200,
      body: {
        success: true,
        message: CASH_ON_DELIVERY_TEXTS.confirmed(placed.totalPaise),
        orderId: placed.orderId,
      },
    });
    expect(await stockOf(PLENTY.id)).toBe(before - 1);
    const row = await orderRow(placed.orderId);
    expect(row.status).toBe('confirmed');
    expect(row.confirmedAt).not.toBeNull();
    expect(row.paymentId).toBeNull();
    const steps = await shop.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, placed.orderId));
    expect(steps.map((step) => step.status)).toEqual(['confirmed']);

    const again = await confirm(meena, placed.orderId);
    expect(again).toMatchObject({ status: 409, body: { message: CASH_ON_DELIVERY_TEXTS.notConfirmable } });
    expect(await stockOf(PLENTY.id)).toBe(before - 1);

    const mail = await mailWhere(
      shop.dataDir,
      (each) =>
        each.decoded.includes('Thank you for confirming your order') && each.decoded.includes(placed.orderId),
    );
    expect(mail.decoded).toContain('To pay on delivery (INR)');
  });

  it('of two confirmed at once for the last piece, one is confirmed and the other told it sold out', async () => {
    const divya = await signUp(send, 'divya.last@example.in');
    const lines = [{ product: LAST_ONE, quantity: 1 }];
    const first = (await place(meena, codBody(lines))).body as { orderId: string };
    const second = (await place(divya, codBody(lines))).body as { orderId: string };
    const answers = await Promise.all([confirm(meena, first.orderId), confirm(divya, second.orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({
      message: CASH_ON_DELIVERY_TEXTS.soldOutBeforeConfirmation(LAST_ONE.name),
    });
    expect(await stockOf(LAST_ONE.id)).toBe(0);
    const statuses = [(await orderRow(first.orderId)).status, (await orderRow(second.orderId)).status].sort();
    expect(statuses).toEqual(['awaiting_confirmation', 'confirmed']);
  });

  it('left unconfirmed past its deadline expires, and can no longer be confirmed', async () => {
    const placed = (await place(meena, codBody([{ product: PLENTY, quantity: 1 }]))).body as {
      orderId: string;
    };
    expect(await expireOn(new Date(Date.now() + 23 * 3_600_000))).toBe(0);
    expect((await orderRow(placed.orderId)).status).toBe('awaiting_confirmation');
    expect(await expireOn(new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect((await orderRow(placed.orderId)).status).toBe('expired');
    expect(await confirm(meena, placed.orderId)).toMatchObject({
      status: 409,
      body: { message: CASH_ON_DELIVERY_TEXTS.confirmationExpired },
    });
  });
});

describe('a confirmed order paid on delivery', () => {
  const PACKAGE = { weightGrams: 120, lengthCm: 15, breadthCm: 10, heightCm: 6 };

  async function confirmedOrder(customer: Customer, quantity = 1) {
    const placed = (await place(customer, codBody([{ product: PLENTY, quantity }]))).body as {
      orderId: string;
      totalPaise: number;
    };
    expect((await confirm(customer, placed.orderId)).status).toBe(200);
    return placed;
  }

  const press = (awb: string, step: string) =>
    shop.app.inject({ method: 'POST', url: `/api/test-courier/shipments/${awb}/steps`, payload: { step } });

  /** Staff book an order ready to ship with the test courier: its AWB. */
  async function shipWithTheCourier(order: { orderId: string; totalPaise: number }): Promise<string> {
    const shipped = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/courier`,
      headers: staff,
      payload: { ...PACKAGE, declaredValuePaise: order.totalPaise },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    return shipped.json<{ shipment: { awb: string } }>().shipment.awb;
  }

  it('is made and shipped as a paid one: the courier collects its total, the invoice is issued, no receipt voucher', async () => {
    const asha = await signUp(send, 'asha.cod@example.in');
    const order = await confirmedOrder(asha, 2);
    await takeOrderSteps(shop.app, staff, order.orderId, 'quality_check');
    const slip = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderId}/packing-slip`,
      headers: staff,
    });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const awb = await shipWithTheCourier(order);
    const [booking] = await shop.database.db
      .select()
      .from(courierShipments)
      .where(eq(courierShipments.orderId, order.orderId));
    expect(booking?.collectPaise).toBe(order.totalPaise);
    const [invoice] = await shop.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order.orderId));
    // The fee is a charge of the supply, taxed with it as shipping is: the invoice states it,
    // and its round-off stays under a rupee rather than swallowing the fee untaxed.
    expect(invoice?.content?.cashOnDeliveryFee).toEqual({ taxablePaise: 48_54, taxPaise: 1_46 });
    expect(Math.abs(invoice?.roundOffPaise ?? Infinity)).toBeLessThan(100);
    expect(invoice?.totalPaise).toBe(order.totalPaise);
    const invoicePdf = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderId}/invoice`,
      headers: staff,
    });
    expect(await pdftotext(invoicePdf.rawPayload)).toContain('Cash on delivery fee (part of the supply)');
    expect(
      await shop.database.db.select().from(receiptVouchers).where(eq(receiptVouchers.orderId, order.orderId)),
    ).toHaveLength(0);

    // Refused at the door and brought back: not delivered, the pieces back, nothing refunded.
    const stockBefore = await stockOf(PLENTY.id);
    expect((await press(awb, 'returned_to_origin')).statusCode).toBe(200);
    const row = await orderRow(order.orderId);
    expect(row.status).toBe('not_delivered');
    expect(row.paymentId).toBeNull();
    expect(await stockOf(PLENTY.id)).toBe(stockBefore + 2);
    expect(
      await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId)),
    ).toHaveLength(0);
    const creditNotesOf = () =>
      shop.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.orderId));
    expect((await creditNotesOf()).map((note) => note.totalPaise)).toEqual([order.totalPaise]);
    // The tracking step again changes nothing.
    await press(awb, 'returned_to_origin');
    expect(await stockOf(PLENTY.id)).toBe(stockBefore + 2);
    expect(await creditNotesOf()).toHaveLength(1);

    // One undelivered order is the default limit: the next quote is refused, saying why.
    const next = await quote(asha, [{ product: PLENTY, quantity: 1 }]);
    expect(next.body).toEqual({
      success: true,
      offer: { offered: false, reason: CASH_ON_DELIVERY_TEXTS.tooManyUndelivered },
    });
    expect(await place(asha, codBody([{ product: PLENTY, quantity: 1 }]))).toMatchObject({
      status: 409,
      body: { message: CASH_ON_DELIVERY_TEXTS.tooManyUndelivered },
    });
  });

  it('shipped by hand and brought back is marked not delivered by staff; an order paid online is not', async () => {
    const ravi = await signUp(send, 'ravi.cod@example.in');
    const order = await confirmedOrder(ravi);
    await takeOrderSteps(shop.app, staff, order.orderId, 'shipped');
    const stockBefore = await stockOf(PLENTY.id);
    const answer = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/not-delivered`,
      headers: staff,
      payload: { note: 'Refused at the door' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().order).toMatchObject({ status: 'not_delivered' });
    expect(await stockOf(PLENTY.id)).toBe(stockBefore + 1);
    // Marked again, nothing more goes back, and no second credit note is issued.
    const again = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/not-delivered`,
      headers: staff,
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    expect(await stockOf(PLENTY.id)).toBe(stockBefore + 1);

    // The supply did not take place: a credit note takes back the whole invoice, which the
    // customer and the accountant's month both read.
    const listed = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}/documents`,
      headers: ravi.headers,
    });
    const documents = listed.json<OrderDocumentsAnswer>().documents;
    expect(documents.map(({ kind, totalPaise, refundId }) => ({ kind, totalPaise, refundId }))).toEqual([
      { kind: 'invoice', totalPaise: order.totalPaise, refundId: null },
      { kind: 'credit_note', totalPaise: order.totalPaise, refundId: null },
    ]);
    const [invoice, note] = documents;
    if (!invoice || !note) throw new Error('the order lacks its documents');
    const pdf = await shop.app.inject({
      method: 'GET',
      url: documentPath(order.orderId, note),
      headers: ravi.headers,
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = (await pdftotext(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(note.number);
    expect(text).toContain(invoice.number);
    expect(text).toContain(`Reason: ${CASH_ON_DELIVERY_TEXTS.notDeliveredCreditNoteReason}`);
    // Nothing was paid, so the note credits the invoice rather than saying it refunded anything.
    expect(text).toContain('Not delivered Reason:');
    expect(text).toContain('Total credited');
    expect(text).not.toContain('refunded');
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date(note.issuedAt))
      .slice(0, 7);
    const csv = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/months/${month}/documents.csv`,
      headers: staff,
    });
    const rows = Papa.parse<string[]>(csv.body.trim()).data;
    const figures = (number: string) => rows.find((row) => row[1] === number)?.slice(4);
    expect(figures(note.number)).toEqual(figures(invoice.number));
    expect(figures(note.number)?.at(-1)).toBe((order.totalPaise / 100).toFixed(2));

    // The customer is told, with the credit note attached.
    const mail = await mailWhere(
      shop.dataDir,
      (each) =>
        each.decoded.includes('Your parcel came back to us undelivered') &&
        each.decoded.includes(orderReference(order.orderId)),
    );
    expect(mail.decoded).toContain('you owe nothing and nothing has been charged');
    expect(mail.decoded).toContain(
      `The credit note ${note.number}, which cancels its tax invoice, is attached.`,
    );
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=.*\.pdf/);

    const paidOnline = await placeOrder(
      send,
      ravi,
      createOrderBody([{ product: PLENTY, quantity: 1 }], 'online'),
    );
    await takeOrderSteps(shop.app, staff, paidOnline.id, 'shipped');
    const refused = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${paidOnline.id}/not-delivered`,
      headers: staff,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CASH_ON_DELIVERY_TEXTS.notDeliveredNotNow);
    expect((await orderRow(paidOnline.id)).status).toBe('shipped');
  });

  it('delivered, owes its cash until the remittance is recorded, which is its payment', async () => {
    const lata = await signUp(send, 'lata.cod@example.in');
    const overviewNow = async () =>
      (
        await shop.app.inject({ method: 'GET', url: '/api/admin/orders/overview', headers: staff })
      ).json<AdminOrderOverviewAnswer>();
    const before = await overviewNow();
    const order = await confirmedOrder(lata);
    // Confirmed, it waits to be made as a paid order does, and Today counts it.
    expect((await overviewNow()).waiting.confirmed).toBe(before.waiting.confirmed + 1);
    await takeOrderSteps(shop.app, staff, order.orderId, 'delivered');
    const overview = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/orders/overview',
      headers: staff,
    });
    expect(overview.json().cashOwed).toMatchObject({ owedPaise: order.totalPaise, orders: 1, overdue: [] });
    // Delivered 16 days ago and still not remitted: listed to chase with the courier.
    const sixteenDaysAgo = new Date(Date.now() - 16 * 24 * 3_600_000);
    await shop.database.db
      .update(orderEvents)
      .set({ at: sixteenDaysAgo })
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.status, 'delivered')));
    const overdue = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/orders/overview',
      headers: staff,
    });
    expect(overdue.json().cashOwed.overdue).toEqual([
      {
        id: order.orderId,
        reference: orderReference(order.orderId),
        totalPaise: order.totalPaise,
        deliveredAt: sixteenDaysAgo.toISOString(),
      },
    ]);
    const seen = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderId}`,
      headers: staff,
    });
    expect(seen.json().order.cashOnDelivery).toEqual({
      feePaise: 5_000,
      confirmBy: null,
      owedPaise: order.totalPaise,
      remittedAt: null,
    });

    const remit = (body: object) =>
      shop.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.orderId}/cash-remitted`,
        headers: staff,
        payload: body,
      });
    const wrong = await remit({ reference: 'SR-REM-001', amount: order.totalPaise / 100 - 1 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(CASH_ON_DELIVERY_TEXTS.remittanceAmountWrong(order.totalPaise));
    expect((await orderRow(order.orderId)).paymentId).toBeNull();

    const done = await remit({ reference: 'SR-REM-001', amount: order.totalPaise / 100 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().order.cashOnDelivery).toMatchObject({ owedPaise: 0, remittedAt: expect.any(String) });
    const row = await orderRow(order.orderId);
    expect(row.paymentId).toBe('cod_SR-REM-001');
    expect(row.paidAt).not.toBeNull();
    expect(row.status).toBe('delivered');
    expect((await remit({ reference: 'SR-REM-002', amount: order.totalPaise / 100 })).json().message).toBe(
      CASH_ON_DELIVERY_TEXTS.remittanceNotNow,
    );
    const after = await shop.app.inject({ method: 'GET', url: '/api/admin/orders/overview', headers: staff });
    expect(after.json().cashOwed).toMatchObject({ owedPaise: 0, orders: 0 });
  });

  it('remitted and then returned, is paid back by the shop’s own transfer, recorded with its reference', async () => {
    const gita = await signUp(send, 'gita.cod@example.in');
    const order = await confirmedOrder(gita, 2);
    await takeOrderSteps(shop.app, staff, order.orderId, 'delivered');
    const remitted = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/cash-remitted`,
      headers: staff,
      payload: { reference: 'SR-REM-GITA', amount: order.totalPaise / 100 },
    });
    expect(remitted.statusCode, remitted.body).toBe(200);
    const post = async (url: string, headers: AuthorizationHeader, payload: object = {}) => {
      const answer = await shop.app.inject({ method: 'POST', url, headers, payload });
      return { status: answer.statusCode, body: answer.json() };
    };
    /** One piece returned, received and refunded: the refund it leaves, still pending. */
    const returnOnePiece = async () => {
      const asked = await send({
        method: 'POST',
        url: `/api/orders/${order.orderId}/returns`,
        headers: gita.headers,
        payload: { lines: [{ position: 0, quantity: 1 }], reason: 'Too large' },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const returns = (asked.body as { returns: { id: string; status: string }[] }).returns;
      const ret = returns.find((each) => each.status === 'requested');
      const base = `/api/admin/orders/${order.orderId}/returns/${ret!.id}`;
      expect((await post(`${base}/decision`, staff, { decision: 'approve' })).status).toBe(200);
      expect(
        (await post(`${base}/pickup`, staff, { courier: 'Delhivery', trackingNumber: 'DL1' })).status,
      ).toBe(200);
      expect((await post(`${base}/received`, staff)).status).toBe(200);
      expect((await post(`${base}/refund`, owner)).status).toBe(200);
      const rows = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
      return rows.find((row) => row.status === 'pending')!;
    };
    const transfer = (refundId: string, reference: unknown, headers: AuthorizationHeader = owner) =>
      post(`/api/admin/orders/${order.orderId}/refunds/${refundId}/transfer`, headers, { reference });

    // Cash cannot go back through the payment provider: the refund waits for the shop's transfer.
    const first = await returnOnePiece();
    expect(first).toMatchObject({ status: 'pending', failure: null, providerRefundId: null });
    expect((await transfer(first.id, 'UTR-0001', staff)).status).toBe(403);
    const blank = await transfer(first.id, '  ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Enter the reference of the bank transfer or UPI payment.');
    const made = await transfer(first.id, 'UTR-0001');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.order.refunds[0]).toMatchObject({
      status: 'processed',
      providerRefundId: 'transfer_UTR-0001',
    });
    expect((await transfer(first.id, 'UTR-0002')).body.message).toBe(REFUND_TEXTS.transferNotNow);
    const mail = await mailWhere(
      shop.dataDir,
      (each) =>
        each.decoded.includes('by bank transfer or UPI') &&
        each.decoded.includes(orderReference(order.orderId)),
    );
    expect(mail.decoded).toContain(
      `We have paid ${formatPaise(first.amountPaise)} back to you by bank transfer or UPI.`,
    );
    expect(mail.decoded).not.toContain('Banks usually take');
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=Credit-note-/);

    // The second piece: one reference pays one refund.
    const second = await returnOnePiece();
    expect((await transfer(second.id, 'UTR-0001')).body.message).toBe(REFUND_TEXTS.transferReferenceUsed);
    expect((await transfer(second.id, 'UTR-0003')).status).toBe(200);
    const notes = await shop.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.orderId));
    expect(notes.map((note) => note.refundId).sort()).toEqual([first.id, second.id].sort());
  });

  it('is reconciled from the courier’s remittance statement, matched by AWB, each line once', async () => {
    const deliveredByTheCourier = async (email: string) => {
      const order = await confirmedOrder(await signUp(send, email));
      await takeOrderSteps(shop.app, staff, order.orderId, 'quality_check');
      const awb = await shipWithTheCourier(order);
      for (const step of ['picked_up', 'out_for_delivery', 'delivered']) await press(awb, step);
      expect((await orderRow(order.orderId)).status).toBe('delivered');
      return { ...order, awb };
    };
    const first = await deliveredByTheCourier('priya.statement@example.in');
    const second = await deliveredByTheCourier('divya.statement@example.in');
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const statement = [
      'Remittance Date,AWB Code,Order ID,COD Amount,CRF ID',
      `04-12-2026,${first.awb},SR-1,"${rupees(first.totalPaise)}",CRF-0091`,
      `04-12-2026,${second.awb},SR-2,${rupees(second.totalPaise - 100)},CRF-0091`,
      '04-12-2026,99999999999,SR-3,500.00,CRF-0091',
      `04-12-2026,${second.awb},SR-2,${rupees(second.totalPaise)},`,
    ].join('\r\n');
    const upload = (csv: string, headers: AuthorizationHeader = staff) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/admin/couriers/remittance-statements',
        headers,
        payload: { csv },
      });

    const answer = await upload(statement);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      recorded: 1,
      lines: [
        {
          line: 2,
          awb: first.awb,
          amountPaise: first.totalPaise,
          outcome: 'recorded',
          order: { id: first.orderId, reference: orderReference(first.orderId) },
          message: STATEMENT_TEXTS.lineRecorded,
        },
        {
          line: 3,
          awb: second.awb,
          amountPaise: second.totalPaise - 100,
          outcome: 'refused',
          order: { id: second.orderId, reference: orderReference(second.orderId) },
          message: CASH_ON_DELIVERY_TEXTS.remittanceAmountWrong(second.totalPaise),
        },
        {
          line: 4,
          awb: '99999999999',
          amountPaise: 500_00,
          outcome: 'refused',
          order: null,
          message: STATEMENT_TEXTS.unknownAwb,
        },
        {
          line: 5,
          awb: second.awb,
          amountPaise: second.totalPaise,
          outcome: 'refused',
          order: { id: second.orderId, reference: orderReference(second.orderId) },
          message: STATEMENT_TEXTS.noReference,
        },
      ],
    });
    expect((await orderRow(first.orderId)).paymentId).toBe(`cod_CRF-0091/${first.awb}`);
    expect((await orderRow(second.orderId)).paymentId).toBeNull();

    // The same statement again records nothing twice.
    const again = (await upload(statement)).json();
    expect(again.recorded).toBe(0);
    expect(again.lines[0]).toMatchObject({
      outcome: 'recorded_before',
      message: STATEMENT_TEXTS.lineRecordedBefore,
    });

    // A file without the three columns is refused, saying what it has.
    const wrong = await upload('Date,Amount\n04-12-2026,500');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(STATEMENT_TEXTS.missingColumns(['Date', 'Amount']));
    expect((await upload('', { authorization: 'Bearer nobody' })).statusCode).toBe(401);
  });

  it('cancelled by its customer before making refunds nothing', async () => {
    const uma = await signUp(send, 'uma.cod@example.in');
    const order = await confirmedOrder(uma);
    const answer = await send({
      method: 'POST',
      url: `/api/orders/${order.orderId}/cancel`,
      headers: uma.headers,
      payload: {},
    });
    expect(answer.status).toBe(200);
    expect((await orderRow(order.orderId)).status).toBe('cancelled');
    expect(
      await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId)),
    ).toHaveLength(0);
  });
});

describe('a customer deleting their account', () => {
  it('keeps their confirmed orders paid on delivery, invoiced or not, and drops those never confirmed', async () => {
    const nila = await signUp(send, 'nila.cod@example.in');
    const lines = [{ product: PLENTY, quantity: 1 }];
    const shippedOrder = (await place(nila, codBody(lines))).body as { orderId: string };
    expect((await confirm(nila, shippedOrder.orderId)).status).toBe(200);
    await takeOrderSteps(shop.app, staff, shippedOrder.orderId, 'shipped');
    const unconfirmed = (await place(nila, codBody(lines))).body as { orderId: string };

    const deleted = await shop.app.inject({ method: 'DELETE', url: '/user/profile', headers: nila.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const kept = await orderRow(shippedOrder.orderId);
    expect(kept.status).toBe('shipped');
    expect(kept.customerErasedAt).not.toBeNull();
    expect(await shop.database.db.select().from(orders).where(eq(orders.id, unconfirmed.orderId))).toEqual(
      [],
    );
  });
});
