/**
 * Only with the test courier (no SHIPROCKET_* settings, the test payment provider), as the test
 * payment window: a page per parcel where a person presses picked up, in transit, out for
 * delivery, delivered, undelivered or returned to origin, each press a keyed tracking webhook
 * to the shop as Shiprocket sends it; a JSON call does the same, and another makes the next
 * booking time out after it is made.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageAnswerSchema } from '@shop/shared/catalogue-api';
import { TRACKING_STEP_NAMES, TRACKING_STEPS } from '@shop/shared/couriers';
import { inSection, outsideTheApi, REFUSALS } from '../../plugins/api-contract.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { escapeMarkup } from '../../plugins/markup.ts';
import type { TestCourierControls } from './provider.ts';
import { acceptPlainForms } from '../../plugins/plain-forms.ts';

export const TEST_COURIER_PATH = '/api/test-courier/shipments';

const AwbParams = z.object({
  awb: z.string().regex(/^TC\d{10}$/, 'A test courier’s AWB, TC and ten digits'),
});

const testCourierRoutes: FastifyPluginAsyncZod<{ controls: TestCourierControls }> = async (
  fastify,
  { controls },
) => {
  const tags = inSection('test courier');

  async function move(awb: string, step: (typeof TRACKING_STEPS)[number]) {
    if (!(await controls.find(awb))) throw new HttpError(404, 'The test courier has no such parcel');
    return controls.move(awb, step);
  }

  fastify.post(
    `${TEST_COURIER_PATH}/:awb/steps`,
    {
      schema: {
        tags,
        summary: 'The parcel takes a step: a keyed tracking webhook to the shop, as Shiprocket sends it',
        params: AwbParams,
        body: z.object({ step: z.enum(TRACKING_STEPS) }),
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => {
      const { status } = await move(request.params.awb, request.body.step);
      return { success: true as const, message: `The shop answered ${status}` };
    },
  );

  fastify.post(
    '/api/test-courier/timeouts',
    {
      schema: {
        tags,
        summary: 'The next booking is made at the test courier, then its answer is lost (a timeout)',
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async () => {
      controls.timeOutAfterCreatingNext();
      return { success: true as const, message: 'The next booking times out after it is made' };
    },
  );

  fastify.post(
    '/api/test-courier/slow-answers',
    {
      schema: {
        tags,
        summary: 'The next booking waits before the test courier makes it, as a slow courier does',
        body: z.object({ milliseconds: z.number().int().min(1).max(60_000) }),
        response: { 200: MessageAnswerSchema, ...REFUSALS },
      },
    },
    async (request) => {
      controls.answerNextAfter(request.body.milliseconds);
      return {
        success: true as const,
        message: `The next booking answers after ${request.body.milliseconds} ms`,
      };
    },
  );

  fastify.get(
    `${TEST_COURIER_PATH}/:awb`,
    { schema: { ...outsideTheApi('The test courier’s page of a parcel, for a person'), params: AwbParams } },
    async (request, reply) => {
      const { awb } = request.params;
      const parcel = await controls.find(awb);
      if (!parcel) throw new HttpError(404, 'The test courier has no such parcel');
      const to = parcel.request.deliverTo;
      const buttons = TRACKING_STEPS.map(
        (step) =>
          `<form method="post"><input type="hidden" name="step" value="${step}"><button>${escapeMarkup(TRACKING_STEP_NAMES[step])}</button></form>`,
      ).join('\n');
      return reply.type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Test courier ${escapeMarkup(awb)}</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:auto;padding:1rem}form{display:inline-block;margin:.25rem}button{padding:.5rem .75rem}</style></head>
<body><h1>Test courier: parcel ${escapeMarkup(awb)}</h1><p>The test courier: nothing here leaves the shop. Each button sends the shop the tracking update Shiprocket would.</p>
<p>Order ${escapeMarkup(parcel.request.orderReference)} to ${escapeMarkup(to.name)}, ${escapeMarkup(to.city)} ${escapeMarkup(to.pincode)}</p>
${buttons}</body></html>`);
    },
  );

  // The page's forms post plainly, without a script.
  await fastify.register(async (forms) => {
    acceptPlainForms(forms);
    forms.withTypeProvider<ZodTypeProvider>().post(
      `${TEST_COURIER_PATH}/:awb`,
      {
        schema: {
          ...outsideTheApi('The test courier’s page’s buttons'),
          params: AwbParams,
          body: z.object({ step: z.enum(TRACKING_STEPS) }),
        },
      },
      async (request, reply) => {
        await move(request.params.awb, request.body.step);
        return reply.redirect(`${TEST_COURIER_PATH}/${request.params.awb}`, 303);
      },
    );
  });
};

export default testCourierRoutes;
