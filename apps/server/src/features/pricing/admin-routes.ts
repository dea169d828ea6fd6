import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MetalRatesBodySchema } from '@shop/shared/pricing-admin';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { MetalRatesService } from './metal-rates.ts';

export interface PricingAdminRoutesOptions {
  metalRates: MetalRatesService;
  authenticateStaff: AuthenticateStaff;
}

/** The day's metal rates: everyone on the staff reads them, only the owner sets them. */
const pricingAdminRoutes: FastifyPluginAsyncZod<PricingAdminRoutesOptions> = async (
  fastify,
  { metalRates, authenticateStaff },
) => {
  const { requireStaff, requireOwner, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  fastify.get('/api/admin/metal-rates', { onRequest: requireStaff }, async () => metalRates.overview());

  fastify.post(
    '/api/admin/metal-rates',
    { onRequest: requireOwner, schema: { body: MetalRatesBodySchema } },
    async (request) => metalRates.setRates(request.body, staffOf(request).id),
  );
};

export default pricingAdminRoutes;
