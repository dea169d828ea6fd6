/**
 * The courier behind one adapter, as payments have theirs: Shiprocket's API v1 when the
 * SHIPROCKET_* settings are given, else (on a shop using the test payment provider) the test
 * courier, which books parcels in the shop's own database, draws a real label and has a page
 * per parcel where a person or a test moves it along, each press a keyed tracking webhook.
 * A shop taking real money without the settings has no courier: manual shipping only.
 *
 * Shiprocket has no idempotency key: `findShipment` asks for an order by the shop's own
 * channel order id, so a retried booking adopts the parcel a timed-out call made.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import { TRACKING_STEP_NAMES, type TrackingStep } from '@shop/shared/couriers';
import { SHOP_TIME_ZONE } from '@shop/shared/delivery';
import { formatPaise } from '@shop/shared/money';
import { SHOP_NAME } from '@shop/shared/shop';
import type { Database } from '../../db/client.ts';
import { testCourierShipments } from '../../db/schema.ts';
import type { ShiprocketSettings } from '../../env.ts';
import { drawPdf } from '../../pdf/draw-pdf.ts';

export interface Address {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface ShipmentRequest {
  /** The shop's key for this try: the order's reference and the attempt, `VT-1A2B3C4D-1`. */
  channelOrderId: string;
  orderReference: string;
  orderDate: Date;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  declaredValuePaise: number;
  /** Cash the courier collects at the door: the total of an order paid on delivery, else 0 (prepaid). */
  collectOnDeliveryPaise: number;
  pickup: { location: string; address: string };
  deliverTo: Address;
  items: { name: string; sku: string; units: number; sellingPricePaise: number }[];
}

export interface BookedShipment {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courierName: string;
  trackingUrl?: string;
}

/** A tracking webhook, read: the parcel, its step, when, and a key unique to this report. */
export interface TrackingUpdate {
  awb: string;
  step: TrackingStep;
  at: Date;
  detail: string | null;
  eventKey: string;
}

export type WebhookCheck = 'ok' | 'missing' | 'wrong';

export interface CourierAdapter {
  kind: 'shiprocket' | 'test';
  /** The name staff and customers read before the aggregator names its courier. */
  name: string;
  /** The cover the courier gives a parcel without its paid insurance, and whether gold and silver are excluded. */
  cover: { capPaise: number; excludesPreciousMetals: boolean };
  createShipment(request: ShipmentRequest): Promise<BookedShipment>;
  /** The parcel booked under this channel order id, if the courier has one (a timed-out call's). */
  findShipment(channelOrderId: string): Promise<BookedShipment | undefined>;
  label(shipment: BookedShipment): Promise<Buffer>;
  requestPickup(shipment: BookedShipment): Promise<void>;
  cancel(shipment: BookedShipment): Promise<void>;
  /** Whether a tracking webhook carries the shop's key (`x-api-key`). */
  checkWebhook(headers: Record<string, string | string[] | undefined>): WebhookCheck;
  /** The webhook's step; undefined for a status the shop does not follow (manifested, lost…). */
  readWebhook(body: unknown): TrackingUpdate | undefined;
  test?: TestCourierControls;
}

export interface TestCourierControls {
  /** The next booking is made, then its answer is lost, as a courier timing out after creating. */
  timeOutAfterCreatingNext(): void;
  /** The next booking waits this long before the courier makes it, as a slow courier does. */
  answerNextAfter(milliseconds: number): void;
  /** The test courier's parcel, for its page. */
  find(awb: string): Promise<{ channelOrderId: string; request: ShipmentRequest } | undefined>;
  /** Moves the parcel along: a keyed tracking webhook to the shop, as Shiprocket sends it. */
  move(awb: string, step: TrackingStep): Promise<{ status: number }>;
}

/** Shiprocket's words for the steps the shop follows (`current_status` of its tracking webhook). */
const SHIPROCKET_STEPS: [RegExp, TrackingStep][] = [
  [/^RTO/, 'returned_to_origin'],
  [/^OUT FOR DELIVERY$/, 'out_for_delivery'],
  [/^DELIVERED$/, 'delivered'],
  [/^UNDELIVERED$/, 'undelivered'],
  [/^(PICKED UP|SHIPPED)$/, 'picked_up'],
  [/^(IN TRANSIT|REACHED AT DESTINATION HUB|OUT FOR PICKUP DONE)/, 'in_transit'],
];

/** Shiprocket's `current_status` for each step, as the test courier writes it. */
const STATUS_OF_STEP: Record<TrackingStep, string> = {
  picked_up: 'PICKED UP',
  in_transit: 'IN TRANSIT',
  out_for_delivery: 'OUT FOR DELIVERY',
  delivered: 'DELIVERED',
  undelivered: 'UNDELIVERED',
  returned_to_origin: 'RTO DELIVERED',
};

function stepOf(status: string): TrackingStep | undefined {
  const upper = status.trim().toUpperCase();
  return SHIPROCKET_STEPS.find(([pattern]) => pattern.test(upper))?.[1];
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function checkApiKey(headers: Record<string, string | string[] | undefined>, token: string): WebhookCheck {
  const given = headers['x-api-key'];
  const key = Array.isArray(given) ? given[0] : given;
  if (!key) return 'missing';
  return sameKey(key, token) ? 'ok' : 'wrong';
}

interface ShiprocketWebhookBody {
  awb?: string | number;
  current_status?: string;
  current_timestamp?: string;
  scans?: { location?: string }[];
}

/** Shiprocket's tracking webhook: `awb`, `current_status`, `current_timestamp` (India's time, "23 05 2023 11:43:52"). */
function readShiprocketWebhook(body: unknown): TrackingUpdate | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { awb, current_status: status, current_timestamp: stamp, scans } = body as ShiprocketWebhookBody;
  if (awb === undefined || awb === '' || typeof status !== 'string') return undefined;
  const step = stepOf(status);
  if (!step) return undefined;
  const at = timestampOf(stamp) ?? new Date();
  const where = scans?.at(-1)?.location;
  return {
    awb: String(awb),
    step,
    at,
    detail: [status, where].filter(Boolean).join(' · ') || null,
    eventKey: `${String(awb)}:${step}:${stamp ?? at.toISOString()}`,
  };
}

/** Shiprocket's time of a scan: ISO, or "DD MM YYYY HH:mm:ss" in India's time. */
function timestampOf(stamp: string | undefined): Date | undefined {
  if (!stamp) return undefined;
  const indian = /^(\d{2})[ -](\d{2})[ -](\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(stamp.trim());
  if (indian) {
    const [, day, month, year, hour, minute, second] = indian;
    return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+05:30`);
  }
  const parsed = new Date(stamp);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

const SHIPROCKET_API = 'https://apiv2.shiprocket.in/v1/external';
const CALL_MS = 20_000;
/** Shiprocket's login token lasts ten days; the shop takes a new one a day before. */
const TOKEN_DAYS = 9;

export class CourierError extends Error {}

/** Shiprocket's API v1 "external": a token from the e-mail and password login, cached until it nears expiry. */
export function createShiprocketAdapter(
  settings: ShiprocketSettings,
  call: typeof fetch = fetch,
): CourierAdapter {
  let token: { value: string; until: number } | undefined;

  async function login(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const answer = await call(`${SHIPROCKET_API}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: settings.email, password: settings.password }),
      signal: AbortSignal.timeout(CALL_MS),
    });
    const body = (await answer.json().catch(() => ({}))) as { token?: string; message?: string };
    if (!answer.ok || !body.token) throw new CourierError(`Shiprocket’s login answered ${answer.status}`);
    token = { value: body.token, until: Date.now() + TOKEN_DAYS * 24 * 3600 * 1000 };
    return token.value;
  }

  async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const bearer = await login();
    const answer = await call(`${SHIPROCKET_API}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_MS),
    });
    // A token Shiprocket no longer takes: the next call logs in again.
    if (answer.status === 401) token = undefined;
    const parsed = (await answer.json().catch(() => ({}))) as T & { message?: string };
    if (!answer.ok) {
      throw new CourierError(
        `Shiprocket answered ${answer.status}${parsed.message ? `: ${parsed.message}` : ''}`,
      );
    }
    return parsed;
  }

  async function assignAwb(order: { order_id: string; shipment_id: string }): Promise<BookedShipment> {
    const assigned = await api<{
      awb_assign_status?: number;
      response?: { data?: { awb_code?: string; courier_name?: string } };
    }>('POST', '/courier/assign/awb', { shipment_id: order.shipment_id });
    const awb = assigned.response?.data?.awb_code;
    if (!awb) throw new CourierError('Shiprocket gave no AWB for the shipment');
    return {
      providerOrderId: order.order_id,
      providerShipmentId: order.shipment_id,
      awb,
      courierName: assigned.response?.data?.courier_name ?? 'Shiprocket',
      trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`,
    };
  }

  return {
    kind: 'shiprocket',
    name: 'Shiprocket',
    cover: { capPaise: settings.coverCapPaise, excludesPreciousMetals: true },
    async createShipment(request) {
      const [first, ...rest] = request.deliverTo.name.trim().split(/\s+/);
      const address = {
        customer_name: first ?? request.deliverTo.name,
        last_name: rest.join(' '),
        address: request.deliverTo.address,
        city: request.deliverTo.city,
        pincode: request.deliverTo.pincode,
        state: request.deliverTo.state,
        country: request.deliverTo.country,
        email: request.deliverTo.email,
        phone: request.deliverTo.phone,
      };
      const created = await api<{ order_id?: number | string; shipment_id?: number | string }>(
        'POST',
        '/orders/create/adhoc',
        {
          order_id: request.channelOrderId,
          order_date: format(request.orderDate, 'yyyy-MM-dd HH:mm', { in: tz(SHOP_TIME_ZONE) }),
          pickup_location: request.pickup.location,
          ...Object.fromEntries(Object.entries(address).map(([key, value]) => [`billing_${key}`, value])),
          shipping_is_billing: true,
          order_items: request.items.map((item) => ({
            name: item.name,
            sku: item.sku,
            units: item.units,
            selling_price: item.sellingPricePaise / 100,
          })),
          payment_method: request.collectOnDeliveryPaise > 0 ? 'COD' : 'Prepaid',
          sub_total: request.declaredValuePaise / 100,
          length: request.lengthCm,
          breadth: request.breadthCm,
          height: request.heightCm,
          weight: request.weightGrams / 1000,
        },
      );
      if (created.order_id === undefined || created.shipment_id === undefined) {
        throw new CourierError('Shiprocket made no shipment of the order');
      }
      return assignAwb({ order_id: String(created.order_id), shipment_id: String(created.shipment_id) });
    },
    async findShipment(channelOrderId) {
      const found = await api<{
        data?: {
          id: number;
          channel_order_id: string;
          shipments?: { id: number; awb?: string | null; courier?: string | null }[];
        }[];
      }>('GET', `/orders?search=${encodeURIComponent(channelOrderId)}`);
      const order = found.data?.find((entry) => entry.channel_order_id === channelOrderId);
      const shipment = order?.shipments?.[0];
      if (!order || !shipment) return undefined;
      // Made, but its AWB was never assigned: assign it now rather than book again.
      if (!shipment.awb) return assignAwb({ order_id: String(order.id), shipment_id: String(shipment.id) });
      return {
        providerOrderId: String(order.id),
        providerShipmentId: String(shipment.id),
        awb: shipment.awb,
        courierName: shipment.courier ?? 'Shiprocket',
        trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(shipment.awb)}`,
      };
    },
    async label(shipment) {
      const answer = await api<{ label_url?: string }>('POST', '/courier/generate/label', {
        shipment_id: [shipment.providerShipmentId],
      });
      if (!answer.label_url) throw new CourierError('Shiprocket gave no label');
      const pdf = await call(answer.label_url, { signal: AbortSignal.timeout(CALL_MS) });
      if (!pdf.ok) throw new CourierError(`Shiprocket’s label answered ${pdf.status}`);
      return Buffer.from(await pdf.arrayBuffer());
    },
    async requestPickup(shipment) {
      await api('POST', '/courier/generate/pickup', { shipment_id: [shipment.providerShipmentId] });
    },
    async cancel(shipment) {
      await api('POST', '/orders/cancel', { ids: [shipment.providerOrderId] });
    },
    checkWebhook: (headers) => checkApiKey(headers, settings.webhookToken),
    readWebhook: readShiprocketWebhook,
  };
}

/** The test courier's key for its webhooks, from the shop's secret, as the shop's token at Shiprocket is. */
export function testCourierToken(shopSecret: string): string {
  return crypto.createHmac('sha256', shopSecret).update('test-courier-webhook').digest('hex');
}

/** The standard cover of an aggregator's parcel without its paid insurance. */
export const DEFAULT_COVER_CAP_PAISE = 5_000_00;

export function createTestCourier(
  db: Database,
  {
    shopSecret,
    coverCapPaise = DEFAULT_COVER_CAP_PAISE,
    sendWebhook,
  }: {
    shopSecret: string;
    coverCapPaise?: number;
    /** Posts a tracking webhook to the shop's own address, as Shiprocket would. */
    sendWebhook: (headers: Record<string, string>, body: unknown) => Promise<{ status: number }>;
  },
): CourierAdapter {
  const token = testCourierToken(shopSecret);
  let timeOutNext = false;
  let delayNextMs = 0;

  function booked(row: { channelOrderId: string; awb: string }): BookedShipment {
    return {
      providerOrderId: row.channelOrderId,
      providerShipmentId: row.awb,
      awb: row.awb,
      courierName: 'Test courier',
    };
  }

  async function rowOf(awb: string) {
    const [row] = await db.select().from(testCourierShipments).where(eq(testCourierShipments.awb, awb));
    return row;
  }

  return {
    kind: 'test',
    name: 'Test courier',
    cover: { capPaise: coverCapPaise, excludesPreciousMetals: true },
    async createShipment(request) {
      if (delayNextMs > 0) {
        const delay = delayNextMs;
        delayNextMs = 0;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      const awb = `TC${crypto.randomInt(10 ** 9, 10 ** 10)}`;
      // Shiprocket's documentation promises no refusal of a second order under one channel
      // order id; the test courier takes it, so a retry that booked again shows as two parcels.
      const [row] = await db
        .insert(testCourierShipments)
        .values({ channelOrderId: `${request.channelOrderId}#${awb}`, awb, request })
        .returning();
      if (!row) throw new CourierError('The test courier could not book the parcel');
      if (timeOutNext) {
        timeOutNext = false;
        throw new CourierError('the test courier timed out after booking the parcel');
      }
      return booked({ channelOrderId: request.channelOrderId, awb });
    },
    async findShipment(channelOrderId) {
      const [row] = await db
        .select()
        .from(testCourierShipments)
        .where(
          and(
            like(testCourierShipments.channelOrderId, `${channelOrderId}#%`),
            isNull(testCourierShipments.cancelledAt),
          ),
        );
      return row && booked({ channelOrderId, awb: row.awb });
    },
    async label(shipment) {
      const row = await rowOf(shipment.awb);
      if (!row) throw new CourierError('The test courier has no such parcel');
      return testLabel(shipment.awb, row.request as ShipmentRequest);
    },
    async requestPickup(shipment) {
      await db
        .update(testCourierShipments)
        .set({ pickupRequestedAt: new Date() })
        .where(eq(testCourierShipments.awb, shipment.awb));
    },
    async cancel(shipment) {
      await db
        .update(testCourierShipments)
        .set({ cancelledAt: new Date() })
        .where(eq(testCourierShipments.awb, shipment.awb));
    },
    checkWebhook: (headers) => checkApiKey(headers, token),
    readWebhook: readShiprocketWebhook,
    test: {
      timeOutAfterCreatingNext() {
        timeOutNext = true;
      },
      answerNextAfter(milliseconds) {
        delayNextMs = milliseconds;
      },
      async find(awb) {
        const row = await rowOf(awb);
        return (
          row && {
            channelOrderId: row.channelOrderId.split('#')[0] ?? '',
            request: row.request as ShipmentRequest,
          }
        );
      },
      async move(awb, step) {
        const now = new Date();
        return sendWebhook(
          { 'x-api-key': token, 'content-type': 'application/json' },
          {
            awb,
            current_status: STATUS_OF_STEP[step],
            current_timestamp: now.toISOString(),
            courier_name: 'Test courier',
            scans: [{ date: now.toISOString(), activity: TRACKING_STEP_NAMES[step], location: 'Test hub' }],
          },
        );
      },
    },
  };
}

/** The test courier's label: an A4 page with the AWB, both addresses and the package. */
function testLabel(awb: string, request: ShipmentRequest): Promise<Buffer> {
  const to = request.deliverTo;
  return drawPdf({ title: `Shipping label ${awb}`, margin: 40 }, (doc) => {
    doc.font('bold').fontSize(16).text(`Test courier · AWB ${awb}`, 40, 40, { width: 515 });
    doc
      .font('regular')
      .fontSize(10)
      .text(`Order ${request.orderReference} · ${request.channelOrderId}`, { width: 515 });
    // A barcode's stand-in: the AWB's digits as bars, so the label looks like one.
    let x = 40;
    const y = doc.y + 8;
    for (const digit of awb.replace(/\D/g, '')) {
      const width = 1 + (Number(digit) % 3);
      doc.rect(x, y, width, 40).fill('black');
      x += width + 2;
    }
    doc.fillColor('black');
    doc.y = y + 52;
    doc.font('bold').fontSize(12).text('Deliver to', 40, doc.y, { width: 515 });
    doc
      .font('regular')
      .fontSize(11)
      .text(
        [to.name, to.address, `${to.city}, ${to.state} ${to.pincode}`, to.country, `Phone ${to.phone}`].join(
          '\n',
        ),
        {
          width: 515,
        },
      );
    doc.moveDown();
    doc.font('bold').fontSize(12).text('From', { width: 515 });
    doc.font('regular').fontSize(11).text(`${SHOP_NAME}\n${request.pickup.address}`, { width: 515 });
    doc.moveDown();
    doc
      .font('regular')
      .fontSize(10)
      .text(
        [
          `Weight ${request.weightGrams} g · ${request.lengthCm} × ${request.breadthCm} × ${request.heightCm} cm`,
          `Declared value ${formatPaise(request.declaredValuePaise)} · prepaid, nothing to collect`,
          `Booked ${format(new Date(), 'd MMM yyyy, HH:mm', { in: tz(SHOP_TIME_ZONE) })}`,
        ].join('\n'),
        { width: 515 },
      );
  });
}
