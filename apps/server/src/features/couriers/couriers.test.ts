import { tz } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReference } from '@shop/shared/checkout';
import { COURIER_TEXTS } from '@shop/shared/couriers';
import { courierShipments, courierTrackingEvents, orders, testCourierShipments } from '../../db/schema.ts';
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
import { testCourierKey } from '../../test-support/couriers.ts';
import { headerOf, mailWhere } from '../../test-support/mail.ts';
import { takeOrderSteps } from '../../test-support/order-steps.ts';
import { ensurePoppler, pdftotext } from '../../test-support/poppler.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

const [ring] = FIXTURE_PRODUCTS;
const PACKAGE = { weightGrams: 120, lengthCm: 15, breadthCm: 10, heightCm: 6 };

let shop: TestApp;
let send: SendRequest;
let staff: AuthorizationHeader;

beforeAll(async () => {
  ensurePoppler();
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
  send = injectRequests(shop.app);
  staff = await signedInStaff(shop, { email: 'packer@shop.test' });
});
afterAll(async () => {
  await shop.close();
});

const db = () => shop.database.db;

/** A paid order of the ring, made and checked, ready to ship. */
async function readyOrder(email: string): Promise<{ id: string; totalPaise: number; customer: Customer }> {
  if (!ring) throw new Error('No fixture ring');
  const customer = await signUp(send, email);
  const order = await placeOrder(send, customer, createOrderBody([{ product: ring, quantity: 1 }], email));
  await takeOrderSteps(shop.app, staff, order.id, 'quality_check');
  return { ...order, customer };
}

function shipWithCourier(orderId: string, body: Record<string, unknown>) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/courier`,
    headers: staff,
    payload: body,
  });
}

async function shipped(orderId: string, declaredValuePaise: number) {
  const answer = await shipWithCourier(orderId, { ...PACKAGE, declaredValuePaise });
  expect(answer.statusCode, answer.body).toBe(200);
  const awb = answer.json<{ shipment: { awb: string } }>().shipment.awb;
  return awb;
}

function press(awb: string, step: string) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/test-courier/shipments/${awb}/steps`,
    payload: { step },
  });
}

describe('the test courier', () => {
  it('books the parcel, ships the order with its AWB and gives a label that is a PDF', async () => {
    const order = await readyOrder('label@example.in');
    const box = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/courier`,
      headers: staff,
    });
    expect(box.statusCode).toBe(200);
    expect(box.json()).toMatchObject({
      courier: 'test',
      orderTotalPaise: order.totalPaise,
      cover: { capPaise: 500_000, excludesPreciousMetals: true },
      shipment: null,
    });

    const answer = await shipWithCourier(order.id, { ...PACKAGE, declaredValuePaise: order.totalPaise });
    expect(answer.statusCode, answer.body).toBe(200);
    const { shipment } = answer.json<{ shipment: { awb: string; courierName: string; status: string } }>();
    expect(shipment).toMatchObject({ status: 'created', courierName: 'Test courier' });
    expect(shipment.awb).toMatch(/^TC\d{10}$/);

    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('shipped');
    expect(row?.shipment).toEqual({ courier: 'Test courier', trackingNumber: shipment.awb });
    const [attempt] = await db()
      .select()
      .from(courierShipments)
      .where(eq(courierShipments.orderId, order.id));
    expect(attempt).toMatchObject({ channelOrderId: `${orderReference(order.id)}-1`, collectPaise: 0 });
    const mail = await mailWhere(
      shop.dataDir,
      (sent) =>
        headerOf(sent, 'Subject') === `Your Velli & Thangam order ${orderReference(order.id)}: shipped`,
    );
    expect(mail.decoded).toContain(`Tracking number: ${shipment.awb}`);

    const label = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/courier/label`,
      headers: staff,
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const text = await pdftotext(label.rawPayload);
    expect(text).toContain(`AWB ${shipment.awb}`);
    expect(text).toContain('Deliver to');
    expect(text).toContain(orderReference(order.id));

    const pickup = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/courier/pickup`,
      headers: staff,
    });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json().shipment.pickupRequestedAt).toEqual(expect.any(String));

    const again = await shipWithCourier(order.id, { ...PACKAGE, declaredValuePaise: order.totalPaise });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(COURIER_TEXTS.alreadyShipped);
  });

  it('books one parcel when the courier times out after booking and staff try again', async () => {
    const order = await readyOrder('timeout@example.in');
    expect((await shop.app.inject({ method: 'POST', url: '/api/test-courier/timeouts' })).statusCode).toBe(
      200,
    );
    const first = await shipWithCourier(order.id, { ...PACKAGE, declaredValuePaise: order.totalPaise });
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toContain('Try again');
    const [waiting] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(waiting?.status).toBe('quality_check');

    const retry = await shipWithCourier(order.id, { ...PACKAGE, declaredValuePaise: order.totalPaise });
    expect(retry.statusCode, retry.body).toBe(200);
    const channelOrderId = `${orderReference(order.id)}-1`;
    const booked = (await db().select().from(testCourierShipments)).filter((row) =>
      row.channelOrderId.startsWith(`${channelOrderId}#`),
    );
    expect(booked).toHaveLength(1);
    expect(retry.json().shipment.awb).toBe(booked[0]?.awb);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('shipped');
  });

  it('books one parcel when staff try again while the courier is still answering the first try', async () => {
    const order = await readyOrder('slow-courier@example.in');
    const slow = await shop.app.inject({
      method: 'POST',
      url: '/api/test-courier/slow-answers',
      payload: { milliseconds: 3000 },
    });
    expect(slow.statusCode, slow.body).toBe(200);
    const body = { ...PACKAGE, declaredValuePaise: order.totalPaise };
    const first = shipWithCourier(order.id, body);
    // The retry arrives once the first try is written and its courier call is waiting.
    await expect
      .poll(
        async () =>
          (await db().select().from(courierShipments).where(eq(courierShipments.orderId, order.id))).length,
      )
      .toBe(1);
    const retry = await shipWithCourier(order.id, body);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(COURIER_TEXTS.beingBooked);

    expect((await first).statusCode).toBe(200);
    const channelOrderId = `${orderReference(order.id)}-1`;
    const booked = (await db().select().from(testCourierShipments)).filter((row) =>
      row.channelOrderId.startsWith(`${channelOrderId}#`),
    );
    expect(booked).toHaveLength(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('shipped');
  });

  it('refuses a package of no weight, a negative one and one too heavy, with the reason', async () => {
    const order = await readyOrder('weights@example.in');
    for (const [weightGrams, message] of [
      [0, 'The weight must be more than 0 grams'],
      [-5, 'The weight must be more than 0 grams'],
      [30_001, 'The weight is at most 30,000 grams'],
    ] as const) {
      const answer = await shipWithCourier(order.id, { ...PACKAGE, weightGrams, declaredValuePaise: 100 });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain(message);
    }
    const early = await readyOrderPaidOnly('early@example.in');
    const refused = await shipWithCourier(early, { ...PACKAGE, declaredValuePaise: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COURIER_TEXTS.notReady);
    expect(await db().select().from(courierShipments).where(eq(courierShipments.orderId, order.id))).toEqual(
      [],
    );
  });

  it('tells staff to use a valuables carrier above the courier’s cover', async () => {
    const order = await readyOrder('valuable@example.in');
    const box = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/courier`,
      headers: staff,
    });
    const advice = box.json().valuablesAdvice as string;
    expect(advice).toBe(
      order.totalPaise > 500_000 ? COURIER_TEXTS.aboveCap(500_000) : COURIER_TEXTS.preciousMetals,
    );
  });
});

async function readyOrderPaidOnly(email: string): Promise<string> {
  if (!ring) throw new Error('No fixture ring');
  const customer = await signUp(send, email);
  return (await placeOrder(send, customer, createOrderBody([{ product: ring, quantity: 1 }], email))).id;
}

describe('the tracking webhook', () => {
  it('refuses an update without the key (401) or with another (403), and changes nothing', async () => {
    const order = await readyOrder('forged@example.in');
    const awb = await shipped(order.id, order.totalPaise);
    const body = { awb, current_status: 'DELIVERED', current_timestamp: '2026-12-02T10:00:00Z' };
    const unkeyed = await shop.app.inject({ method: 'POST', url: '/api/courier-tracking', payload: body });
    expect(unkeyed.statusCode).toBe(401);
    expect(unkeyed.json().message).toBe(COURIER_TEXTS.webhookUnsigned);
    const forged = await shop.app.inject({
      method: 'POST',
      url: '/api/courier-tracking',
      headers: { 'x-api-key': 'not-the-shops-key-at-all' },
      payload: body,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(COURIER_TEXTS.webhookForged);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('shipped');
    expect(await db().select().from(courierTrackingEvents)).toSatisfy((events: unknown[]) =>
      events.every((event) => (event as { step: string }).step !== 'delivered'),
    );
  });

  it('keeps each step once, delivers the order as staff would and mails the customer', async () => {
    const order = await readyOrder('tracked@example.in');
    const awb = await shipped(order.id, order.totalPaise);
    expect((await press(awb, 'picked_up')).statusCode).toBe(200);
    expect((await press(awb, 'in_transit')).statusCode).toBe(200);

    // The same update twice (the courier retries): kept once.
    const [shipment] = await db().select().from(courierShipments).where(eq(courierShipments.awb, awb));
    // Shiprocket's time of a scan is India's, "DD MM YYYY HH:mm:ss".
    const scanned = new Date(Math.ceil(Date.now() / 1000) * 1000 + 1000);
    const duplicate = {
      awb,
      current_status: 'OUT FOR DELIVERY',
      current_timestamp: format(scanned, 'dd MM yyyy HH:mm:ss', { in: tz('Asia/Kolkata') }),
    };
    const key = await testCourierKey(shop);
    for (let time = 0; time < 2; time += 1) {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/courier-tracking',
        headers: { 'x-api-key': key },
        payload: duplicate,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().message).toBe(time === 0 ? 'Recorded' : 'Nothing new');
    }
    const events = await db()
      .select()
      .from(courierTrackingEvents)
      .where(eq(courierTrackingEvents.shipmentId, shipment?.id ?? 0));
    expect(events.map((event) => event.step)).toEqual(['picked_up', 'in_transit', 'out_for_delivery']);

    // Delivered after the scan's time, to the second Shiprocket gives.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, scanned.getTime() - Date.now() + 50)));
    expect((await press(awb, 'delivered')).statusCode).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('delivered');
    const mail = await mailWhere(
      shop.dataDir,
      (sent) =>
        headerOf(sent, 'Subject') === `Your Velli & Thangam order ${orderReference(order.id)}: delivered`,
    );
    expect(mail.decoded).toContain('Your piece has been delivered.');

    const tracking = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tracking`,
      headers: order.customer.headers,
    });
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json().tracking.map((entry: { title: string }) => entry.title)).toEqual([
      'Picked up',
      'In transit',
      'Out for delivery',
      'Delivered',
    ]);
    expect(tracking.json().tracking[2]).toMatchObject({ at: scanned.toISOString() });

    const stranger = await signUp(send, 'stranger@example.in');
    const refused = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tracking`,
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('shows staff a parcel that was not delivered or is on its way back', async () => {
    const order = await readyOrder('returned@example.in');
    const awb = await shipped(order.id, order.totalPaise);
    expect((await press(awb, 'undelivered')).statusCode).toBe(200);
    expect((await press(awb, 'returned_to_origin')).statusCode).toBe(200);
    const today = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/couriers/attention',
      headers: staff,
    });
    expect(today.json().shipments).toContainEqual(
      expect.objectContaining({ orderId: order.id, awb, title: 'Returned to the shop' }),
    );
    const box = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/courier`,
      headers: staff,
    });
    expect(box.json().shipment.needsAttention).toBe(true);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('shipped');
  });

  it('opens the test courier’s page of a parcel, with a button for each step', async () => {
    const order = await readyOrder('page@example.in');
    const awb = await shipped(order.id, order.totalPaise);
    const page = await shop.app.inject({ method: 'GET', url: `/api/test-courier/shipments/${awb}` });
    expect(page.statusCode).toBe(200);
    for (const label of [
      'Picked up',
      'In transit',
      'Out for delivery',
      'Delivered',
      'Returned to the shop',
    ]) {
      expect(page.body).toContain(`<button>${label}</button>`);
    }
    const pressed = await shop.app.inject({
      method: 'POST',
      url: `/api/test-courier/shipments/${awb}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'step=picked_up',
    });
    expect(pressed.statusCode).toBe(303);
  });
});

describe('the settings', () => {
  const base = { DATA_DIR: '/tmp/shop', PAYMENT_PROVIDER: 'test' };
  const all = {
    SHIPROCKET_EMAIL: 'api-user@shop.example',
    SHIPROCKET_PASSWORD: 'a-long-password',
    SHIPROCKET_WEBHOOK_TOKEN: 'tracking-token-0123456789',
    SHIPROCKET_PICKUP_LOCATION: 'Workshop',
  };

  it('takes all four Shiprocket settings or none, and refuses half of them or a malformed one', () => {
    expect(readConfig({ ...base, ...all }).SHIPROCKET).toMatchObject({
      email: 'api-user@shop.example',
      pickupLocation: 'Workshop',
      coverCapPaise: 500_000,
    });
    expect(readConfig(base).SHIPROCKET).toBeUndefined();
    expect(() => readConfig({ ...base, SHIPROCKET_EMAIL: all.SHIPROCKET_EMAIL })).toThrow(
      /go together.*missing: SHIPROCKET_PASSWORD, SHIPROCKET_WEBHOOK_TOKEN, SHIPROCKET_PICKUP_LOCATION/,
    );
    expect(() => readConfig({ ...base, ...all, SHIPROCKET_WEBHOOK_TOKEN: 'short' })).toThrow(
      /SHIPROCKET_WEBHOOK_TOKEN must be 16 to 200/,
    );
    expect(() => readConfig({ ...base, ...all, SHIPROCKET_EMAIL: 'not an address' })).toThrow(
      /SHIPROCKET_EMAIL must be the e-mail address/,
    );
  });
});
