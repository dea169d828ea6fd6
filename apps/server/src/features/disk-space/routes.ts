import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DiskSpaceAnswerSchema } from '@shop/shared/disk-space';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { DiskSpaceService } from './service.ts';

export interface DiskSpaceRoutesOptions {
  diskSpace: Pick<DiskSpaceService, 'overview'>;
  authenticateStaff: AuthenticateStaff;
}

/** How full the disk holding DATA_DIR is, read as the page asks: the Today page's warning. */
const diskSpaceRoutes: FastifyPluginAsyncZod<DiskSpaceRoutesOptions> = async (
  fastify,
  { diskSpace, authenticateStaff },
) => {
  const { requireStaff } = signedInStaff(authenticateStaff);
  fastify.get(
    '/api/admin/disk-space',
    {
      onRequest: requireStaff,
      schema: {
        tags: inSection('back office: shop'),
        summary: 'How much room is left on the disk holding the shop’s data',
        security: STAFF_SESSION,
        response: { 200: DiskSpaceAnswerSchema, ...REFUSALS },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return diskSpace.overview();
    },
  );
};

export default diskSpaceRoutes;
