import type { InjectOptions } from 'fastify';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '@shop/shared/checkout';
import { expectedDelivery, shopDayOf } from '@shop/shared/delivery';
import { orders } from '../../db/schema.ts';
import { FIXTURE_PRODUCTS } from '../../test-support/catalogue-fixtures.ts';
import { injectRequests, signUp } from '../../test-support/checkout.ts';
import { approveEveryProof } from '../../test-support/proofs.ts';
import { signedInStaff } from '../../test-support/staff.ts';
import { testPayment } from '../../test-support/payments.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ products: FIXTURE_PRODUCTS });
});
afterAll(async () => {
  await shop?.close();
});

let calls = 0;
async function call(options: InjectOptions) {
  calls += 1;
  const response = await shop.app.inject({
    remoteAddress: `10.40.${Math.floor(calls / 250)}.${(calls % 250) + 1}`,
    ...options,
  });
  return { status: response.statusCode, body: response.json() };
}

let shoppers = 0;
/** A new customer, signed in: the header that carries their session. */
async function signIn(): Promise<Record<string, string>> {
  shoppers += 1;
  return (await signUp(injectRequests(shop.app), `orders.${shoppers}@example.in`)).headers;
}

const CUSTOMER = {
  name: 'Kavya Raman',
  email: 'kavya@example.in',
  phone: '9876543210',
  address: '3 Gandhi Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zipCode: '600001',
};

/** A paid order of this customer: the ring twice, engraved. */
async function paidOrder(headers: Record<string, string>) {
  const created = await call({
    method: 'POST',
    url: '/api/api/create-razorpay-order',
    headers,
    payload: {
      amount: 2 * 2499 + 100,
      currency: 'INR',
      items: [
        {
          productId: '1',
          quantity: 2,
          customization: { type: 'engraving', customName: 'Kavi', selectedFont: 'serif', fontSize: 30 },
        },
      ],
      customerDetails: CUSTOMER,
    },
  });
  const payment = await testPayment(shop, created.body.order.id as string);
  const verified = await call({ method: 'POST', url: '/api/api/verify-payment', headers, payload: payment });
  return { orderId: verified.body.orderId as string, paymentId: payment.razorpay_payment_id };
}

const savePayload = (paymentId: string) => ({
  orderData: [{ productName: 'Classic Solitaire Silver Ring', price: 2499, quantity: 2, total: 4998 }],
  orderSummary: [{ 'Order Summary': 'Total', Value: '₹5,098' }],
  customerDetails: CUSTOMER,
  paymentDetails: { paymentId, status: 'Successful', method: 'Razorpay' },
});

describe('saving an order (the spec’s save call)', () => {
  it('answers the paid order of the payment, the same order however often it is saved', async () => {
    const headers = await signIn();
    const { orderId, paymentId } = await paidOrder(headers);
    const before = await shop.database.db.select({ n: count() }).from(orders);
    for (let time = 0; time < 2; time += 1) {
      const { status, body } = await call({
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: savePayload(paymentId),
      });
      expect({ status, body }).toEqual({
        status: 200,
        body: { success: true, orderId, message: 'Order saved' },
      });
    }
    expect(await shop.database.db.select({ n: count() }).from(orders)).toEqual(before);
  });

  it('refuses an unknown payment, an unpaid one and another customer’s, and creates nothing', async () => {
    const headers = await signIn();
    const { paymentId } = await paidOrder(headers);
    const before = await shop.database.db.select({ n: count() }).from(orders);
    const unknown = await call({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: savePayload('pay_unknown'),
    });
    expect(unknown).toEqual({ status: 404, body: { success: false, message: PAYMENT_TEXTS.paymentNotPaid } });
    const stranger = await call({
      method: 'POST',
      url: '/api/orders',
      headers: await signIn(),
      payload: savePayload(paymentId),
    });
    expect(stranger.status).toBe(404);
    const guest = await call({ method: 'POST', url: '/api/orders', payload: savePayload(paymentId) });
    expect(guest.status).toBe(401);
    expect(await shop.database.db.select({ n: count() }).from(orders)).toEqual(before);
  });
});

describe('a customer’s orders', () => {
  it('lists the customer’s own orders with their lines, newest first, and shows one of them', async () => {
    const headers = await signIn();
    const first = await paidOrder(headers);
    const second = await paidOrder(headers);
    await paidOrder(await signIn());

    const list = await call({ method: 'GET', url: '/api/orders', headers });
    expect(list.status).toBe(200);
    expect(list.body.orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      second.orderId,
      first.orderId,
    ]);
    expect(list.body.orders[0]).toMatchObject({
      status: 'paid',
      paymentId: second.paymentId,
      subtotal: 4998,
      shipping: 100,
      total: 5098,
      customer: { name: 'Kavya Raman', city: 'Chennai' },
      items: [
        {
          productId: '1',
          name: 'Classic Solitaire Silver Ring',
          price: 2499,
          quantity: 2,
          total: 4998,
          customization: { type: 'engraving', customName: 'Kavi', selectedFont: 'serif', fontSize: 30 },
        },
      ],
    });

    const one = await call({ method: 'GET', url: `/api/orders/${first.orderId}`, headers });
    expect(one.body).toMatchObject({ success: true, order: { orderId: first.orderId, total: 5098 } });
  });

  it('answers 404 for another customer’s order and for an id that names none', async () => {
    const { orderId } = await paidOrder(await signIn());
    const headers = await signIn();
    for (const id of [orderId, 'not-an-id', '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d']) {
      const { status, body } = await call({ method: 'GET', url: `/api/orders/${id}`, headers });
      expect({ status, body }).toEqual({
        status: 404,
        body: { success: false, message: PAYMENT_TEXTS.orderNotFound },
      });
    }
  });
});

describe('a customer’s order on its way', () => {
  const SHIPMENT = {
    courier: 'India Post',
    trackingNumber: 'EE123456789IN',
    trackingUrl: 'https://www.indiapost.gov.in/track',
  };

  it('shows the timeline, the courier and tracking link once shipped, and the range of days it should arrive', async () => {
    const headers = await signIn();
    const { orderId } = await paidOrder(headers);
    const paid = await call({ method: 'GET', url: `/api/orders/${orderId}`, headers });
    const paidAt = paid.body.order.paidAt as string;
    // The ring is engraved: it waits for its proof, and its days count from the approval.
    expect(paid.body.order).toMatchObject({
      status: 'paid',
      timeline: [
        { status: 'paid', at: paidAt },
        { proof: 'waiting', at: paidAt, version: null },
      ],
      shipment: null,
      expectedDelivery: null,
      expectedAfterApproval: { fewest: 8, most: 12 },
      deliveredOn: null,
    });

    const staff = await signedInStaff(shop, { email: 'bench@shop.test', name: 'Lakshmi Rao' });
    const step = (to: string, extra: object = {}) =>
      call({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/steps`,
        headers: staff,
        payload: { to, ...extra },
      });
    // The ring is engraved: it is made once its customer approved the proof, here on the day
    // it was paid, so the personalised piece's days count from the payment.
    await approveEveryProof(shop.app, orderId, staff, headers as { authorization: string });
    const approvedAt = (await call({ method: 'GET', url: `/api/orders/${orderId}`, headers })).body.order;
    expect(approvedAt.expectedDelivery).toEqual(expectedDelivery(new Date(paidAt), true));
    expect(approvedAt.expectedAfterApproval).toBeUndefined();
    for (const to of ['in_making', 'quality_check']) expect((await step(to)).status).toBe(200);
    expect((await step('shipped', { shipment: SHIPMENT })).status).toBe(200);

    const shipped = await call({ method: 'GET', url: `/api/orders/${orderId}`, headers });
    expect(shipped.body.order).toMatchObject({
      status: 'shipped',
      shipment: SHIPMENT,
      expectedDelivery: expectedDelivery(new Date(paidAt), true),
    });
    expect(
      shipped.body.order.timeline.map(
        (event: { status?: string; proof?: string }) => event.status ?? event.proof,
      ),
    ).toEqual(['paid', 'sent', 'approved', 'in_making', 'quality_check', 'shipped']);
    // Who on the staff took a step is the shop's business.
    expect(JSON.stringify(shipped.body)).not.toContain('Lakshmi');

    expect((await step('delivered')).status).toBe(200);
    const list = await call({ method: 'GET', url: '/api/orders', headers });
    const delivered = list.body.orders[0];
    const deliveredAt = delivered.timeline.at(-1);
    expect(deliveredAt.status).toBe('delivered');
    expect(delivered).toMatchObject({
      orderId,
      status: 'delivered',
      shipment: SHIPMENT,
      expectedDelivery: null,
      deliveredOn: shopDayOf(new Date(deliveredAt.at)),
    });
  });

  it('keeps the timeline and the shipment from another customer and from a guest', async () => {
    const { orderId } = await paidOrder(await signIn());
    const stranger = await call({ method: 'GET', url: `/api/orders/${orderId}`, headers: await signIn() });
    expect(stranger).toEqual({ status: 404, body: { success: false, message: PAYMENT_TEXTS.orderNotFound } });
    expect((await call({ method: 'GET', url: `/api/orders/${orderId}` })).status).toBe(401);
  });
});
