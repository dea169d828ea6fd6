/**
 * The upload calls' bodies and answers (`POST /api/files`, `GET /api/files/{fileId}`), apart
 * from the rules in files.ts so that a page offering an upload needs zod only once it sends one.
 */
import { z } from 'zod';
import { FILE_CUSTOMIZATION_TYPES } from './files.ts';

export const UploadQuerySchema = z.object({
  type: z
    .enum(FILE_CUSTOMIZATION_TYPES, { error: 'The upload type must be fingerprint, image or combined.' })
    .default('image'),
});

export const UploadAnswerSchema = z.strictObject({
  success: z.literal(true),
  fileId: z.uuid(),
  url: z.string(),
});
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

export const FileIdSchema = z.object({ fileId: z.uuid({ message: 'File not found' }) });
