import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPLAINT_TEXTS, ComplaintAnswerSchema, ComplaintBodySchema } from '@shop/shared/complaints';
import { inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { byAddress, limitTries, type Limit } from '../../plugins/rate-limit.ts';
import type { Authenticate } from '../../plugins/signed-in.ts';
import type { ComplaintsService } from './service.ts';

export interface ComplaintsRoutesOptions {
  complaints: ComplaintsService;
  authenticate: Authenticate;
}

/** As the contact form's: a person with a grievance or two; a script stops soon. */
export const COMPLAINTS_PER_ADDRESS: Limit = { max: 5, windowMs: 10 * 60 * 1000 };

/** A 3000-character description in an Indian script is about 9 KB of UTF-8; more is no form. */
const COMPLAINT_BODY_LIMIT = 24 * 1024;

/**
 * `POST /api/complaints`: any visitor, no account. A complaint tied to an order (`orderId`)
 * needs the session of that order's customer.
 */
const complaintsRoutes: FastifyPluginAsyncZod<ComplaintsRoutesOptions> = async (
  fastify,
  { complaints, authenticate },
) => {
  const limitComplaints = limitTries(fastify, 'complaints', [
    {
      name: 'complaints-address',
      limit: COMPLAINTS_PER_ADDRESS,
      key: byAddress,
      message: COMPLAINT_TEXTS.tooMany,
    },
  ]);

  fastify.post(
    '/api/complaints',
    {
      bodyLimit: COMPLAINT_BODY_LIMIT,
      schema: {
        tags: inSection('complaints'),
        summary: 'Raise a complaint: kept with its ticket, acknowledged by mail',
        description:
          'With `orderId` the complaint is tied to that order, which must be the signed-in customer’s own (Authorization: Bearer); another customer’s order answers 404.',
        body: ComplaintBodySchema,
        response: { 201: ComplaintAnswerSchema, ...REFUSALS },
      },
      // After the body is checked: a form with a typing mistake does not use up a try.
      preHandler: limitComplaints,
    },
    async (request, reply) => {
      const customer = request.body.orderId ? await authenticate(request.headers.authorization) : undefined;
      return reply.code(201).send(await complaints.raise(request.body, customer));
    },
  );
};

export default complaintsRoutes;
