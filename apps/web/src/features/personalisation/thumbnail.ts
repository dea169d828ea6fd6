import { THUMBNAIL_MAX_CHARS } from '@shop/shared/personalisation';

/** Long side of the picture the cart keeps of an upload, in pixels. */
export const THUMBNAIL_SIDE = 160;

/** Tried in turn until the picture fits what a stored cart line may carry. */
const JPEG_QUALITIES = [0.8, 0.6, 0.4] as const;

/** The picture could not be read as one: the file is not the picture its name says. */
export class NotAPictureError extends Error {
  constructor() {
    super('The file is not a picture the browser can read');
    this.name = 'NotAPictureError';
  }
}

/**
 * A small JPEG data URL of a picture, for the preview and the cart: the browser's storage
 * holds about 5 MB in all, so a line keeps this and the server keeps the file itself. The
 * browser's own decoder reads the file, so a text file renamed `.png` is found out here.
 */
export async function makeThumbnail(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new NotAPictureError();
  }
  try {
    const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw a thumbnail');
    // JPEG has no transparency: a fingerprint scanned on a transparent PNG turns white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of JPEG_QUALITIES) {
      const url = canvas.toDataURL('image/jpeg', quality);
      if (url.length <= THUMBNAIL_MAX_CHARS) return url;
    }
    throw new Error('The thumbnail is too large to keep in the cart');
  } finally {
    bitmap.close();
  }
}
