import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_MESSAGES } from '@shop/shared/files';
import { UploadAnswerSchema, UploadQuerySchema } from '@shop/shared/files-api';
import { plainText } from '@shop/shared/text';
import { fileAnswer, inSection, REFUSALS } from '../../plugins/api-contract.ts';
import { byAddress, limitTries, type Limit } from '../../plugins/rate-limit.ts';
import { readUploadedFile, refuseWhatCannotBeAnUpload, UPLOAD_FORM_LIMITS } from './read-upload.ts';
import type { FilesService, StoredFile } from './service.ts';

export interface FilesRoutesOptions {
  files: FilesService;
}

/** Enough for a shopper trying picture after picture; not enough to fill the database. */
export const UPLOADS_PER_ADDRESS: Limit = { max: 60, windowMs: 60 * 60 * 1000 };

/** A file never changes under its id, so a browser may keep it; only this browser, though. */
const KEEP_FOR_A_YEAR = 'private, max-age=31536000, immutable';

/** A PDF shown in the browser runs in a sandbox: no script of it acts in the shop's origin. */
const PDF_SANDBOX = "sandbox; default-src 'none'";

function fileHeaders(file: StoredFile): Record<string, string> {
  return {
    'content-type': file.contentType,
    'content-length': String(file.bytes.length),
    'x-content-type-options': 'nosniff',
    'cache-control': KEEP_FOR_A_YEAR,
    'content-disposition': `inline; filename="${file.fileName}"`,
    ...(file.contentType === 'application/pdf' ? { 'content-security-policy': PDF_SANDBOX } : {}),
  };
}

/**
 * `POST /api/files` and `GET /api/files/{fileId}`. Multipart is parsed in this feature only;
 * every other call of the shop still takes JSON alone.
 */
const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (fastify, { files }) => {
  await fastify.register(multipart, { limits: UPLOAD_FORM_LIMITS });

  const tags = inSection('uploads');
  const limitUploads = limitTries(fastify, 'files', [
    {
      name: 'uploads-address',
      limit: UPLOADS_PER_ADDRESS,
      key: byAddress,
      message: FILE_MESSAGES.tooManyUploads,
    },
  ]);

  fastify.post(
    '/api/files',
    {
      schema: {
        tags,
        summary:
          'Upload a fingerprint, picture or PDF for a personalisation: a multipart form, the file in the field `file`',
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        response: { 201: UploadAnswerSchema, ...REFUSALS },
      },
      onRequest: [limitUploads, refuseWhatCannotBeAnUpload],
    },
    async (request, reply) =>
      reply.code(201).send(await files.store(await readUploadedFile(request), request.query.type)),
  );

  // The id is checked by the service, so a malformed one is the same 404 as an unknown one.
  fastify.get(
    '/api/files/:fileId',
    {
      schema: {
        tags,
        summary: 'An uploaded file, as it was stored',
        params: z.object({ fileId: plainText('The file') }),
        response: {
          200: fileAnswer('The file', 'image/jpeg', 'image/png', 'image/gif', 'application/pdf'),
          ...REFUSALS,
        },
      },
    },
    async (request, reply) => {
      const file = await files.read(request.params.fileId);
      return reply.headers(fileHeaders(file)).send(file.bytes);
    },
  );
};

export default filesRoutes;
