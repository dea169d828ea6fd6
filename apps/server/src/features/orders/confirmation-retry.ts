/**
 * Mails the confirmations of paid orders that never went out, because the server stopped
 * between the payment and the mail: once when the shop starts and then every few minutes.
 * Closing waits for the run under way and for confirmations still being mailed, so the
 * database is not closed beneath them.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { OrdersService } from './service.ts';

export const CONFIRMATION_RETRY_EVERY_MS = 10 * 60 * 1000;

export interface ConfirmationRetryOptions {
  orders: Pick<OrdersService, 'mailMissedConfirmations' | 'confirmationsSettled'>;
  everyMs?: number;
}

const confirmationRetry: FastifyPluginAsync<ConfirmationRetryOptions> = async (
  fastify,
  { orders, everyMs = CONFIRMATION_RETRY_EVERY_MS },
) => {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();

  const retry = () => {
    running = running.then(async () => {
      try {
        const mailed = await orders.mailMissedConfirmations();
        if (mailed > 0)
          fastify.log.info({ mailed }, 'mailed the confirmations of paid orders that had not gone out');
      } catch (error) {
        fastify.log.error({ err: error }, 'the retry of order confirmations failed');
      }
    });
  };

  fastify.addHook('onReady', async () => {
    retry();
    // A timer alone never keeps the process running.
    timer = setInterval(retry, everyMs).unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await orders.confirmationsSettled();
  });
};

export default confirmationRetry;
