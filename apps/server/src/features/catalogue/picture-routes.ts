/**
 * The back office's calls for a piece's pictures, for staff and owner alike, and the public
 * `GET /images/products/{file}` that serves an uploaded picture's files from storage, the
 * same on every instance. Multipart forms are parsed in this plugin only.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OnePictureParamsSchema,
  PICTURE_FIELD,
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PictureChangeBodySchema,
  PictureParamsSchema,
  PICTURES_PER_PRODUCT,
  ProductPicturesAnswerSchema,
} from '@shop/shared/product-pictures';
import { fileAnswer, inSection, REFUSALS, STAFF_SESSION } from '../../plugins/api-contract.ts';
import { signedInStaff, type AuthenticateStaff } from '../../plugins/signed-in.ts';
import { NotAPictureError, TooManyPixelsError } from '../../storage/file-content.ts';
import { pictureVariants, type PictureVariant } from './picture-variants.ts';
import type { PicturesService } from './pictures.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { isPlainText, plainText } from '@shop/shared/text';

export interface PictureRoutesOptions {
  pictures: PicturesService;
  authenticateStaff: AuthenticateStaff;
}

/** A picture's files never change under its id: anyone may keep them for a year. */
const KEEP_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/** Room for the form's boundaries and each part's headers. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

/** Before any of the body is read: no multipart form, or one larger than it may be, is refused. */
async function refuseWhatCannotBePictures(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '')) {
    throw new HttpError(400, PICTURE_MESSAGES.notAForm);
  }
  const length = Number(request.headers['content-length']);
  if (length > PICTURES_PER_PRODUCT * (PICTURE_MAX_BYTES + FORM_OVERHEAD_BYTES)) {
    throw new HttpError(413, PICTURE_MESSAGES.tooLarge);
  }
}

/**
 * Every file of the form, each checked and made into its widths as it arrives, so only one
 * original is held in memory at a time. A bad file refuses the whole form, naming the file.
 */
async function readPictures(request: FastifyRequest, room: number): Promise<PictureVariant[][]> {
  const pictures: PictureVariant[][] = [];
  try {
    for await (const part of request.files()) {
      if (part.fieldname !== PICTURE_FIELD) {
        part.file.resume();
        throw new HttpError(400, PICTURE_MESSAGES.missing);
      }
      if (pictures.length >= room) {
        part.file.resume();
        throw new HttpError(400, PICTURE_MESSAGES.tooMany);
      }
      const bytes = await part.toBuffer();
      // The name is only said back in a refusal; one the text rule refuses is not repeated.
      const name = part.filename && isPlainText(part.filename) ? part.filename.slice(0, 200) : 'A file';
      try {
        pictures.push(await pictureVariants(bytes));
      } catch (error) {
        if (error instanceof TooManyPixelsError)
          throw new HttpError(400, PICTURE_MESSAGES.tooManyPixels(name));
        if (error instanceof NotAPictureError) throw new HttpError(400, PICTURE_MESSAGES.notPicture(name));
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, PICTURE_MESSAGES.tooLarge);
    if (hasCode(error, 'FST_FILES_LIMIT')) throw new HttpError(400, PICTURE_MESSAGES.tooMany);
    request.log.info({ err: error }, 'a picture form could not be read');
    throw new HttpError(400, PICTURE_MESSAGES.notAForm);
  }
  if (pictures.length === 0) throw new HttpError(400, PICTURE_MESSAGES.missing);
  return pictures;
}

const pictureRoutes: FastifyPluginAsyncZod<PictureRoutesOptions> = async (
  fastify,
  { pictures, authenticateStaff },
) => {
  await fastify.register(multipart, {
    limits: {
      fileSize: PICTURE_MAX_BYTES,
      files: PICTURES_PER_PRODUCT,
      fields: 0,
      parts: PICTURES_PER_PRODUCT,
      headerPairs: 20,
    },
  });
  const { requireStaff, staffOf } = signedInStaff(authenticateStaff);
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  const asStaff = { tags: inSection('back office: catalogue'), security: STAFF_SESSION };
  const picturesAnswer = { 200: ProductPicturesAnswerSchema, ...REFUSALS };

  fastify.get(
    '/api/admin/products/:id/pictures',
    {
      onRequest: requireStaff,
      onSend: noStore,
      schema: {
        ...asStaff,
        summary: 'A piece’s pictures',
        params: PictureParamsSchema,
        response: picturesAnswer,
      },
    },
    async (request) => pictures.list(Number(request.params.id)),
  );

  fastify.post(
    '/api/admin/products/:id/pictures',
    {
      onRequest: [requireStaff, refuseWhatCannotBePictures],
      onSend: noStore,
      schema: {
        ...asStaff,
        summary: 'Add pictures: a multipart form, each file in the field `pictures`',
        consumes: ['multipart/form-data'],
        params: PictureParamsSchema,
        response: { 201: ProductPicturesAnswerSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const productId = Number(request.params.id);
      const room = await pictures.roomFor(productId);
      const added = await pictures.add(productId, staffOf(request).id, await readPictures(request, room));
      return reply.code(201).send(added);
    },
  );

  fastify.patch(
    '/api/admin/products/:id/pictures',
    {
      onRequest: requireStaff,
      onSend: noStore,
      schema: {
        ...asStaff,
        summary: 'Put the pictures in order, choose the card picture or the engraving template',
        params: PictureParamsSchema,
        body: PictureChangeBodySchema,
        response: picturesAnswer,
      },
    },
    async (request) => pictures.change(Number(request.params.id), staffOf(request).id, request.body),
  );

  fastify.delete(
    '/api/admin/products/:id/pictures/:pictureId',
    {
      onRequest: requireStaff,
      onSend: noStore,
      schema: {
        ...asStaff,
        summary: 'Remove a picture',
        params: OnePictureParamsSchema,
        response: picturesAnswer,
      },
    },
    async (request) =>
      pictures.remove(Number(request.params.id), staffOf(request).id, request.params.pictureId),
  );

  fastify.get(
    '/images/products/:file',
    {
      schema: {
        tags: inSection('catalogue'),
        summary: 'One width of an uploaded picture, as WebP',
        params: z.object({ file: plainText('The file') }),
        response: { 200: fileAnswer('The picture', 'image/webp'), ...REFUSALS },
      },
    },
    async (request, reply) => {
      const file = await pictures.file(request.params.file);
      if (!file) {
        return reply.code(404).send({ success: false, message: 'There is no such picture.' });
      }
      return reply
        .headers({
          'content-type': file.contentType,
          'content-length': String(file.bytes.length),
          'cache-control': KEEP_FOR_A_YEAR,
          'x-content-type-options': 'nosniff',
        })
        .send(file.bytes);
    },
  );
};

export default pictureRoutes;
