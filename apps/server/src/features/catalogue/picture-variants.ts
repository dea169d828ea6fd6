/**
 * An uploaded product picture, checked as a shopper's upload is (by its first bytes, then
 * decoded) and made into the demo pictures' files: square WebP in every PRODUCT_IMAGE_WIDTHS,
 * turned upright by its EXIF orientation, without metadata. The whole picture is kept: it is
 * fitted into the square on the demo pictures' backdrop, never cropped.
 */
import sharp, { type OutputInfo } from 'sharp';
import { PRODUCT_IMAGE_WIDTHS } from '@shop/shared/catalogue';
import { PICTURE_MAX_MEGAPIXELS } from '@shop/shared/product-pictures';
import {
  detectUploadType,
  isPicture,
  NotAPictureError,
  TooManyPixelsError,
} from '../../storage/file-content.ts';

/** The demo drawings' quality and backdrop (@shop/demo-catalogue/product-images), so both sit together. */
const WEBP_QUALITY = 78;
const BACKDROP = '#f7f3ee';
const MAX_PIXELS = PICTURE_MAX_MEGAPIXELS * 1_000_000;

export type PictureWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

export interface PictureVariant {
  width: PictureWidth;
  webp: Buffer;
}

export async function pictureVariants(bytes: Buffer): Promise<PictureVariant[]> {
  const type = detectUploadType(bytes);
  if (type === undefined || !isPicture(type)) throw new NotAPictureError();
  // The header alone says how many pixels the picture unpacks into, before any is decoded.
  const size = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!size?.width || !size.height) throw new NotAPictureError();
  if (size.width * size.height > MAX_PIXELS) throw new TooManyPixelsError();

  const largest = Math.max(...PRODUCT_IMAGE_WIDTHS);
  let square: { data: Buffer; info: OutputInfo };
  try {
    // 'error' refuses cut-off pictures but not the harmless warnings some cameras' files raise.
    square = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(largest, largest, { fit: 'contain', background: BACKDROP })
      .flatten({ background: BACKDROP })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new NotAPictureError('The picture cannot be decoded', { cause: error });
  }
  const { data, info } = square;
  const variants: PictureVariant[] = [];
  for (const width of PRODUCT_IMAGE_WIDTHS) {
    let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (width !== info.width) image = image.resize(width, width, { kernel: 'lanczos3' });
    variants.push({ width, webp: await image.webp({ quality: WEBP_QUALITY }).toBuffer() });
  }
  return variants;
}

/**
 * One width made from a picture's largest file, for a picture stored before that width
 * existed (PRODUCT_IMAGE_WIDTHS grew): the square is already fitted and upright.
 */
export async function variantFromLargest(largest: Buffer, width: PictureWidth): Promise<Buffer> {
  return sharp(largest)
    .resize(width, width, { kernel: 'lanczos3' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
