import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswerSchema } from '@shop/shared/catalogue-api';
import {
  AccountWhatsAppAnswerSchema,
  AccountWhatsAppBodySchema,
  AdminOrderWhatsAppAnswerSchema,
  WhatsAppConversationAnswerSchema,
  WhatsAppConversationParamsSchema,
  WhatsAppConversationsAnswerSchema,
  WhatsAppRatesAnswerSchema,
  WhatsAppRatesBodySchema,
  WhatsAppReplyAnswerSchema,
  WhatsAppReplyBodySchema,
  WhatsAppTodayAnswerSchema,
} from '@shop/shared/whatsapp';
import { plainText } from '@shop/shared/text';
import {
  CUSTOMER_SESSION,
  fileAnswer,
  inSection,
  REFUSALS,
  STAFF_SESSION,
} from '../../plugins/api-contract.ts';
import {
  signedInCustomers,
  signedInStaff,
  type Authenticate,
  type AuthenticateStaff,
} from '../../plugins/signed-in.ts';
import type { WhatsAppService } from './service.ts';
import type { SignedWebhook } from './provider.ts';
import type { ProofPictures } from './proof-pictures.ts';

/** Where Meta sends the channel's events (set in the app's WhatsApp settings at Meta). */
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';
export const PROOF_PICTURE_PATH = '/api/whatsapp/proof-pictures';

/** The test provider's webhooks reach the shop through its own route, as Meta's would. */
export async function sendToOwnWebhook(fastify: FastifyInstance, webhook: SignedWebhook) {
  const answer = await fastify.inject({
    method: 'POST',
    url: WHATSAPP_WEBHOOK_PATH,
    headers: webhook.headers,
    payload: webhook.body,
  });
  return { status: answer.statusCode };
}

export interface WhatsAppRoutesOptions {
  service: WhatsAppService;
  pictures: ProofPictures;
  authenticate: Authenticate;
  authenticateStaff: AuthenticateStaff;
}

const whatsappRoutes: FastifyPluginAsyncZod<WhatsAppRoutesOptions> = async (
  fastify,
  { service, pictures, authenticate, authenticateStaff },
) => {
  const { requireCustomer, customerOf } = signedInCustomers(authenticate);
  const { requireStaff, requireOwner, staffOf } = signedInStaff(authenticateStaff);
  const tags = inSection('whatsapp');
  const asCustomer = { tags, security: CUSTOMER_SESSION };
  const asStaff = { tags: inSection('back office: whatsapp'), security: STAFF_SESSION };
  const consentResponse = { 200: AccountWhatsAppAnswerSchema, ...REFUSALS };

  fastify.get(
    '/api/account/whatsapp',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'The customer’s WhatsApp consent, or null',
        response: consentResponse,
      },
    },
    async (request) => service.consentOf(customerOf(request).id),
  );

  fastify.put(
    '/api/account/whatsapp',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Give the consent to order updates on WhatsApp at this number',
        description:
          'The consent is kept with the sentence the box showed (whatsappConsentText), its time and the number.',
        body: AccountWhatsAppBodySchema,
        response: consentResponse,
      },
    },
    async (request) => service.giveConsent(customerOf(request).id, request.body.phone),
  );

  fastify.delete(
    '/api/account/whatsapp',
    {
      onRequest: requireCustomer,
      schema: {
        ...asCustomer,
        summary: 'Withdraw the WhatsApp consent (kept as withdrawn)',
        response: consentResponse,
      },
    },
    async (request) => service.withdrawConsent(customerOf(request).id),
  );

  fastify.get(
    WHATSAPP_WEBHOOK_PATH,
    {
      schema: {
        tags,
        summary:
          'Meta’s one-time check of the webhook’s address: hub.challenge back when the verify token matches',
        querystring: z.object({
          'hub.mode': plainText('hub.mode').max(40).optional(),
          'hub.verify_token': plainText('hub.verify_token').max(400).optional(),
          'hub.challenge': plainText('hub.challenge').max(400).optional(),
        }),
        response: { 200: z.string(), ...REFUSALS },
      },
    },
    async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(
        service.verify({
          mode: request.query['hub.mode'],
          token: request.query['hub.verify_token'],
          challenge: request.query['hub.challenge'],
        }),
      ),
  );

  // Meta signs the bytes it sent, so here the body stays as it came.
  await fastify.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhooks.withTypeProvider<ZodTypeProvider>().post(
      WHATSAPP_WEBHOOK_PATH,
      {
        schema: {
          tags,
          summary:
            'Meta’s events: message statuses and the customers’ messages, signed in X-Hub-Signature-256',
          consumes: ['application/json'],
          body: z.unknown().meta({ type: 'object', description: 'Meta’s event, as it signed it' }),
          response: { 200: MessageAnswerSchema, ...REFUSALS },
        },
      },
      async (request) => {
        await service.handleWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          request.headers['x-hub-signature-256']?.toString(),
        );
        return { success: true as const, message: 'Received' };
      },
    );
  });

  fastify.get(
    `${PROOF_PICTURE_PATH}/:proofId/:signature`,
    {
      schema: {
        tags,
        summary: 'A proof’s picture for the header of its WhatsApp message, by a signed link Meta fetches',
        params: z.object({
          proofId: plainText('The proof').max(64),
          signature: plainText('The signature').max(128),
        }),
        response: { 200: fileAnswer('The picture', 'image/jpeg', 'image/png'), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const picture = await pictures.read(request.params.proofId, request.params.signature);
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'private, max-age=3600')
        .send(picture.bytes);
    },
  );

  fastify.get(
    '/api/admin/orders/:orderId/whatsapp',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The order’s WhatsApp messages and their statuses, for its timeline',
        params: z.object({ orderId: plainText('The order').max(64) }),
        response: { 200: AdminOrderWhatsAppAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => service.orderMessages(request.params.orderId),
  );

  fastify.get(
    '/api/admin/whatsapp/today',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'This month’s delivered template messages by category, their cost, and Meta’s last refusal',
        response: { 200: WhatsAppTodayAnswerSchema, ...REFUSALS },
      },
    },
    async () => service.today(),
  );

  fastify.put(
    '/api/admin/whatsapp/rates',
    {
      onRequest: requireOwner,
      schema: {
        ...asStaff,
        summary: 'The rates per delivered template message, in thousandths of a rupee (the owner only)',
        body: WhatsAppRatesBodySchema,
        response: { 200: WhatsAppRatesAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => service.setRates(request.body, staffOf(request).id),
  );

  fastify.get(
    '/api/admin/whatsapp/conversations',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'The numbers that wrote or were written to, latest first',
        response: { 200: WhatsAppConversationsAnswerSchema, ...REFUSALS },
      },
    },
    async () => service.conversations(),
  );

  fastify.get(
    '/api/admin/whatsapp/conversations/:phone',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary:
          'One number’s messages, its customer and their orders, and until when staff may answer freely',
        params: WhatsAppConversationParamsSchema,
        response: { 200: WhatsAppConversationAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => service.conversation(request.params.phone),
  );

  fastify.post(
    '/api/admin/whatsapp/conversations/:phone/replies',
    {
      onRequest: requireStaff,
      schema: {
        ...asStaff,
        summary: 'Answer in free text, within 24 hours of the customer’s last message (409 outside it)',
        params: WhatsAppConversationParamsSchema,
        body: WhatsAppReplyBodySchema,
        response: { 201: WhatsAppReplyAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.reply(request.params.phone, request.body.text, staffOf(request).id)),
  );
};

export default whatsappRoutes;
