import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import paymentsAdminRoutes from './admin-routes.ts';
import cashOnDeliveryRoutes from './cash-on-delivery-routes.ts';
import { cashOnDeliverySettingsRoutes, createCashOnDeliverySettings } from './cash-on-delivery-settings.ts';
import { createPendingPayments, pendingPaymentsJob } from './pending-payments.ts';
import { createRazorpayProvider, createTestProvider, type PaymentProvider } from './provider.ts';
import { createReconciliation, dailyReconciliation } from './reconciliation.ts';
import { testProviderLedger } from './repository.ts';
import paymentsRoutes, { sendToOwnWebhook } from './routes.ts';
import { createPaymentsService, type PaymentsServiceOptions } from './service.ts';
import { createUnmatchedPayments, type UnmatchedPaymentsOptions } from './unmatched.ts';

/**
 * Razorpay when its keys are set, else the built-in test provider, which signs and sends its
 * webhooks to the shop's own route and tries again those the shop did not answer, as Razorpay
 * does on its side, also those a shop that died left unanswered.
 */
export async function wirePaymentProvider(
  fastify: FastifyInstance,
  {
    db,
    config,
    log,
    secret,
    triesWebhooks,
  }: Pick<ShopParts, 'db' | 'config' | 'log'> & {
    /** The session secret: the test provider's keys are made from it. */
    secret: string;
    /** Whether this instance sends the test provider's webhooks again (it does the scheduled work). */
    triesWebhooks: boolean;
  },
): Promise<PaymentProvider> {
  if (config.PAYMENT_PROVIDER === 'razorpay' && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    log.info({ paymentProvider: 'razorpay' }, 'payments are taken by Razorpay');
    return createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  const provider = createTestProvider(secret, {
    sendWebhook: (webhook) => sendToOwnWebhook(fastify, webhook),
    ledger: testProviderLedger(db),
    log,
  });
  const webhookTries = triesWebhooks ? provider.webhookTries : undefined;
  if (webhookTries) {
    fastify.addHook('onReady', async () => webhookTries.start());
    // Closing never waits long for a webhook being sent.
    fastify.addHook('onClose', () => webhookTries.stop());
  }
  log.warn(
    { paymentProvider: 'test' },
    'payments are taken by the built-in test provider: orders are marked paid and nothing is charged. ' +
      'Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments.',
  );
  return provider;
}

/**
 * Taking payments: creating and verifying them, the webhook, the stock they take, money no
 * order holds, the daily reconciliation with the provider, and asking after pending payments.
 */
export async function wirePayments(
  fastify: FastifyInstance,
  {
    db,
    mailer,
    config,
    log,
    authenticate,
    authenticateStaff,
    provider,
    refundOrder,
    recordRefundMadeAtProvider,
    ...paid
  }: ShopParts &
    Pick<UnmatchedPaymentsOptions, 'refundOrder' | 'recordRefundMadeAtProvider'> &
    Omit<PaymentsServiceOptions, 'log' | 'onOtherRefund' | 'mailer'>,
) {
  const unmatched = createUnmatchedPayments({ db, provider, log, refundOrder, recordRefundMadeAtProvider });
  const payments = createPaymentsService(db, {
    ...paid,
    provider,
    log,
    mailer,
    onOtherRefund: unmatched.settleOtherRefund,
  });
  const reconciliation = createReconciliation({
    db,
    provider,
    unmatched,
    settleCapturedPayment: payments.settleCapturedPayment,
    mailer,
    shopEmail: config.SHOP_EMAIL,
  });
  await fastify.register(paymentsRoutes, { payments, authenticate });
  await fastify.register(cashOnDeliveryRoutes, { payments, authenticate, publicUrl: config.PUBLIC_URL });
  await fastify.register(paymentsAdminRoutes, { unmatched, reconciliation, authenticateStaff });
  await fastify.register(cashOnDeliverySettingsRoutes, {
    settings: createCashOnDeliverySettings(db),
    authenticateStaff,
  });
  const pendingPayments = createPendingPayments({
    db,
    provider,
    settleCapturedPayment: payments.settleCapturedPayment,
    log,
  });
  return {
    jobs: {
      pendingPayments: pendingPaymentsJob(pendingPayments, log),
      reconciliation: dailyReconciliation(reconciliation),
    },
  };
}
