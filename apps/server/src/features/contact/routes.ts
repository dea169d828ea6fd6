import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageAnswerSchema } from '@shop/shared/catalogue-api';
import { CONTACT_TEXTS, ContactMessageSchema } from '@shop/shared/contact';
import { inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { byAddress, limitTries, type Limit } from '../../plugins/rate-limit.ts';
import type { ContactService } from './service.ts';

export interface ContactRoutesOptions {
  contact: ContactService;
}

/** Plenty for a person with a few questions; a script filling the shop's inbox stops soon. */
export const CONTACT_MESSAGES_PER_ADDRESS: Limit = { max: 5, windowMs: 10 * 60 * 1000 };

/** A 2000-character message in an Indian script is about 6 KB of UTF-8; more is no form. */
const CONTACT_BODY_LIMIT = 16 * 1024;

/** `POST /api/contacts`: any visitor, no account. */
const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (fastify, { contact }) => {
  const limitMessages = limitTries(fastify, 'contact', [
    {
      name: 'messages-address',
      limit: CONTACT_MESSAGES_PER_ADDRESS,
      key: byAddress,
      message: CONTACT_TEXTS.tooMany,
    },
  ]);

  fastify.post(
    '/api/contacts',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      schema: {
        tags: inSection('contact'),
        summary: 'Write to the shop: kept, then mailed to the shop',
        body: ContactMessageSchema,
        response: { 201: MessageAnswerSchema, ...REFUSALS },
      },
      // After the body is checked: a form with a typing mistake does not use up a try.
      preHandler: limitMessages,
    },
    async (request, reply) => reply.code(201).send(await contact.send(request.body)),
  );
};

export default contactRoutes;
