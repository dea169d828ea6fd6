/**
 * What an upload really is, told by its first bytes, never by its name or the type the
 * browser claims (a renamed SVG or HTML page must not pass for a picture). Pictures are then
 * decoded, so a fake or cut-off one fails here, and kept re-encoded, upright and without their
 * metadata: a phone photograph carries the place it was taken in its EXIF.
 */
import sharp from 'sharp';
import { UPLOAD_MAX_MEGAPIXELS, type UploadMimeType } from '@shop/shared/files';
import type { ProofMimeType } from '@shop/shared/proofs';

type PictureType = Exclude<UploadMimeType | ProofMimeType, 'application/pdf'>;

const SIGNATURES: readonly { type: UploadMimeType; signature: Buffer }[] = [
  { type: 'image/jpeg', signature: Buffer.from([0xff, 0xd8, 0xff]) },
  { type: 'image/png', signature: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/gif', signature: Buffer.from('GIF87a', 'latin1') },
  { type: 'image/gif', signature: Buffer.from('GIF89a', 'latin1') },
  { type: 'application/pdf', signature: Buffer.from('%PDF-', 'latin1') },
];

/** The type the file's first bytes announce, or undefined for anything the shop does not take. */
export function detectUploadType(bytes: Buffer): UploadMimeType | undefined {
  return SIGNATURES.find(({ signature }) => bytes.subarray(0, signature.length).equals(signature))?.type;
}

/**
 * The type of a proof of a personalisation (features/orders/proofs.ts): JPEG, PNG, WebP or PDF.
 * A WebP file is a RIFF container whose form type is WEBP.
 */
export function detectProofType(bytes: Buffer): ProofMimeType | undefined {
  if (
    bytes.subarray(0, 4).equals(Buffer.from('RIFF', 'latin1')) &&
    bytes.subarray(8, 12).equals(Buffer.from('WEBP', 'latin1'))
  ) {
    return 'image/webp';
  }
  const type = detectUploadType(bytes);
  return type === 'image/gif' ? undefined : type;
}

export function isPicture(type: UploadMimeType | ProofMimeType): type is PictureType {
  return type !== 'application/pdf';
}

const MAX_PIXELS = UPLOAD_MAX_MEGAPIXELS * 1_000_000;

export class NotAPictureError extends Error {}
export class TooManyPixelsError extends Error {}

/**
 * The picture as the shop keeps it: in its own format, at high quality (JPEG 92; PNG and GIF
 * lossless, a GIF keeps its animation), turned by its EXIF orientation, with no metadata.
 */
export async function cleanPicture(bytes: Buffer, type: PictureType): Promise<Buffer> {
  const animated = type === 'image/gif';
  // The header alone says how many pixels the picture unpacks into, before any is decoded.
  const size = await sharp(bytes, { animated })
    .metadata()
    .catch(() => undefined);
  if (!size?.width || !size.height) throw new NotAPictureError('The picture cannot be read');
  if (size.width * size.height > MAX_PIXELS) throw new TooManyPixelsError('The picture is too large');

  // 'error' refuses cut-off pictures but not the harmless warnings some cameras' files raise.
  const picture = sharp(bytes, { animated, failOn: 'error', limitInputPixels: MAX_PIXELS });
  const encoded =
    type === 'image/jpeg'
      ? picture.rotate().jpeg({ quality: 92 })
      : type === 'image/png'
        ? picture.rotate().png()
        : type === 'image/webp'
          ? picture.rotate().webp({ quality: 92 })
          : // GIF has no EXIF orientation to apply.
            picture.gif();
  try {
    // sharp writes no metadata unless asked to: EXIF, XMP, IPTC and comments are dropped.
    return await encoded.toBuffer();
  } catch (error) {
    throw new NotAPictureError('The picture cannot be decoded', { cause: error });
  }
}
