/**
 * Shipping an order with a courier: booking its parcel once however often staff (or a timed-out
 * call) ask, its label and pickup, and the tracking webhooks that keep its history and move a
 * delivered order as staff would. The order's steps are the orders feature's (`takeStep`).
 */
import { and, asc, desc, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import {
  ATTENTION_STEPS,
  COURIER_TEXTS,
  TRACKING_STEP_NAMES,
  type AttentionShipmentsAnswer,
  type CourierBoxAnswer,
  type CourierShipmentBody,
  type TrackingEntry,
} from '@shop/shared/couriers';
import { orderReference } from '@shop/shared/checkout';
import type { OrderStepBody } from '@shop/shared/order-lifecycle';
import type { Database } from '../../db/client.ts';
import {
  courierShipments,
  courierTrackingEvents,
  orderLines,
  orders,
  type CourierShipmentRow,
} from '../../db/schema.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { CourierAdapter, BookedShipment } from './provider.ts';

/**
 * How long one request may ask the courier for a try before another may: longer than the
 * adapter's calls for a booking take at most (Shiprocket's login and booking, 20 s each), so a retry
 * never asks while the first still may be answered, and short enough that a try left by a
 * stopped shop can be taken up again soon.
 */
const BOOKING_CLAIM_MS = 2 * 60_000;

/** The orders feature's step, as staff take it (mails and WhatsApp messages included). */
export type TakeStep = (step: {
  orderId: string;
  body: OrderStepBody;
  staffId: string | null;
}) => Promise<void>;

export interface CouriersOptions {
  db: Database;
  adapter: CourierAdapter | undefined;
  takeStep: TakeStep;
  /**
   * A shipped order paid on delivery that the courier brought back: not delivered, its pieces
   * back in stock (the orders feature's); answers false when it was done already.
   */
  markNotDelivered?: (orderId: string) => Promise<boolean>;
  /** Where the parcels leave from, as the label prints it. */
  pickup: { location: string; address: string };
  log: { error: (object: object, message: string) => void };
}

function bookedOf(row: CourierShipmentRow): BookedShipment {
  if (!row.awb) throw new HttpError(409, COURIER_TEXTS.noShipment);
  return {
    providerOrderId: row.providerOrderId ?? '',
    providerShipmentId: row.providerShipmentId ?? '',
    awb: row.awb,
    courierName: row.courierName ?? '',
  };
}

export function createCouriers({ db, adapter, takeStep, markNotDelivered, pickup, log }: CouriersOptions) {
  async function liveShipment(orderId: string) {
    const [row] = await db
      .select()
      .from(courierShipments)
      .where(and(eq(courierShipments.orderId, orderId), ne(courierShipments.status, 'cancelled')));
    return row;
  }

  async function trackingOf(shipmentId: number): Promise<TrackingEntry[]> {
    const events = await db
      .select()
      .from(courierTrackingEvents)
      .where(eq(courierTrackingEvents.shipmentId, shipmentId))
      .orderBy(asc(courierTrackingEvents.at), asc(courierTrackingEvents.id));
    return events.map((event) => ({
      step: event.step,
      title: TRACKING_STEP_NAMES[event.step],
      at: event.at.toISOString(),
      detail: event.detail,
    }));
  }

  async function orderOf(orderId: string) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new HttpError(404, 'There is no such order');
    return order;
  }

  function valuablesAdvice(declaredPaise: number): string | null {
    if (!adapter) return null;
    if (declaredPaise > adapter.cover.capPaise) return COURIER_TEXTS.aboveCap(adapter.cover.capPaise);
    return adapter.cover.excludesPreciousMetals ? COURIER_TEXTS.preciousMetals : null;
  }

  async function box(orderId: string): Promise<CourierBoxAnswer> {
    const order = await orderOf(orderId);
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const weighed = lines.every((line) => line.grossWeightMg !== null);
    const piecesWeightGrams = weighed
      ? Math.ceil(lines.reduce((sum, line) => sum + (line.grossWeightMg ?? 0) * line.quantity, 0) / 1000)
      : null;
    const shipment = await liveShipment(orderId);
    const declared = shipment?.declaredValuePaise ?? order.totalPaise;
    return {
      success: true,
      courier: adapter?.kind ?? null,
      courierName: adapter?.name ?? null,
      orderTotalPaise: order.totalPaise,
      piecesWeightGrams,
      cover: adapter?.cover ?? { capPaise: 0, excludesPreciousMetals: true },
      valuablesAdvice: valuablesAdvice(declared),
      shipment: shipment
        ? {
            awb: shipment.awb,
            courierName: shipment.courierName,
            status: shipment.status,
            weightGrams: shipment.weightGrams,
            declaredValuePaise: shipment.declaredValuePaise,
            pickupRequestedAt: shipment.pickupRequestedAt?.toISOString() ?? null,
            tracking: await trackingOf(shipment.id),
            needsAttention: shipment.lastStep !== null && ATTENTION_STEPS.includes(shipment.lastStep),
          }
        : null,
    };
  }

  /**
   * Books the order's parcel. The try is written first under its channel order id; a try an
   * earlier call left 'requesting' asks the courier for that id before booking, so a retry
   * after a timeout adopts the parcel the lost answer was about.
   */
  async function ship(orderId: string, body: CourierShipmentBody, staffId: string): Promise<void> {
    if (!adapter) throw new HttpError(409, COURIER_TEXTS.noCourier);
    const courier = adapter;
    const order = await orderOf(orderId);
    const existing = await liveShipment(orderId);
    if (existing?.status === 'created' && order.status !== 'quality_check') {
      throw new HttpError(409, COURIER_TEXTS.alreadyShipped);
    }
    // A try left unanswered is not taken up for an order staff since shipped by hand.
    if (existing?.status !== 'created' && order.status !== 'quality_check') {
      throw new HttpError(409, COURIER_TEXTS.notReady);
    }

    let attempt = existing;
    if (!attempt) {
      const [last] = await db
        .select({ attempt: courierShipments.attempt })
        .from(courierShipments)
        .where(eq(courierShipments.orderId, orderId))
        .orderBy(desc(courierShipments.attempt))
        .limit(1);
      const number = (last?.attempt ?? 0) + 1;
      const [inserted] = await db
        .insert(courierShipments)
        .values({
          orderId,
          attempt: number,
          channelOrderId: `${orderReference(orderId)}-${number}`,
          courier: courier.kind,
          ...body,
          // Paid on delivery: the courier collects the whole total at the door.
          collectPaise: order.paymentMethod === 'cash_on_delivery' ? order.totalPaise : 0,
          staffId,
          bookingUntil: new Date(Date.now() + BOOKING_CLAIM_MS),
        })
        // Two clicks at once: the one-live-shipment index lets one in; the other is refused.
        .onConflictDoNothing()
        .returning();
      if (!inserted) throw new HttpError(409, COURIER_TEXTS.alreadyShipped);
      attempt = inserted;
    } else if (attempt.status === 'requesting') {
      const now = new Date();
      const [claimed] = await db
        .update(courierShipments)
        .set({ ...body, bookingUntil: new Date(now.getTime() + BOOKING_CLAIM_MS) })
        .where(
          and(
            eq(courierShipments.id, attempt.id),
            eq(courierShipments.status, 'requesting'),
            or(isNull(courierShipments.bookingUntil), lt(courierShipments.bookingUntil, now)),
          ),
        )
        .returning();
      if (!claimed) throw new HttpError(409, COURIER_TEXTS.beingBooked);
      attempt = claimed;
    }

    if (attempt.status === 'requesting') {
      const lines = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
      const customer = order.customer;
      let booked: BookedShipment | undefined;
      try {
        booked = attempt.id === existing?.id ? await courier.findShipment(attempt.channelOrderId) : undefined;
        booked ??= await courier.createShipment({
          channelOrderId: attempt.channelOrderId,
          orderReference: orderReference(orderId),
          orderDate: order.paidAt ?? order.createdAt,
          ...body,
          collectOnDeliveryPaise: attempt.collectPaise,
          pickup,
          deliverTo: {
            name: customer.name ?? '',
            phone: customer.phone ?? '',
            email: customer.email ?? '',
            address: customer.address ?? '',
            city: customer.city ?? '',
            state: customer.state ?? '',
            pincode: customer.zipCode ?? '',
            country: customer.country ?? 'India',
          },
          items: lines.map((line) => ({
            name: line.name,
            sku: line.sku ?? `piece-${line.productId ?? line.position}`,
            units: line.quantity,
            sellingPricePaise: line.unitPricePaise,
          })),
        });
      } catch (error) {
        // Staff may try again at once: the next try asks the courier whether this one was made.
        await db
          .update(courierShipments)
          .set({ bookingUntil: null })
          .where(eq(courierShipments.id, attempt.id));
        log.error(
          { err: error, orderId, channelOrderId: attempt.channelOrderId },
          'the courier did not book',
        );
        throw new HttpError(
          502,
          COURIER_TEXTS.courierFailed(error instanceof Error ? error.message : 'no answer'),
        );
      }
      const [saved] = await db
        .update(courierShipments)
        .set({
          status: 'created',
          bookingUntil: null,
          awb: booked.awb,
          courierName: booked.courierName,
          providerOrderId: booked.providerOrderId,
          providerShipmentId: booked.providerShipmentId,
          trackingUrl: booked.trackingUrl ?? null,
        })
        .where(eq(courierShipments.id, attempt.id))
        .returning();
      if (saved) attempt = saved;
    }

    // The order's shipping step, as "Mark shipped" takes it: the tax invoice, the mail and WhatsApp.
    if (order.status === 'quality_check') {
      await takeStep({
        orderId,
        staffId,
        body: {
          to: 'shipped',
          shipment: {
            courier: attempt.courierName ?? courier.name,
            trackingNumber: attempt.awb ?? '',
            trackingUrl: attempt.trackingUrl ?? undefined,
          },
        },
      });
    }
  }

  async function bookedShipment(
    orderId: string,
  ): Promise<{ row: CourierShipmentRow; adapter: CourierAdapter }> {
    if (!adapter) throw new HttpError(409, COURIER_TEXTS.noCourier);
    const row = await liveShipment(orderId);
    if (row?.status !== 'created') throw new HttpError(409, COURIER_TEXTS.noShipment);
    return { row, adapter };
  }

  return {
    adapter,
    box,
    ship,
    async label(orderId: string): Promise<{ fileName: string; pdf: Buffer }> {
      const { row, adapter: courier } = await bookedShipment(orderId);
      return { fileName: `label-${row.awb ?? ''}.pdf`, pdf: await courier.label(bookedOf(row)) };
    },
    async requestPickup(orderId: string): Promise<void> {
      const { row, adapter: courier } = await bookedShipment(orderId);
      await courier.requestPickup(bookedOf(row));
      await db
        .update(courierShipments)
        .set({ pickupRequestedAt: new Date() })
        .where(eq(courierShipments.id, row.id));
    },

    /**
     * A tracking webhook: refused (401 without a key, 403 with another) before anything is read;
     * a step the shop already has is ignored; delivered takes the order's step as staff would.
     */
    async receiveWebhook(
      headers: Record<string, string | string[] | undefined>,
      body: unknown,
    ): Promise<{ recorded: boolean }> {
      if (!adapter) throw new HttpError(404, COURIER_TEXTS.noCourier);
      const check = adapter.checkWebhook(headers);
      if (check === 'missing') throw new HttpError(401, COURIER_TEXTS.webhookUnsigned);
      if (check === 'wrong') throw new HttpError(403, COURIER_TEXTS.webhookForged);
      const update = adapter.readWebhook(body);
      if (!update) return { recorded: false };
      const [shipment] = await db.select().from(courierShipments).where(eq(courierShipments.awb, update.awb));
      // A parcel the shop never booked (another channel's): answered, so the courier stops sending it.
      if (!shipment) return { recorded: false };
      const [inserted] = await db
        .insert(courierTrackingEvents)
        .values({
          shipmentId: shipment.id,
          step: update.step,
          at: update.at,
          detail: update.detail,
          eventKey: update.eventKey,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return { recorded: false };
      if (!shipment.lastStepAt || shipment.lastStepAt <= update.at) {
        await db
          .update(courierShipments)
          .set({ lastStep: update.step, lastStepAt: update.at })
          .where(eq(courierShipments.id, shipment.id));
      }
      if (update.step === 'delivered') {
        const order = await orderOf(shipment.orderId);
        if (order.status === 'shipped') {
          await takeStep({ orderId: order.id, staffId: null, body: { to: 'delivered' } });
        }
      }
      if (update.step === 'returned_to_origin' && markNotDelivered) {
        // Paid on delivery, a parcel refused at the door owes nothing: it ends not delivered.
        // One paid online that comes back is for staff to deal with, as before.
        const order = await orderOf(shipment.orderId);
        if (order.paymentMethod === 'cash_on_delivery' && order.status === 'shipped') {
          await markNotDelivered(order.id);
        }
      }
      return { recorded: true };
    },

    /** A customer's order's tracking steps; undefined when the order is not theirs. */
    async trackingForCustomer(orderId: string, userId: string): Promise<TrackingEntry[] | undefined> {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) return undefined;
      const shipment = await liveShipment(orderId);
      return shipment ? trackingOf(shipment.id) : [];
    },

    /** Today's parcels that did not reach their customer: undelivered or on their way back. */
    async needingAttention(): Promise<AttentionShipmentsAnswer['shipments']> {
      const rows = await db
        .select()
        .from(courierShipments)
        .where(
          and(
            eq(courierShipments.status, 'created'),
            inArray(courierShipments.lastStep, [...ATTENTION_STEPS]),
          ),
        )
        .orderBy(asc(courierShipments.lastStepAt));
      return rows.flatMap((row) =>
        row.awb && row.lastStep && row.lastStepAt
          ? [
              {
                orderId: row.orderId,
                reference: orderReference(row.orderId),
                awb: row.awb,
                step: row.lastStep,
                title: TRACKING_STEP_NAMES[row.lastStep],
                at: row.lastStepAt.toISOString(),
              },
            ]
          : [],
      );
    },
  };
}

export type Couriers = ReturnType<typeof createCouriers>;
