import type { FastifyInstance } from 'fastify';
import type { NotifyWhatsApp } from '../../plugins/whatsapp-events.ts';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import ordersAdminRoutes from './admin-routes.ts';
import { confirmationRetry } from './confirmation-retry.ts';
import { orderExpiry } from './expiry.ts';
import { markNotDelivered, recordRemittance } from './cash-on-delivery.ts';
import { takeOrderStep, type ShippingDocuments } from './fulfilment.ts';
import proofRoutes from './proof-routes.ts';
import { createProofs, proofReminders } from './proofs.ts';
import { createRefunds, type RefundsOptions } from './refunds.ts';
import ordersRoutes from './routes.ts';
import { createOrdersService, type OrdersServiceOptions } from './service.ts';

/**
 * Orders from their saving to their delivery: the customer's pages and cancellation, the
 * staff's steps, refunds, and the proofs of personalised pieces.
 */
export async function wireOrders(
  fastify: FastifyInstance,
  {
    db,
    mailer,
    config,
    log,
    authenticate,
    authenticateStaff,
    storage,
    readFile,
    receiptOf,
    refundPayment,
    issueRefundDocument,
    refundDocumentFile,
    shippingDocuments,
    notifyWhatsApp,
  }: ShopParts &
    Pick<OrdersServiceOptions, 'readFile' | 'receiptOf'> &
    Pick<RefundsOptions, 'refundPayment' | 'issueRefundDocument' | 'refundDocumentFile'> & {
      storage: FileStorage;
      /** The tax invoice the shipping step issues and mails (the invoices feature). */
      shippingDocuments: ShippingDocuments;
      /** Queues the WhatsApp message of an event in its transaction (the WhatsApp feature). */
      notifyWhatsApp: NotifyWhatsApp;
    },
) {
  const orders = createOrdersService(db, { mailer, shopEmail: config.SHOP_EMAIL, readFile, log, receiptOf });
  const refunds = createRefunds({
    db,
    mailer,
    refundPayment,
    log,
    issueRefundDocument,
    refundDocumentFile,
    notifyWhatsApp,
  });
  const proofs = createProofs({
    db,
    mailer,
    storage,
    publicUrl: config.PUBLIC_URL,
    shopEmail: config.SHOP_EMAIL,
    notifyWhatsApp,
  });
  await fastify.register(ordersRoutes, { orders, authenticate, refunds });
  await fastify.register(ordersAdminRoutes, {
    db,
    mailer,
    authenticateStaff,
    refunds,
    shippingDocuments,
    notifyWhatsApp,
  });
  await fastify.register(proofRoutes, {
    proofs,
    authenticate,
    authenticateStaff,
    publicUrl: config.PUBLIC_URL,
  });
  return {
    orders,
    refunds,
    proofs,
    /** A step as staff take it, mails and WhatsApp messages included: the couriers' shipping and delivery. */
    takeStep: (step: Parameters<typeof takeOrderStep>[3]) =>
      takeOrderStep(db, mailer, shippingDocuments, step, notifyWhatsApp),
    /** A courier's remittance of a delivered order paid on delivery, as staff record it by hand. */
    recordRemittance: (remittance: Parameters<typeof recordRemittance>[1]) =>
      recordRemittance(db, remittance),
    /** The courier's return of a parcel paid on delivery: not delivered, stock back, invoice credited. */
    markNotDelivered: (orderId: string) =>
      markNotDelivered(db, { documents: shippingDocuments, mailer }, { orderId, staffId: null }),
    jobs: {
      confirmationRetry: confirmationRetry(orders),
      orderExpiry: orderExpiry(orders),
      proofReminders: proofReminders(proofs),
    },
  };
}
