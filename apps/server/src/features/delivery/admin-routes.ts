import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UndeliveredPrefixesAnswerSchema, UndeliveredPrefixesBodySchema } from '@shop/shared/delivery-api';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { DeliveryService } from './service.ts';

export interface DeliveryAdminRoutesOptions {
  delivery: DeliveryService;
  authenticateStaff: AuthenticateStaff;
}

/** The back office's Settings: the pincodes the shop does not deliver to (the owner's). */
const deliveryAdminRoutes: FastifyPluginAsyncZod<DeliveryAdminRoutesOptions> = async (
  fastify,
  { delivery, authenticateStaff },
) => {
  const { requireOwner, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const asOwner = { tags: inSection('back office: shop'), security: STAFF_SESSION };

  fastify.get(
    '/api/admin/settings/undelivered-pincodes',
    {
      onRequest: requireOwner,
      schema: {
        ...asOwner,
        summary: 'The starts of the pincodes the shop does not deliver to (the owner only)',
        response: { 200: UndeliveredPrefixesAnswerSchema, ...REFUSALS },
      },
    },
    async () => delivery.undelivered(),
  );

  fastify.put(
    '/api/admin/settings/undelivered-pincodes',
    {
      onRequest: requireOwner,
      schema: {
        ...asOwner,
        summary: 'Set the starts of the pincodes the shop does not deliver to (the owner only)',
        body: UndeliveredPrefixesBodySchema,
        response: { 200: UndeliveredPrefixesAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => delivery.setUndelivered(staffOf(request).id, request.body.prefixes),
  );
};

export default deliveryAdminRoutes;
