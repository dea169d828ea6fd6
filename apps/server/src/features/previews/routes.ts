import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PREVIEW_TEXTS } from '@shop/shared/previews';
import { NewPreviewAnswerSchema, NewPreviewBodySchema, PreviewAnswerSchema } from '@shop/shared/previews-api';
import { plainText } from '@shop/shared/text';
import { fileAnswer, inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { byAddress, limitTries, type Limit } from '../../plugins/rate-limit.ts';
import { siteOrigin } from '../../plugins/site-origin.ts';
import type { PreviewsService } from './service.ts';

export interface PreviewsRoutesOptions {
  previews: PreviewsService;
  /** The shop's public origin (PUBLIC_URL); unset, each request's own. */
  publicUrl: string | undefined;
}

/** Plenty for a shopper trying words after words; not enough to fill the table. */
export const PREVIEWS_PER_ADDRESS: Limit = { max: 20, windowMs: 60 * 60 * 1000 };

/** A preview never changes under its token; chat apps and browsers may keep its picture a day. */
const KEEP_A_DAY = 'public, max-age=86400';

/** A thumbnail of a picture rides along in the personalisation: the cart's size, no more. */
const PREVIEW_BODY_LIMIT = 256 * 1024;

/**
 * `POST /api/previews` makes a link; `GET /api/previews/{token}` (and its picture and the
 * shown uploads) answer anyone with the link, no account.
 */
const previewsRoutes: FastifyPluginAsyncZod<PreviewsRoutesOptions> = async (
  fastify,
  { previews, publicUrl },
) => {
  const tags = inSection('previews');
  const limitPreviews = limitTries(fastify, 'previews', [
    { name: 'previews-address', limit: PREVIEWS_PER_ADDRESS, key: byAddress, message: PREVIEW_TEXTS.tooMany },
  ]);

  fastify.post(
    '/api/previews',
    {
      bodyLimit: PREVIEW_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Make a link to a piece as personalised, for anyone to open',
        body: NewPreviewBodySchema,
        response: { 201: NewPreviewAnswerSchema, ...REFUSALS },
      },
      // After the body is checked: a form with a mistake does not use up a try.
      preHandler: limitPreviews,
    },
    async (request, reply) =>
      reply.code(201).send(await previews.create(request.body, siteOrigin(request, publicUrl))),
  );

  // A malformed token is the same 404 as an unknown one.
  const TokenParams = z.object({ token: plainText('The link') });

  fastify.get(
    '/api/previews/:token',
    {
      schema: {
        tags,
        summary: 'A shared preview: the piece and what its personalisation shows',
        params: TokenParams,
        response: { 200: PreviewAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-cache').send(await previews.view(request.params.token)),
  );

  fastify.get(
    '/api/previews/:token/image.png',
    {
      schema: {
        tags,
        summary: 'The picture of a shared preview that link previews show (1200 × 630)',
        params: TokenParams,
        response: { 200: fileAnswer('The picture', 'image/png'), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const bytes = await previews.image(request.params.token);
      return reply
        .headers({
          'content-type': 'image/png',
          'cache-control': KEEP_A_DAY,
          'x-content-type-options': 'nosniff',
        })
        .send(bytes);
    },
  );

  fastify.get(
    '/api/previews/:token/pictures/:index',
    {
      schema: {
        tags,
        summary: 'A picture the shopper chose to show in the shared preview',
        params: TokenParams.extend({ index: z.coerce.number().int().min(0).max(2) }),
        response: { 200: fileAnswer('The picture', 'image/jpeg', 'image/png', 'image/gif'), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const picture = await previews.picture(request.params.token, request.params.index);
      return reply
        .headers({
          'content-type': picture.contentType,
          'cache-control': 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
        })
        .send(picture.bytes);
    },
  );
};

export default previewsRoutes;
