import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TrackingStep } from '@shop/shared/couriers';
import { orders, staffMembers } from '../../db/shop-tables.ts';

/**
 * One try at booking an order's parcel with a courier, written BEFORE the courier is asked:
 * Shiprocket has no idempotency key, so the shop's own `channel_order_id` (the order's
 * reference and the attempt's number) is the key. A try left 'requesting' (the courier timed
 * out, the shop stopped) is retried under the same key, and the retry first asks the courier
 * for an order of that key and adopts it instead of booking a second parcel.
 */
export const courierShipments = pgTable(
  'courier_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    channelOrderId: text('channel_order_id').notNull(),
    /** Which adapter booked it: 'shiprocket' or 'test'. */
    courier: text('courier').$type<'shiprocket' | 'test'>().notNull(),
    status: text('status').$type<'requesting' | 'created' | 'cancelled'>().notNull().default('requesting'),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    declaredValuePaise: integer('declared_value_paise').notNull(),
    /** What the courier collects at the door: always 0 until cash on delivery is built. */
    collectPaise: integer('collect_paise').notNull().default(0),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    /** The courier the aggregator gave the parcel to (Delhivery, Blue Dart…). */
    courierName: text('courier_name'),
    trackingUrl: text('tracking_url'),
    /**
     * While a request is asking the courier, until when no other request may ask for this try:
     * a retry sent while the first call is still waiting would otherwise find no parcel yet and
     * book a second one.
     */
    bookingUntil: timestamp('booking_until', { withTimezone: true }),
    pickupRequestedAt: timestamp('pickup_requested_at', { withTimezone: true }),
    /** The latest tracking step, for Today's list of parcels that did not reach their customer. */
    lastStep: text('last_step').$type<TrackingStep>(),
    lastStepAt: timestamp('last_step_at', { withTimezone: true }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('courier_shipments_channel_order_id_unique').on(table.channelOrderId),
    uniqueIndex('courier_shipments_awb_unique').on(table.awb),
    // One booked (or being booked) parcel per order at a time.
    uniqueIndex('courier_shipments_one_live_per_order')
      .on(table.orderId)
      .where(sql`${table.status} <> 'cancelled'`),
    check('courier_shipments_status_known', sql`${table.status} IN ('requesting', 'created', 'cancelled')`),
    check('courier_shipments_created_has_awb', sql`${table.status} <> 'created' OR ${table.awb} IS NOT NULL`),
    check('courier_shipments_collect_none_yet', sql`${table.collectPaise} >= 0`),
  ],
);

export type CourierShipmentRow = typeof courierShipments.$inferSelect;

/**
 * A tracking step a courier's webhook reported, once: `event_key` (the AWB, the step and the
 * courier's time of it) keeps a repeated webhook from adding it twice.
 */
export const courierTrackingEvents = pgTable(
  'courier_tracking_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => courierShipments.id, { onDelete: 'cascade' }),
    step: text('step').$type<TrackingStep>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The courier's own words for it (its status and where the parcel was). */
    detail: text('detail'),
    eventKey: text('event_key').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('courier_tracking_events_event_key_unique').on(table.eventKey),
    index('courier_tracking_events_shipment_idx').on(table.shipmentId, table.at),
  ],
);

/**
 * The test courier's own books (it stands in for Shiprocket when no SHIPROCKET_* settings are
 * given on a demo shop): the parcels booked with it, by the shop's channel order id, as
 * Shiprocket keeps them on its side.
 */
export const testCourierShipments = pgTable('test_courier_shipments', {
  channelOrderId: text('channel_order_id').primaryKey(),
  awb: text('awb').notNull().unique('test_courier_shipments_awb_unique'),
  request: jsonb('request').notNull(),
  pickupRequestedAt: timestamp('pickup_requested_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
