import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditListQuerySchema,
  NewStaffMemberBodySchema,
  SECOND_FACTOR_TEXTS,
  SecondFactorCodeBodySchema,
  SecondFactorRequirementBodySchema,
  SecondFactorSignInBodySchema,
  type AuditListAnswer,
  type SecondFactorSetupAnswer,
  type SecondFactorStateAnswer,
  type StaffMeAnswer,
  STAFF_ADMIN_TEXTS,
  STAFF_TEXTS,
  StaffPasswordBodySchema,
  StaffSignInBodySchema,
  type NewStaffMemberAnswer,
  type StaffListAnswer,
} from '@shop/shared/staff';
import type { Mailer } from '../../plugins/mail.ts';
import { byAddress, byEmail, limitTries, type Check, type Limit } from '../../plugins/rate-limit.ts';
import { signedInStaff } from '../../plugins/signed-in.ts';
import { mailOrigin } from '../../plugins/site-origin.ts';
import type { Database } from '../../db/client.ts';
import { listAuditEntries } from './audit-log.ts';
import { inviteMail } from './invite-mail.ts';
import { toStaffMember, type StaffService } from './service.ts';

export interface StaffRoutesOptions {
  staff: StaffService;
  db: Database;
  /** The customers' sign-in limits: the back office's passwords are guessed no more easily. */
  limits: { signInPerAccount: Limit; signInPerAddress: Limit };
  mailer: Mailer;
  /** The shop's public origin (PUBLIC_URL), for the link in a new member's mail. */
  publicUrl: string | undefined;
}

const FORM_BODY_LIMIT = 16 * 1024;

/** Signing in to the back office and out of it, and setting a password from its link. */
const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  fastify,
  { staff, db, limits, mailer, publicUrl },
) => {
  const { requireOwner, staffOf } = signedInStaff(staff.authenticate);
  // Signing in, out and setting up a second factor stay open to a member the owner's
  // requirement refuses everything else.
  const setup = signedInStaff(staff.authenticateForSetup);
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
  const codeChecks: Check[] = [
    {
      name: 'staff-second-factor-address',
      limit: limits.signInPerAddress,
      key: byAddress,
      message: STAFF_TEXTS.tooManySignIns,
    },
  ];
  const codeChecksPerMember: Check[] = [
    ...codeChecks,
    {
      name: 'staff-second-factor-member',
      limit: limits.signInPerAccount,
      key: (request) => setup.staffOf(request).id,
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

  fastify.post(
    '/api/admin/session/second-factor',
    {
      ...form,
      schema: { body: SecondFactorSignInBodySchema },
      preHandler: limitTries(fastify, 'staff', codeChecks),
    },
    async (request) => staff.completeSignIn(request.body),
  );

  fastify.get(
    '/api/admin/session',
    { onRequest: setup.requireStaff },
    async (request): Promise<StaffMeAnswer> => {
      const member = setup.staffOf(request);
      return {
        success: true,
        staff: toStaffMember(member),
        secondFactor: await staff.secondFactorState(member),
      };
    },
  );

  fastify.post(
    '/api/admin/second-factor/setup',
    { onRequest: setup.requireStaff },
    async (request): Promise<SecondFactorSetupAnswer> => staff.startSecondFactor(setup.staffOf(request)),
  );

  // Turning the factor on and off both take a code from the member's app, with the same limits.
  const codeSteps = [
    { path: 'confirm', step: staff.confirmSecondFactor, message: SECOND_FACTOR_TEXTS.turnedOn },
    { path: 'turn-off', step: staff.turnOffSecondFactor, message: SECOND_FACTOR_TEXTS.turnedOff },
  ] as const;
  for (const { path, step, message } of codeSteps) {
    fastify.post(
      `/api/admin/second-factor/${path}`,
      {
        ...form,
        onRequest: setup.requireStaff,
        schema: { body: SecondFactorCodeBodySchema },
        preHandler: limitTries(fastify, 'staff', codeChecksPerMember),
      },
      async (request): Promise<SecondFactorStateAnswer> => {
        const member = setup.staffOf(request);
        await step(member, request.body.code);
        return { success: true, secondFactor: await staff.secondFactorState(member), message };
      },
    );
  }

  fastify.put(
    '/api/admin/settings/second-factor-required',
    { ...form, onRequest: requireOwner, schema: { body: SecondFactorRequirementBodySchema } },
    async (request): Promise<SecondFactorStateAnswer> => {
      const owner = staffOf(request);
      await staff.setSecondFactorRequired(owner, request.body.required);
      return { success: true, secondFactor: await staff.secondFactorState(owner) };
    },
  );

  fastify.get(
    '/api/admin/audit',
    { onRequest: requireOwner, schema: { querystring: AuditListQuerySchema } },
    async (request): Promise<AuditListAnswer> => listAuditEntries(db, request.query),
  );

  fastify.get('/api/admin/staff', { onRequest: requireOwner }, async (): Promise<StaffListAnswer> => ({
    success: true,
    staff: await staff.list(),
  }));

  fastify.post(
    '/api/admin/staff',
    { ...form, onRequest: requireOwner, schema: { body: NewStaffMemberBodySchema } },
    async (request, reply): Promise<NewStaffMemberAnswer> => {
      const origin = mailOrigin(request, publicUrl);
      const owner = staffOf(request);
      const { member, link } = await staff.addMember(request.body, origin ?? '', owner);
      if (origin !== undefined) mailer.sendInBackground(inviteMail(member, link, owner.name));
      reply.code(201);
      return { success: true, member, link, mailed: origin !== undefined };
    },
  );

  const memberParams = z.object({ memberId: z.uuid(STAFF_ADMIN_TEXTS.notFound) });

  fastify.post(
    '/api/admin/staff/:memberId/password-link',
    { onRequest: requireOwner, schema: { params: memberParams } },
    async (request): Promise<NewStaffMemberAnswer> => {
      const origin = mailOrigin(request, publicUrl);
      const owner = staffOf(request);
      const { member, link } = await staff.newPasswordLink(request.params.memberId, origin ?? '', owner);
      if (origin !== undefined) mailer.sendInBackground(inviteMail(member, link, owner.name));
      return { success: true, member, link, mailed: origin !== undefined };
    },
  );

  fastify.post(
    '/api/admin/staff/:memberId/disable',
    {
      onRequest: requireOwner,
      schema: { params: memberParams },
    },
    async (request): Promise<StaffListAnswer> => {
      await staff.disable(request.params.memberId, staffOf(request));
      return { success: true, staff: await staff.list() };
    },
  );

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
