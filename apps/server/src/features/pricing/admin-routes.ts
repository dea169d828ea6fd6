import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MetalRatesAnswerSchema,
  MetalRatesBodySchema,
  MetalRatesSavedAnswerSchema,
} from '@shop/shared/pricing-admin';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
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

  const asStaff = { tags: inSection('back office: catalogue'), security: STAFF_SESSION };

  fastify.get(
    '/api/admin/metal-rates',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The day’s metal rates and what came before them',
        response: { 200: MetalRatesAnswerSchema, ...REFUSALS },
      },
    },
    async () => metalRates.overview(),
  );

  fastify.post(
    '/api/admin/metal-rates',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Set the day’s rates, repricing the pieces priced from them (the owner only)',
        body: MetalRatesBodySchema,
        response: { 200: MetalRatesSavedAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => metalRates.setRates(request.body, staffOf(request).id),
  );
};

export default pricingAdminRoutes;
