import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGE_TEXTS,
  AdminMessageAnswerSchema,
  AdminMessageListAnswerSchema,
  MessageListQuerySchema,
  MessageMarkBodySchema,
  MessageReplyBodySchema,
  type AdminMessageAnswer,
} from '@shop/shared/admin-messages';
import type { Database } from '../../db/client.ts';
import { inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { HttpError } from '../../plugins/http-error.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import { findMessage, listMessages, markMessage, replyToMessage } from './inbox.ts';
import { plainText } from '@shop/shared/text';

export interface ContactAdminRoutesOptions {
  db: Database;
  mailer: Mailer;
  shopEmail: string;
  authenticateStaff: AuthenticateStaff;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const messageNotFound = () => new HttpError(404, ADMIN_MESSAGE_TEXTS.notFound);

/** The back office's inbox of contact messages, for staff and owner alike. */
const contactAdminRoutes: FastifyPluginAsyncZod<ContactAdminRoutesOptions> = async (
  fastify,
  { db, mailer, shopEmail, authenticateStaff },
) => {
  const { requireStaff, staffOf } = signedInStaff(authenticateStaff);
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const params = z.object({ messageId: plainText('The message') });
  const asStaff = { tags: inSection('back office: messages'), security: STAFF_SESSION };
  const messageResponse = { 200: AdminMessageAnswerSchema, ...REFUSALS };

  function messageIdOf(text: string): string {
    if (!UUID.test(text)) throw messageNotFound();
    return text.toLowerCase();
  }
  async function messageAnswer(messageId: string): Promise<AdminMessageAnswer> {
    const message = await findMessage(db, messageId);
    if (!message) throw messageNotFound();
    return { success: true, message };
  }

  fastify.get(
    '/api/admin/messages',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The contact page’s messages, unread first',
        querystring: MessageListQuerySchema,
        response: { 200: AdminMessageListAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => listMessages(db, request.query.page),
  );

  fastify.get(
    '/api/admin/messages/:messageId',
    {
      onRequest: requireStaff,
      schema: { ...asStaff, summary: 'One message, with its replies', params, response: messageResponse },
    },
    async (request) => messageAnswer(messageIdOf(request.params.messageId)),
  );

  fastify.patch(
    '/api/admin/messages/:messageId',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Mark a message read or answered',
        params,
        body: MessageMarkBodySchema,
        response: messageResponse,
      },
    },
    async (request) => {
      const messageId = messageIdOf(request.params.messageId);
      if (!(await markMessage(db, messageId, request.body, staffOf(request).id))) throw messageNotFound();
      return messageAnswer(messageId);
    },
  );

  fastify.post(
    '/api/admin/messages/:messageId/replies',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Reply from the shop’s address',
        params,
        body: MessageReplyBodySchema,
        response: messageResponse,
      },
    },
    async (request) => {
      const messageId = messageIdOf(request.params.messageId);
      const staff = staffOf(request);
      const sent = await replyToMessage(db, { mailer, shopEmail }, { messageId, body: request.body, staff });
      if (!sent) throw messageNotFound();
      return messageAnswer(messageId);
    },
  );
};

export default contactAdminRoutes;
