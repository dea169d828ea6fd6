/**
 * Contract of the upload calls: `POST /api/files` (multipart, one file in the field `file`,
 * `?type=` the personalisation it is for) stores a shopper's picture or PDF and answers
 * `{ fileId, url }`; `GET /api/files/{fileId}` serves it. The browser checks type and size
 * before it sends, with the same numbers; the server checks the content itself.
 */

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A few kilobytes of picture can unpack into gigabytes of pixels; anything larger than a
 * 50-megapixel phone photograph is refused before it is decoded.
 */
export const UPLOAD_MAX_MEGAPIXELS = 50;

/** An upload that no order has taken is removed after this many days. */
export const UPLOAD_RETENTION_DAYS = 30;

/** What a shopper may upload; the server tells them apart by the file's first bytes. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PDF_MIME_TYPE = 'application/pdf';
export type UploadMimeType = (typeof IMAGE_MIME_TYPES)[number] | typeof PDF_MIME_TYPE;

/** Customisations that take a file; only the combined one also takes a PDF. */
export const FILE_CUSTOMIZATION_TYPES = ['fingerprint', 'image', 'combined'] as const;
export type FilePersonalisationType = (typeof FILE_CUSTOMIZATION_TYPES)[number];

export function acceptsPdf(type: FilePersonalisationType): boolean {
  return type === 'combined';
}

export function acceptedMimeTypes(type: FilePersonalisationType): readonly UploadMimeType[] {
  return acceptsPdf(type) ? [...IMAGE_MIME_TYPES, PDF_MIME_TYPE] : IMAGE_MIME_TYPES;
}

export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}

export const FILE_MESSAGES = {
  missing: 'No file was sent. Choose a picture to upload.',
  empty: 'The file is empty. Choose another one.',
  tooLarge: 'The file is larger than 5 MB. Please choose a smaller one.',
  tooManyPixels: `This picture has more than ${UPLOAD_MAX_MEGAPIXELS} megapixels. Please choose a smaller one.`,
  notAForm: 'The upload could not be read. Send one file in a multipart form, in the field named file.',
  notImage: 'This file is not a JPEG, PNG or GIF picture. Please choose one of those.',
  notImageOrPdf: 'This file is not a JPEG, PNG or GIF picture or a PDF. Please choose one of those.',
  notFound: 'File not found',
  tooManyUploads: 'Too many uploads from your connection. Please wait a few minutes and try again.',
  uploadFailed: 'The file could not be uploaded. Please try again.',
} as const;
