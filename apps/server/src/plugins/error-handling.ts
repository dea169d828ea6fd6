/**
 * One shape for every refusal: `{ success: false, message }`. Bad input answers 4xx with a
 * message a person can act on; a write that found the disk full answers 503 with a sentence a
 * shopper can act on (try again later); anything else unexpected answers 500 with no details,
 * and the details go to the log instead.
 */
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '@shop/shared/catalogue-api';
import { DISK_SPACE_TEXTS } from '@shop/shared/disk-space';
import { diskFullError, diskFullLogLine, type DiskWatch } from './disk-space.ts';
import { HttpError } from './http-error.ts';
import { TooManyTriesError } from './rate-limit.ts';

export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

// Fastify's own messages for malformed requests, said the way a person understands them.
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
};

const BODY_NOT_OBJECT = 'The request body must be a JSON object with the fields of the form.';

function refusal(message: string): ErrorAnswer {
  return { success: false, message };
}

/** A client may try again this long after a write refused for a full disk. */
const DISK_FULL_RETRY_SECONDS = 60;

export interface ErrorHandlingOptions {
  /** Told of each write that found a disk full; it says whose disk it was. */
  diskWatch?: Pick<DiskWatch, 'noteFailure'>;
}

const errorHandling: FastifyPluginAsync<ErrorHandlingOptions> = async (fastify, { diskWatch }) => {
  fastify.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The first problem, in the words of the shared schema ('Email is required'), so the
      // answer names what to fix; a body that is no object at all has no field to name.
      const first = error.validation[0];
      const isWholeBody = error.validationContext === 'body' && first?.instancePath === '/';
      return reply
        .code(400)
        .send(refusal(isWholeBody ? BODY_NOT_OBJECT : (first?.message ?? 'The request is not valid.')));
    }
    if (error instanceof TooManyTriesError) reply.header('retry-after', error.retryAfterSeconds);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A feature's refusal says its own words; Fastify's and its plugins' are said plainly.
      const message =
        error instanceof HttpError ? error.message : (FRAMEWORK_MESSAGES[error.code] ?? error.message);
      return reply.code(status).send(refusal(message));
    }
    // Another service (a courier) did not answer: the feature's sentence says what to do next.
    if (error instanceof HttpError && status === 502) {
      request.log.warn({ err: error }, 'another service did not answer');
      return reply.code(502).send(refusal(error.message));
    }
    const full = diskFullError(error);
    if (full) {
      const trouble = (await diskWatch?.noteFailure(full).catch(() => undefined)) ?? {
        folder: full.where === 'file' ? full.path : undefined,
        freeBytes: undefined,
      };
      request.log.error(
        { err: error, folder: trouble.folder, freeBytes: trouble.freeBytes },
        diskFullLogLine(trouble),
      );
      return reply
        .code(503)
        .header('retry-after', DISK_FULL_RETRY_SECONDS)
        .send(refusal(DISK_SPACE_TEXTS.shopCannotWrite));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(refusal(SERVER_FAULT_MESSAGE));
  });
};

export default fp(errorHandling, { name: 'error-handling' });
