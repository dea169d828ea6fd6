/**
 * Only with the test provider (no WHATSAPP_* settings), as the test payment window: a person
 * or a test replies as the customer. A small page per number shows the chat with the proof's
 * buttons and a box to write in; a JSON call does the same; both make a signed incoming
 * webhook, as Meta does. Another call makes the provider answer 429 or 5xx a few times.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswerSchema } from '@shop/shared/catalogue-api';
import { formatWhatsAppNumber, WHATSAPP_NUMBER_PATTERN } from '@shop/shared/whatsapp';
import { plainText } from '@shop/shared/text';
import { inSection, outsideTheApi, REFUSALS } from '../../plugins/api-contract.ts';
import { escapeMarkup } from '../../plugins/markup.ts';
import type { TestProviderControls } from './provider.ts';
import type { testProviderLedger } from './repository.ts';
import { acceptPlainForms } from '../../plugins/plain-forms.ts';

export const TEST_CHAT_PATH = '/api/test-whatsapp/chat';

const PhoneParams = z.object({
  phone: z.string().regex(WHATSAPP_NUMBER_PATTERN, 'A number in the Cloud API’s form, 919876543210'),
});

const ReplyBodySchema = z
  .object({
    from: z.string().regex(WHATSAPP_NUMBER_PATTERN),
    text: plainText('The text', { lines: true }).max(4096).optional(),
    button: z
      .object({ payload: plainText('The payload').max(200), text: plainText('The text').max(40) })
      .optional(),
  })
  .refine((body) => body.text !== undefined || body.button !== undefined, 'Write a text or tap a button');

interface SentRequest {
  type?: string;
  text?: { body?: string };
  template?: {
    name?: string;
    components?: {
      type: string;
      sub_type?: string;
      parameters?: { type: string; text?: string; payload?: string }[];
    }[];
  };
}

const testWhatsAppRoutes: FastifyPluginAsyncZod<{
  controls: TestProviderControls;
  ledger: ReturnType<typeof testProviderLedger>;
  /** The text the shop keeps of each message it sent, by Meta's id. */
  sentText: (providerIds: string[]) => Promise<Map<string, string>>;
}> = async (fastify, { controls, ledger, sentText }) => {
  const tags = inSection('test whatsapp');

  fastify.post(
    '/api/test-whatsapp/replies',
    {
      schema: {
        tags,
        summary: 'The customer writes or taps a button: a signed incoming webhook, as Meta sends it',
        body: ReplyBodySchema,
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const { status } = await controls.reply(request.body);
      return { success: true as const, message: `The shop answered ${status}` };
    },
  );

  fastify.post(
    '/api/test-whatsapp/failures',
    {
      schema: {
        tags,
        summary: 'The next calls to send answer this status, as a throttled (429) or failing (5xx) Cloud API',
        body: z.object({
          status: z.number().int().min(400).max(599),
          times: z.number().int().min(1).max(100),
        }),
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => {
      controls.failNext(request.body.status, request.body.times);
      return {
        success: true as const,
        message: `The next ${request.body.times} answer ${request.body.status}`,
      };
    },
  );

  async function page(phone: string): Promise<string> {
    const entries = await ledger.chat(phone);
    const texts = await sentText(
      entries.filter((entry) => entry.direction === 'out').map((entry) => entry.id),
    );
    const bubbles = entries.map((entry) => {
      if (entry.direction === 'in') {
        const body = entry.body as { text?: { body?: string }; button?: { text?: string } };
        return `<p class="in">${escapeMarkup(body.text?.body ?? body.button?.text ?? '')}</p>`;
      }
      const request = entry.body as SentRequest;
      const buttons = (request.template?.components ?? [])
        .filter((component) => component.sub_type === 'quick_reply')
        .map((component) => {
          const payload = component.parameters?.[0]?.payload ?? '';
          const label = payload.endsWith(':approve') ? 'Approve' : 'Ask for a change';
          return `<form method="post"><input type="hidden" name="payload" value="${escapeMarkup(payload)}"><input type="hidden" name="label" value="${label}"><button>${label}</button></form>`;
        })
        .join('');
      const text = texts.get(entry.id) ?? request.text?.body ?? request.template?.name ?? '';
      return `<div class="out"><p>${escapeMarkup(text)}</p>${buttons}</div>`;
    });
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>WhatsApp test chat ${escapeMarkup(formatWhatsAppNumber(phone))}</title>
<style>body{font-family:sans-serif;max-width:30rem;margin:auto;background:#efe7dd;padding:1rem}.in,.out{background:#fff;border-radius:.5rem;padding:.5rem;margin:.5rem 0}.in{background:#d9fdd3;margin-left:3rem}.out{margin-right:3rem}form{display:inline}</style></head>
<body><h1>Chat with ${escapeMarkup(formatWhatsAppNumber(phone))}</h1><p>The test provider: nothing here leaves the shop.</p>${bubbles.join('\n')}
<form method="post"><label>Message <input name="text" required maxlength="4096"></label> <button>Send</button></form></body></html>`;
  }

  fastify.get(
    `${TEST_CHAT_PATH}/:phone`,
    { schema: { ...outsideTheApi('The test provider’s chat page, for a person'), params: PhoneParams } },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(await page(request.params.phone)),
  );

  // The page's forms post plainly, without a script.
  await fastify.register(async (forms) => {
    acceptPlainForms(forms);
    forms.withTypeProvider<ZodTypeProvider>().post(
      `${TEST_CHAT_PATH}/:phone`,
      {
        schema: {
          ...outsideTheApi('The test provider’s chat page’s forms'),
          params: PhoneParams,
          body: z.object({
            text: z.string().max(4096).optional(),
            payload: z.string().max(200).optional(),
            label: z.string().max(40).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { text, payload, label } = request.body;
        await controls.reply(
          payload
            ? { from: request.params.phone, button: { payload, text: label ?? payload } }
            : { from: request.params.phone, text: text ?? '' },
        );
        return reply.redirect(`${TEST_CHAT_PATH}/${request.params.phone}`, 303);
      },
    );
  });
};

export default testWhatsAppRoutes;
