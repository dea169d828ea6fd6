import type { FastifyPluginAsync } from 'fastify';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { BackupsService } from './service.ts';

export interface BackupsRoutesOptions {
  backups: Pick<BackupsService, 'overview'>;
  authenticateStaff: AuthenticateStaff;
}

/** When the last backup was made, for the Today page of everyone on the staff. */
const backupsRoutes: FastifyPluginAsync<BackupsRoutesOptions> = async (
  fastify,
  { backups, authenticateStaff },
) => {
  const { requireStaff } = signedInStaff(authenticateStaff);
  fastify.get('/api/admin/backups', { onRequest: requireStaff }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return backups.overview();
  });
};

export default backupsRoutes;
