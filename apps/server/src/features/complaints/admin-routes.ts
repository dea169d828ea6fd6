import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_COMPLAINT_TEXTS,
  AdminComplaintAnswerSchema,
  AdminComplaintListAnswerSchema,
  ComplaintListQuerySchema,
  ComplaintReplyBodySchema,
  ComplaintResolveBodySchema,
  UnresolvedComplaintsAnswerSchema,
} from '@shop/shared/complaints';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import type { ComplaintsService } from './service.ts';
import { plainText } from '@shop/shared/text';

export interface ComplaintsAdminRoutesOptions {
  complaints: ComplaintsService;
  authenticateStaff: AuthenticateStaff;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The back office's complaints: every member of staff may read, reply and resolve. */
const complaintsAdminRoutes: FastifyPluginAsyncZod<ComplaintsAdminRoutesOptions> = async (
  fastify,
  { complaints, authenticateStaff },
) => {
  const { requireStaff, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const params = z.object({ complaintId: plainText('The complaint') });
  const asStaff = { tags: inSection('back office: complaints'), security: STAFF_SESSION };
  const complaintResponse = { 200: AdminComplaintAnswerSchema, ...REFUSALS };

  function complaintIdOf(text: string): string {
    if (!UUID.test(text)) throw new HttpError(404, ADMIN_COMPLAINT_TEXTS.notFound);
    return text.toLowerCase();
  }

  fastify.get(
    '/api/admin/complaints',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Complaints: unresolved first, oldest first; then resolved, latest first',
        querystring: ComplaintListQuerySchema,
        response: { 200: AdminComplaintListAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => complaints.list(request.query),
  );

  fastify.get(
    '/api/admin/complaints/oldest-unresolved',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'How many complaints are unresolved, and the oldest five (the Today page)',
        response: { 200: UnresolvedComplaintsAnswerSchema, ...REFUSALS },
      },
    },
    async () => complaints.oldestUnresolved(),
  );

  fastify.get(
    '/api/admin/complaints/:complaintId',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'One complaint, with its order and its steps',
        params,
        response: complaintResponse,
      },
    },
    async (request) => ({
      success: true as const,
      complaint: await complaints.one(complaintIdOf(request.params.complaintId)),
    }),
  );

  fastify.post(
    '/api/admin/complaints/:complaintId/replies',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Reply to the customer by mail; the complaint is then in progress',
        params,
        body: ComplaintReplyBodySchema,
        response: complaintResponse,
      },
    },
    async (request) => ({
      success: true as const,
      complaint: await complaints.reply(
        complaintIdOf(request.params.complaintId),
        request.body.body,
        staffOf(request),
      ),
    }),
  );

  fastify.post(
    '/api/admin/complaints/:complaintId/resolution',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Resolve it with a note, mailed to the customer (a resolved complaint answers 409)',
        params,
        body: ComplaintResolveBodySchema,
        response: complaintResponse,
      },
    },
    async (request) => ({
      success: true as const,
      complaint: await complaints.resolve(
        complaintIdOf(request.params.complaintId),
        request.body.note,
        staffOf(request),
      ),
    }),
  );
};

export default complaintsAdminRoutes;
