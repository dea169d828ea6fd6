/**
 * Expires the orders left unpaid for a day (UNPAID_ORDER_LIFETIME_MS): a job of the shop's
 * scheduled work (plugins/scheduled-work.ts), every quarter of an hour across instances.
 */
import type { ScheduledJob } from '../../plugins/scheduled-work.ts';
import type { OrdersService } from './service.ts';

export const ORDER_EXPIRY_EVERY_MS = 15 * 60 * 1000;

export function orderExpiry(orders: Pick<OrdersService, 'expireUnpaid'>): ScheduledJob {
  return {
    name: 'order-expiry',
    everyMs: ORDER_EXPIRY_EVERY_MS,
    run: () => orders.expireUnpaid(),
    done: 'expired orders left unpaid for a day',
  };
}
