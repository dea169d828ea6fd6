import type { FastifyInstance } from 'fastify';
import type { ShopParts } from '../../plugins/shop-parts.ts';
import invoicesRoutes from './routes.ts';
import { createInvoicesService } from './service.ts';

/** The GST documents, issued in the shop's name, and their downloads. */
export async function wireInvoices(
  fastify: FastifyInstance,
  { db, config, log, authenticate, authenticateStaff }: ShopParts,
) {
  const invoices = createInvoicesService(db, {
    seller: {
      legalName: config.SHOP_LEGAL_NAME,
      gstin: config.SHOP_GSTIN,
      stateCode: config.SHOP_STATE.code,
      address: config.SHOP_ADDRESS,
    },
  });
  // Before any call: the documents issued before they kept what they state are frozen as they read.
  const frozen = await invoices.freezeEarlierDocuments();
  if (frozen > 0) log.info({ frozen }, 'earlier tax invoices and credit notes are frozen as they read');
  await fastify.register(invoicesRoutes, { invoices, authenticate, authenticateStaff });
  return invoices;
}
