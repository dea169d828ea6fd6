import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STAFF_TEXTS, StaffPasswordBodySchema, StaffSignInBodySchema } from '@shop/shared/staff';
import { byAddress, byEmail, limitTries, type Check, type Limit } from '../../plugins/rate-limit.ts';
import { signedInStaff } from '../../plugins/signed-in.ts';
import { toStaffMember, type StaffService } from './service.ts';

export interface StaffRoutesOptions {
  staff: StaffService;
  /** The customers' sign-in limits: the back office's passwords are guessed no more easily. */
  limits: { signInPerAccount: Limit; signInPerAddress: Limit };
}

const FORM_BODY_LIMIT = 16 * 1024;

/** Signing in to the back office and out of it, and setting a password from its link. */
const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (fastify, { staff, limits }) => {
  const { requireStaff, staffOf } = signedInStaff(staff.authenticate);
  const signInChecks: Check[] = [
    {
      name: 'staff-sign-in-address',
      limit: limits.signInPerAddress,
      key: byAddress,
      message: STAFF_TEXTS.tooManySignIns,
    },
    {
      name: 'staff-sign-in-account',
      limit: limits.signInPerAccount,
      key: byEmail,
      message: STAFF_TEXTS.tooManySignIns,
    },
  ];
  const linkChecks: Check[] = [
    {
      name: 'staff-password-link-address',
      limit: limits.signInPerAddress,
      key: byAddress,
      message: STAFF_TEXTS.tooManySignIns,
    },
  ];
  const form = { bodyLimit: FORM_BODY_LIMIT };

  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  fastify.post(
    '/api/admin/session',
    {
      ...form,
      schema: { body: StaffSignInBodySchema },
      preHandler: limitTries(fastify, 'staff', signInChecks),
    },
    async (request) => staff.signIn(request.body),
  );

  fastify.get('/api/admin/session', { onRequest: requireStaff }, async (request) => ({
    success: true as const,
    staff: toStaffMember(staffOf(request)),
  }));

  fastify.delete('/api/admin/session', async (request) => {
    await staff.signOut(request.headers.authorization);
    return { success: true as const, message: STAFF_TEXTS.signedOut };
  });

  fastify.post(
    '/api/admin/password',
    {
      ...form,
      schema: { body: StaffPasswordBodySchema },
      preHandler: limitTries(fastify, 'staff', linkChecks),
    },
    async (request) => staff.setPassword(request.body),
  );
};

export default staffRoutes;
