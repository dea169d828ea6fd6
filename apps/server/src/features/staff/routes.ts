import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswerSchema } from '@shop/shared/catalogue-api';
import {
  AuditListAnswerSchema,
  AuditListQuerySchema,
  NewStaffMemberAnswerSchema,
  NewStaffMemberBodySchema,
  SECOND_FACTOR_TEXTS,
  SecondFactorCodeBodySchema,
  SecondFactorRequirementBodySchema,
  SecondFactorSetupAnswerSchema,
  SecondFactorSignInBodySchema,
  SecondFactorStateAnswerSchema,
  STAFF_ADMIN_TEXTS,
  STAFF_TEXTS,
  StaffListAnswerSchema,
  StaffMeAnswerSchema,
  StaffPasswordBodySchema,
  StaffSessionAnswerSchema,
  StaffSignInAnswerSchema,
  StaffSignInBodySchema,
} from '@shop/shared/staff';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
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

  const tags = inSection('staff');
  const asStaff = { tags, security: STAFF_SESSION };
  const secondFactorAnswer = { 200: SecondFactorStateAnswerSchema, ...REFUSALS };
  const staffListAnswer = { 200: StaffListAnswerSchema, ...REFUSALS };
  const newMemberAnswer = { 200: NewStaffMemberAnswerSchema, ...REFUSALS };

  fastify.post(
    '/api/admin/session',
    {
      ...form,
      schema: {
        tags,
        summary: 'Sign in to the back office: a session, or the second factor’s code step',
        body: StaffSignInBodySchema,
        response: { 200: StaffSignInAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, 'staff', signInChecks),
    },
    async (request) => staff.signIn(request.body),
  );

  fastify.post(
    '/api/admin/session/second-factor',
    {
      ...form,
      schema: {
        tags,
        summary: 'The sign-in’s code step',
        body: SecondFactorSignInBodySchema,
        response: { 200: StaffSessionAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, 'staff', codeChecks),
    },
    async (request) => staff.completeSignIn(request.body),
  );

  fastify.get(
    '/api/admin/session',
    {
      onRequest: setup.requireStaff,
      schema: {
        ...asStaff,
        summary: 'The signed-in member, and their second factor',
        response: { 200: StaffMeAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const member = setup.staffOf(request);
      return {
        success: true as const,
        staff: toStaffMember(member),
        secondFactor: await staff.secondFactorState(member),
      };
    },
  );

  fastify.post(
    '/api/admin/second-factor/setup',
    {
      onRequest: setup.requireStaff,
      schema: {
        ...asStaff,
        summary: 'A new secret for an authenticator app, to confirm with a code',
        response: { 200: SecondFactorSetupAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => staff.startSecondFactor(setup.staffOf(request)),
  );

  // Turning the factor on and off both take a code from the member's app, with the same limits.
  const codeSteps = [
    {
      path: 'confirm',
      step: staff.confirmSecondFactor,
      message: SECOND_FACTOR_TEXTS.turnedOn,
      summary: 'Turn the second factor on with a code from the new secret',
    },
    {
      path: 'turn-off',
      step: staff.turnOffSecondFactor,
      message: SECOND_FACTOR_TEXTS.turnedOff,
      summary: 'Turn the second factor off with a code from the app',
    },
  ] as const;
  for (const { path, step, message, summary } of codeSteps) {
    fastify.post(
      `/api/admin/second-factor/${path}`,
      {
        ...form,
        onRequest: setup.requireStaff,
        schema: { ...asStaff, summary, body: SecondFactorCodeBodySchema, response: secondFactorAnswer },
        preHandler: limitTries(fastify, 'staff', codeChecksPerMember),
      },
      async (request) => {
        const member = setup.staffOf(request);
        await step(member, request.body.code);
        return { success: true as const, secondFactor: await staff.secondFactorState(member), message };
      },
    );
  }

  fastify.put(
    '/api/admin/settings/second-factor-required',
    {
      ...form,
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Require a second factor of everyone on the staff, or not (the owner only)',
        body: SecondFactorRequirementBodySchema,
        response: secondFactorAnswer,
      },
    },
    async (request) => {
      const owner = staffOf(request);
      await staff.setSecondFactorRequired(owner, request.body.required);
      return { success: true as const, secondFactor: await staff.secondFactorState(owner) };
    },
  );

  fastify.get(
    '/api/admin/audit',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'The audit log, newest first (the owner only)',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => listAuditEntries(db, request.query),
  );

  fastify.get(
    '/api/admin/staff',
    {
      onRequest: requireOwner,
      schema: { ...asStaff, summary: 'Everyone on the staff (the owner only)', response: staffListAnswer },
    },
    async () => ({ success: true as const, staff: await staff.list() }),
  );

  fastify.post(
    '/api/admin/staff',
    {
      ...form,
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Add a member, with a link that sets their password (the owner only)',
        body: NewStaffMemberBodySchema,
        response: { 201: NewStaffMemberAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const origin = mailOrigin(request, publicUrl);
      const owner = staffOf(request);
      const { member, link } = await staff.addMember(request.body, origin ?? '', owner);
      if (origin !== undefined) mailer.sendInBackground(inviteMail(member, link, owner.name));
      return reply.code(201).send({ success: true, member, link, mailed: origin !== undefined });
    },
  );

  const memberParams = z.object({ memberId: z.uuid(STAFF_ADMIN_TEXTS.notFound) });

  fastify.post(
    '/api/admin/staff/:memberId/password-link',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'A new set-password link for a member (the owner only)',
        params: memberParams,
        response: newMemberAnswer,
      },
    },
    async (request) => {
      const origin = mailOrigin(request, publicUrl);
      const owner = staffOf(request);
      const { member, link } = await staff.newPasswordLink(request.params.memberId, origin ?? '', owner);
      if (origin !== undefined) mailer.sendInBackground(inviteMail(member, link, owner.name));
      return { success: true as const, member, link, mailed: origin !== undefined };
    },
  );

  fastify.post(
    '/api/admin/staff/:memberId/disable',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'Disable a member: their sessions end (the owner only)',
        params: memberParams,
        response: staffListAnswer,
      },
    },
    async (request) => {
      await staff.disable(request.params.memberId, staffOf(request));
      return { success: true as const, staff: await staff.list() };
    },
  );

  fastify.delete(
    '/api/admin/session',
    {
      schema: {
        ...asStaff,
        summary: 'Sign out of the back office',
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => {
      await staff.signOut(request.headers.authorization);
      return { success: true as const, message: STAFF_TEXTS.signedOut };
    },
  );

  fastify.post(
    '/api/admin/password',
    {
      ...form,
      schema: {
        tags,
        summary: 'Set a password from a set-password link, and sign in',
        body: StaffPasswordBodySchema,
        response: { 200: StaffSignInAnswerSchema, ...REFUSALS },
      },
      preHandler: limitTries(fastify, 'staff', linkChecks),
    },
    async (request) => staff.setPassword(request.body),
  );
};

export default staffRoutes;
