/**
 * The one file of an upload form, read into memory (at most UPLOAD_MAX_BYTES, which the
 * multipart limits hold), with every way a form can be wrong said as an HttpError.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_MESSAGES, UPLOAD_MAX_BYTES } from '@shop/shared/files';
import { HttpError } from '../../plugins/http-error.ts';

/** The form field that carries the file. */
export const UPLOAD_FIELD = 'file';

/** Room for the form's boundaries, the part's headers and a few small fields. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Limits for @fastify/multipart: one file, and little else a form could carry. */
export const UPLOAD_FORM_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 20,
};

/**
 * An onRequest check, before any of the body is read: a request that is no multipart form is
 * refused, and so is one that says it is larger than a form with a 5 MB file can be. A form
 * sent without a length is held to the same size by the multipart limits as it is read.
 */
export async function refuseWhatCannotBeAnUpload(
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<void> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '')) {
    throw new HttpError(400, FILE_MESSAGES.notAForm);
  }
  const length = Number(request.headers['content-length']);
  if (length > UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES) throw new HttpError(413, FILE_MESSAGES.tooLarge);
}

function hasCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== UPLOAD_FIELD) {
      // A file under another name is let run through, so the rest of the form is still read.
      part?.file.resume();
      throw new HttpError(400, FILE_MESSAGES.missing);
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, FILE_MESSAGES.tooLarge);
    // Everything else is the form itself: cut off, without a boundary, too many parts.
    request.log.info({ err: error }, 'an upload form could not be read');
    throw new HttpError(400, FILE_MESSAGES.notAForm);
  }
}
