import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BackupsAnswerSchema } from '@shop/shared/backups';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { BackupsService } from './service.ts';

export interface BackupsRoutesOptions {
  backups: Pick<BackupsService, 'overview'>;
  authenticateStaff: AuthenticateStaff;
}

/** When the last backup was made, for the Today page of everyone on the staff. */
const backupsRoutes: FastifyPluginAsyncZod<BackupsRoutesOptions> = async (
  fastify,
  { backups, authenticateStaff },
) => {
  const { requireStaff } = signedInStaff(authenticateStaff);
  fastify.get(
    '/api/admin/backups',
    {
      onRequest: requireStaff,
      schema: {
        tags: inSection('back office: shop'),
        summary: 'The last backup of the shop',
        security: STAFF_SESSION,
        response: { 200: BackupsAnswerSchema, ...REFUSALS },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return backups.overview();
    },
  );
};

export default backupsRoutes;
