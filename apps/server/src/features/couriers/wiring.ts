import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import {
  createShiprocketAdapter,
  createTestCourier,
  DEFAULT_COVER_CAP_PAISE,
  type CourierAdapter,
} from './provider.ts';
import { recordRemittanceStatement, type RecordRemittance } from './remittance-statement.ts';
import couriersRoutes, { sendToOwnTrackingWebhook } from './routes.ts';
import { createCouriers, type TakeStep } from './service.ts';
import testCourierRoutes from './test-routes.ts';

/**
 * Shipping with a courier: Shiprocket when the SHIPROCKET_* settings are set, else the test
 * courier and its page on a demo shop (the test payment provider); a shop taking real money
 * without them ships by hand only. Staff's box on the order page, the tracking webhook and
 * the customer's tracking list, and the couriers' remittance statements.
 */
export async function wireCouriers(
  fastify: FastifyInstance,
  {
    db,
    config,
    log,
    authenticate,
    authenticateStaff,
    secret,
    takeStep,
    markNotDelivered,
    recordRemittance,
  }: ShopParts & {
    secret: string;
    /** The orders feature's step, as "Mark shipped" and "Mark delivered" take it. */
    takeStep: TakeStep;
    /** The orders feature's end of an order paid on delivery that came back undelivered. */
    markNotDelivered?: (orderId: string) => Promise<boolean>;
    /** The orders feature's remittance of a delivered order paid on delivery, for the statements. */
    recordRemittance?: RecordRemittance;
  },
) {
  let adapter: CourierAdapter | undefined;
  if (config.SHIPROCKET) {
    adapter = createShiprocketAdapter(config.SHIPROCKET);
    log.info({ courier: 'shiprocket' }, 'parcels are booked with Shiprocket');
  } else if (config.PAYMENT_PROVIDER === 'test') {
    adapter = createTestCourier(db, {
      shopSecret: secret,
      coverCapPaise: config.COURIER_COVER_CAP_RUPEES * 100 || DEFAULT_COVER_CAP_PAISE,
      sendWebhook: (headers, body) => sendToOwnTrackingWebhook(fastify, headers, body),
    });
    log.warn(
      { courier: 'test' },
      'parcels are booked with the built-in test courier: nothing is collected. Set the SHIPROCKET_* settings to ship with Shiprocket.',
    );
  } else {
    // A shop taking real money: nobody may move its parcels through the test courier's open page.
    log.warn({ courier: 'off' }, 'no courier is set up: staff mark orders shipped by hand');
  }
  const couriers = createCouriers({
    db,
    adapter,
    takeStep,
    markNotDelivered,
    pickup: { location: config.SHIPROCKET?.pickupLocation ?? 'Primary', address: config.SHOP_ADDRESS },
    log,
  });
  await fastify.register(couriersRoutes, {
    couriers,
    authenticate,
    authenticateStaff,
    ...(recordRemittance && {
      recordStatement: (statement: { csv: string; staffId: string }) =>
        recordRemittanceStatement(db, recordRemittance, statement),
    }),
  });
  if (adapter?.test) await fastify.register(testCourierRoutes, { controls: adapter.test });
  return { couriers };
}
