/**
 * Mails the confirmations of paid orders that never went out (the server stopped between the
 * payment and the mail, or the mail server was down): a job of the shop's scheduled work
 * (plugins/scheduled-work.ts), every few minutes across instances.
 */
import type { ScheduledJob } from '../../plugins/scheduled-work.ts';
import type { OrdersService } from './service.ts';

export const CONFIRMATION_RETRY_EVERY_MS = 10 * 60 * 1000;

export function confirmationRetry(orders: Pick<OrdersService, 'mailMissedConfirmations'>): ScheduledJob {
  return {
    name: 'confirmation-retry',
    everyMs: CONFIRMATION_RETRY_EVERY_MS,
    run: () => orders.mailMissedConfirmations(),
    done: 'mailed the confirmations of paid orders that had not gone out',
  };
}
