import { describe, expect, it } from 'vitest';
import { createShiprocketAdapter, type ShipmentRequest } from './provider.ts';

const SETTINGS = {
  email: 'api-user@shop.example',
  password: 'a-long-password',
  webhookToken: 'tracking-token-0123456789',
  pickupLocation: 'Workshop',
  coverCapPaise: 500_000,
};

const REQUEST: ShipmentRequest = {
  channelOrderId: 'A1B2C3D4-1',
  orderReference: 'A1B2C3D4',
  orderDate: new Date('2026-12-02T06:30:00Z'),
  weightGrams: 140,
  lengthCm: 15,
  breadthCm: 10,
  heightCm: 6,
  declaredValuePaise: 3_629_900,
  collectOnDeliveryPaise: 0,
  pickup: { location: 'Workshop', address: '14 South Car Street, Madurai' },
  deliverTo: {
    name: 'Kamala Devi',
    phone: '9876501234',
    email: 'kamala@example.in',
    address: '5 Temple Street',
    city: 'Thanjavur',
    state: 'Tamil Nadu',
    pincode: '613001',
    country: 'India',
  },
  items: [{ name: 'Little Cuban Link Chain', sku: 'CH-1', units: 1, sellingPricePaise: 3_619_900 }],
};

/** Shiprocket as the shop calls it: each call recorded, answered by `answer`. */
function fakeShiprocket(answer: (path: string, body: unknown) => unknown) {
  const calls: { path: string; body: unknown; authorization?: string }[] = [];
  const call = (async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace('https://apiv2.shiprocket.in/v1/external', '');
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body, authorization: headers.authorization });
    if (path === '/auth/login') return Response.json({ token: 'sr-token' });
    return Response.json(answer(path, body));
  }) as typeof fetch;
  return { calls, call };
}

describe('the Shiprocket adapter', () => {
  it('logs in once, creates the ad-hoc order under the shop’s channel order id and assigns its AWB', async () => {
    const shiprocket = fakeShiprocket((path) =>
      path === '/orders/create/adhoc'
        ? { order_id: 777, shipment_id: 888 }
        : { awb_assign_status: 1, response: { data: { awb_code: '1900123456', courier_name: 'Delhivery' } } },
    );
    const adapter = createShiprocketAdapter(SETTINGS, shiprocket.call);
    const booked = await adapter.createShipment(REQUEST);
    expect(booked).toMatchObject({ awb: '1900123456', courierName: 'Delhivery', providerShipmentId: '888' });
    await adapter.requestPickup(booked);
    expect(shiprocket.calls.map((entry) => entry.path)).toEqual([
      '/auth/login',
      '/orders/create/adhoc',
      '/courier/assign/awb',
      '/courier/generate/pickup',
    ]);
    expect(shiprocket.calls[1]?.body).toMatchObject({
      order_id: 'A1B2C3D4-1',
      order_date: '2026-12-02 12:00',
      pickup_location: 'Workshop',
      billing_customer_name: 'Kamala',
      billing_last_name: 'Devi',
      billing_pincode: '613001',
      payment_method: 'Prepaid',
      sub_total: 36_299,
      weight: 0.14,
    });
    expect(shiprocket.calls[2]?.authorization).toBe('Bearer sr-token');
    expect(shiprocket.calls[3]?.body).toEqual({ shipment_id: ['888'] });
  });

  it('finds an order a lost answer made by its channel order id, and assigns its AWB if it had none', async () => {
    const shiprocket = fakeShiprocket((path) =>
      path.startsWith('/orders?search=')
        ? { data: [{ id: 777, channel_order_id: 'A1B2C3D4-1', shipments: [{ id: 888, awb: null }] }] }
        : { response: { data: { awb_code: '1900123456', courier_name: 'Blue Dart' } } },
    );
    const adapter = createShiprocketAdapter(SETTINGS, shiprocket.call);
    expect(await adapter.findShipment('A1B2C3D4-1')).toMatchObject({
      awb: '1900123456',
      providerOrderId: '777',
    });
    expect(await adapter.findShipment('A1B2C3D4-2')).toBeUndefined();
    expect(shiprocket.calls.map((entry) => entry.path)).not.toContain('/orders/create/adhoc');
  });

  it('takes a tracking webhook only with the token typed in Shiprocket’s panel, and reads its step', () => {
    const adapter = createShiprocketAdapter(SETTINGS, fakeShiprocket(() => ({})).call);
    expect(adapter.checkWebhook({})).toBe('missing');
    expect(adapter.checkWebhook({ 'x-api-key': 'another-token-0123456789' })).toBe('wrong');
    expect(adapter.checkWebhook({ 'x-api-key': SETTINGS.webhookToken })).toBe('ok');
    expect(
      adapter.readWebhook({
        awb: 1900123456,
        current_status: 'RTO Initiated',
        current_timestamp: '03 12 2026 18:05:00',
      }),
    ).toMatchObject({ awb: '1900123456', step: 'returned_to_origin', at: new Date('2026-12-03T12:35:00Z') });
    expect(adapter.readWebhook({ awb: '1900123456', current_status: 'MANIFEST GENERATED' })).toBeUndefined();
  });
});
