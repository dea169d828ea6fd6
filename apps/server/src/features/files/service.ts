/**
 * Uploads for personalisations: a shopper's fingerprint, picture or PDF, checked by its content
 * and kept in the database so every instance serves it. Refusals are HttpErrors, which the
 * error handler answers as `{ success: false, message }` with their status.
 */
import {
  acceptedMimeTypes,
  acceptsPdf,
  FILE_MESSAGES,
  fileUrl,
  UPLOAD_MAX_BYTES,
  UPLOAD_RETENTION_DAYS,
  type FilePersonalisationType,
  type UploadMimeType,
} from '@shop/shared/files';
import { FileIdSchema, type UploadAnswer } from '@shop/shared/files-api';
import type { Database } from '../../db/client.ts';
import { cleanPicture, detectUploadType, isPicture, TooManyPixelsError } from '../../storage/file-content.ts';
import {
  deleteUploads,
  findExistingUploads,
  findUpload,
  insertUpload,
  removeUnplacedUploadsBefore,
} from './repository.ts';
import { HttpError } from '../../plugins/http-error.ts';

export interface StoredFile {
  contentType: UploadMimeType;
  bytes: Buffer;
  /** The shop's name for the file; the shopper's own file name is never kept. */
  fileName: string;
}

const EXTENSIONS: Readonly<Record<UploadMimeType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FilesServiceOptions {
  now?: () => Date;
}

export function createFilesService(db: Database, options: FilesServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

  return {
    /** The ids, in lower case, of the uploads among these that still exist. */
    existingUploads: (fileIds: readonly string[]) => findExistingUploads(db, fileIds),

    /** Checks the file for the personalisation `type` and stores it; a PDF only for `combined`. */
    async store(bytes: Buffer, type: FilePersonalisationType): Promise<UploadAnswer> {
      if (bytes.length === 0) throw new HttpError(400, FILE_MESSAGES.empty);
      if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, FILE_MESSAGES.tooLarge);
      const wrongType = new HttpError(
        400,
        acceptsPdf(type) ? FILE_MESSAGES.notImageOrPdf : FILE_MESSAGES.notImage,
      );
      const contentType = detectUploadType(bytes);
      if (contentType === undefined || !acceptedMimeTypes(type).includes(contentType)) throw wrongType;

      let stored = bytes;
      if (isPicture(contentType)) {
        try {
          stored = await cleanPicture(bytes, contentType);
        } catch (error) {
          if (error instanceof TooManyPixelsError) throw new HttpError(400, FILE_MESSAGES.tooManyPixels);
          // A fake or cut-off picture: to the shopper it is simply not a picture.
          throw wrongType;
        }
      }
      const fileId = await insertUpload(db, { contentType, bytes: stored });
      return { success: true, fileId, url: fileUrl(fileId) };
    },

    /** The stored file; an id that is unknown or no id at all is the same 404. */
    async read(fileId: string): Promise<StoredFile> {
      const notFound = new HttpError(404, FILE_MESSAGES.notFound);
      const parsed = FileIdSchema.safeParse({ fileId });
      if (!parsed.success) throw notFound;
      const upload = await findUpload(db, parsed.data.fileId);
      if (!upload) throw notFound;
      return {
        ...upload,
        fileName: `upload-${parsed.data.fileId.toLowerCase()}.${EXTENSIONS[upload.contentType]}`,
      };
    },

    /** Removes these uploads now (their customer deleted the account); answers how many. */
    remove: (fileIds: readonly string[]) => deleteUploads(db, fileIds),

    /** Removes the uploads no paid order took within the retention period; answers how many. */
    async removeExpired(): Promise<number> {
      return removeUnplacedUploadsBefore(db, new Date(now().getTime() - UPLOAD_RETENTION_DAYS * DAY_MS));
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
